import { describe, expect, it } from "vitest";
import { openingHoursText, parseOpeningHours } from "./opening-hours";

describe("opening hours from the site settings", () => {
  it("reads a range of days and two times, and says them as the spec does", () => {
    const hours = parseOpeningHours("Monday-Saturday", "10:00", "18:00");
    expect(hours.days).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
    expect(openingHoursText(hours)).toBe("Monday to Saturday, 10am-6pm (Nepal time)");
  });

  it("joins lists and ranges, and shows minutes only when there are some", () => {
    const hours = parseOpeningHours("monday-wednesday, Friday, Sunday", "09:30", "17:00");
    expect(openingHoursText(hours)).toBe("Monday to Wednesday, Friday and Sunday, 9:30am-5pm (Nepal time)");
    expect(openingHoursText(parseOpeningHours("Saturday", "00:00", "12:00"))).toBe("Saturday, 12am-12pm (Nepal time)");
  });

  it("refuses a setting it cannot read, saying why", () => {
    expect(() => parseOpeningHours("Mon-Sat", "10:00", "18:00")).toThrow('"Mon" is not a day of the week');
    expect(() => parseOpeningHours("Saturday-Monday", "10:00", "18:00")).toThrow("earlier to a later day");
    expect(() => parseOpeningHours("Monday", "10am", "18:00")).toThrow('"10am" is not a 24-hour time');
    expect(() => parseOpeningHours("Monday", "18:00", "10:00")).toThrow("must come after");
  });
});
