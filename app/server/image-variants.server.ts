/**
 * Resized WebP variants of local images (public/images and stored uploads),
 * made on first request with sharp and kept on disk under DATA_DIR/cache/img,
 * so each size is computed once.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS, isResizableSource, type ImageWidth } from "~/models/image";
import { env } from "./env.server";
import { projectRoot } from "./project-root.server";
import { parsePublicUrl, statObject } from "./storage.server";

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/** The file behind a source path, or undefined if there is none. */
async function sourceFile(src: string): Promise<string | undefined> {
  if (!isResizableSource(src)) return undefined;
  if (src.startsWith("/storage/")) {
    const parsed = parsePublicUrl(src);
    if (!parsed) return undefined;
    try {
      return (await statObject(parsed.bucket, parsed.path))?.file;
    } catch {
      return undefined;
    }
  }
  const root = path.join(projectRoot(), "public");
  const file = path.join(root, decodeURIComponent(src));
  if (!file.startsWith(root + path.sep)) return undefined;
  try {
    return (await fs.stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

// Variants are made once and then served from disk, so libvips needs neither
// its operation cache (up to 50 MB) nor a thread per core: one thread leaves
// the other core to the requests and keeps the server's memory down while a
// burst of first visits makes the variants (decision 8). Both settings are
// process-wide, so upload re-encoding runs the same way.
sharp.cache(false);
sharp.concurrency(1);

const inFlight = new Map<string, Promise<string | undefined>>();

/** The path of the `width`-wide WebP variant of `src`, made if needed; undefined if `src` does not exist. */
export async function imageVariant(src: string, width: ImageWidth): Promise<string | undefined> {
  const source = await sourceFile(src);
  if (!source) return undefined;
  const stat = await fs.stat(source);
  const target = path.join(env().dataDir, "cache", "img", String(width), `${src.replace(/^\//, "")}.${stat.mtimeMs.toFixed(0)}.webp`);
  try {
    await fs.access(target);
    return target;
  } catch {
    // not made yet
  }
  let pending = inFlight.get(target);
  if (!pending) {
    pending = (async () => {
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.tmp`;
      await sharp(source, { limitInputPixels: 40_000_000 })
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
