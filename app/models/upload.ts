/** Limits and messages of image uploads, shown in the UI and enforced on the server. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = "5 MB";
/** Larger images are refused (a decompression bomb guard). */
export const MAX_UPLOAD_PIXELS = 40_000_000;
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/** The browser-side check the spec describes: the file's type must begin with image/. */
export function looksLikeImageFile(file: { type: string }) {
  return file.type.startsWith("image/");
}
