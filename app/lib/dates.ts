/**
 * Every date the site shows, on the collective's calendar: Nepal time, US
 * English, through one time-zone constant. The texts are assembled from the
 * formatter's parts, so the server's HTML and every browser show exactly the
 * same words whatever their own zone or ICU version.
 *
 * Free of zod and of any page code (decision 9): the public pages that show a
 * date import it without loading validation code.
 */
export const NEPAL_TIME_ZONE = "Asia/Kathmandu";

const nepalParts = new Intl.DateTimeFormat("en-US", {
  timeZone: NEPAL_TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

const nepalNumericDate = new Intl.DateTimeFormat("en-US", {
  timeZone: NEPAL_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

function partsOf(value: Date | string) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = nepalParts.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${get("month")} ${get("day")}, ${get("year")}`,
    time: `${get("hour")}:${get("minute")} ${get("dayPeriod").toUpperCase()}`,
  };
}

/**
 * The spec's date: month name, day, year ("May 30, 2025"), the day it was in
 * Nepal. Blog posts, project completion dates, admin lists. "" when unreadable.
 */
export function formatLongDate(value: Date | string): string {
  return partsOf(value)?.date ?? "";
}

/** A date with its time in Nepal ("November 20, 2026, 3:45 PM"). */
export function formatDateTime(value: Date | string): string {
  const parts = partsOf(value);
  return parts ? `${parts.date}, ${parts.time}` : "";
}

/* ------------------------------------------------------------------ */
/* Calendar days ("yyyy-MM-dd", no time, no zone)                      */
/* ------------------------------------------------------------------ */

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function toDateString(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Today's calendar day in Nepal, "yyyy-MM-dd". */
export function nepalToday(now: Date = new Date()): string {
  const parts = nepalNumericDate.formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return toDateString(get("year"), get("month"), get("day"));
}

/** Splits a real calendar date "yyyy-MM-dd"; `null` for anything else. */
export function parseDateString(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Adds calendar days to "yyyy-MM-dd" (negative to go back). */
export function addDaysToDateString(value: string, days: number): string {
  const parsed = parseDateString(value);
  if (!parsed) throw new RangeError(`Invalid date: ${value}`);
  const date = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + days));
  return toDateString(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Adds calendar months, keeping the day or clamping it to the month's end. */
export function addMonthsToDateString(value: string, months: number): string {
  const parsed = parseDateString(value);
  if (!parsed) throw new RangeError(`Invalid date: ${value}`);
  const index = parsed.year * 12 + (parsed.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return toDateString(year, month, Math.min(parsed.day, daysInMonth(year, month)));
}

/**
 * The short form of a day in Nepal, "Nov 2, 2026" (three-letter month, day
 * without a leading zero): the admin blog list and the dashboard's recent
 * activity, where the long form does not fit. "" when unreadable.
 */
export function formatShortDate(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const { year, month, day } = parseDateString(nepalToday(date))!;
  return `${MONTH_NAMES[month - 1].slice(0, 3)} ${day}, ${year}`;
}

/**
 * A booking date as the spec shows it: "MMMM dd, yyyy", e.g. "December 05,
 * 2026". Takes the stored "yyyy-MM-dd" (a longer ISO string is cut to its
 * day); anything unreadable is returned unchanged.
 */
export function formatBookingDate(value: string): string {
  const parsed = parseDateString(value.slice(0, 10));
  if (!parsed) return value;
  return `${MONTH_NAMES[parsed.month - 1]} ${pad(parsed.day)}, ${pad(parsed.year, 4)}`;
}
