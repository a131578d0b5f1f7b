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
