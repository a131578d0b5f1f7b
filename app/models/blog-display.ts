/**
 * How the public blog shows a post: its path, its date and the cards' entry
 * animation. Free of zod, so pages that only show posts load no validation code.
 */
import { NEPAL_TIME_ZONE } from "./nepal-time";

/** Cards animate in one after another, this many ms apart (spec constant). */
export const CARD_ANIMATION_STEP_MS = 100;

export const blogPostPath = (id: string) => `/blog/${id}`;

const postDateFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: NEPAL_TIME_ZONE,
  month: "long",
  day: "numeric",
  year: "numeric",
});

/**
 * "May 30, 2025": month name, day, year in US English, on the collective's
 * calendar (Nepal time), so the server and every browser show the same day.
 */
export function formatPostDate(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "" : postDateFormat.format(date);
}
