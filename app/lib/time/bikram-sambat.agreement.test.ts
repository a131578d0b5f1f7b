/**
 * The adapter's package against a second one with its own month table
 * (@remotemerge/nepali-date-converter), every day from 2019 to 2028: the
 * blog's dates (2020 on) and every day the booking form can offer (today to
 * six months ahead) with a margin. Inside the covered years the two must give
 * the same BS date and the adapter must give the day back; outside them the
 * adapter must refuse. A package update that changes a covered day fails here.
 */
import SecondConverter from "@remotemerge/nepali-date-converter";
import { describe, expect, it } from "vitest";
import { BIKRAM_SAMBAT_COVERED, fromBikramSambat, toBikramSambat } from "./bikram-sambat";
import { addDaysToDateString } from "./calendar";

const FIRST_CHECKED = "2019-01-01";
const LAST_CHECKED = "2028-12-31";

function checkedDays(): string[] {
  const days: string[] = [];
  for (let day = FIRST_CHECKED; day <= LAST_CHECKED; day = addDaysToDateString(day, 1)) days.push(day);
  return days;
}

/** The second package's BS date of a day (its Gregorian-to-BS side reads the day in UTC, whatever the zone). */
function secondOpinion(day: string) {
  const { year, month, date } = new SecondConverter(day).toBs();
  return { year, month, day: date };
}

describe("the BS adapter against a second package, day by day", () => {
  const days = checkedDays();
  const { firstDay, lastDay } = BIKRAM_SAMBAT_COVERED;

  it("checks every day from 2019 to 2028", () => {
    expect(days).toHaveLength(3653);
    expect(days[0]).toBe(FIRST_CHECKED);
    expect(days.at(-1)).toBe(LAST_CHECKED);
  });

  it("gives the second package's date for every covered day, and the day back", () => {
    const disagreements: string[] = [];
    for (const day of days.filter((d) => d >= firstDay && d <= lastDay)) {
      const ours = toBikramSambat(day);
      const theirs = secondOpinion(day);
      if (JSON.stringify(ours) !== JSON.stringify(theirs) || fromBikramSambat(ours!) !== day) {
        disagreements.push(`${day}: ${JSON.stringify(ours)} / ${JSON.stringify(theirs)}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("refuses every checked day outside the covered years", () => {
    const outside = days.filter((d) => d < firstDay || d > lastDay);
    expect(outside.length).toBeGreaterThan(600);
    expect(outside.filter((day) => toBikramSambat(day) !== null)).toEqual([]);
  });
});
