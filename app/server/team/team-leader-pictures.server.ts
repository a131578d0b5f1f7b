/** Team-leader pictures: the only module that queries `team_leader_pictures`. */
import { and, asc, eq } from "drizzle-orm";
import type { ImageType, TeamLeaderPictureInput } from "~/models/team-leader-picture";
import { activitySummary } from "~/content/admin/activity";
import { changedFields, recordActivity, type ActivityEntry } from "../activity/activity.server";
import { db } from "../db/client.server";
import {
  ImageUploadError,
  isTeamLeaderPictureFileOf,
  removeTeamLeaderPictureFile,
  storeTeamLeaderPictureVersion,
  teamLeaderPictureFileSize,
} from "../storage/images.server";
import { teamLeaderPictures } from "../db/schema";

export type TeamLeaderPicture = typeof teamLeaderPictures.$inferSelect;

/** By display order (ascending), optionally only active ones and/or of one type. */
export async function listPictures(options: { activeOnly?: boolean; imageType?: ImageType } = {}) {
  return db()
    .select()
    .from(teamLeaderPictures)
    .where(
      and(
        options.activeOnly ? eq(teamLeaderPictures.isActive, true) : undefined,
        options.imageType ? eq(teamLeaderPictures.imageType, options.imageType) : undefined,
      ),
    )
    .orderBy(asc(teamLeaderPictures.displayOrder), asc(teamLeaderPictures.createdAt), asc(teamLeaderPictures.id));
}

export async function getPicture(id: string): Promise<TeamLeaderPicture | undefined> {
  const [row] = await db().select().from(teamLeaderPictures).where(eq(teamLeaderPictures.id, id)).limit(1);
  return row;
}

export type PictureValues = Omit<TeamLeaderPictureInput, "imagePath"> & {
  imagePath: string;
  metadata?: Record<string, unknown>;
};

const values = (input: PictureValues) => ({
  imageType: input.imageType,
  altText: input.altText,
  description: input.description ?? null,
  displayOrder: input.displayOrder,
  isActive: input.isActive,
  imagePath: input.imagePath,
  ...(input.metadata ? { metadata: input.metadata } : {}),
});

/** The fields the record of changes compares (the editor's fields; the stored size is not one). */
const RECORDED_FIELDS = ["imageType", "altText", "description", "displayOrder", "isActive", "imagePath"] as const;

/*
 * Each write is one transaction with its entry in the record of changes
 * (activity.server.ts); `action` names what the screen did (an edit, the
 * active switch, a move).
 */
async function recordedUpdate(id: string, set: Partial<typeof teamLeaderPictures.$inferInsert>, action: ActivityEntry["action"]) {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(teamLeaderPictures).where(eq(teamLeaderPictures.id, id)).for("update");
    if (!before) return undefined;
    const [row] = await tx
      .update(teamLeaderPictures)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(teamLeaderPictures.id, id))
      .returning();
    await recordActivity(tx, {
      action,
      entityKind: "team-leader-picture",
      entityId: id,
      summary: activitySummary(action, "team-leader-picture", row!.altText),
      changes: changedFields(before, row!, [...RECORDED_FIELDS]),
    });
    return row;
  });
}

/** Creates a picture with the id its stored file was named after. */
export async function createPicture(id: string, input: PictureValues): Promise<TeamLeaderPicture> {
  return db().transaction(async (tx) => {
    const [row] = await tx.insert(teamLeaderPictures).values({ id, ...values(input) }).returning();
    await recordActivity(tx, {
      action: "create",
      entityKind: "team-leader-picture",
      entityId: id,
      summary: activitySummary("create", "team-leader-picture", row!.altText),
    });
    return row!;
  });
}

export async function updatePicture(id: string, input: PictureValues): Promise<TeamLeaderPicture | undefined> {
  return recordedUpdate(id, values(input), "update");
}

export async function setPictureActive(id: string, isActive: boolean) {
  return recordedUpdate(id, { isActive }, "update");
}

export async function setPictureOrder(id: string, displayOrder: number) {
  return recordedUpdate(id, { displayOrder }, "reorder");
}

export async function deletePicture(id: string): Promise<TeamLeaderPicture | undefined> {
  return db().transaction(async (tx) => {
    const [row] = await tx.delete(teamLeaderPictures).where(eq(teamLeaderPictures.id, id)).returning();
    if (row) {
      await recordActivity(tx, {
        action: "delete",
        entityKind: "team-leader-picture",
        entityId: id,
        summary: activitySummary("delete", "team-leader-picture", row.altText),
      });
    }
    return row;
  });
}

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
