import { describe, expect, it } from "vitest";
import { addDaysToDateString, calendarDays, compareByDayAndSlot, formatBookingDate, formatDayInFull, formatDayMonth, formatDayRange, formatMonthYear, formatShortDate, isSlotPast, nepalMinutesNow, nepalToday, shiftCalendarDate, slotMinutes, slotStart, startOfWeekDateString, weekdayName, weekdayNames } from "./calendar";
import { TIME_SLOTS } from "~/models/booking";
import { formatDateTime, formatLongDate, formatTimeOfDay } from "./instants";

describe("dates on the collective's calendar (Nepal time)", () => {
  it("shows a date with its time as it was in Nepal", () => {
    expect(formatDateTime("2026-11-20T10:00:00Z")).toBe("November 20, 2026, 3:45 PM");
    // 20:00 UTC on Dec 31 is already Jan 1 in Kathmandu (UTC+5:45).
    expect(formatDateTime("2023-12-31T20:00:00Z")).toBe("January 1, 2024, 1:45 AM");
    expect(formatLongDate("2023-12-31T18:14:00Z")).toBe("December 31, 2023");
    expect(formatDateTime("soon")).toBe("");
    expect(formatTimeOfDay("2023-12-31T20:00:00Z")).toBe("1:45 AM");
    expect(formatTimeOfDay("soon")).toBe("");
  });

  it("knows today's day in Nepal, not in the machine's zone", () => {
    expect(nepalToday(new Date("2026-11-23T18:15:00Z"))).toBe("2026-11-24");
    expect(nepalToday(new Date("2026-11-23T18:14:00Z"))).toBe("2026-11-23");
  });

  it("shows the short form 'Nov 2, 2026' on Nepal's day", () => {
    expect(formatShortDate("2026-11-02T10:00:00Z")).toBe("Nov 2, 2026");
    expect(formatShortDate(new Date("2026-09-15T00:00:00Z"))).toBe("Sep 15, 2026");
    // 18:15 UTC on Dec 31 is already Jan 1 in Kathmandu (UTC+5:45).
    expect(formatShortDate("2023-12-31T18:15:00Z")).toBe("Jan 1, 2024");
    expect(formatShortDate("2023-12-31T18:14:00Z")).toBe("Dec 31, 2023");
    expect(formatShortDate("soon")).toBe("");
  });

  it("shows a booking day as 'MMMM dd, yyyy'", () => {
    expect(formatBookingDate("2026-12-05")).toBe("December 05, 2026");
    expect(formatBookingDate("2026-12-05T00:00:00.000Z")).toBe("December 05, 2026");
    expect(formatBookingDate("someday")).toBe("someday");
  });
});

