/**
 * The admin bookings calendar's one query: every booking (all statuses) whose
 * consultation falls on a day in [from, to], by day and then by the slot's
 * real time. A slot is text ("10:00 AM"), so "10:00 AM" < "9:00 AM" in SQL;
 * the day comes from the database through bookings_event_date_idx and the
 * slots are put in order here.
 */
import { and, asc, gte, lte } from "drizzle-orm";
import { compareByDayAndSlot, parseDateString } from "~/lib/time/calendar";
import { db } from "../db/client.server";
import { bookings } from "../db/schema";

/** More than a six-week page can hold of live slots, so only a flood of cancellations is cut. */
export const CALENDAR_ROW_LIMIT = 2000;

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
