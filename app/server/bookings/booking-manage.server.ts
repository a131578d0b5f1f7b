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
import type { SiteSettings } from "~/config/site";
import { nepalToday } from "~/lib/time/calendar";
import type { BookingMoveInput } from "~/models/booking";
import { db } from "../db/client.server";
import { mailContext } from "../mail/mail-messages.server";
import { announceMailQueued, enqueueMail, withdrawQueuedMail } from "../mail/outbox-queries.server";
import { BOOKING_STATUS_MAIL_KINDS, visitorCancelledMail, visitorMovedMail } from "./booking-mail.server";
import { hashManageToken, isWellFormedManageToken } from "./manage-token.server";
import {
  cancelChangeableBooking,
  findBookingByManageHash,
  lockChangeableBooking,
  moveBookingRow,
  type Booking,
} from "./queries.server";

/** What a manage link leads to. Only "active" allows a change. */
export type ManageLookup =
  | { state: "not-found" }
  | { state: "active" | "expired" | "cancelled" | "completed"; booking: Booking };

function stateOf(booking: Booking, now: Date): ManageLookup {
  if (booking.status === "cancelled") return { state: "cancelled", booking };
  if (booking.status === "completed") return { state: "completed", booking };
  if (booking.eventDate < nepalToday(now)) return { state: "expired", booking };
  return { state: "active", booking };
}

/** The booking a token names, and what its link may still do at `now`. */
export async function findManagedBooking(token: string, now: Date = new Date()): Promise<ManageLookup> {
  if (!isWellFormedManageToken(token)) return { state: "not-found" };
  const row = await findBookingByManageHash(hashManageToken(token));
  return row ? stateOf(row, now) : { state: "not-found" };
}

type Options = { site?: SiteSettings; now?: Date };

/**
 * Cancels the booking: its slot is free at once, the visitor gets a
 * METHOD:CANCEL update, staff are told. When the link allowed no change,
 * answers why (the state it leads to).
 */
export type CancelResult = { outcome: "cancelled"; booking: Booking } | { outcome: "refused"; lookup: ManageLookup };

export async function cancelManagedBooking(token: string, options: Options = {}): Promise<CancelResult> {
  const now = options.now ?? new Date();
  if (!isWellFormedManageToken(token)) return { outcome: "refused", lookup: { state: "not-found" } };
  const ctx = mailContext(options.site);
  const cancelled = await db().transaction(async (tx) => {
    const row = await cancelChangeableBooking(tx, hashManageToken(token), nepalToday(now), now);
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
  | { outcome: "moved"; booking: Booking }
  | { outcome: "unchanged"; booking: Booking }
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
  const result = await db().transaction(async (tx): Promise<MoveResult | undefined> => {
    const current = await lockChangeableBooking(tx, hashManageToken(token), nepalToday(now));
    if (!current) return undefined;
    if (current.eventDate === input.eventDate && current.timeSlot === input.timeSlot) {
      return { outcome: "unchanged", booking: current };
    }
    // A reminder for the old day is withdrawn; the new day gets its own once confirmed.
    const moved = await moveBookingRow(tx, current.id, input, now);
    await withdrawQueuedMail(tx, current.id, [BOOKING_STATUS_MAIL_KINDS.reminder]);
    await enqueueMail(tx, visitorMovedMail(moved, current, ctx, token));
    return { outcome: "moved", booking: moved };
  });
  if (!result) return { outcome: "refused", lookup: await findManagedBooking(token, now) };
  if (result.outcome === "moved") announceMailQueued();
  return result;
}
