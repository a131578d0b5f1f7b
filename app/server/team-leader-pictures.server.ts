/** Team-leader pictures: the only module that queries `team_leader_pictures`. */
import { and, asc, eq } from "drizzle-orm";
import type { ImageType, TeamLeaderPictureInput } from "~/models/team-leader-picture";
import { db } from "./db/client.server";
import { teamLeaderPictures } from "./db/schema";

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

/** Creates a picture with the id its stored file was named after. */
export async function createPicture(id: string, input: PictureValues): Promise<TeamLeaderPicture> {
  const [row] = await db().insert(teamLeaderPictures).values({ id, ...values(input) }).returning();
  return row!;
}

export async function updatePicture(id: string, input: PictureValues): Promise<TeamLeaderPicture | undefined> {
  const [row] = await db()
    .update(teamLeaderPictures)
    .set({ ...values(input), updatedAt: new Date() })
    .where(eq(teamLeaderPictures.id, id))
    .returning();
  return row;
}

export async function setPictureActive(id: string, isActive: boolean) {
  const [row] = await db()
    .update(teamLeaderPictures)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(teamLeaderPictures.id, id))
    .returning();
  return row;
}

export async function setPictureOrder(id: string, displayOrder: number) {
  const [row] = await db()
    .update(teamLeaderPictures)
    .set({ displayOrder, updatedAt: new Date() })
    .where(eq(teamLeaderPictures.id, id))
    .returning();
  return row;
}

export async function deletePicture(id: string): Promise<TeamLeaderPicture | undefined> {
  const [row] = await db().delete(teamLeaderPictures).where(eq(teamLeaderPictures.id, id)).returning();
  return row;
}
