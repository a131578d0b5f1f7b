import { describe, expect, it } from "vitest";
import { fromNepalWallTime, toNepalWallTime } from "./calendar";
import { formatDateTime } from "./instants";

describe("Nepal wall time", () => {
  it("reads a datetime-local value as Nepal time (UTC+5:45)", () => {
    expect(fromNepalWallTime("2026-11-24T14:30")?.toISOString()).toBe("2026-11-24T08:45:00.000Z");
    // Across midnight: 03:00 in Kathmandu is the previous day in UTC.
    expect(fromNepalWallTime("2027-01-01T03:00")?.toISOString()).toBe("2026-12-31T21:15:00.000Z");
  });

  it("shows an instant as Nepal's wall time, whatever the machine's zone", () => {
    expect(toNepalWallTime(new Date("2026-11-24T08:45:00Z"))).toBe("2026-11-24T14:30");
    expect(toNepalWallTime("2026-12-31T18:15:59Z")).toBe("2027-01-01T00:00");
    expect(toNepalWallTime("not a date")).toBe("");
  });

  it("round-trips and agrees with the displayed text", () => {
    const instant = fromNepalWallTime("2026-06-15T23:59")!;
    expect(toNepalWallTime(instant)).toBe("2026-06-15T23:59");
    expect(formatDateTime(instant)).toBe("June 15, 2026, 11:59 PM");
  });

  it("refuses what is not a real date and time", () => {
    for (const bad of ["", "2026-02-30T10:00", "2026-11-24T24:00", "2026-11-24T10:60", "2026-11-24 10:00", "2026-11-24T10:00:00"]) {
      expect(fromNepalWallTime(bad)).toBeNull();
    }
  });
});
