/** Limits and messages of image uploads, shown in the UI and enforced on the server. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = "5 MB";
/** Larger images are refused (a decompression bomb guard). */
export const MAX_UPLOAD_PIXELS = 40_000_000;
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif,image/avif";

export const UPLOAD_TEXT = {
  invalidTypeTitle: "Invalid file type",
  invalidTypeMessage: "Please upload an image file.",
  tooLarge: `The image is larger than ${MAX_UPLOAD_LABEL}. Please choose a smaller file.`,
  tooManyPixels: "The image is too large in pixels. Please use one under 40 megapixels.",
  unreadable: "This file could not be read as an image. Please upload a JPEG, PNG, WebP, GIF or AVIF file.",
  limitHint: `JPEG, PNG, WebP, GIF or AVIF, up to ${MAX_UPLOAD_LABEL}.`,
} as const;

/** The browser-side check the spec describes: the file's type must begin with image/. */
export function looksLikeImageFile(file: { type: string }) {
  return file.type.startsWith("image/");
}
