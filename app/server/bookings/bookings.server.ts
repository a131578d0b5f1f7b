/**
 * Bookings: the only module that queries `bookings`.
 * A slot is held by a pending or confirmed booking; the database's partial
 * unique index (bookings_slot_taken_key) makes a double booking impossible
 * even when two visitors submit the same slot at the same moment.
 */
import { and, getTableColumns, count, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { BookingInput, BookingStatus, BookingUpdateInput } from "~/models/booking";
import type { SiteSettings } from "~/config/site";
import type { ListQuery } from "~/models/pagination";
import { activitySummary } from "~/content/admin/activity";
import { changedFields, recordActivity } from "../activity/activity.server";
import { db } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { cursorOf, inBatches, newestFirstAfter, offsetOf, orderBy, type Page, searchCondition, toPage } from "../db/list.server";
import { bookings } from "../db/schema";
import { BOOKING_STATUS_MAIL_KINDS, bookingStatusChangeMail, statusChangesInvite } from "./booking-mail.server";
import { newBookingMail, mailContext } from "../mail/mail-messages.server";
import { announceMailQueued, enqueueMail, withdrawQueuedMail } from "../mail/outbox.server";
import { hashManageToken, manageUrl, newManageToken } from "./manage-token.server";

export type Booking = typeof bookings.$inferSelect;

export const BOOKING_SORT_KEYS = ["createdAt", "eventDate", "name", "status"] as const;
export type BookingSortKey = (typeof BOOKING_SORT_KEYS)[number];

export class SlotTakenError extends Error {
  constructor() {
    super("This time slot has just been booked. Please choose another time.");
    this.name = "SlotTakenError";
  }
}

export const LIVE_STATUSES = ["pending", "confirmed"];

/**
 * Stores a visitor's booking with status "pending", and in the same
 * transaction the visitor's confirmation (with a calendar invite) and the
 * staff notification. Throws SlotTakenError when the slot is taken.
 * `site`: the request's site settings (siteSettingsFor), for the links.
 * `manageToken`: the visitor's private manage link's token (only its hash is
 * stored; the link is in the confirmation).
 */
export async function createBooking(
  input: BookingInput,
  options: { site?: SiteSettings } = {},
): Promise<{ id: string; manageToken: string }> {
  const ctx = mailContext(options.site);
  const manageToken = newManageToken();
  try {
    const row = await db().transaction(async (tx) => {
      const [stored] = await tx
        .insert(bookings)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          eventDate: input.eventDate,
          timeSlot: input.timeSlot,
          eventType: input.eventType,
          location: input.location,
          details: input.details ?? null,
          status: "pending",
          manageTokenHash: hashManageToken(manageToken),
        })
        .returning();
      await enqueueMail(tx, newBookingMail(stored!, ctx, manageUrl(ctx.site, manageToken)));
      return stored!;
    });
    announceMailQueued();
    return { id: row.id, manageToken };
  } catch (error) {
    if (isUniqueViolation(error, "bookings_slot_taken_key")) throw new SlotTakenError();
    throw error;
  }
}

/** Time slots already held (pending or confirmed) on each of the given days. */
export async function takenSlots(from: string, to: string): Promise<Record<string, string[]>> {
  const rows = await db()
    .select({ eventDate: bookings.eventDate, timeSlot: bookings.timeSlot })
    .from(bookings)
    .where(
      and(inArray(bookings.status, LIVE_STATUSES), gte(bookings.eventDate, from), lte(bookings.eventDate, to)),
    );
  const result: Record<string, string[]> = {};
  for (const row of rows) (result[row.eventDate] ??= []).push(row.timeSlot);
  return result;
}

export type BookingFilter = { q: string; status?: BookingStatus };

function filterCondition(filter: BookingFilter): SQL | undefined {
  return and(
    searchCondition(filter.q, [bookings.name, bookings.email, bookings.eventType, bookings.location, bookings.phone]),
    filter.status ? eq(bookings.status, filter.status) : undefined,
  );
}

