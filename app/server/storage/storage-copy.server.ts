/**
 * `npm run storage:copy`: copies every uploaded object from one store to
 * another (local disk to S3-compatible storage, or back), through the storage
 * drivers. Resumable: an object already at the target with the same size and
 * SHA-256 is skipped, so a run that was interrupted finishes the job when run
 * again (each write is whole or absent: a temporary file renamed into place, or
 * one PUT). Verified: every copied object is read back from the target and
 * compared (size and SHA-256) with what was read from the source. The source
 * is never changed.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { StorageDriver } from "./driver.server";
import { localDriver } from "./local.server";
import { s3Driver } from "./s3.server";
import { BUCKETS, CONTENT_TYPES, storageRoot } from "./storage.server";
import { readStorageSettings } from "./storage-settings.server";

export type CopyOutcome = "copied" | "present" | "failed";
export type CopyReport = { copied: number; present: number; failed: { key: string; reason: string }[]; bytes: number };

/** The driver for a `--to` value: a STORAGE_URL (s3://...), or `file:` for this site's local disk (DATA_DIR/uploads). */
export function driverForUrl(url: string, env: NodeJS.ProcessEnv = process.env): StorageDriver {
  const settings = readStorageSettings({ ...env, STORAGE_URL: url });
  return settings.kind === "s3" ? s3Driver(settings) : localDriver(storageRoot());
}

const nodeStream = (body: ReadableStream<Uint8Array>) => Readable.fromWeb(body as WebReadableStream<Uint8Array>);

/** Size and SHA-256 of an object as read now, or undefined when there is none. */
async function digestOf(driver: StorageDriver, key: string): Promise<{ size: number; sha256: string } | undefined> {
  const object = await driver.get(key);
  if (!object) return undefined;
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of nodeStream(object.body) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest("hex") };
}

async function copyOne(source: StorageDriver, target: StorageDriver, key: string): Promise<{ outcome: CopyOutcome; size: number; reason?: string }> {
  const there = await target.head(key);
  const info = await source.head(key);
  if (!info) return { outcome: "present", size: 0, reason: "gone from the source since it was listed" };
  if (there && there.size === info.size) {
    const [a, b] = await Promise.all([digestOf(source, key), digestOf(target, key)]);
    if (a && b && a.size === b.size && a.sha256 === b.sha256) return { outcome: "present", size: a.size };
  }

  const object = await source.get(key);
  if (!object) return { outcome: "present", size: 0, reason: "gone from the source since it was listed" };
  // Hashed on its way through, so the source is read once.
  const hash = createHash("sha256");
  let read = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      read += chunk.length;
      done(null, chunk);
    },
  });
  const stream = nodeStream(object.body).pipe(hashing);
  const contentType = CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
  await target.put(key, { stream, size: object.size }, { contentType, overwrite: true });
  const sent = { size: read, sha256: hash.digest("hex") };
  const back = await digestOf(target, key);
  if (!back) return { outcome: "failed", size: sent.size, reason: "not found at the target after writing it" };
  if (sent.size !== object.size) return { outcome: "failed", size: sent.size, reason: `read ${sent.size} bytes of ${object.size} from the source` };
  if (back.size !== sent.size) return { outcome: "failed", size: sent.size, reason: `the target holds ${back.size} bytes, ${sent.size} were sent` };
  if (back.sha256 !== sent.sha256) return { outcome: "failed", size: sent.size, reason: "the target's SHA-256 differs from the source's" };
  return { outcome: "copied", size: sent.size };
}

/** Copies every object of the site's buckets from `source` to `target`, reporting each through `log`. */
export async function copyObjects(
  source: StorageDriver,
  target: StorageDriver,
  log: (outcome: CopyOutcome, key: string, detail: string) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, present: 0, failed: [], bytes: 0 };
  for (const bucket of BUCKETS) {
    for await (const key of source.list(`${bucket}/`)) {
      try {
        const result = await copyOne(source, target, key);
        if (result.outcome === "copied") {
          report.copied++;
          report.bytes += result.size;
          log("copied", key, `${result.size} bytes, verified`);
        } else if (result.outcome === "present") {
          report.present++;
          log("present", key, result.reason ?? "already at the target (same size and SHA-256)");
        } else {
          report.failed.push({ key, reason: result.reason! });
          log("failed", key, result.reason!);
        }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        report.failed.push({ key, reason });
        log("failed", key, reason);
      }
    }
  }
  return report;
}
