/**
 * The Our Work editors' image upload (intent=upload-image on
 * /admin/work/{kind}/...): the same checks, re-encoding and storage as the
 * blog's featured image (images.server.ts), answered with the stored URL,
 * which the form puts in its URL field. Nothing is saved to the record until
 * the form is.
 */
import { UPLOAD_TEXT as T } from "~/content/admin/upload";
import type { WorkKindSlug } from "~/models/work";
import { failureMessage, refuse, succeed } from "../kernel/answers.server";
import { fileFrom, ImageUploadError, storeWorkImage } from "../storage/images.server";

export const WORK_UPLOAD_INTENT = "upload-image";

export async function uploadWorkImage(kind: WorkKindSlug, formData: FormData) {
  const file = fileFrom(formData, "image");
  if (!file) return refuse(400, { title: T.uploadError, description: T.noFile });
  try {
    const imageUrl = await storeWorkImage(kind, file);
    return succeed({ title: T.uploaded, description: T.uploadedMessage }, { imageUrl });
  } catch (error) {
    if (error instanceof ImageUploadError) {
      return refuse(error.message === T.tooLarge ? 413 : 400, { title: error.title === T.invalidTypeTitle ? T.invalidTypeTitle : T.uploadError, description: error.message });
    }
    failureMessage(`admin/work-editor upload ${kind}`, error);
    return refuse(500, { title: T.uploadError, description: T.uploadFailed });
  }
}
