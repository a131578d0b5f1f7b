/**
 * The calendar as the server draws it (the browser's first render is the
 * same markup): caption, the two month buttons and their state, weekday
 * headers, day buttons named with the number they show, the selected and
 * today marks, disabled days, and a single tab stop.
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CALENDAR_TEXT } from "~/content/calendar";
import { Calendar, type CalendarProps } from "./calendar";

function render(props: Partial<CalendarProps> = {}) {
  return renderToString(
    <Calendar
      selected=""
      onSelect={() => {}}
      month="2026-11-24"
      onMonthChange={() => {}}
      min="2026-11-24"
      max="2027-05-24"
      today="2026-11-24"
      {...props}
    />,
  );
}

/** The opening tag of the day's button, or of the cell holding it. */
const dayTag = (html: string, value: string) => new RegExp(`<button[^>]*data-day="${value}"[^>]*>`).exec(html)?.[0] ?? "";
const cellTag = (html: string, value: string) =>
  new RegExp(`<td[^>]*>(?=<button[^>]*data-day="${value}")`).exec(html)?.[0] ?? "";
const navTag = (html: string, label: string) => new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`).exec(html)?.[0] ?? "";
const disabled = (tag: string) => / disabled=""/.test(tag);

describe("Calendar", () => {
  it("draws the month's grid with its caption, weekday headers and month buttons", () => {
    const html = render();
    const labelledBy = /role="grid" aria-labelledby="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`id="${labelledBy}" role="status" aria-live="polite" class="text-sm font-medium select-none">November 2026<`);
    expect(html).toMatch(/<th scope="col" aria-label="Sunday"[^>]*>Su<\/th>/);
    expect(html.match(/<th /g)).toHaveLength(7);
    expect(html.match(/<tr class="mt-2/g)).toHaveLength(5);
    expect(navTag(html, CALENDAR_TEXT.previousMonth)).toContain('aria-disabled="true"');
    expect(navTag(html, CALENDAR_TEXT.nextMonth)).not.toContain('aria-disabled="true"');
    // Every button is type="button": the calendar sits inside the booking form.
    expect(html.match(/<button /g)!.length).toBe(html.match(/<button type="button"/g)!.length);
  });

  it("names, marks and disables the days", () => {
    const html = render({ selected: "2026-11-27", unavailable: ["2026-11-26"] });
    expect(dayTag(html, "2026-11-24")).toContain('aria-label="24, Tuesday 24 November 2026, today"');
    expect(dayTag(html, "2026-11-24")).toContain('data-today="true"');
    expect(dayTag(html, "2026-11-27")).toContain('aria-label="27, Friday 27 November 2026, selected"');
    expect(cellTag(html, "2026-11-27")).toContain('aria-selected="true"');
    expect(cellTag(html, "2026-11-25")).not.toContain("aria-selected");
    expect(disabled(dayTag(html, "2026-11-23"))).toBe(true);
    expect(disabled(dayTag(html, "2026-11-26"))).toBe(true);
    expect(disabled(dayTag(html, "2026-11-25"))).toBe(false);
    expect(dayTag(html, "2026-12-01")).toContain('data-outside="true"');
    // One tab stop in the grid: the selected day.
    expect([...html.matchAll(/data-day="([^"]+)"[^>]*tabindex="0"/g)].map((m) => m[1])).toEqual(["2026-11-27"]);
  });

  it("at the window's last month, offers no next month", () => {
    const html = render({ month: "2027-05-01" });
    expect(navTag(html, CALENDAR_TEXT.nextMonth)).toContain('aria-disabled="true"');
    expect(disabled(dayTag(html, "2027-05-24"))).toBe(false);
    expect(disabled(dayTag(html, "2027-05-25"))).toBe(true);
    expect([...html.matchAll(/data-day="([^"]+)"[^>]*tabindex="0"/g)].map((m) => m[1])).toEqual(["2027-05-01"]);
  });
});
