import { describe, expect, it } from "vitest";
import { formatBookingDate, formatDateTime, formatLongDate, formatShortDate, isSlotPast, nepalMinutesNow, nepalToday, slotMinutes } from "./dates";

describe("dates on the collective's calendar (Nepal time)", () => {
  it("shows a date with its time as it was in Nepal", () => {
    expect(formatDateTime("2026-11-20T10:00:00Z")).toBe("November 20, 2026, 3:45 PM");
    // 20:00 UTC on Dec 31 is already Jan 1 in Kathmandu (UTC+5:45).
    expect(formatDateTime("2023-12-31T20:00:00Z")).toBe("January 1, 2024, 1:45 AM");
    expect(formatLongDate("2023-12-31T18:14:00Z")).toBe("December 31, 2023");
    expect(formatDateTime("soon")).toBe("");
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
