/**
 * The date logic of the single-date calendar (components/ui/calendar.tsx):
 * which days a month page shows, which can be chosen, where the keyboard
 * moves, and each day's spoken name. Pure string arithmetic on "yyyy-MM-dd"
 * days (lib/time/calendar.ts), so the server's HTML and every browser show the same
 * grid whatever their zone, and no date library reaches the browser
 * (decision 31). "Today" is the caller's: Nepal's day (nepalToday).
 */
import {
  addDaysToDateString,
  addMonthsToDateString,
  calendarDays,
  formatMonthYear,
  parseDateString,
  startOfWeekDateString,
  weekdayName,
} from "~/lib/time/calendar";

/** The bookable window and the days inside it that cannot be chosen. */
export type DayRules = {
  /** First and last day that can be chosen, "yyyy-MM-dd". */
  min: string;
  max: string;
  /** Days inside the window that cannot be chosen (fully booked). */
  unavailable?: ReadonlySet<string> | readonly string[];
};

/** The first of `day`'s month, "yyyy-MM-01". */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** True when `day` cannot be chosen: before `min`, after `max`, or unavailable. */
export function isDayDisabled(day: string, rules: DayRules): boolean {
  if (day < rules.min || day > rules.max) return true;
  const { unavailable } = rules;
  if (!unavailable) return false;
  return "has" in unavailable ? unavailable.has(day) : unavailable.includes(day);
}

export type CalendarDay = {
  day: string;
  /** The number shown, 1-31. */
  date: number;
  /** In a neighbouring month, shown muted to fill the first and last week. */
  outside: boolean;
  disabled: boolean;
};

/** The weeks (Sunday to Saturday) a month page shows, `month` being any day of it. */
export function monthWeeks(month: string, rules: DayRules): CalendarDay[][] {
  const first = monthOf(month);
  const days = calendarDays("month", first).map((day) => ({
    day,
    date: Number(day.slice(8)),
    outside: day.slice(0, 7) !== first.slice(0, 7),
    disabled: isDayDisabled(day, rules),
  }));
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** Previous/Next month: possible only while the window reaches that month. */
export function canShowMonth(month: string, rules: Pick<DayRules, "min" | "max">): boolean {
  const first = monthOf(month);
  return first >= monthOf(rules.min) && first <= monthOf(rules.max);
}

/**
 * The day that takes the grid's single tab stop on a month page: the
 * focused day, else the selected one, else today, else the first day that
 * can be chosen, when it is in that month and can be chosen; else the
 * month's first day (a page with no choosable day still has a tab stop).
 */
export function tabStopDay(month: string, rules: DayRules, candidates: readonly (string | undefined)[]): string {
  const prefix = month.slice(0, 7);
  for (const day of candidates) {
    if (day && day.startsWith(prefix) && !isDayDisabled(day, rules)) return day;
  }
  const firstChoosable = monthWeeks(month, rules)
    .flat()
    .find((d) => !d.outside && !d.disabled);
  return firstChoosable?.day ?? monthOf(month);
}

export type MoveKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End" | "PageUp" | "PageDown";

const MOVE_KEYS = new Set<string>(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]);

export const isMoveKey = (key: string): key is MoveKey => MOVE_KEYS.has(key);

/** Where a key takes the focus from `day`, before disabled days are skipped. */
function target(day: string, key: MoveKey, shift: boolean): string {
  switch (key) {
    case "ArrowLeft":
      return addDaysToDateString(day, -1);
    case "ArrowRight":
      return addDaysToDateString(day, 1);
    case "ArrowUp":
      return addDaysToDateString(day, -7);
    case "ArrowDown":
      return addDaysToDateString(day, 7);
    case "Home":
      return startOfWeekDateString(day);
    case "End":
      return addDaysToDateString(startOfWeekDateString(day), 6);
    case "PageUp":
      return addMonthsToDateString(day, shift ? -12 : -1);
    case "PageDown":
      return addMonthsToDateString(day, shift ? 12 : 1);
  }
}

/**
 * The day a key moves the focus to (WAI-ARIA APG date picker grid): arrows
 * by a day or a week, Home/End to the week's first/last day, PageUp/PageDown
 * by a month (a year with Shift). A move past the window stops at its edge.
 * A disabled day is stepped over, one day at a time the way the key points
 * (as react-day-picker did); when nothing choosable lies beyond it, the
 * nearest choosable day back towards the start is taken, and when there is
 * none the focus stays where it is.
 */
export function moveFocus(day: string, key: MoveKey, rules: DayRules, shift = false): string {
  let aim = target(day, key, shift);
  if (aim < rules.min) aim = rules.min;
  if (aim > rules.max) aim = rules.max;
  if (aim === day) return day;
  const step = aim < day ? -1 : 1;
  for (let next = aim; next >= rules.min && next <= rules.max; next = addDaysToDateString(next, step)) {
    if (!isDayDisabled(next, rules)) return next;
  }
  for (let next = addDaysToDateString(aim, -step); next !== day; next = addDaysToDateString(next, -step)) {
    if (!isDayDisabled(next, rules)) return next;
  }
  return day;
}

/**
 * A day button's name, starting with the number it shows ("24, Tuesday 24
 * November 2026"), so a person using voice control can say what they see
 * (axe `label-content-name-mismatch`), then ", today" / ", selected".
 */
export function dayLabel(day: string, marks: { today?: boolean; selected?: boolean } = {}): string {
  const parsed = parseDateString(day);
  if (!parsed) return day;
  let label = `${parsed.day}, ${weekdayName(day)} ${parsed.day} ${formatMonthYear(day)}`;
  if (marks.today) label = `${label}, today`;
  if (marks.selected) label = `${label}, selected`;
  return label;
}
