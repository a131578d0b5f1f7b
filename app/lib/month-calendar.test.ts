/**
 * The calendar's date logic: the month page, which days can be chosen, where
 * each key moves the focus (at month and window edges, over booked days),
 * the spoken day names, and "today" being Nepal's day.
 */
import { describe, expect, it } from "vitest";
import { nepalToday } from "~/lib/time/calendar";
import {
  canShowMonth,
  dayLabel,
  isDayDisabled,
  monthOf,
  monthWeeks,
  moveFocus,
  tabStopDay,
  type DayRules,
} from "~/lib/month-calendar";

// The booking window as bookingDateRange() gives it on 24 November 2026: today to six months ahead.
const window: DayRules = { min: "2026-11-24", max: "2027-05-24" };

describe("monthWeeks", () => {
  it("shows November 2026 as five Sunday-to-Saturday weeks, with October's and December's days muted", () => {
    const weeks = monthWeeks("2026-11-24", window);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // 1 November 2026 is a Sunday: no leading days; 30 November a Monday.
    expect(weeks[0]![0]).toMatchObject({ day: "2026-11-01", date: 1, outside: false });
    expect(weeks[4]!.map((d) => d.day)).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    expect(weeks[4]!.map((d) => d.outside)).toEqual([false, false, true, true, true, true, true]);
  });

  it("fills a month that starts mid-week with the previous month's days, and six weeks when needed", () => {
    // January 2027 starts on a Friday and needs six rows (31 days).
    const weeks = monthWeeks("2027-01-01", window);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]!.slice(0, 5).map((d) => [d.day, d.outside])).toEqual([
      ["2026-12-27", true],
      ["2026-12-28", true],
      ["2026-12-29", true],
      ["2026-12-30", true],
      ["2026-12-31", true],
    ]);
    expect(weeks[0]![5]).toMatchObject({ day: "2027-01-01", outside: false });
    // February 2026 (from Sunday the 1st to Saturday the 28th) is exactly four weeks.
    expect(monthWeeks("2026-02-10", { min: "2026-01-01", max: "2026-12-31" })).toHaveLength(4);
  });

  it("disables the days before the window, after it, and the fully booked ones", () => {
    const rules = { ...window, unavailable: ["2026-11-26"] };
    const days = monthWeeks("2026-11-01", rules).flat();
    const disabled = (day: string) => days.find((d) => d.day === day)!.disabled;
    expect(disabled("2026-11-23")).toBe(true);
    expect(disabled("2026-11-24")).toBe(false);
    expect(disabled("2026-11-26")).toBe(true);
    expect(disabled("2026-11-27")).toBe(false);
    const may = monthWeeks("2027-05-01", rules).flat();
    expect(may.find((d) => d.day === "2027-05-24")!.disabled).toBe(false);
    expect(may.find((d) => d.day === "2027-05-25")!.disabled).toBe(true);
  });
});

describe("isDayDisabled and canShowMonth", () => {
  it("accepts a Set or an array of unavailable days", () => {
    expect(isDayDisabled("2026-12-01", { ...window, unavailable: new Set(["2026-12-01"]) })).toBe(true);
    expect(isDayDisabled("2026-12-01", { ...window, unavailable: ["2026-12-02"] })).toBe(false);
  });

  it("shows only the months the window reaches", () => {
    expect(canShowMonth("2026-10-01", window)).toBe(false);
    expect(canShowMonth("2026-11-01", window)).toBe(true);
    expect(canShowMonth("2027-05-01", window)).toBe(true);
    expect(canShowMonth("2027-06-01", window)).toBe(false);
    expect(monthOf("2027-05-24")).toBe("2027-05-01");
  });
});

describe("tabStopDay", () => {
  it("is the focused, else the selected, else today's day, when in the month and choosable", () => {
    expect(tabStopDay("2026-12-01", window, ["2026-12-09", "2026-12-05", "2026-11-24"])).toBe("2026-12-09");
    expect(tabStopDay("2026-12-01", window, [undefined, "2026-12-05", "2026-11-24"])).toBe("2026-12-05");
    expect(tabStopDay("2026-11-01", window, [undefined, "", "2026-11-24"])).toBe("2026-11-24");
  });

  it("falls back to the month's first choosable day, skipping booked and past days", () => {
    expect(tabStopDay("2026-12-01", window, [undefined, "", "2026-11-24"])).toBe("2026-12-01");
    const rules = { ...window, unavailable: ["2026-11-24", "2026-11-25"] };
    expect(tabStopDay("2026-11-01", rules, [undefined, "", "2026-11-24"])).toBe("2026-11-26");
  });
});

