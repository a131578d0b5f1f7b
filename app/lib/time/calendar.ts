/**
 * Nepal's calendar days ("yyyy-MM-dd"), booking slots ("10:00 AM") and the
 * instants they name, and the wall time of the admin's date fields: string
 * arithmetic that shows the same days on the server and in every browser,
 * whatever their own zone. The one place that turns Nepal's wall time into
 * instants (the calendar invites use it too). An instant shown as Nepal's
 * date and time is in instants.ts, a module of its own because the blog list
 * (a hydrated page) needs nothing else.
 *
 * Free of zod and of any page code (decision 9): the public pages that show a
 * date import it without loading validation code.
 */
import { NEPAL_TIME_ZONE } from "./zone";

const nepalNumericDate = new Intl.DateTimeFormat("en-US", {
  timeZone: NEPAL_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

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
/* Calendar pages (the admin bookings calendar)                        */
/* ------------------------------------------------------------------ */
// Arithmetic on "yyyy-MM-dd" days through UTC midnights: the days are already
// Nepal's (nepalToday), so only the calendar matters, never the instant or the
// machine's zone. Plain Date.UTC rather than date-fns: this module is in every
// public page's shell chunk (vite.config.ts), and date-fns would ride along.

/** Weeks start on Sunday, as Nepal's do (0 = Sunday, as Date#getUTCDay). */
export const WEEK_STARTS_ON = 0;

export type CalendarView = "week" | "month";

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

function utcDay(value: string): Date {
  const parsed = parseDateString(value);
  if (!parsed) throw new RangeError(`Invalid date: ${value}`);
  return new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day));
}

const dayString = (date: Date) => toDateString(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());

/** `value` moved by `days` calendar days. */
export function addDaysToDateString(value: string, days: number): string {
  const date = utcDay(value);
  date.setUTCDate(date.getUTCDate() + days);
  return dayString(date);
}

/** The first day (Sunday) of the week `value` falls in. */
export function startOfWeekDateString(value: string): string {
  const back = (utcDay(value).getUTCDay() - WEEK_STARTS_ON + 7) % 7;
  return addDaysToDateString(value, -back);
}

/**
 * The days a calendar page shows, first to last: the week of `value`
 * (Sunday to Saturday), or the whole weeks that cover its month (the month
 * grid's leading and trailing days belong to the months around it).
 */
export function calendarDays(view: CalendarView, value: string): string[] {
  const first = startOfWeekDateString(view === "week" ? value : `${value.slice(0, 8)}01`);
  let count = 7;
  if (view === "month") {
    const { year, month } = parseDateString(value)!;
    const last = toDateString(year, month, daysInMonth(year, month));
    count = 7 + Math.round((utcDay(startOfWeekDateString(last)).getTime() - utcDay(first).getTime()) / 86_400_000);
  }
  return Array.from({ length: count }, (_, i) => addDaysToDateString(first, i));
}

/** The day a Previous (-1) or Next (+1) button shows: a week or a month away. */
export function shiftCalendarDate(view: CalendarView, value: string, step: number): string {
  return view === "week" ? addDaysToDateString(value, 7 * step) : addMonthsToDateString(value, step);
}

/** "Sunday" ("Sun" when short). */
export function weekdayName(value: string, width: "long" | "short" = "long"): string {
  const name = WEEKDAY_NAMES[utcDay(value).getUTCDay()]!;
  return width === "long" ? name : name.slice(0, 3);
}

/** The names of a week's days in calendar order ("Sun" ... "Sat" when short). */
export function weekdayNames(width: "long" | "short" = "short"): string[] {
  return Array.from({ length: 7 }, (_, i) => {
    const name = WEEKDAY_NAMES[(WEEK_STARTS_ON + i) % 7]!;
    return width === "long" ? name : name.slice(0, 3);
  });
}

/** "November 2026". */
export function formatMonthYear(value: string): string {
  const parsed = parseDateString(value);
  return parsed ? `${MONTH_NAMES[parsed.month - 1]} ${parsed.year}` : value;
}

/** "Sunday, November 22, 2026": a calendar day in full (headings, screen readers). */
export function formatDayInFull(value: string): string {
  const parsed = parseDateString(value);
  if (!parsed) return value;
  return `${weekdayName(value)}, ${MONTH_NAMES[parsed.month - 1]} ${parsed.day}, ${parsed.year}`;
}