export async function listBookings(query: ListQuery<BookingSortKey> & { status?: BookingStatus }): Promise<Page<Booking>> {
  const where = filterCondition(query);
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(bookings)
      .where(where)
      .orderBy(
        ...orderBy(
          query,
          { createdAt: bookings.createdAt, eventDate: bookings.eventDate, name: bookings.name, status: bookings.status },
          bookings.id,
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db().select({ n: count() }).from(bookings).where(where),
  ]);
  return toPage(rows, total?.n ?? 0, query);
}

/** All bookings matching the filter, newest first, in batches (for CSV export). */
export function iterateBookings(filter: BookingFilter, batchSize = 500): AsyncGenerator<Booking[]> {
  return inBatches(batchSize, (after) =>
    db()
      .select({ ...getTableColumns(bookings), cursor: cursorOf(bookings.createdAt) })
      .from(bookings)
      .where(and(filterCondition(filter), newestFirstAfter(bookings.createdAt, bookings.id, after)))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(batchSize),
  );
}

export async function getBooking(id: string): Promise<Booking | undefined> {
  const [row] = await db().select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

/**
 * Sets status and admin notes. Re-opening a cancelled/completed booking whose
 * slot has since been taken throws SlotTakenError. When the status really
 * changes, the visitor's message about it (booking-status-mail.server.ts) is
 * queued in the same transaction; confirming or cancelling raises the
 * invite's SEQUENCE there too, so the invite sent is the newest. A booking
 * that stops being confirmed loses its waiting day-before reminder.
 */
export async function updateBooking(
  id: string,
  input: BookingUpdateInput,
  options: { site?: SiteSettings } = {},
): Promise<Booking | undefined> {
  const ctx = mailContext(options.site);
  try {
    const { row, queued } = await db().transaction(async (tx) => {
      // Locked, so two staff saving at once see each other's status change.
      const [before] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
      if (!before) return { row: undefined, queued: false };
      const changed = before.status !== input.status;
      const [updated] = await tx
        .update(bookings)
        .set({
          status: input.status,
          notes: input.notes ?? null,
          updatedAt: new Date(),
          ...(changed && statusChangesInvite(input.status) ? { inviteSequence: sql`${bookings.inviteSequence} + 1` } : {}),
          // No longer confirmed: no reminder; confirmed again later, it gets one then.
          ...(changed && input.status !== "confirmed" ? { reminderQueuedAt: null } : {}),
        })
        .where(eq(bookings.id, id))
        .returning();
      if (changed && input.status !== "confirmed") {
        await withdrawQueuedMail(tx, id, [BOOKING_STATUS_MAIL_KINDS.reminder]);
      }
      const mail = changed ? bookingStatusChangeMail(updated!, input.status, ctx) : null;
      if (mail) await enqueueMail(tx, [mail]);
      const action = changed ? "status" : "notes";
      await recordActivity(tx, {
        action,
        entityKind: "booking",
        entityId: id,
        summary: activitySummary(action, "booking", updated!.name),
        changes: changedFields(before, updated!, ["status", "notes"]),
      });
      return { row: updated, queued: Boolean(mail) };
    });
    if (queued) announceMailQueued();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, "bookings_slot_taken_key")) throw new SlotTakenError();
    throw error;
  }
}

export async function deleteBooking(id: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [row] = await tx.delete(bookings).where(eq(bookings.id, id)).returning({ name: bookings.name });
    if (!row) return false;
    await recordActivity(tx, {
      action: "delete",
      entityKind: "booking",
      entityId: id,
      summary: activitySummary("delete", "booking", row.name),
    });
    return true;
  });
}

export async function latestBookings(limit: number) {
  return db()
    .select({
      id: bookings.id,
      name: bookings.name,
      eventType: bookings.eventType,
      eventDate: bookings.eventDate,
      timeSlot: bookings.timeSlot,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .orderBy(desc(bookings.createdAt))
    .limit(limit);
}
