/** Messages of image uploads (blog images and team-leader pictures), shown in the admin UI and sent by the server. */
import { MAX_UPLOAD_LABEL } from "~/models/upload";

export const UPLOAD_TEXT = {
  invalidTypeTitle: "Invalid file type",
  invalidTypeMessage: "Please upload an image file.",
  tooLarge: `The image is larger than ${MAX_UPLOAD_LABEL}. Please choose a smaller file.`,
  tooManyPixels: "The image is too large in pixels. Please use one under 40 megapixels.",
  unreadable: "This file could not be read as an image. Please upload a JPEG, PNG, WebP, GIF or AVIF file.",
  limitHint: `JPEG, PNG, WebP, GIF or AVIF, up to ${MAX_UPLOAD_LABEL}.`,
  /** The Our Work editors' upload field (components/admin/work-image-upload.tsx). */
  workUploadLabel: "Upload an image",
  workUploadHint: `JPEG, PNG, WebP, GIF or AVIF, up to ${MAX_UPLOAD_LABEL}. It is stored on this site and its address filled in below; or type an address instead.`,
  uploading: "Uploading...",
  uploadError: "Upload failed",
  uploaded: "Image uploaded",
  uploadedMessage: "Save the form to keep it.",
  noFile: "Choose an image file to upload.",
  uploadFailed: "The image could not be stored. Please try again.",
} as const;
