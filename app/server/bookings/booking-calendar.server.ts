/**
 * The admin bookings calendar's one query: every booking (all statuses) whose
 * consultation falls on a day in [from, to], by day and then by the slot's
 * real time. A slot is text ("10:00 AM"), so "10:00 AM" < "9:00 AM" in SQL;
 * the day comes from the database through bookings_event_date_idx and the
 * slots are put in order here.
 */
import { and, asc, gte, lte } from "drizzle-orm";
import { parseDateString } from "~/lib/time/calendar";
import { db } from "../db/client.server";
import { bookings } from "../db/schema";

/** More than a six-week page can hold of live slots, so only a flood of cancellations is cut. */
export const CALENDAR_ROW_LIMIT = 2000;

/** Minutes after midnight of a slot such as "1:00 PM"; unreadable slots sort last. */
export function slotMinutes(slot: string): number {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AP])\.?M\.?\s*$/i.exec(slot);
  if (!match) return Number.POSITIVE_INFINITY;
  const hour = Number(match[1]) % 12;
  return (match[3]!.toUpperCase() === "P" ? hour + 12 : hour) * 60 + Number(match[2]);
}

type Orderable = { eventDate: string; timeSlot: string; createdAt: Date | string };

/** Calendar order: day, then the slot's time, then the earlier request first. */
export function compareByDayAndSlot(a: Orderable, b: Orderable): number {
  if (a.eventDate !== b.eventDate) return a.eventDate < b.eventDate ? -1 : 1;
  const bySlot = slotMinutes(a.timeSlot) - slotMinutes(b.timeSlot);
  if (bySlot !== 0 && !Number.isNaN(bySlot)) return bySlot;
  return new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
}

export type CalendarBooking = Awaited<ReturnType<typeof bookingsBetween>>[number];

/** Bookings on the days from `from` to `to` (both "yyyy-MM-dd", inclusive), in calendar order. */
export async function bookingsBetween(from: string, to: string) {
  if (!parseDateString(from) || !parseDateString(to)) throw new RangeError(`Invalid range: ${from} – ${to}`);
  const rows = await db()
    .select({
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
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(and(gte(bookings.eventDate, from), lte(bookings.eventDate, to)))
    .orderBy(asc(bookings.eventDate), asc(bookings.createdAt))
    .limit(CALENDAR_ROW_LIMIT);
  return rows.sort(compareByDayAndSlot);
}
