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

/* ------------------------------------------------------------------ */
/* Time slots ("10:00 AM", wall time in Nepal)                         */
/* ------------------------------------------------------------------ */

const nepalClock = new Intl.DateTimeFormat("en-US", {
  timeZone: NEPAL_TIME_ZONE,
  hourCycle: "h23",
  hour: "numeric",
  minute: "numeric",
});

/** Minutes since midnight of a slot label ("1:00 PM" -> 780); null when unreadable. */
export function slotMinutes(timeSlot: string): number | null {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(timeSlot);
  if (!match) return null;
  return ((Number(match[1]) % 12) + (match[3] === "PM" ? 12 : 0)) * 60 + Number(match[2]);
}

/** Minutes since midnight on Nepal's clock at `now`. */
export function nepalMinutesNow(now: Date = new Date()): number {
  const parts = nepalClock.formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (get("hour") % 24) * 60 + get("minute");
}

/**
 * True when a slot on `eventDate` ("yyyy-MM-dd") has already begun in Nepal
 * at `now`: any slot of an earlier day, and a slot earlier today (a slot
 * that starts this very minute counts as begun). Later today is not past.
 */
export function isSlotPast(eventDate: string, timeSlot: string, now: Date = new Date()): boolean {
  const today = nepalToday(now);
  if (eventDate !== today) return eventDate < today;
  const minutes = slotMinutes(timeSlot);
  return minutes !== null && minutes <= nepalMinutesNow(now);
}
