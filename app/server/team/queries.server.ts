/**
 * Team-leader pictures' queries: the only module that reads or writes
 * `team_leader_pictures` (architecture.test.ts). Storing the picture files
 * is team-leader-pictures.server.ts.
 */
import { and, asc, eq } from "drizzle-orm";
import type { ImageType, TeamLeaderPictureInput } from "~/models/team-leader-picture";
import { activitySummary } from "~/content/admin/activity";
import { changedFields, recordActivity, type ActivityEntry } from "../activity/activity.server";
import { db } from "../db/client.server";
import { existingIds } from "../db/counts.server";
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

/** Which of these ids are still pictures (the record of changes links only those). */
export function existingPictureIds(ids: string[]): Promise<Set<string>> {
  return existingIds(teamLeaderPictures, teamLeaderPictures.id, ids);
}
