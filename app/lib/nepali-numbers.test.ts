import { describe, expect, it } from "vitest";
import { formatNepaliNumber, toDevanagariDigits } from "./nepali-numbers";

describe("numbers in Nepali", () => {
  it("writes Devanagari digits with the lakh grouping", () => {
    expect(formatNepaliNumber(0)).toBe("०");
    expect(formatNepaliNumber(14)).toBe("१४");
    expect(formatNepaliNumber(2083, { useGrouping: false })).toBe("२०८३");
    expect(formatNepaliNumber(2083)).toBe("२,०८३");
    expect(formatNepaliNumber(1234567.5)).toBe("१२,३४,५६७.५");
    expect(formatNepaliNumber(-42)).toBe("-४२");
    expect(formatNepaliNumber(0.25, { style: "percent" })).toBe("२५%");
  });

  it("gives what Intl.NumberFormat('ne-NP') gives on the server", () => {
    // Node offers Nepali; Chromium does not (it falls back to Latin digits),
    // which is why the module does not call it.
    const nepali = new Intl.NumberFormat("ne-NP");
    for (const value of [0, 7, 99, 2083, 12_345, 100_000, 1_234_567.5, 987_654_321, -42, 0.125]) {
      expect(formatNepaliNumber(value), String(value)).toBe(nepali.format(value));
    }
  });

  it("swaps only the digits of a text", () => {
    expect(toDevanagariDigits("+977 98-1234 5678")).toBe("+९७७ ९८-१२३४ ५६७८");
    expect(toDevanagariDigits("10:00 AM")).toBe("१०:०० AM");
    expect(toDevanagariDigits("no digits")).toBe("no digits");
  });
});
