/**
 * The team-leader pictures' files: an upload stored before the save, and
 * the editor's save, which keeps the picture's row (queries.server.ts) and
 * its file in step.
 */
import {
  ImageUploadError,
  isTeamLeaderPictureFileOf,
  removeTeamLeaderPictureFile,
  storeTeamLeaderPictureVersion,
  teamLeaderPictureFileSize,
} from "../storage/images.server";
import { createPicture, updatePicture, type PictureValues, type TeamLeaderPicture } from "./queries.server";

/*
 * The editor's save workflow. Each upload is stored as a new version of the
 * picture's file (images/team-leader-pictures/<id>-<name>.webp), so the saved
 * image keeps working until the save that replaces it; versions that end up
 * unused (an upload replaced before saving, the old image after a save) are
 * removed here, and the stored size is merged into the picture's metadata.
 */

/** Stores an upload made before saving; the page's previous unsaved upload is not needed any more. */
export async function storePictureUpload(
  id: string,
  file: File,
  { existing, previousUpload }: { existing: TeamLeaderPicture | undefined; previousUpload: FormDataEntryValue | null },
) {
  const stored = await storeTeamLeaderPictureVersion(id, file);
  if (
    typeof previousUpload === "string" &&
    previousUpload !== existing?.imagePath &&
    isTeamLeaderPictureFileOf(id, previousUpload)
  ) {
    await removeTeamLeaderPictureFile(previousUpload).catch(() => undefined);
  }
  return stored;
}

export type PictureSave =
  | { ok: true; imagePath: string }
  /** No image: none sent, none uploaded for this picture, or the posted file does not exist. */
  | { ok: false; reason: "image-required" }
  /** The file sent with the form is not an image we take (its message says why). */
  | { ok: false; reason: "bad-image"; error: ImageUploadError }
  | { ok: false; reason: "not-found" };

/**
 * Saves the editor's form. The image is a file sent with the form (stored
 * now), else a posted address that must be the saved image or an upload made
 * for this picture. After an update the replaced file is removed.
 */
export async function savePicture(input: {
  id: string;
  existing: TeamLeaderPicture | undefined;
  fields: Omit<PictureValues, "imagePath" | "metadata">;
  file: File | undefined;
  postedPath: string | undefined;
}): Promise<PictureSave> {
  const { id, existing } = input;
  let imagePath = existing?.imagePath;
  let size: { width: number; height: number } | undefined;
  if (input.file) {
    try {
      const stored = await storeTeamLeaderPictureVersion(id, input.file);
      imagePath = stored.url;
      size = { width: stored.width, height: stored.height };
    } catch (error) {
      if (error instanceof ImageUploadError) return { ok: false, reason: "bad-image", error };
      throw error;
    }
  } else if (input.postedPath && input.postedPath !== existing?.imagePath) {
    // Also checks that the file exists.
    size = await teamLeaderPictureFileSize(id, input.postedPath);
    if (!size) return { ok: false, reason: "image-required" };
    imagePath = input.postedPath;
  }
  if (!imagePath) return { ok: false, reason: "image-required" };

  const values: PictureValues = {
    ...input.fields,
    imagePath,
    // The page lays the picture out from its size; kept with the other metadata.
    ...(size ? { metadata: { ...(existing?.metadata ?? {}), width: size.width, height: size.height } } : {}),
  };
  // The file is stored before the row; if the row is not written, the file
  // stored for it now is removed again, so the two never disagree.
  const storedNow = input.file ? imagePath : undefined;
  const discardStored = async () => {
    if (storedNow) {
      await removeTeamLeaderPictureFile(storedNow).catch((error) =>
        console.error(`[admin] removing the unsaved file of picture ${id} failed:`, error),
      );
    }
  };
  let row: TeamLeaderPicture | undefined;
  try {
    row = existing ? await updatePicture(id, values) : await createPicture(id, values);
  } catch (error) {
    await discardStored();
    throw error;
  }
  if (!existing) return { ok: true, imagePath };
  if (!row) {
    await discardStored();
    return { ok: false, reason: "not-found" };
  }
  if (existing.imagePath !== imagePath) {
    await removeTeamLeaderPictureFile(existing.imagePath).catch((error) =>
      console.error(`[admin] removing the old file of picture ${id} failed:`, error),
    );
  }
  return { ok: true, imagePath };
}