describe("moveFocus (APG date picker grid keys)", () => {
  it("moves by a day and a week with the arrows, across month ends", () => {
    expect(moveFocus("2026-12-15", "ArrowRight", window)).toBe("2026-12-16");
    expect(moveFocus("2026-12-15", "ArrowLeft", window)).toBe("2026-12-14");
    expect(moveFocus("2026-12-15", "ArrowDown", window)).toBe("2026-12-22");
    expect(moveFocus("2026-12-15", "ArrowUp", window)).toBe("2026-12-08");
    expect(moveFocus("2026-12-31", "ArrowRight", window)).toBe("2027-01-01");
    expect(moveFocus("2026-12-01", "ArrowLeft", window)).toBe("2026-11-30");
    expect(moveFocus("2026-12-29", "ArrowDown", window)).toBe("2027-01-05");
  });

  it("goes to the week's Sunday and Saturday with Home and End", () => {
    // Tuesday 15 December 2026.
    expect(moveFocus("2026-12-15", "Home", window)).toBe("2026-12-13");
    expect(moveFocus("2026-12-15", "End", window)).toBe("2026-12-19");
    expect(moveFocus("2026-12-13", "Home", window)).toBe("2026-12-13");
  });

  it("moves by a month with PageUp/PageDown (a year with Shift), keeping or clamping the day", () => {
    expect(moveFocus("2026-12-15", "PageDown", window)).toBe("2027-01-15");
    expect(moveFocus("2027-01-31", "PageDown", window)).toBe("2027-02-28");
    expect(moveFocus("2027-01-15", "PageUp", window)).toBe("2026-12-15");
    expect(moveFocus("2027-03-31", "PageUp", window)).toBe("2027-02-28");
    expect(moveFocus("2026-12-15", "PageDown", { min: "2026-01-01", max: "2028-12-31" }, true)).toBe("2027-12-15");
  });

  it("stops at the window's edges", () => {
    expect(moveFocus("2026-11-24", "ArrowLeft", window)).toBe("2026-11-24");
    expect(moveFocus("2026-11-26", "ArrowUp", window)).toBe("2026-11-24");
    expect(moveFocus("2026-12-10", "PageUp", window)).toBe("2026-11-24");
    expect(moveFocus("2026-11-24", "Home", window)).toBe("2026-11-24");
    expect(moveFocus("2027-05-24", "ArrowRight", window)).toBe("2027-05-24");
    expect(moveFocus("2027-05-20", "ArrowDown", window)).toBe("2027-05-24");
    expect(moveFocus("2027-04-30", "PageDown", window)).toBe("2027-05-24");
    // Monday 24 May 2027: End would be Saturday the 29th, past the window.
    expect(moveFocus("2027-05-24", "End", window)).toBe("2027-05-24");
  });

  it("steps over fully booked days the way the key points", () => {
    const rules = { ...window, unavailable: ["2026-12-16", "2026-12-17", "2026-12-22"] };
    expect(moveFocus("2026-12-15", "ArrowRight", rules)).toBe("2026-12-18");
    expect(moveFocus("2026-12-18", "ArrowLeft", rules)).toBe("2026-12-15");
    expect(moveFocus("2026-12-15", "ArrowDown", rules)).toBe("2026-12-23");
  });

  it("at the edge, takes the nearest choosable day back, or stays when there is none", () => {
    const rules = { ...window, unavailable: ["2027-05-24", "2027-05-23"] };
    expect(moveFocus("2027-05-20", "ArrowDown", rules)).toBe("2027-05-22");
    const start = { ...window, unavailable: ["2026-11-24", "2026-11-25"] };
    expect(moveFocus("2026-11-26", "ArrowLeft", start)).toBe("2026-11-26");
  });
});

describe("dayLabel", () => {
  it("starts with the number shown, then the day in full (axe label-content-name-mismatch)", () => {
    expect(dayLabel("2026-11-24")).toBe("24, Tuesday 24 November 2026");
    expect(dayLabel("2026-11-24", { today: true })).toBe("24, Tuesday 24 November 2026, today");
    expect(dayLabel("2026-12-05", { today: true, selected: true })).toBe("5, Saturday 5 December 2026, today, selected");
  });
});

describe("today is Nepal's day", () => {
  it("marks 24 November from 18:15 UTC on the 23rd, whatever the machine's zone", () => {
    // Nepal is UTC+5:45: 23 November 18:15 UTC is midnight on the 24th there.
    const today = nepalToday(new Date("2026-11-23T18:15:00Z"));
    expect(today).toBe("2026-11-24");
    expect(nepalToday(new Date("2026-11-23T18:14:00Z"))).toBe("2026-11-23");
    const rules = { min: today, max: "2027-05-24" };
    expect(tabStopDay("2026-11-01", rules, [undefined, "", today])).toBe("2026-11-24");
    expect(monthWeeks("2026-11-01", rules).flat().find((d) => d.day === "2026-11-23")!.disabled).toBe(true);
  });
});
