/**
 * Bookings' queries: the only module that reads or writes the `bookings`
 * table (architecture.test.ts). One column set and one row type (`Booking`);
 * every view of a booking (the admin list and dialog, the calendar, the
 * dashboard, the manage page, the mails) is that row or a Pick of it. The
 * workflows that add mail and the record of changes to a write
 * (bookings.server.ts, booking-manage.server.ts, booking-reminders.server.ts)
 * call these inside their transactions, passing the transaction.
 *
 * A slot is held by a pending or confirmed booking; the database's partial
 * unique index (bookings_slot_taken_key) makes a double booking impossible
 * even when two visitors submit the same slot at the same moment, and every
 * write that can take a slot answers that with SlotTakenError.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import { compareByDayAndSlot } from "~/lib/time/calendar";
import type { BookingInput, BookingMoveInput, BookingStatus } from "~/models/booking";
import type { ListQuery } from "~/models/pagination";
import { db, type Executor } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { countPerWeek, existingIds } from "../db/counts.server";
import { cursorOf, inBatches, newestFirstAfter, offsetOf, orderBy, type Page, searchCondition, toPage } from "../db/list.server";
import { bookings } from "../db/schema";

/**
 * Every column but two that stay in here: the manage link's token hash (only
 * ever compared) and the mark that the reminder was queued.
 */
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
  notes: bookings.notes,
  inviteSequence: bookings.inviteSequence,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
};

/** A booking as the site reads it. */
export type Booking = Omit<typeof bookings.$inferSelect, "manageTokenHash" | "reminderQueuedAt">;

export const BOOKING_SORT_KEYS = ["createdAt", "eventDate", "name", "status"] as const;
export type BookingSortKey = (typeof BOOKING_SORT_KEYS)[number];

/** The statuses that hold a slot. */
export const LIVE_STATUSES = ["pending", "confirmed"];

export class SlotTakenError extends Error {
  constructor() {
    super("This time slot has just been booked. Please choose another time.");
    this.name = "SlotTakenError";
  }
}

/** Runs a write that may take a slot; the unique index's refusal becomes SlotTakenError. */
async function holdingSlot<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "bookings_slot_taken_key")) throw new SlotTakenError();
    throw error;
  }
}

/* ------------------------------------------------------------------ */
/* Writes (inside the caller's transaction)                            */
/* ------------------------------------------------------------------ */

/** Stores a visitor's booking as pending. Throws SlotTakenError when the slot is held. */
export function insertBooking(tx: Executor, input: BookingInput, manageTokenHash: string): Promise<Booking> {
  return holdingSlot(async () => {
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
        manageTokenHash,
      })
      .returning(columns);
    return stored!;
  });
}

/** The booking, locked until the transaction ends (so two staff saving at once see each other's change). */
export async function lockBooking(tx: Executor, id: string): Promise<Booking | undefined> {
  const [row] = await tx.select(columns).from(bookings).where(eq(bookings.id, id)).for("update");
  return row;
}

/**
 * Sets the status and notes staff chose. `raiseInvite`: the invite changes
 * (its SEQUENCE goes up); `dropReminder`: no longer confirmed, so no reminder
 * (confirmed again later, it gets one then). Throws SlotTakenError when a
 * re-opened booking's slot has since been taken.
 */
export function setBookingStatus(
  tx: Executor,
  id: string,
  change: { status: BookingStatus; notes: string | null; raiseInvite: boolean; dropReminder: boolean },
): Promise<Booking | undefined> {
  return holdingSlot(async () => {
    const [updated] = await tx
      .update(bookings)
      .set({
        status: change.status,
        notes: change.notes,
        updatedAt: new Date(),
        ...(change.raiseInvite ? { inviteSequence: sql`${bookings.inviteSequence} + 1` } : {}),
        ...(change.dropReminder ? { reminderQueuedAt: null } : {}),
      })
      .where(eq(bookings.id, id))
      .returning(columns);
    return updated;
  });
}

/** Deletes a booking; its name, or undefined when there was none. */
export async function deleteBookingRow(tx: Executor, id: string): Promise<string | undefined> {
  const [row] = await tx.delete(bookings).where(eq(bookings.id, id)).returning({ name: bookings.name });
  return row?.name;
}

/* ------------------------------------------------------------------ */
/* The manage link (booking-manage.server.ts)                          */
/* ------------------------------------------------------------------ */

/** The booking whose manage link has this token hash. */
export async function findBookingByManageHash(hash: string): Promise<Booking | undefined> {
  const [row] = await db().select(columns).from(bookings).where(eq(bookings.manageTokenHash, hash)).limit(1);
  return row;
}

