/**
 * Resized WebP variants of local images (public/images and stored uploads),
 * made on first request with sharp and kept on disk under DATA_DIR/cache/img,
 * so each size is computed once. The cache is this process's own: a stored
 * upload is read through the storage driver (local disk or S3), so any process
 * can rebuild any variant and none depends on another's disk.
 *
 * The source path arrives decoded once (by the router) and is never decoded
 * again: anything that is not a plain path after that (a `%`, a `.` or `..`
 * segment, an empty segment, a backslash) is refused. A variant is named by
 * the file it was made from (its path under public/ or the storage root, and
 * its modification time), so however a source is spelled it has one variant
 * per width. Variants nobody asked for in a while, variants of changed or
 * removed sources, and anything over the size cap are pruned on a schedule
 * (maintenance.server.ts).
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS, isResizableSource, type ImageWidth } from "~/models/image";
import { env } from "../kernel/env.server";
import { projectRoot } from "../kernel/project-root.server";
import { readObjectBytes, statObject } from "./storage.server";

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/** The width in an /img address, written plainly ("640", not "0640" or "6.4e2"), or undefined. */
export function parseImageWidth(param: string | undefined): ImageWidth | undefined {
  if (!param || !/^[1-9][0-9]{0,4}$/.test(param)) return undefined;
  const width = Number(param);
  return isImageWidth(width) ? width : undefined;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** True for a plain source path: "/images/..." or "/storage/...", made of plain segments only. */
export function isPlainSourcePath(src: string): boolean {
  if (!isResizableSource(src)) return false;
  const segments = src.slice(1).split("/");
  return segments.length <= 8 && segments.every((s) => SEGMENT.test(s) && s !== "." && s !== ".." && !s.includes(".."));
}

/**
 * A source image: its bytes (or file under public/) when needed, `key` names it
 * in the variant cache and `mtimeMs` is its modification time.
 */
type Source = { input: () => Promise<string | Buffer | undefined>; key: string; mtimeMs: number };

const sourceRoots = () => ({ public: path.join(projectRoot(), "public") });

/** The file behind a source path, or undefined if there is none (or the path is not plain). */
async function resolveSource(src: string): Promise<Source | undefined> {
  if (!isPlainSourcePath(src)) return undefined;
  const [first, ...rest] = src.slice(1).split("/");
  if (first === "storage") {
    const [bucket, ...objectPath] = rest;
    try {
      const object = await statObject(bucket!, objectPath.join("/"));
      return (
        object && {
          input: () => readObjectBytes(bucket!, objectPath.join("/")),
          key: path.join("storage", bucket!, ...objectPath),
          mtimeMs: object.modified.getTime(),
        }
      );
    } catch {
      return undefined;
    }
  }
  const root = sourceRoots().public;
  const file = path.join(root, first!, ...rest);
  if (!file.startsWith(root + path.sep)) return undefined;
  try {
    const stat = await fs.stat(file);
    return stat.isFile()
      ? { input: async () => file, key: path.join("public", path.relative(root, file)), mtimeMs: stat.mtimeMs }
      : undefined;
  } catch {
    return undefined;
  }
}

export function variantCacheDir() {
  return path.join(env().dataDir, "cache", "img");
}

function variantPath(source: Source, width: ImageWidth) {
  return path.join(variantCacheDir(), String(width), `${source.key}.${source.mtimeMs.toFixed(0)}.webp`);
}

// Variants are made once and then served from disk, so libvips needs neither
// its operation cache (up to 50 MB) nor a thread per core: one thread leaves
// the other core to the requests and keeps the server's memory down while a
// burst of first visits makes the variants (decision 8). Both settings are
// process-wide, so upload re-encoding runs the same way.
sharp.cache(false);
sharp.concurrency(1);

const inFlight = new Map<string, Promise<string | undefined>>();

/** A variant served is marked used (its modification time), at most once a day. */
const TOUCH_AFTER_MS = 24 * 60 * 60 * 1000;

/** The path of the `width`-wide WebP variant of `src`, made if needed; undefined if `src` is not a plain path to a file. */
export async function imageVariant(src: string, width: ImageWidth): Promise<string | undefined> {
  const source = await resolveSource(src);
  if (!source) return undefined;
  const target = variantPath(source, width);
  try {
    const stat = await fs.stat(target);
    const now = Date.now();
    if (now - stat.mtimeMs > TOUCH_AFTER_MS) await fs.utimes(target, new Date(now), new Date(now)).catch(() => {});
    return target;
  } catch {
    // not made yet
  }
  let pending = inFlight.get(target);
  if (!pending) {
    pending = (async () => {
      const input = await source.input();
      if (input === undefined) return undefined; // removed since it was looked up
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.tmp`;
      await sharp(input, { limitInputPixels: 40_000_000 })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 74 })
        .toFile(temp);
      await fs.rename(temp, target);
      return target;
    })().finally(() => inFlight.delete(target));
    inFlight.set(target, pending);
  }
  return pending;
}

/* ------------------------------------------------------------------ */
/* Pruning                                                             */
/* ------------------------------------------------------------------ */

/** Variants not served for this long are removed. */
export const VARIANT_UNUSED_MS = 30 * 24 * 60 * 60 * 1000;
/** The variant cache is kept under this size, least recently used first out. */
export const VARIANT_CACHE_MAX_BYTES = 512 * 1024 * 1024;
/** A temporary file this old belongs to a resize that died. */
const STALE_TEMP_MS = 60 * 60 * 1000;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** The source a variant was made from, if its name is one this module makes. */
async function sourceStillCurrent(relative: string): Promise<boolean> {
  const match = /^(?:320|480|640|800|1024|1280|1600)\/(public|storage)\/(.+)\.(\d+)\.webp$/.exec(relative.split(path.sep).join("/"));
  if (!match) return false;
  const [, kind, rest, stamp] = match;
  const src = kind === "public" ? `/${rest}` : `/storage/${rest}`;
  const source = await resolveSource(src!);
  return Boolean(source && source.mtimeMs.toFixed(0) === stamp);
}

/**
 * Removes variants of sources that are gone or changed, variants unused for
 * `unusedMs`, leftovers of interrupted resizes, and then the least recently
 * used variants until the cache is under `maxBytes`. Every step is a plain
 * delete of a file that should not be there, so processes sharing a data
 * directory can run it at once. Returns the number of files removed.
 */
export async function pruneImageVariants(
  { now = Date.now(), unusedMs = VARIANT_UNUSED_MS, maxBytes = VARIANT_CACHE_MAX_BYTES } = {},
): Promise<number> {
  const dir = variantCacheDir();
  let removed = 0;
  const remove = async (file: string) => {
    await fs.rm(file, { force: true });
    removed++;
  };
  const kept: { file: string; size: number; used: number }[] = [];
  for await (const file of filesUnder(dir)) {
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      continue; // removed meanwhile
    }
    if (file.endsWith(".tmp")) {
      if (now - stat.mtimeMs > STALE_TEMP_MS) await remove(file);
      continue;
    }
    if (now - stat.mtimeMs > unusedMs || !(await sourceStillCurrent(path.relative(dir, file)))) {
      await remove(file);
      continue;
    }
    kept.push({ file, size: stat.size, used: stat.mtimeMs });
  }
  let total = kept.reduce((sum, v) => sum + v.size, 0);
  for (const variant of kept.sort((a, b) => a.used - b.used)) {
    if (total <= maxBytes) break;
    await remove(variant.file);
    total -= variant.size;
  }
  return removed;
}
