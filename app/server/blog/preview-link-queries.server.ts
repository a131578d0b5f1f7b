/**
 * Share-preview links' queries: the only module that reads or writes
 * `post_preview_links` (architecture.test.ts). The tokens themselves, and
 * what a link is, are post-preview-links.server.ts.
 */
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { db, type Executor } from "../db/client.server";
import { postPreviewLinks } from "../db/schema";
import { emailsOfUsers } from "../identity/queries.server";

/** A live link: neither revoked nor expired (by the database's clock). */
const live = () => and(isNull(postPreviewLinks.revokedAt), gt(postPreviewLinks.expiresAt, sql`now()`));

/** Stores a link by its token's hash. */
export async function insertPreviewLink(
  tx: Executor,
  link: { postId: string; tokenHash: string; createdBy: string | null; expiresAt: Date },
): Promise<{ id: string; expiresAt: Date }> {
  const [row] = await tx
    .insert(postPreviewLinks)
    .values(link)
    .returning({ id: postPreviewLinks.id, expiresAt: postPreviewLinks.expiresAt });
  return row!;
}

export type PreviewLinkRow = { id: string; createdAt: Date; expiresAt: Date; createdByEmail: string | null };

/** The post's live links, newest first, with who made each (while that account exists). */
export async function listLivePreviewLinks(postId: string): Promise<PreviewLinkRow[]> {
  const rows = await db()
    .select({
      id: postPreviewLinks.id,
      createdAt: postPreviewLinks.createdAt,
      expiresAt: postPreviewLinks.expiresAt,
      createdBy: postPreviewLinks.createdBy,
    })
    .from(postPreviewLinks)
    .where(and(eq(postPreviewLinks.postId, postId), live()))
    .orderBy(desc(postPreviewLinks.createdAt), desc(postPreviewLinks.id));
  const emails = await emailsOfUsers(rows.flatMap((row) => (row.createdBy ? [row.createdBy] : [])));
  return rows.map(({ createdBy, ...row }) => ({ ...row, createdByEmail: (createdBy && emails.get(createdBy)) ?? null }));
}

/** Ends one live link of the post; undefined when it is not one (unknown, another post's, already ended). */
export async function revokeLivePreviewLink(tx: Executor, postId: string, linkId: string): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .update(postPreviewLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(postPreviewLinks.id, linkId), eq(postPreviewLinks.postId, postId), live()))
    .returning({ id: postPreviewLinks.id });
  return row;
}

/** The post a live link with this token hash shows. */
export async function postIdOfLiveLink(tokenHash: string): Promise<string | undefined> {
  const [link] = await db()
    .select({ postId: postPreviewLinks.postId })
    .from(postPreviewLinks)
    .where(and(eq(postPreviewLinks.tokenHash, tokenHash), live()))
    .limit(1);
  return link?.postId;
}
