/**
 * Image uploads. A file is accepted only if its bytes are an image (not its
 * declared type or name), within the size and pixel limits; it is then
 * decoded and re-encoded to WebP, so nothing but fresh image data is ever
 * stored or served back (no scripts, no metadata, no polyglots). The stored
 * name is made by the server.
 */
import { randomUUID } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import { UPLOAD_TEXT } from "~/content/admin/upload";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from "~/models/upload";
import type { WorkKindSlug } from "~/models/work";
import { parsePublicUrl, putObject, readObjectBytes, removeObject, StorageError } from "./storage.server";

export class ImageUploadError extends Error {
  constructor(
    message: string,
    readonly title: string = "Upload failed",
  ) {
    super(message);
    this.name = "ImageUploadError";
  }
}

/** Magic numbers of the formats we take. SVG and everything else is refused. */
function sniffImage(bytes: Uint8Array): "jpeg" | "png" | "webp" | "gif" | "avif" | undefined {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  const ascii = (offset: number, text: string) => at(offset, ...[...text].map((c) => c.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return "webp";
  if (ascii(0, "GIF87a") || ascii(0, "GIF89a")) return "gif";
  if (ascii(4, "ftypavif") || ascii(4, "ftypavis")) return "avif";
  return undefined;
}

/** A posted file field, or undefined when no file was chosen. */
export function fileFrom(formData: FormData, field: string): File | undefined {
  const value = formData.get(field);
  return value instanceof File && value.size > 0 ? value : undefined;
}

export type ProcessedImage = { bytes: Buffer; width: number; height: number };

/** Checks an uploaded file and returns it re-encoded as WebP (at most 2000 px wide). */
export async function processImage(file: File): Promise<ProcessedImage> {
  if (file.size > MAX_UPLOAD_BYTES) throw new ImageUploadError(UPLOAD_TEXT.tooLarge);
  const input = new Uint8Array(await file.arrayBuffer());
  if (!sniffImage(input)) {
    throw new ImageUploadError(UPLOAD_TEXT.invalidTypeMessage, UPLOAD_TEXT.invalidTypeTitle);
  }
  let image: Sharp;
  try {
    image = sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: "error", animated: false });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new Error("no dimensions");
  } catch (error) {
    const message = String((error as Error).message);
    if (/pixel limit/i.test(message)) throw new ImageUploadError(UPLOAD_TEXT.tooManyPixels);
    throw new ImageUploadError(UPLOAD_TEXT.unreadable, UPLOAD_TEXT.invalidTypeTitle);
  }
  try {
    const { data, info } = await image
      .rotate() // apply EXIF orientation before the metadata is dropped
      .resize({ width: 2000, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new ImageUploadError(UPLOAD_TEXT.unreadable, UPLOAD_TEXT.invalidTypeTitle);
  }
}

/** Stores a blog featured image at blog-assets/blog-images/<uuid>.webp and returns its public URL. */
export async function storeBlogImage(file: File): Promise<string> {
  const image = await processImage(file);
  const stored = await putObject("blog-assets", `blog-images/${randomUUID()}.webp`, image.bytes);
  return stored.publicUrl;
}

/**
 * Stores an Our Work image (case study, project, testimonial portrait, client
 * logo) at images/work/<kind>/<uuid>.webp and returns its public URL.
 */
export async function storeWorkImage(kind: WorkKindSlug, file: File): Promise<string> {
  const image = await processImage(file);
  const stored = await putObject("images", `work/${kind}/${randomUUID()}.webp`, image.bytes);
  return stored.publicUrl;
}

/** A file name safe for storage paths: letters, digits, dot, dash, underscore. */
export function safeFileStem(name: string) {
  const stem = name.replace(/\.[^.]*$/, "").normalize("NFKD").replace(/[^A-Za-z0-9._-]+/g, "-");
  return stem.replace(/^[-.]+|[-.]+$/g, "").slice(0, 80) || "picture";
}

/**
 * Stores a team-leader picture at images/team-leader-pictures/<id>-<file name>.webp
 * (no overwrite) and returns its public URL and size.
 */
export async function storeTeamLeaderPicture(id: string, file: File) {
  const image = await processImage(file);
  const stored = await putObject("images", `team-leader-pictures/${id}-${safeFileStem(file.name)}.webp`, image.bytes);
  return { url: stored.publicUrl, width: image.width, height: image.height };
}

/**
 * Like `storeTeamLeaderPicture`, but when <id>-<file name>.webp already exists
 * (the same picture given a new file of the same name) it stores
 * <id>-<file name>-2.webp, -3 and so on: nothing is overwritten, and a
 * browser never shows a cached old image under a reused address.
 */
export async function storeTeamLeaderPictureVersion(id: string, file: File) {
  const image = await processImage(file);
  const stem = safeFileStem(file.name).slice(0, 76);
  for (let n = 1; n <= 50; n++) {
    const name = n === 1 ? stem : `${stem}-${n}`;
    try {
      const stored = await putObject("images", `team-leader-pictures/${id}-${name}.webp`, image.bytes);
      return { url: stored.publicUrl, width: image.width, height: image.height };
    } catch (error) {
      if (error instanceof StorageError && error.status === 409) continue;
      throw error;
    }
  }
  throw new StorageError("A file with this name already exists", 409);
}

/** The storage path of a team-leader picture file stored for picture `id`, if `url` is one. */
function teamLeaderPictureObject(url: string | null | undefined, id?: string) {
  const object = url ? parsePublicUrl(url) : undefined;
  if (!object || object.bucket !== "images" || !object.path.startsWith("team-leader-pictures/")) return undefined;
  if (id && !object.path.startsWith(`team-leader-pictures/${id}-`)) return undefined;
  return object;
}

/** True when `url` is a file stored by an upload for picture `id` (images/team-leader-pictures/<id>-...). */
export function isTeamLeaderPictureFileOf(id: string, url: string | null | undefined): boolean {
  return teamLeaderPictureObject(url, id) !== undefined;
}

/**
 * Deletes the stored file of a team-leader picture. URLs outside
 * images/team-leader-pictures/ (demo images in public/, external links) are
 * left alone.
 */
export async function removeTeamLeaderPictureFile(url: string | null | undefined) {
  const object = teamLeaderPictureObject(url);
  if (object) await removeObject(object.bucket, object.path);
}

/**
 * Width and height of a stored team-leader picture file uploaded for picture
 * `id`, or undefined when `url` is not such a file or it does not exist.
 */
export async function teamLeaderPictureFileSize(
  id: string,
  url: string | null | undefined,
): Promise<{ width: number; height: number } | undefined> {
  const object = teamLeaderPictureObject(url, id);
  if (!object) return undefined;
  const bytes = await readObjectBytes(object.bucket, object.path).catch(() => undefined);
  if (!bytes) return undefined;
  try {
    const meta = await sharp(bytes).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : undefined;
  } catch {
    return undefined;
  }
}