/** "Nov 22": a day in a week's column heading. */
export function formatDayMonth(value: string): string {
  const parsed = parseDateString(value);
  return parsed ? `${MONTH_NAMES[parsed.month - 1].slice(0, 3)} ${parsed.day}` : value;
}

/**
 * A range of days as short as it reads clearly: "Nov 22 – 28, 2026",
 * "Nov 29 – Dec 5, 2026", "Dec 27, 2026 – Jan 2, 2027".
 */
export function formatDayRange(from: string, to: string): string {
  const a = parseDateString(from);
  const b = parseDateString(to);
  if (!a || !b) return `${from} – ${to}`;
  const short = (month: number) => MONTH_NAMES[month - 1].slice(0, 3);
  if (a.year !== b.year) return `${short(a.month)} ${a.day}, ${a.year} – ${short(b.month)} ${b.day}, ${b.year}`;
  if (a.month !== b.month) return `${short(a.month)} ${a.day} – ${short(b.month)} ${b.day}, ${b.year}`;
  return `${short(a.month)} ${a.day} – ${b.day}, ${b.year}`;
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

/** A slot label as the booking form writes it ("10:00 AM"), read leniently ("12:30 am", "1:00 p.m."). */
const SLOT_LABEL = /^\s*(\d{1,2}):(\d{2})\s*([AP])\.?M\.?\s*$/i;

/** Minutes since midnight of a slot label ("1:00 PM" -> 780); null when unreadable. */
export function slotMinutes(timeSlot: string): number | null {
  const match = SLOT_LABEL.exec(timeSlot);
  if (!match) return null;
  const hour = Number(match[1]) % 12;
  return (match[3]!.toUpperCase() === "P" ? hour + 12 : hour) * 60 + Number(match[2]);
}

type Orderable = { eventDate: string; timeSlot: string; createdAt: Date | string };

/**
 * Calendar order: day, then the slot's real time (a slot is text, so
 * "10:00 AM" < "9:00 AM" as a string; unreadable slots last), then the
 * earlier request first.
 */
export function compareByDayAndSlot(a: Orderable, b: Orderable): number {
  if (a.eventDate !== b.eventDate) return a.eventDate < b.eventDate ? -1 : 1;
  const bySlot = (slotMinutes(a.timeSlot) ?? Number.POSITIVE_INFINITY) - (slotMinutes(b.timeSlot) ?? Number.POSITIVE_INFINITY);
  if (bySlot !== 0 && !Number.isNaN(bySlot)) return bySlot;
  return new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
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

/* ------------------------------------------------------------------ */
/* Nepal wall time <-> instant ("yyyy-MM-ddTHH:mm", a datetime-local)  */
/* ------------------------------------------------------------------ */

const nepalWallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: NEPAL_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The wall time in Nepal at `instant`, as the UTC milliseconds of the same digits. */
function nepalWallAsUtc(instant: number): number {
  const parts = Object.fromEntries(nepalWallClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour! % 24, +parts.minute!);
}

/**
 * What a datetime-local field shows for `value` on Nepal's clock:
 * "2026-11-24T14:30". "" when unreadable. Seconds are dropped.
 */
export function toNepalWallTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const wall = new Date(nepalWallAsUtc(date.getTime()));
  return `${dayString(wall)}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * The instant a Nepal wall time "yyyy-MM-ddTHH:mm" names (the value of a
 * datetime-local field, read as Nepal time whatever the machine's zone), or
 * null when it is not a real date and time. The zone's offset at the wall
 * time read as UTC is the offset at the instant unless a clock change lies
 * between them (Nepal has had none since 1986).
 */
export function fromNepalWallTime(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const day = parseDateString(match[1]!);
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  if (!day || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  const offset = nepalWallAsUtc(wall) - wall;
  return new Date(wall - offset);
}

/** The instant a slot starts: "2026-12-05" + "10:00 AM", read as Nepal time. */
export function slotStart(eventDate: string, timeSlot: string): Date {
  const minutes = slotMinutes(timeSlot);
  const start = minutes === null ? null : fromNepalWallTime(`${eventDate}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  if (!start) throw new RangeError(`Not a slot: ${eventDate} ${timeSlot}`);
  return start;
}
