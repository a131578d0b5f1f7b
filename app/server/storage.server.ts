/**
 * File storage with the old backend's bucket/path layout, on local disk under
 * DATA_DIR/uploads by default:
 *   blog-assets/blog-images/<uuid>.<ext>
 *   images/team-leader-pictures/<id>-<file name>
 * Files are served at /storage/<bucket>/<path> (routes/resources/storage.ts).
 * Object paths are checked so that nothing outside a bucket can be read or written.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "./env.server";

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

export class StorageError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 400,
  ) {
    super(message);
    this.name = "StorageError";
  }
}

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

let rootOverride: string | undefined;
/** Tests point storage at a temporary directory. */
export function setStorageRoot(dir: string | undefined) {
  rootOverride = dir;
}
export function storageRoot() {
  return rootOverride ?? path.join(env().dataDir, "uploads");
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Validates an object path ("dir/name.ext") and returns its absolute file path. */
export function resolveObjectPath(bucket: string, objectPath: string): string {
  if (!isBucket(bucket)) throw new StorageError(`Unknown bucket "${bucket}"`, 404);
  const segments = objectPath.split("/");
  if (segments.length > 4 || !segments.every((s) => SEGMENT.test(s) && !s.includes(".."))) {
    throw new StorageError("Invalid file path", 404);
  }
  if (!CONTENT_TYPES[path.extname(objectPath).toLowerCase()]) {
    throw new StorageError("Only image files are stored", 404);
  }
  const base = path.join(storageRoot(), bucket);
  const file = path.join(base, ...segments);
  if (!file.startsWith(base + path.sep)) throw new StorageError("Invalid file path", 404);
  return file;
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
  const file = resolveObjectPath(bucket, objectPath);
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Write to a temporary name and rename, so a reader never sees half a file.
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(temp, bytes);
  try {
    if (!options.upsert) {
      try {
        await fs.link(temp, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") {
          throw new StorageError("A file with this name already exists", 409);
        }
        throw error;
      }
    } else {
      await fs.rename(temp, file);
    }
  } finally {
    await fs.rm(temp, { force: true });
  }
  return { path: objectPath, publicUrl: publicUrl(bucket, objectPath) };
}

export type StoredObject = { file: string; size: number; modified: Date; contentType: string };

export async function statObject(bucket: string, objectPath: string): Promise<StoredObject | undefined> {
  const file = resolveObjectPath(bucket, objectPath);
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return undefined;
    return {
      file,
      size: stat.size,
      modified: stat.mtime,
      contentType: CONTENT_TYPES[path.extname(file).toLowerCase()]!,
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

export async function removeObject(bucket: Bucket, objectPath: string) {
  await fs.rm(resolveObjectPath(bucket, objectPath), { force: true });
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
