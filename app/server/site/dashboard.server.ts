/**
 * The admin dashboard's summaries: requests per week, the coming week's
 * consultations and what waits for an answer. Read-only counts across the
 * bookings, contact-message and application tables; every write to those
 * tables stays in their own modules.
 *
 * Weeks are Nepal's calendar weeks, Sunday to Saturday, as the bookings
 * calendar draws them (app/lib/time/calendar.ts). A row counts in the week of the day
 * it arrived on in Nepal. Counting happens in SQL, grouped by week, over a
 * created_at range so each table's created_at index bounds the scan.
 */
import { and, count, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { addDaysToDateString, compareByDayAndSlot, nepalToday, startOfWeekDateString } from "~/lib/time/calendar";
import { NEPAL_TIME_ZONE } from "~/lib/time/zone";
import { LIVE_STATUSES } from "../bookings/bookings.server";
import { db } from "../db/client.server";
import { bookings, contactMessages, membershipApplications } from "../db/schema";

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

/** Midnight in Nepal at the start of a calendar day, as an instant (compares with created_at). */
const nepalMidnight = (day: string): SQL => sql`(${day}::timestamp at time zone ${NEPAL_TIME_ZONE})`;

/** Rows of one table per Nepal week in [from, to): the week's Sunday and how many. */
async function countPerWeek(table: PgTable, createdAt: PgColumn, from: string, to: string) {
  const local = sql`(${createdAt} at time zone ${NEPAL_TIME_ZONE})::date`;
  // The day minus its weekday number (Sunday = 0) is the week's Sunday.
  const week = sql<string>`(${local} - extract(dow from ${local})::int)::text`;
  return db()
    .select({ week, n: count() })
    .from(table)
    .where(and(gte(createdAt, nepalMidnight(from)), lt(createdAt, nepalMidnight(to))))
    .groupBy(sql`1`);
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
    countPerWeek(bookings, bookings.createdAt, from, to),
    countPerWeek(contactMessages, contactMessages.createdAt, from, to),
    countPerWeek(membershipApplications, membershipApplications.createdAt, from, to),
  ]);
  const lookup = (rows: { week: string; n: number }[]) => new Map(rows.map((row) => [row.week, Number(row.n)]));
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
  const rows = await db()
    .select({
      id: bookings.id,
      name: bookings.name,
      eventDate: bookings.eventDate,
      timeSlot: bookings.timeSlot,
      eventType: bookings.eventType,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(and(gte(bookings.eventDate, today), sql`${bookings.eventDate} <= ${last}`, inArray(bookings.status, LIVE_STATUSES)))
    .limit(UPCOMING_LIMIT);
  return rows.sort(compareByDayAndSlot);
}

export type UpcomingConsultation = Awaited<ReturnType<typeof upcomingConsultations>>[number];

/** What waits for staff: pending bookings, messages not yet responded to, pending applications. */
export async function waitingCounts(): Promise<{ bookings: number; messages: number; applications: number }> {
  const [[b], [m], [a]] = await Promise.all([
    db().select({ n: count() }).from(bookings).where(eq(bookings.status, "pending")),
    db().select({ n: count() }).from(contactMessages).where(eq(contactMessages.responded, false)),
    db().select({ n: count() }).from(membershipApplications).where(eq(membershipApplications.status, "pending")),
  ]);
  return { bookings: Number(b?.n ?? 0), messages: Number(m?.n ?? 0), applications: Number(a?.n ?? 0) };
}
