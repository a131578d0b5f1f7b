/**
 * The admin bookings calendar's one read: every booking (all statuses) whose
 * consultation falls on a day in [from, to], by day and then by the slot's
 * real time (queries.server.ts).
 */
import { parseDateString } from "~/lib/time/calendar";
import { bookingsOnDays, type Booking } from "./queries.server";

/** More than a six-week page can hold of live slots, so only a flood of cancellations is cut. */
export const CALENDAR_ROW_LIMIT = 2000;

/** Bookings on the days from `from` to `to` (both "yyyy-MM-dd", inclusive), in calendar order. */
export async function bookingsBetween(from: string, to: string): Promise<Booking[]> {
  if (!parseDateString(from) || !parseDateString(to)) throw new RangeError(`Invalid range: ${from} – ${to}`);
  return bookingsOnDays(from, to, { limit: CALENDAR_ROW_LIMIT });
}
