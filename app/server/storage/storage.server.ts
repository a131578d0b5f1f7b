/**
 * File storage with the old backend's bucket/path layout:
 *   blog-assets/blog-images/<uuid>.<ext>
 *   images/team-leader-pictures/<id>-<file name>
 * Files are served at /storage/<bucket>/<path> (routes/resources/storage.ts),
 * whichever driver holds them (STORAGE_URL, storage-settings.server.ts): local
 * disk under DATA_DIR/uploads by default, or S3-compatible object storage so
 * that several app processes share one set of files.
 * Object paths are checked here, before any driver sees them, so that nothing
 * outside a bucket can be read or written.
 */
import path from "node:path";
import { env } from "../kernel/env.server";
import type { ObjectBody, StorageDriver } from "./driver.server";
import { StorageError } from "./errors.server";
import { localDriver } from "./local.server";
import { s3Driver } from "./s3.server";
import { readStorageSettings } from "./storage-settings.server";

export { StorageError, StorageUnavailableError } from "./errors.server";

export const BUCKETS = ["blog-assets", "images"] as const;
export type Bucket = (typeof BUCKETS)[number];

/** The only types ever stored or served. */
export const CONTENT_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
};

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

/* ---------------------------------------------------------------- */
/* The driver of this process                                        */
/* ---------------------------------------------------------------- */

let driverOverride: StorageDriver | undefined;
let rootOverride: string | undefined;
let configured: StorageDriver | undefined;

/** Tests point storage at a temporary directory (local disk). */
export function setStorageRoot(dir: string | undefined) {
  rootOverride = dir;
  driverOverride = dir === undefined ? undefined : localDriver(dir);
}
/** Tests use a driver of their own (undefined: back to the configured one). */
export function setStorageDriver(driver: StorageDriver | undefined) {
  driverOverride = driver;
}
/** Where the local disk driver keeps files. */
export function storageRoot() {
  return rootOverride ?? path.join(env().dataDir, "uploads");
}

/** The driver named by STORAGE_URL (read on first use; a bad value throws its message). */
export function storageDriver(): StorageDriver {
  if (driverOverride) return driverOverride;
  if (!configured) {
    const settings = readStorageSettings();
    configured = settings.kind === "s3" ? s3Driver(settings) : localDriver(storageRoot());
  }
  return configured;
}

/**
 * Start-up: reads STORAGE_URL and checks the store can be used (S3:
 * HeadBucket), throwing a StorageUnavailableError with a clear message if
 * not. Returns the line to log.
 */
export async function openStorage(): Promise<string> {
  const driver = storageDriver();
  await driver.check();
  return driver.description;
}

/* ---------------------------------------------------------------- */
/* Objects                                                           */
/* ---------------------------------------------------------------- */

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Validates a bucket and object path ("dir/name.ext") and returns the driver's key "<bucket>/<path>". */
export function objectKey(bucket: string, objectPath: string): string {
  if (!isBucket(bucket)) throw new StorageError(`Unknown bucket "${bucket}"`, 404);
  const segments = objectPath.split("/");
  if (segments.length > 4 || !segments.every((s) => SEGMENT.test(s) && !s.includes(".."))) {
    throw new StorageError("Invalid file path", 404);
  }
  if (!contentTypeOf(objectPath)) throw new StorageError("Only image files are stored", 404);
  return `${bucket}/${objectPath}`;
}

/** The type a stored name is served as (by its extension, never by what the store says). */
function contentTypeOf(objectPath: string): string | undefined {
  return CONTENT_TYPES[path.extname(objectPath).toLowerCase()];
}

export function publicUrl(bucket: Bucket, objectPath: string) {
  return `/storage/${bucket}/${objectPath.split("/").map(encodeURIComponent).join("/")}`;
}

/** Writes a file. With `upsert: false` an existing object is an error (spec: no overwrite). */
export async function putObject(
  bucket: Bucket,
  objectPath: string,
  bytes: Uint8Array,
  options: { upsert?: boolean } = {},
): Promise<{ path: string; publicUrl: string }> {
  const key = objectKey(bucket, objectPath);
  await storageDriver().put(key, bytes, { contentType: contentTypeOf(objectPath)!, overwrite: Boolean(options.upsert) });
  return { path: objectPath, publicUrl: publicUrl(bucket, objectPath) };
}

export type StoredObject = { name: string; size: number; modified: Date; contentType: string };

/** Size, time and type of a stored file, or undefined when there is none. Throws StorageError for a bad path. */
export async function statObject(bucket: string, objectPath: string): Promise<StoredObject | undefined> {
  const info = await storageDriver().head(objectKey(bucket, objectPath));
  return info && { ...info, name: path.basename(objectPath), contentType: contentTypeOf(objectPath)! };
}

/** A stored file as a stream, or undefined when there is none. */
export async function readObject(bucket: string, objectPath: string): Promise<(ObjectBody & StoredObject) | undefined> {
  const object = await storageDriver().get(objectKey(bucket, objectPath));
  return object && { ...object, name: path.basename(objectPath), contentType: contentTypeOf(objectPath)! };
}

/** A stored file's bytes (uploads are small: at most 2000 px WebP), or undefined. */
export async function readObjectBytes(bucket: string, objectPath: string): Promise<Buffer | undefined> {
  const object = await readObject(bucket, objectPath);
  if (!object) return undefined;
  return Buffer.from(await new Response(object.body).arrayBuffer());
}

export async function removeObject(bucket: Bucket, objectPath: string) {
  await storageDriver().delete(objectKey(bucket, objectPath));
}

/** The paths of a bucket's files (under `under`, e.g. "blog-images/"), in order. */
export async function* listObjects(bucket: Bucket, under = ""): AsyncGenerator<string> {
  for await (const key of storageDriver().list(`${bucket}/${under}`)) yield key.slice(bucket.length + 1);
}

/** The bucket and path of a /storage/... URL, if it is one. */
export function parsePublicUrl(url: string): { bucket: Bucket; path: string } | undefined {
  const match = /^\/storage\/([^/]+)\/(.+)$/.exec(url);
  if (!match || !isBucket(match[1]!)) return undefined;
  try {
    return { bucket: match[1] as Bucket, path: match[2]!.split("/").map(decodeURIComponent).join("/") };
  } catch {
    return undefined;
  }
}
