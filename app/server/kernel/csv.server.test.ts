import { describe, expect, it } from "vitest";
import { csvCell, csvResponse, csvRow } from "./csv.server";

describe("csv", () => {
  it("quotes commas, quotes and newlines", () => {
    expect(csvRow(["a", "b,c", 'say "hi"', "line\nbreak", 3, true, null])).toBe(
      'a,"b,c","say ""hi""","line\nbreak",3,true,\r\n',
    );
  });

  it("neutralises spreadsheet formulas", () => {
    expect(csvCell("=HYPERLINK(\"http://evil\")")).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+1")).toBe(`"'+1"`);
    expect(csvCell("@cmd")).toBe(`"'@cmd"`);
    expect(csvCell("-2")).toBe(`"'-2"`);
    // A leading tab or carriage return: spreadsheets skip it and read the formula after it.
    expect(csvCell("\t=cmd|' /C calc'!A0")).toBe(`"'\t=cmd|' /C calc'!A0"`);
    expect(csvCell("\r=1+1")).toBe(`"'\r=1+1"`);
    expect(csvCell("plain \t text")).toBe("plain \t text");
    // Not a phone number: a formula after digits is still guarded.
    expect(csvCell("+977 =cmd|' /C calc'!A0")).toBe(`"'+977 =cmd|' /C calc'!A0"`);
  });

  it("keeps phone numbers as text without an apostrophe on show", () => {
    expect(csvCell("+977 980-1234567")).toBe(`"=""+977 980-1234567"""`);
    expect(csvCell("01-4412345")).toBe(`"=""01-4412345"""`);
    expect(csvCell("(01) 441.2345")).toBe(`"=""(01) 441.2345"""`);
    expect(csvCell("9801234567")).toBe(`"=""9801234567"""`);
    // A date, a year or a count is left for the spreadsheet to read as one.
    expect(csvCell("2020-09-17")).toBe("2020-09-17");
    expect(csvCell("2026")).toBe("2026");
    expect(csvCell(9801234567)).toBe("9801234567");
  });

  it("writes times as Nepal's wall time with its offset", () => {
    expect(csvCell(new Date("2026-11-29T04:35:00Z"))).toBe("2026-11-29 10:20 +05:45");
    expect(csvCell(new Date("2026-12-31T18:20:00Z"))).toBe("2027-01-01 00:05 +05:45");
  });

  it("streams the header and every batch", async () => {
    async function* batches() {
      yield [["1", "a"]];
      yield [["2", "b"], ["3", "c"]];
    }
    const response = csvResponse("bookings.csv", ["id", "name"], batches());
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="bookings.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // Starts with the UTF-8 byte order mark.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("id,name\r\n1,a\r\n2,b\r\n3,c\r\n");
  });
});
