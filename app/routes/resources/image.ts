/**
 * GET /img/<width>/<source path>: a local image resized to one of the allowed
 * widths, as WebP. Used by <ResponsiveImage> for srcset. The width must be
 * written plainly and the source path must be plain once the router has
 * decoded it (image-variants.server.ts); anything else is not found.
 */
import fs from "node:fs";
import { Readable } from "node:stream";
import { imageVariant, parseImageWidth } from "~/server/storage/image-variants.server";
import type { Route } from "./+types/image";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ params }: Route.LoaderArgs) {
  const width = parseImageWidth(params.width);
  const src = `/${params["*"] ?? ""}`;
  if (!width) return notFound();
  let file: string | undefined;
  try {
    file = await imageVariant(src, width);
  } catch (error) {
    console.error(`[img] could not resize ${src}:`, (error as Error).message);
    return notFound();
  }
  if (!file) return notFound();
  let stat: fs.Stats;
  let stream: fs.ReadStream;
  try {
    // Opened at once: the scheduled pruning may remove a variant at any time.
    stat = fs.statSync(file);
    stream = fs.createReadStream(file, { fd: fs.openSync(file, "r") });
  } catch {
    return notFound();
  }
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(stat.size),
      // The file name carries the source's modification time, so a changed
      // source gets a new variant; a week in caches is safe.
      "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400",
    },
  });
}
