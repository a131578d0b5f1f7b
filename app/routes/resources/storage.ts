/**
 * Serves stored files: GET /storage/<bucket>/<path>, from whichever driver
 * holds them (local disk or S3-compatible storage). Only image types are ever
 * served, always with `nosniff` (set on every response by http-app.server.ts)
 * and an inline, safely-named disposition, so a stored file can never be run
 * as a page or script.
 */
import { readObject, statObject, StorageError, type StoredObject } from "~/server/storage/storage.server";
import type { Route } from "./+types/storage";

const notFound = () => new Response("Not found", { status: 404 });

function headersOf(object: StoredObject) {
  const etag = `W/"${object.size.toString(16)}-${object.modified.getTime().toString(16)}"`;
  return new Headers({
    "Content-Type": object.contentType,
    "Content-Length": String(object.size),
    "Content-Disposition": `inline; filename="${object.name.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "public, max-age=3600",
    "Last-Modified": object.modified.toUTCString(),
    ETag: etag,
  });
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const objectPath = params["*"] ?? "";
  try {
    // A revalidation or HEAD needs only the object's size and time, not its bytes.
    if (request.method === "HEAD" || request.headers.has("if-none-match")) {
      const object = await statObject(params.bucket, objectPath);
      if (!object) return notFound();
      const headers = headersOf(object);
      if (request.headers.get("if-none-match") === headers.get("ETag")) return new Response(null, { status: 304, headers });
      if (request.method === "HEAD") return new Response(null, { headers });
    }
    const object = await readObject(params.bucket, objectPath);
    if (!object) return notFound();
    return new Response(object.body, { headers: headersOf(object) });
  } catch (error) {
    if (error instanceof StorageError) return notFound();
    throw error;
  }
}