/** A live booking of this token hash whose day (Nepal) is `today` or later: the only kind a link may change. */
function changeable(hash: string, today: string): SQL | undefined {
  return and(eq(bookings.manageTokenHash, hash), inArray(bookings.status, LIVE_STATUSES), gte(bookings.eventDate, today));
}

/** Cancels the changeable booking of this hash (its slot is free at once, the invite changes, no reminder). */
export async function cancelChangeableBooking(tx: Executor, hash: string, today: string, now: Date): Promise<Booking | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ status: "cancelled", inviteSequence: sql`${bookings.inviteSequence} + 1`, reminderQueuedAt: null, updatedAt: now })
    .where(changeable(hash, today))
    .returning(columns);
  return row;
}

/** The changeable booking of this hash, locked until the transaction ends. */
export async function lockChangeableBooking(tx: Executor, hash: string, today: string): Promise<Booking | undefined> {
  const [row] = await tx.select(columns).from(bookings).where(changeable(hash, today)).for("update");
  return row;
}

/**
 * Moves a booking to another day and slot: pending again until staff confirm,
 * the invite changes, a reminder for the old day is dropped. Throws
 * SlotTakenError when the new slot is held.
 */
export function moveBookingRow(tx: Executor, id: string, to: BookingMoveInput, now: Date): Promise<Booking> {
  return holdingSlot(async () => {
    const [moved] = await tx
      .update(bookings)
      .set({
        eventDate: to.eventDate,
        timeSlot: to.timeSlot,
        status: "pending",
        inviteSequence: sql`${bookings.inviteSequence} + 1`,
        reminderQueuedAt: null,
        updatedAt: now,
      })
      .where(eq(bookings.id, id))
      .returning(columns);
    return moved!;
  });
}

/**
 * Claims the confirmed bookings on `day` whose reminder is not queued yet, by
 * setting the mark (UPDATE ... WHERE reminder_queued_at IS NULL ... RETURNING):
 * a second process's claim waits for these row locks and then finds the mark.
 */
export function claimReminders(tx: Executor, day: string, now: Date): Promise<Booking[]> {
  return tx
    .update(bookings)
    .set({ reminderQueuedAt: now })
    .where(and(eq(bookings.status, "confirmed"), eq(bookings.eventDate, day), isNull(bookings.reminderQueuedAt)))
    .returning(columns);
}

/* ------------------------------------------------------------------ */
/* Reads                                                               */
/* ------------------------------------------------------------------ */

export async function getBooking(id: string): Promise<Booking | undefined> {
  const [row] = await db().select(columns).from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

/** Time slots already held (pending or confirmed) on each of the given days. */
export async function takenSlots(from: string, to: string): Promise<Record<string, string[]>> {
  const rows = await db()
    .select({ eventDate: bookings.eventDate, timeSlot: bookings.timeSlot })
    .from(bookings)
    .where(and(inArray(bookings.status, LIVE_STATUSES), gte(bookings.eventDate, from), lte(bookings.eventDate, to)));
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
      .select(columns)
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
      .select({ ...columns, cursor: cursorOf(bookings.createdAt) })
      .from(bookings)
      .where(and(filterCondition(filter), newestFirstAfter(bookings.createdAt, bookings.id, after)))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(batchSize),
  );
}

/** The newest bookings (the dashboard's list). */
export function latestBookings(limit: number): Promise<Booking[]> {
  return db().select(columns).from(bookings).orderBy(desc(bookings.createdAt)).limit(limit);
}

/**
 * Bookings whose day is in [from, to] (both "yyyy-MM-dd", inclusive), in
 * calendar order: day, then the slot's real time. The day comes from the
 * database through bookings_event_date_idx; a slot is text ("10:00 AM" <
 * "9:00 AM" in SQL), so the slots are put in order here. `live`: only those
 * holding their slot.
 */
export async function bookingsOnDays(from: string, to: string, options: { live?: boolean; limit: number }): Promise<Booking[]> {
  const rows = await db()
    .select(columns)
    .from(bookings)
    .where(and(gte(bookings.eventDate, from), lte(bookings.eventDate, to), options.live ? inArray(bookings.status, LIVE_STATUSES) : undefined))
    .orderBy(asc(bookings.eventDate), asc(bookings.createdAt))
    .limit(options.limit);
  return rows.sort(compareByDayAndSlot);
}

/** Bookings that arrived in each Nepal week of the days [from, to): the week's Sunday and how many. */
export function bookingsPerWeek(from: string, to: string) {
  return countPerWeek(bookings, bookings.createdAt, from, to);
}

/** Bookings waiting for staff (pending). */
export async function pendingBookingCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(bookings).where(eq(bookings.status, "pending"));
  return Number(row?.n ?? 0);
}

/** Which of these ids are still bookings (the record of changes links only those). */
export function existingBookingIds(ids: string[]): Promise<Set<string>> {
  return existingIds(bookings, bookings.id, ids);
}
