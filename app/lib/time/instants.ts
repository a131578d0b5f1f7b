/**
 * Every instant the site shows (a post's date, a sign-in, an e-mail's time),
 * on the collective's calendar: Nepal time, US English, through one time-zone
 * constant. The texts are assembled from the formatter's parts, so the
 * server's HTML and every browser show exactly the same words whatever their
 * own zone or ICU version. Calendar days and slots are in calendar.ts.
 */
import { NEPAL_TIME_ZONE } from "./zone";

const nepalParts = new Intl.DateTimeFormat("en-US", {
  timeZone: NEPAL_TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
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

/** The time of day in Nepal ("3:45 PM"), e.g. under a short date in a narrow column. "" when unreadable. */
export function formatTimeOfDay(value: Date | string): string {
  return partsOf(value)?.time ?? "";
}
