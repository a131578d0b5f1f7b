/**
 * The visitor's private manage page (/booking/manage/<token>): finds a
 * booking by its token's hash, and cancels or moves it. Each change, its
 * raised invite SEQUENCE and its messages (visitor's calendar update, staff
 * notice) are one transaction, so the outbox holds exactly what happened.
 *
 * A link works while the booking is pending or confirmed and its day (Nepal
 * time) has not passed. A cancelled or completed booking's link still names
 * it, but allows nothing.
 */
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { SiteSettings } from "~/config/site";
import { nepalToday } from "~/lib/time/calendar";
import type { BookingMoveInput } from "~/models/booking";
import { LIVE_STATUSES, SlotTakenError } from "./bookings.server";
import { visitorCancelledMail, visitorMovedMail } from "./booking-manage-mail.server";
import { db } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { bookings } from "../db/schema";
import { mailContext } from "../mail/mail-messages.server";
import { hashManageToken, isWellFormedManageToken, manageUrl } from "./manage-token.server";
import { BOOKING_STATUS_MAIL_KINDS } from "./booking-mail.server";
import { announceMailQueued, enqueueMail, withdrawQueuedMail } from "../mail/outbox.server";

const columns = {
  id: bookings.id,
  name: bookings.name,
  email: bookings.email,
  phone: bookings.phone,
  eventDate: bookings.eventDate,
  timeSlot: bookings.timeSlot,
  eventType: bookings.eventType,
  location: bookings.location,
  details: bookings.details,
  status: bookings.status,
  inviteSequence: bookings.inviteSequence,
};

export type ManagedBooking = {
  id: string;
  name: string;
  email: string;
  phone: string;
  eventDate: string;
  timeSlot: string;
  eventType: string;
  location: string;
  details: string | null;
  status: string;
  inviteSequence: number;
};

/** What a manage link leads to. Only "active" allows a change. */
export type ManageLookup =
  | { state: "not-found" }
  | { state: "active" | "expired" | "cancelled" | "completed"; booking: ManagedBooking };

function stateOf(booking: ManagedBooking, now: Date): ManageLookup {
  if (booking.status === "cancelled") return { state: "cancelled", booking };
  if (booking.status === "completed") return { state: "completed", booking };
  if (booking.eventDate < nepalToday(now)) return { state: "expired", booking };
  return { state: "active", booking };
}

/** The booking a token names, and what its link may still do at `now`. */
export async function findManagedBooking(token: string, now: Date = new Date()): Promise<ManageLookup> {
  if (!isWellFormedManageToken(token)) return { state: "not-found" };
  const [row] = await db()
    .select(columns)
    .from(bookings)
    .where(eq(bookings.manageTokenHash, hashManageToken(token)))
    .limit(1);
  return row ? stateOf(row, now) : { state: "not-found" };
}

/** A live booking of this token whose day has not passed (the only kind a link may change). */
function changeable(token: string, now: Date) {
  return and(
    eq(bookings.manageTokenHash, hashManageToken(token)),
    inArray(bookings.status, LIVE_STATUSES),
    gte(bookings.eventDate, nepalToday(now)),
  );
}

type Options = { site?: SiteSettings; now?: Date };

/**
 * Cancels the booking: its slot is free at once, the visitor gets a
 * METHOD:CANCEL update, staff are told. When the link allowed no change,
 * answers why (the state it leads to).
 */
export type CancelResult = { outcome: "cancelled"; booking: ManagedBooking } | { outcome: "refused"; lookup: ManageLookup };

export async function cancelManagedBooking(token: string, options: Options = {}): Promise<CancelResult> {
  const now = options.now ?? new Date();
  if (!isWellFormedManageToken(token)) return { outcome: "refused", lookup: { state: "not-found" } };
  const ctx = mailContext(options.site);
  const cancelled = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: "cancelled", inviteSequence: sql`${bookings.inviteSequence} + 1`, reminderQueuedAt: null, updatedAt: now })
      .where(changeable(token, now))
      .returning(columns);
    if (!row) return undefined;
    // A reminder already waiting for the cancelled consultation is not sent.
    await withdrawQueuedMail(tx, row.id, [BOOKING_STATUS_MAIL_KINDS.reminder]);
    await enqueueMail(tx, visitorCancelledMail(row, ctx));
    return row;
  });
  if (!cancelled) return { outcome: "refused", lookup: await findManagedBooking(token, now) };
  announceMailQueued();
  return { outcome: "cancelled", booking: cancelled };
}

export type MoveResult =
  | { outcome: "moved"; booking: ManagedBooking }
  | { outcome: "unchanged"; booking: ManagedBooking }
  | { outcome: "refused"; lookup: ManageLookup };

/**
 * Moves the booking to another date and slot (already checked against the
 * booking form's rules): the old slot is free at once, the booking is
 * pending again until staff confirm the new time, the visitor gets a
 * METHOD:REQUEST update (same UID, higher SEQUENCE), staff are told.
 * Throws SlotTakenError when the new slot is held.
 */
export async function moveManagedBooking(token: string, input: BookingMoveInput, options: Options = {}): Promise<MoveResult> {
  const now = options.now ?? new Date();
  if (!isWellFormedManageToken(token)) return { outcome: "refused", lookup: { state: "not-found" } };
  const ctx = mailContext(options.site);
  try {
    const result = await db().transaction(async (tx): Promise<MoveResult | undefined> => {
      const [current] = await tx.select(columns).from(bookings).where(changeable(token, now)).for("update");
      if (!current) return undefined;
      if (current.eventDate === input.eventDate && current.timeSlot === input.timeSlot) {
        return { outcome: "unchanged", booking: current };
      }
      const [moved] = await tx
        .update(bookings)
        .set({
          eventDate: input.eventDate,
          timeSlot: input.timeSlot,
          status: "pending",
          inviteSequence: sql`${bookings.inviteSequence} + 1`,
          // A reminder for the old day is withdrawn; the new day gets its own once confirmed.
          reminderQueuedAt: null,
          updatedAt: now,
        })
        .where(eq(bookings.id, current.id))
        .returning(columns);
      await withdrawQueuedMail(tx, current.id, [BOOKING_STATUS_MAIL_KINDS.reminder]);
      await enqueueMail(tx, visitorMovedMail(moved!, current, ctx, manageUrl(ctx.site, token)));
      return { outcome: "moved", booking: moved! };
    });
    if (!result) return { outcome: "refused", lookup: await findManagedBooking(token, now) };
    if (result.outcome === "moved") announceMailQueued();
    return result;
  } catch (error) {
    if (isUniqueViolation(error, "bookings_slot_taken_key")) throw new SlotTakenError();
    throw error;
  }
}
