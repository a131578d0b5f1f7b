/**
 * Serves stored files: GET /storage/<bucket>/<path>. Only image types are ever
 * served, always with `nosniff` (set on every response by http-app.server.ts)
 * and an inline, safely-named disposition, so a
 * stored file can never be run as a page or script.
 */
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { statObject, StorageError } from "~/server/storage.server";
import type { Route } from "./+types/storage";

export async function loader({ params, request }: Route.LoaderArgs) {
  const objectPath = params["*"] ?? "";
  let object;
  try {
    object = await statObject(params.bucket, objectPath);
  } catch (error) {
    if (error instanceof StorageError) return new Response("Not found", { status: 404 });
    throw error;
  }
  if (!object) return new Response("Not found", { status: 404 });

  const etag = `W/"${object.size.toString(16)}-${object.modified.getTime().toString(16)}"`;
  const headers = new Headers({
    "Content-Type": object.contentType,
    "Content-Length": String(object.size),
    "Content-Disposition": `inline; filename="${path.basename(object.file).replace(/[^A-Za-z0-9._-]/g, "_")}"`,
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "public, max-age=3600",
    "Last-Modified": object.modified.toUTCString(),
    ETag: etag,
  });
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  if (request.method === "HEAD") return new Response(null, { headers });
  const stream = Readable.toWeb(fs.createReadStream(object.file)) as ReadableStream<Uint8Array>;
  return new Response(stream, { headers });
}
