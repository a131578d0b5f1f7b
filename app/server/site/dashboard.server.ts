/**
 * The admin dashboard's summaries: requests per week, the coming week's
 * consultations and what waits for an answer, read through the bookings'
 * and the inbox's queries.
 *
 * Weeks are Nepal's calendar weeks, Sunday to Saturday, as the bookings
 * calendar draws them (app/lib/time/calendar.ts). A row counts in the week of
 * the day it arrived on in Nepal (countPerWeek, app/server/db/counts.server.ts).
 */
import { addDaysToDateString, nepalToday, startOfWeekDateString } from "~/lib/time/calendar";
import { bookingsOnDays, bookingsPerWeek, pendingBookingCount, type Booking } from "../bookings/queries.server";
import { applicationsPerWeek, countApplications } from "../inbox/application-queries.server";
import { contactMessagesPerWeek, countContactMessages } from "../inbox/contact-queries.server";

/** How many weeks the charts show, the current one last. */
export const DASHBOARD_WEEKS = 12;
/** How many days ahead "upcoming" looks, today included. */
export const UPCOMING_DAYS = 7;
/** More than a week of slots can hold; a cap so a flood cannot swell the page. */
const UPCOMING_LIMIT = 50;

export type WeekCounts = { week: string; bookings: number; messages: number; applications: number };

/** The first days (Sundays, "yyyy-MM-dd") of the last `weeks` Nepal weeks at `now`, oldest first. */
export function dashboardWeeks(now: Date = new Date(), weeks = DASHBOARD_WEEKS): string[] {
  const current = startOfWeekDateString(nepalToday(now));
  return Array.from({ length: weeks }, (_, i) => addDaysToDateString(current, 7 * (i - weeks + 1)));
}

/**
 * Bookings, contact messages and applications that arrived in each of the
 * last 12 Nepal weeks, oldest first; weeks with none are there with zeros.
 */
export async function weeklyActivity(now: Date = new Date()): Promise<WeekCounts[]> {
  const weeks = dashboardWeeks(now);
  const from = weeks[0]!;
  const to = addDaysToDateString(weeks.at(-1)!, 7);
  const [b, m, a] = await Promise.all([
    bookingsPerWeek(from, to),
    contactMessagesPerWeek(from, to),
    applicationsPerWeek(from, to),
  ]);
  const lookup = (rows: { week: string; n: number }[]) => new Map(rows.map((row) => [row.week, row.n]));
  const [byBooking, byMessage, byApplication] = [lookup(b), lookup(m), lookup(a)];
  return weeks.map((week) => ({
    week,
    bookings: byBooking.get(week) ?? 0,
    messages: byMessage.get(week) ?? 0,
    applications: byApplication.get(week) ?? 0,
  }));
}

/**
 * Consultations still on (pending or confirmed) from today to six days on,
 * Nepal time, in calendar order (day, then the slot's time).
 */
export async function upcomingConsultations(now: Date = new Date()) {
  const today = nepalToday(now);
  const last = addDaysToDateString(today, UPCOMING_DAYS - 1);
  const rows = await bookingsOnDays(today, last, { live: true, limit: UPCOMING_LIMIT });
  return rows.map(({ id, name, eventDate, timeSlot, eventType, status, createdAt }) => ({ id, name, eventDate, timeSlot, eventType, status, createdAt }));
}

export type UpcomingConsultation = Pick<Booking, "id" | "name" | "eventDate" | "timeSlot" | "eventType" | "status" | "createdAt">;

/** What waits for staff: pending bookings, messages not yet responded to, pending applications. */
export async function waitingCounts(): Promise<{ bookings: number; messages: number; applications: number }> {
  const [bookings, messages, applications] = await Promise.all([
    pendingBookingCount(),
    countContactMessages(false),
    countApplications("pending"),
  ]);
  return { bookings, messages: Number(messages), applications: Number(applications) };
}
