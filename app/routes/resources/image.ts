/**
 * GET /img/<width>/<source path>: a local image resized to one of the allowed
 * widths, as WebP. Used by <ResponsiveImage> for srcset.
 */
import fs from "node:fs";
import { Readable } from "node:stream";
import { imageVariant, isImageWidth } from "~/server/image-variants.server";
import type { Route } from "./+types/image";

export async function loader({ params }: Route.LoaderArgs) {
  const width = Number(params.width);
  const src = `/${params["*"] ?? ""}`;
  if (!isImageWidth(width)) return new Response("Not found", { status: 404 });
  let file: string | undefined;
  try {
    file = await imageVariant(src, width);
  } catch (error) {
    console.error(`[img] could not resize ${src}:`, (error as Error).message);
    return new Response("Not found", { status: 404 });
  }
  if (!file) return new Response("Not found", { status: 404 });
  const stat = fs.statSync(file);
  return new Response(Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(stat.size),
        // The file name carries the source's modification time, so a changed
      // source gets a new variant; a week in caches is safe.
      "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400",
    },
  });
}
