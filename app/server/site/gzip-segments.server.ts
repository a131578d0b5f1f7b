/**
 * Gzip for cached pages whose bytes differ per response only by a nonce.
 *
 * A cached page is kept as the segments between its nonces. Each segment is
 * deflated once, when the page is stored, and ends with a sync flush, which
 * leaves the deflate stream byte-aligned; a fresh compressor per segment never
 * refers back to earlier data. Deflate streams written that way can be
 * concatenated (the technique pigz uses), so a response is: the gzip header,
 * the stored segments with the nonce (as stored blocks) between them, a final
 * empty block, and the CRC-32 and length of the whole page.
 *
 * A hit then costs a CRC over the page (tens of microseconds) instead of
 * compressing it again (about a millisecond for a 100 KB page).
 */
import zlib from "node:zlib";

export type GzipSegments = {
  /** Each plain segment deflated on its own, ending in a sync flush. */
  deflated: Buffer[];
  plain: Buffer[];
  /** Length of the plain segments together, without the nonces. */
  plainLength: number;
};

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty fixed-Huffman block: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

function deflatePart(data: Buffer) {
  return zlib.deflateRawSync(data, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
}

export function prepareGzipSegments(plain: Buffer[]): GzipSegments {
  return { plain, deflated: plain.map(deflatePart), plainLength: plain.reduce((n, s) => n + s.length, 0) };
}

/** Longest payload of one stored deflate block (its LEN field is 16 bits). */
const MAX_STORED = 0xffff;

/**
 * `data` as stored (uncompressed) deflate blocks, RFC 1951 section 3.2.4.
 * The marker is a random nonce, which does not compress, and writing it stored
 * needs no compressor per response (each one allocated a ~256 KB deflate
 * state and a stream object, thousands of times a second).
 * The stream before it is byte-aligned (sync flush), so each block is a header
 * byte (BFINAL 0, BTYPE 00, padding), LEN, NLEN and the bytes themselves.
 */
export function storedBlocks(data: Buffer): Buffer {
  const pieces: Buffer[] = [];
  for (let start = 0; start < data.length; start += MAX_STORED) {
    const part = data.subarray(start, start + MAX_STORED);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(part.length, 1);
    header.writeUInt16LE(~part.length & 0xffff, 3);
    pieces.push(header, part);
  }
  return Buffer.concat(pieces);
}

/** The gzip body of the segments joined with `marker` between each pair. */
export function gzipJoined(segments: GzipSegments, marker: string): Buffer {
  const glue = Buffer.from(marker);
  const glueBlocks = storedBlocks(glue);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  segments.plain.forEach((segment, i) => {
    if (i > 0) {
      crc = zlib.crc32(glue, crc);
      pieces.push(glueBlocks);
    }
    crc = zlib.crc32(segment, crc);
    pieces.push(segments.deflated[i]!);
  });
  const length = segments.plainLength + glue.length * (segments.plain.length - 1);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}
