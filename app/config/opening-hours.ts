/**
 * Opening hours: one truth in the site settings (days, opening and closing
 * time, Nepal time), from which both the words on the pages ("Monday to
 * Saturday, 10am-6pm (Nepal time)") and the structured data's
 * OpeningHoursSpecification are made, so the two always agree.
 */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type OpeningHours = {
  /** Every day the office is open, in week order. */
  days: Weekday[];
  /** 24-hour "HH:MM", Nepal time. */
  opens: string;
  closes: string;
};

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Reads the settings' form: a day ("Monday"), a range ("Monday-Saturday") or
 * a comma list of both ("Monday-Friday, Saturday"), and two "HH:MM" times.
 * Throws with the reason, so a wrong setting stops the server at start.
 */
export function parseOpeningHours(daysText: string, opens: string, closes: string): OpeningHours {
  const dayIndex = (name: string) => {
    const index = WEEKDAYS.findIndex((day) => day.toLowerCase() === name.trim().toLowerCase());
    if (index < 0) throw new Error(`"${name.trim()}" is not a day of the week (Monday ... Sunday)`);
    return index;
  };
  const open = new Set<number>();
  for (const part of daysText.split(",")) {
    const [from, to = from] = part.split("-");
    const [first, last] = [dayIndex(from!), dayIndex(to)];
    if (last < first) throw new Error(`"${part.trim()}" must run from an earlier to a later day`);
    for (let d = first; d <= last; d++) open.add(d);
  }
  for (const time of [opens, closes]) {
    if (!TIME.test(time)) throw new Error(`"${time}" is not a 24-hour time like 09:00`);
  }
  if (closes <= opens) throw new Error(`closing time ${closes} must come after opening time ${opens}`);
  return { days: [...open].sort((a, b) => a - b).map((d) => WEEKDAYS[d]!), opens, closes };
}

/** "10:00" -> "10am", "18:30" -> "6:30pm". */
function clockTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}${hours < 12 ? "am" : "pm"}`;
}

/** Consecutive days as ranges: "Monday to Saturday", "Monday to Friday and Sunday". */
function dayRanges(days: readonly Weekday[]): string {
  const runs: Weekday[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && WEEKDAYS.indexOf(run.at(-1)!) === WEEKDAYS.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  const words = runs.map((run) => (run.length === 1 ? run[0]! : `${run[0]} to ${run.at(-1)}`));
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** The hours as shown to people: "Monday to Saturday, 10am-6pm (Nepal time)". */
export function openingHoursText(hours: OpeningHours): string {
  return `${dayRanges(hours.days)}, ${clockTime(hours.opens)}-${clockTime(hours.closes)} (Nepal time)`;
}
