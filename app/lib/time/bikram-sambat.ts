/**
 * Bikram Sambat (BS), Nepal's official calendar, for the site's calendar days
 * ("yyyy-MM-dd", Nepal's days as everywhere in lib/time): a day's BS date,
 * the day of a BS date, and the BS date as Nepali and as English text.
 *
 * BS months are 29 to 32 days long and a committee fixes each year's lengths
 * only about a year ahead, so every converter carries a table that is right
 * for past and published years and a guess after them. The table here is the
 * `bikram-sambat` package's (kept by Medic, corrected from the published
 * calendars within days for 2081, 2082 and 2083). A BS date is given only for
 * the years below, where the published calendar, this package and a second
 * package agree day by day (bikram-sambat.agreement.test.ts); outside them
 * every function answers `null` rather than a date that may be wrong.
 *
 * To add a year once its calendar is published: update the package, check
 * its months against the calendar, move `lastYear`/`lastDay`, and run the
 * agreement test (the second package must have the year too).
 */
import bikramSambat from "bikram-sambat";
import { formatNepaliNumber } from "~/lib/nepali-numbers";

/** A BS date; `month` 1-12 (Baisakh to Chaitra). */
export type BikramSambatDate = { year: number; month: number; day: number };

/**
 * The BS years the site shows, and their first and last Gregorian days.
 * From BS 2076 (the oldest posts are from 2020) to BS 2083, the last year
 * whose calendar is published: the packages already disagree in BS 2084.
 */
export const BIKRAM_SAMBAT_COVERED = {
  firstYear: 2076,
  lastYear: 2083,
  /** BS 2076 Baisakh 1. */
  firstDay: "2019-04-14",
  /** BS 2083 Chaitra 30. */
  lastDay: "2027-04-13",
} as const;

/** The months as Nepali pages write them (२०८३ पौष १४ गते). */
export const BIKRAM_SAMBAT_MONTHS_NEPALI = [
  "बैशाख",
  "जेठ",
  "असार",
  "साउन",
  "भदौ",
  "असोज",
  "कार्तिक",
  "मंसिर",
  "पौष",
  "माघ",
  "फाल्गुन",
  "चैत",
] as const;

/** The months as Nepal's English-language press spells them (Poush 14, 2083 BS). */
export const BIKRAM_SAMBAT_MONTHS_ENGLISH = [
  "Baisakh",
  "Jestha",
  "Asar",
  "Shrawan",
  "Bhadra",
  "Ashwin",
  "Kartik",
  "Mangsir",
  "Poush",
  "Magh",
  "Falgun",
  "Chaitra",
] as const;

const pad = (n: number) => String(n).padStart(2, "0");

const gregorianDay = (date: { year: number; month: number; day: number }) =>
  `${date.year}-${pad(date.month)}-${pad(date.day)}`;

/**
 * The BS date of a calendar day: "2026-12-29" is 2083-09-14. `null` for
 * anything that is not a real "yyyy-MM-dd" day inside the covered years.
 */
export function toBikramSambat(day: string): BikramSambatDate | null {
  if (!/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(day)) return null;
  if (day < BIKRAM_SAMBAT_COVERED.firstDay || day > BIKRAM_SAMBAT_COVERED.lastDay) return null;
  const date = bikramSambat.toBik(day);
  // The package reads a day leniently ("2026-02-30" as 2 March): a day that
  // does not come back unchanged does not exist.
  return fromBikramSambat(date) === day ? date : null;
}

/**
 * The calendar day of a BS date: 2083-09-14 is "2026-12-29". `null` for a
 * day its month does not have and for years outside the covered ones.
 */
export function fromBikramSambat(date: BikramSambatDate): string | null {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < BIKRAM_SAMBAT_COVERED.firstYear || year > BIKRAM_SAMBAT_COVERED.lastYear) return null;
  if (month < 1 || month > 12 || day < 1 || day > bikramSambat.daysInMonth(year, month)) return null;
  return gregorianDay(bikramSambat.toGreg(year, month, day));
}

/**
 * A calendar day's BS date as text: Nepali "२०८३ पौष १४ गते" (Devanagari
 * digits), English "Poush 14, 2083 BS". `null` where `toBikramSambat` is.
 */
export function formatBikramSambat(day: string, language: "ne" | "en"): string | null {
  const date = toBikramSambat(day);
  if (!date) return null;
  if (language === "en") return `${BIKRAM_SAMBAT_MONTHS_ENGLISH[date.month - 1]} ${date.day}, ${date.year} BS`;
  const year = formatNepaliNumber(date.year, { useGrouping: false });
  return `${year} ${BIKRAM_SAMBAT_MONTHS_NEPALI[date.month - 1]} ${formatNepaliNumber(date.day)} गते`;
}
