import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipJoined, prepareGzipSegments, storedBlocks } from "./gzip-segments.server";

function gunzipText(body: Buffer) {
  return zlib.gunzipSync(body).toString("utf8");
}

describe("gzip by segments", () => {
  const html = Array.from({ length: 400 }, (_, i) => `<li class="rounded-xl border p-6">Post ${i} — नमस्ते</li>`).join("");

  it("gives a standard gzip body equal to the segments joined by the marker", () => {
    const parts = [`<html><script nonce="`, `">a()</script>${html}<script nonce="`, `">b()</script></html>`];
    const segments = prepareGzipSegments(parts.map((p) => Buffer.from(p)));
    for (const nonce of ["abc123==", randomBytes(16).toString("base64")]) {
      const body = gzipJoined(segments, nonce);
      expect(gunzipText(body)).toBe(parts.join(nonce));
      // The trailer is checked by gunzip too: a wrong CRC or length throws.
      expect(body.length).toBeLessThan(Buffer.byteLength(parts.join(nonce)) / 4);
    }
  });

  it("handles a page without a marker, empty segments and an empty marker", () => {
    expect(gunzipText(gzipJoined(prepareGzipSegments([Buffer.from(html)]), "x"))).toBe(html);
    expect(gunzipText(gzipJoined(prepareGzipSegments([Buffer.alloc(0), Buffer.from("a"), Buffer.alloc(0)]), "N"))).toBe("NaN");
    expect(gunzipText(gzipJoined(prepareGzipSegments([Buffer.from("a"), Buffer.from("b")]), ""))).toBe("ab");
  });

  it("writes a marker as stored blocks, split at 65,535 bytes", () => {
    for (const size of [1, 22, 0xffff, 0xffff + 1, 150_000]) {
      const data = randomBytes(size);
      const blocks = storedBlocks(data);
      // Each block costs 5 bytes of header; the data is carried as is.
      expect(blocks.length).toBe(size + 5 * Math.ceil(size / 0xffff));
      const stream = Buffer.concat([blocks, Buffer.from([0x03, 0x00])]);
      expect(zlib.inflateRawSync(stream).equals(data)).toBe(true);
    }
  });

  it("decodes in a streaming decoder too, as a browser reads it", async () => {
    const segments = prepareGzipSegments([Buffer.from(html), Buffer.from(html)]);
    const body = gzipJoined(segments, "NONCE");
    const stream = new Blob([new Uint8Array(body)]).stream().pipeThrough(new DecompressionStream("gzip"));
    expect(await new Response(stream).text()).toBe(`${html}NONCE${html}`);
  });
});