describe("calendar pages (weeks start on Sunday)", () => {
  it("moves by days across months, years and leap days", () => {
    expect(addDaysToDateString("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDaysToDateString("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysToDateString("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDaysToDateString("2026-03-01", -1)).toBe("2026-02-28");
    expect(() => addDaysToDateString("2026-02-30", 1)).toThrow(RangeError);
  });

  it("finds the Sunday a week starts on", () => {
    expect(startOfWeekDateString("2026-11-24")).toBe("2026-11-22"); // a Tuesday
    expect(startOfWeekDateString("2026-11-22")).toBe("2026-11-22"); // a Sunday
    expect(startOfWeekDateString("2026-11-28")).toBe("2026-11-22"); // a Saturday
    expect(startOfWeekDateString("2027-01-01")).toBe("2026-12-27");
  });

  it("lists a week's seven days and a month's whole weeks", () => {
    expect(calendarDays("week", "2026-12-31")).toEqual([
      "2026-12-27",
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
    // November 2026 starts on a Sunday and ends on a Monday: five weeks.
    const november = calendarDays("month", "2026-11-24");
    expect(november).toHaveLength(35);
    expect(november[0]).toBe("2026-11-01");
    expect(november.at(-1)).toBe("2026-12-05");
    // February 2026 starts on a Sunday and ends on a Saturday: exactly four weeks.
    expect(calendarDays("month", "2026-02-10")).toHaveLength(28);
    // May 2027 starts on a Saturday and ends on a Monday: six weeks.
    const may = calendarDays("month", "2027-05-31");
    expect(may).toHaveLength(42);
    expect([may[0], may.at(-1)]).toEqual(["2027-04-25", "2027-06-05"]);
    for (const days of [november, may]) {
      for (let i = 1; i < days.length; i++) expect(days[i]).toBe(addDaysToDateString(days[i - 1]!, 1));
    }
  });

  it("moves a page a week or a month at a time", () => {
    expect(shiftCalendarDate("week", "2026-11-24", 1)).toBe("2026-12-01");
    expect(shiftCalendarDate("week", "2026-11-24", -1)).toBe("2026-11-17");
    expect(shiftCalendarDate("month", "2026-01-31", 1)).toBe("2026-02-28");
    expect(shiftCalendarDate("month", "2026-01-15", -1)).toBe("2025-12-15");
  });

  it("names days, months and ranges in English", () => {
    expect(weekdayName("2026-11-24")).toBe("Tuesday");
    expect(weekdayName("2026-11-22", "short")).toBe("Sun");
    expect(weekdayNames()).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    expect(weekdayNames("long")[6]).toBe("Saturday");
    expect(formatMonthYear("2026-11-24")).toBe("November 2026");
    expect(formatDayInFull("2026-11-02")).toBe("Monday, November 2, 2026");
    expect(formatDayMonth("2026-11-02")).toBe("Nov 2");
    expect(formatDayRange("2026-11-22", "2026-11-28")).toBe("Nov 22 – 28, 2026");
    expect(formatDayRange("2026-11-29", "2026-12-05")).toBe("Nov 29 – Dec 5, 2026");
    expect(formatDayRange("2026-12-27", "2027-01-02")).toBe("Dec 27, 2026 – Jan 2, 2027");
  });

  it("does not depend on the machine's time zone", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ["America/Los_Angeles", "Pacific/Kiritimati", "Asia/Kathmandu"]) {
        process.env.TZ = tz;
        expect(startOfWeekDateString("2026-03-08")).toBe("2026-03-08");
        expect(addDaysToDateString("2026-03-07", 1)).toBe("2026-03-08");
        expect(weekdayName("2026-03-08")).toBe("Sunday");
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe("slots in Nepal time", () => {
  // 2026-11-24 14:10 in Kathmandu (UTC+5:45).
  const NOW = new Date("2026-11-24T08:25:00Z");

  it("reads slot labels and Nepal's clock", () => {
    expect(slotMinutes("10:00 AM")).toBe(600);
    expect(slotMinutes("12:00 PM")).toBe(720);
    expect(slotMinutes("6:00 PM")).toBe(1080);
    expect(slotMinutes("noon")).toBeNull();
    expect(nepalMinutesNow(NOW)).toBe(14 * 60 + 10);
  });

  it("counts a slot earlier today as past, later today and later days as not", () => {
    expect(isSlotPast("2026-11-24", "2:00 PM", NOW)).toBe(true);
    expect(isSlotPast("2026-11-24", "10:00 AM", NOW)).toBe(true);
    expect(isSlotPast("2026-11-24", "3:00 PM", NOW)).toBe(false);
    expect(isSlotPast("2026-11-25", "10:00 AM", NOW)).toBe(false);
    expect(isSlotPast("2026-11-23", "6:00 PM", NOW)).toBe(true);
    // A slot starting this very minute has begun.
    expect(isSlotPast("2026-11-24", "3:00 PM", new Date("2026-11-24T09:15:00Z"))).toBe(true);
    // Just after midnight in Nepal (still the day before in UTC), every slot of the new day is ahead.
    expect(isSlotPast("2026-11-25", "10:00 AM", new Date("2026-11-24T18:20:00Z"))).toBe(false);
  });
});

describe("calendar order of slots", () => {
  it("reads a slot's real time, leniently", () => {
    expect(slotMinutes("10:00 AM")).toBe(600);
    expect(slotMinutes("12:00 PM")).toBe(720);
    expect(slotMinutes("1:00 PM")).toBe(780);
    expect(slotMinutes("12:30 am")).toBe(30);
    expect(slotMinutes(" 1:05 p.m. ")).toBe(785);
    expect(slotMinutes("noon")).toBeNull();
  });

  it("puts every slot of the form in its time order, whatever order they came in", () => {
    // A locale collation ignores the colon: "1:00 PM" ("100PM") would sort before "12:00 PM".
    const shuffled = [...TIME_SLOTS].sort((a, b) => a.replace(":", "").localeCompare(b.replace(":", "")));
    expect(shuffled.indexOf("1:00 PM")).toBeLessThan(shuffled.indexOf("12:00 PM"));
    const rows = shuffled.map((timeSlot) => ({ eventDate: "2026-12-01", timeSlot, createdAt: new Date(0) }));
    expect(rows.sort(compareByDayAndSlot).map((row) => row.timeSlot)).toEqual([...TIME_SLOTS]);
  });

  it("orders by day first, then slot, then the earlier request", () => {
    const rows = [
      { eventDate: "2026-12-02", timeSlot: "10:00 AM", createdAt: "2026-11-01T00:00:00Z", id: "d" },
      { eventDate: "2026-12-01", timeSlot: "2:00 PM", createdAt: "2026-11-02T00:00:00Z", id: "c" },
      { eventDate: "2026-12-01", timeSlot: "2:00 PM", createdAt: "2026-11-01T00:00:00Z", id: "b" },
      { eventDate: "2026-12-01", timeSlot: "11:00 AM", createdAt: "2026-11-03T00:00:00Z", id: "a" },
    ];
    expect(rows.sort(compareByDayAndSlot).map((row) => row.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("puts an unreadable slot after the readable ones of its day", () => {
    const rows = [
      { eventDate: "2026-12-01", timeSlot: "noon", createdAt: "2026-11-01T00:00:00Z", id: "late" },
      { eventDate: "2026-12-01", timeSlot: "6:00 PM", createdAt: "2026-11-02T00:00:00Z", id: "evening" },
    ];
    expect(rows.sort(compareByDayAndSlot).map((row) => row.id)).toEqual(["evening", "late"]);
  });
});

describe("slotStart", () => {
  it("reads a slot as Nepal time (UTC+05:45)", () => {
    expect(slotStart("2026-12-05", "2:00 PM").toISOString()).toBe("2026-12-05T08:15:00.000Z");
    expect(slotStart("2026-12-05", "10:00 AM").toISOString()).toBe("2026-12-05T04:15:00.000Z");
    expect(slotStart("2027-01-01", "12:00 PM").toISOString()).toBe("2027-01-01T06:15:00.000Z");
    expect(slotStart("2026-06-30", "6:00 PM").toISOString()).toBe("2026-06-30T12:15:00.000Z");
  });

  it("refuses what is not a day and a slot", () => {
    expect(() => slotStart("2026-12-05", "noon")).toThrow(RangeError);
    expect(() => slotStart("5 Dec", "10:00 AM")).toThrow(RangeError);
  });
});
