/**
 * CSV export. Values are quoted as RFC 4180 asks, and a cell that a
 * spreadsheet would run as a formula (starting with = + - @, tab or CR) is
 * prefixed with an apostrophe, so an exported visitor message cannot attack
 * the staff member who opens it. Times are Nepal's, as every screen shows them.
 */
import { NEPAL_TIME_ZONE } from "~/lib/time/zone";
import { toNepalWallTime } from "~/lib/time/calendar";

export type CsvValue = string | number | boolean | Date | null | undefined | readonly string[];

const nepalOffset = new Intl.DateTimeFormat("en-US", { timeZone: NEPAL_TIME_ZONE, timeZoneName: "longOffset" });

/** "2026-11-29 10:20 +05:45": Nepal's wall time with its offset, which a spreadsheet reads as a date and time. */
export function csvTimestamp(value: Date): string {
  const offset = nepalOffset.formatToParts(value).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  return `${toNepalWallTime(value).replace("T", " ")} ${offset.replace("GMT", "") || "+00:00"}`;
}

/**
 * A phone number: digits with the marks people write between them. Excel and
 * Google Sheets read "+977 980-1234567" as a sum and "01-4412345" as a date;
 * written as the text formula ="…" they keep it as typed, with no apostrophe
 * on show. Only these characters can be inside, so the formula runs nothing.
 * Nine digits or more: a date ("2020-09-17") stays a date.
 */
const PHONE = /^\+?\(?\d[\d ().-]+$/;
const isPhoneNumber = (text: string) => PHONE.test(text) && text.replace(/\D/g, "").length >= 9;

export function csvCell(value: CsvValue): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  else if (value instanceof Date) text = csvTimestamp(value);
  else if (Array.isArray(value)) text = value.join("; ");
  else text = String(value);
  if (typeof value === "string" && isPhoneNumber(text)) text = `="${text}"`;
  else if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/**
 * A streamed CSV download: the header row, then each batch of rows as it is
 * read, so a large export never sits in memory whole.
 */
export function csvResponse(
  filename: string,
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvValue[])[]>,
): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // A BOM so that spreadsheet programs read the file as UTF-8.
      controller.enqueue(encoder.encode(`\uFEFF${csvRow(header)}`));
    },
    async pull(controller) {
      try {
        const { value, done } = await iterator.next();
        if (done) return controller.close();
        controller.enqueue(encoder.encode(value.map(csvRow).join("")));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "Cache-Control": "no-store",
    },
  });
}
