/**
 * Post revisions (`blog_post_revisions`): every save of a post through the
 * editor, and every restore, keeps one row holding the post's editable
 * fields as they were after that save, with who saved it. The rows are
 * written by blog-posts.server.ts inside the save's own transaction, so a
 * save and its revision commit or fail together (decision 0026).
 *
 * A restore brings back the post's words and image (title, excerpt,
 * content, author, category, image and its alt text), never its publication
 * state: restoring an old draft's text onto a published post must not take
 * the post off the site.
 */
import { and, desc, eq } from "drizzle-orm";
import * as v from "valibot";
import { fields } from "~/models/text";
import type { ActivityActor } from "../activity/activity.server";
import { currentActor } from "../activity/activity.server";
import { db, type Executor } from "../db/client.server";
import { blogPostRevisions, type blogPosts } from "../db/schema";

type PostRow = typeof blogPosts.$inferSelect;

/** The fields a revision brings back when it is restored. */
export const RESTORED_FIELDS = ["title", "excerpt", "content", "author", "category", "imageUrl", "imageAlt", "imageDecorative"] as const;

/** What a revision keeps: the restorable fields and, for the record, the publication state then. */
const snapshotSchema = fields({
  title: v.string(),
  excerpt: v.string(),
  content: v.string(),
  author: v.string(),
  category: v.string(),
  imageUrl: v.optional(v.nullable(v.string()), null),
  imageAlt: v.optional(v.nullable(v.string()), null),
  imageDecorative: v.optional(v.boolean(), false),
  published: v.optional(v.boolean(), false),
  publishAt: v.optional(v.nullable(v.string()), null),
});
export type RevisionSnapshot = v.InferOutput<typeof snapshotSchema>;

export function snapshotOf(post: PostRow): RevisionSnapshot {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    author: post.author,
    category: post.category,
    imageUrl: post.imageUrl,
    imageAlt: post.imageAlt,
    imageDecorative: post.imageDecorative,
    published: post.published,
    publishAt: post.publishAt ? post.publishAt.toISOString() : null,
  };
}

/** A stored snapshot read back; undefined when it is not one (never restored blindly). */
export function readSnapshot(value: unknown): RevisionSnapshot | undefined {
  const parsed = v.safeParse(snapshotSchema, value);
  return parsed.success ? parsed.output : undefined;
}

/** The values a restore writes to the post. */
export function restoredValues(snapshot: RevisionSnapshot): Pick<PostRow, (typeof RESTORED_FIELDS)[number]> {
  return {
    title: snapshot.title,
    excerpt: snapshot.excerpt,
    content: snapshot.content,
    author: snapshot.author,
    category: snapshot.category,
    imageUrl: snapshot.imageUrl,
    imageAlt: snapshot.imageAlt,
    imageDecorative: snapshot.imageDecorative,
  };
}

/** Keeps `post` (as it is after a save) as a new revision, inside the save's transaction. */
export async function writeRevision(
  tx: Executor,
  post: PostRow,
  options: { restoredFrom?: string | null; actor?: ActivityActor; createdAt?: Date } = {},
): Promise<string> {
  const actor = options.actor ?? currentActor();
  const [row] = await tx
    .insert(blogPostRevisions)
    .values({
      postId: post.id,
      authorId: actor.id,
      authorEmail: actor.email,
      snapshot: snapshotOf(post),
      restoredFrom: options.restoredFrom ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: blogPostRevisions.id });
  return row!.id;
}

/**
 * Before the first save of a post that has no revision yet (written before
 * revisions were kept, or seeded), its current text is kept as a revision
 * by nobody, dated at its last change, so that first edit can be undone too.
 */
export async function keepBaselineRevision(tx: Executor, before: PostRow): Promise<void> {
  const [existing] = await tx
    .select({ id: blogPostRevisions.id })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, before.id))
    .limit(1);
  if (existing) return;
  await writeRevision(tx, before, { actor: { id: null, email: null, ipAddress: null }, createdAt: before.updatedAt ?? before.createdAt });
}

export type RevisionSummary = {
  id: string;
  authorEmail: string | null;
  createdAt: Date;
  restoredFrom: string | null;
};

/** Every revision of a post, newest first (who and when; not the text). */
export async function listRevisions(postId: string): Promise<RevisionSummary[]> {
  return db()
    .select({
      id: blogPostRevisions.id,
      authorEmail: blogPostRevisions.authorEmail,
      createdAt: blogPostRevisions.createdAt,
      restoredFrom: blogPostRevisions.restoredFrom,
    })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.createdAt), desc(blogPostRevisions.id));
}

/** One revision of one post (a revision id of another post finds nothing). */
export async function findRevision(tx: Executor, postId: string, revisionId: string) {
  const [row] = await tx
    .select()
    .from(blogPostRevisions)
    .where(and(eq(blogPostRevisions.postId, postId), eq(blogPostRevisions.id, revisionId)))
    .limit(1);
  if (!row) return undefined;
  const snapshot = readSnapshot(row.snapshot);
  return snapshot && { ...row, snapshot };
}

export async function getRevision(postId: string, revisionId: string) {
  return findRevision(db(), postId, revisionId);
}
