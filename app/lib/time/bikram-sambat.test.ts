import { describe, expect, it } from "vitest";
import {
  BIKRAM_SAMBAT_COVERED,
  formatBikramSambat,
  fromBikramSambat,
  toBikramSambat,
} from "./bikram-sambat";
import { addDaysToDateString } from "./calendar";

/** The length of each month of a BS year, counted a day at a time through the adapter. */
function monthLengths(year: number): number[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    let length = 0;
    let day = fromBikramSambat({ year, month, day: 1 });
    while (day && toBikramSambat(day)?.month === month) {
      length += 1;
      day = addDaysToDateString(day, 1);
    }
    return length;
  });
}

describe("Bikram Sambat dates of calendar days", () => {
  it("knows the dates the published calendars give, both ways", () => {
    const known: [string, number, number, number][] = [
      ["2026-12-29", 2083, 9, 14], // the Nepali pages' example: २०८३ पौष १४ गते
      ["2026-04-14", 2083, 1, 1], // New Year 2083
      ["2025-04-14", 2082, 1, 1], // New Year 2082
      ["2025-10-02", 2082, 6, 16], // Vijaya Dashami 2082, Ashwin 16
      ["2023-04-28", 2080, 1, 15],
      ["2020-01-01", 2076, 9, 16],
      ["2019-08-25", 2076, 5, 8],
    ];
    for (const [day, year, month, date] of known) {
      expect(toBikramSambat(day), day).toEqual({ year, month, day: date });
      expect(fromBikramSambat({ year, month, day: date }), day).toBe(day);
    }
  });

  it("has the month lengths of the published calendars for BS 2081 to 2083", () => {
    // The committee's calendars, as the packages were corrected to them.
    expect(monthLengths(2081)).toEqual([31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31]);
    expect(monthLengths(2082)).toEqual([31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30]);
    expect(monthLengths(2083)).toEqual([31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30]);
  });

  it("writes a date in Nepali with Devanagari digits and in English", () => {
    expect(formatBikramSambat("2026-12-29", "ne")).toBe("२०८३ पौष १४ गते");
    expect(formatBikramSambat("2026-12-29", "en")).toBe("Poush 14, 2083 BS");
    expect(formatBikramSambat("2026-04-14", "ne")).toBe("२०८३ बैशाख १ गते");
    expect(formatBikramSambat("2027-04-13", "ne")).toBe("२०८३ चैत ३० गते");
    expect(formatBikramSambat("2020-01-01", "en")).toBe("Poush 16, 2076 BS");
    expect(formatBikramSambat("2025-10-02", "en")).toBe("Ashwin 16, 2082 BS");
  });

  it("covers BS 2076 Baisakh 1 to BS 2083 Chaitra 30 and refuses the days around them", () => {
    const { firstDay, lastDay } = BIKRAM_SAMBAT_COVERED;
    expect(toBikramSambat(firstDay)).toEqual({ year: 2076, month: 1, day: 1 });
    expect(toBikramSambat(lastDay)).toEqual({ year: 2083, month: 12, day: 30 });
    expect(toBikramSambat(addDaysToDateString(firstDay, -1))).toBeNull();
    expect(toBikramSambat(addDaysToDateString(lastDay, 1))).toBeNull();
    expect(formatBikramSambat(addDaysToDateString(lastDay, 1), "ne")).toBeNull();
    expect(formatBikramSambat("2030-01-01", "en")).toBeNull();

    expect(fromBikramSambat({ year: 2076, month: 1, day: 1 })).toBe(firstDay);
    expect(fromBikramSambat({ year: 2083, month: 12, day: 30 })).toBe(lastDay);
    expect(fromBikramSambat({ year: 2075, month: 12, day: 30 })).toBeNull();
    // BS 2084 is not published yet: the packages already disagree about its months.
    expect(fromBikramSambat({ year: 2084, month: 1, day: 1 })).toBeNull();
  });

  it("refuses what is not a day", () => {
    for (const day of ["2026-02-30", "2025-02-29", "2026-13-01", "2026-00-10", "2026-1-5", "29/12/2026", "", "2026-12-29T00:00:00Z"]) {
      expect(toBikramSambat(day), day).toBeNull();
      expect(formatBikramSambat(day, "ne"), day).toBeNull();
    }
    expect(toBikramSambat("2024-02-29")).toEqual({ year: 2080, month: 11, day: 17 });
    // Poush 2083 has 30 days, Mangsir 2083 29.
    expect(fromBikramSambat({ year: 2083, month: 9, day: 30 })).toBe("2027-01-14");
    expect(fromBikramSambat({ year: 2083, month: 9, day: 31 })).toBeNull();
    expect(fromBikramSambat({ year: 2083, month: 8, day: 30 })).toBeNull();
    expect(fromBikramSambat({ year: 2083, month: 13, day: 1 })).toBeNull();
    expect(fromBikramSambat({ year: 2083, month: 0, day: 1 })).toBeNull();
    expect(fromBikramSambat({ year: 2083, month: 9, day: 0 })).toBeNull();
    expect(fromBikramSambat({ year: 2083, month: 9, day: 1.5 })).toBeNull();
  });
});
