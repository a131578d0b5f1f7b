import { describe, expect, it } from "vitest";
import { formatBookingDate, formatDateTime, formatLongDate, formatShortDate, formatTimeOfDay, nepalToday } from "./dates";

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
