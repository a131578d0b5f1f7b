/**
 * Blog posts' queries: the only module that reads or writes `blog_posts` and
 * `blog_post_revisions` (architecture.test.ts; a revision is written in its
 * save's transaction). Public functions only ever see public posts (isPublic
 * below); the admin functions see all.
 *
 * Scheduled publishing: an unpublished post may carry `publish_at`. It is
 * public from that instant on, by the one definition below, in every public
 * query, so no surface depends on anything having run at that moment. The
 * row's `published` flag is then also flipped (publishDuePosts, run by the
 * timer in blog-schedule.server.ts and by the hourly housekeeping) and
 * `publish_at` cleared, so that afterwards the post is an ordinary published
 * post: the admin list, its filter and Unpublish need no second rule, and a
 * later Unpublish really hides it. Invariant kept by every write here:
 * `publish_at` is set only on an unpublished post.
 */
import { and, count, desc, eq, isNotNull, lte, min, ne, or, sql, type SQL } from "drizzle-orm";
import { POST_EDITOR_FIELDS, type BlogPostInput } from "~/models/blog-post";
import { storedImageAlt } from "~/models/image-alt";
import type { ListQuery } from "~/models/pagination";
import { db, type Executor } from "../db/client.server";
import { offsetOf, orderBy, searchCondition, toPage, type Page } from "../db/list.server";
import { blogPostRevisions, blogPosts } from "../db/schema";
import { existingIds } from "../db/counts.server";
import { changedFields, currentActor, recordActivity, type ActivityActor } from "../activity/activity.server";
import { activitySummary } from "~/content/admin/activity";
import { readSnapshot, RESTORED_FIELDS, restoredValues, snapshotOf } from "./blog-revisions.server";
import { chooseSlug, forgetSlugs, recordSlugChange, type SlugOwner } from "../kernel/slugs.server";

/** Where this kind's addresses are chosen (kernel/slugs.server.ts). */
const SLUGS: SlugOwner = { kind: "blog", table: blogPosts };

export type BlogPost = typeof blogPosts.$inferSelect;

/** Reading time in SQL, matching readingTimeMinutes() in the model. */
const readingMinutes = sql<number>`greatest(1, ceil(char_length(${blogPosts.content}) / 1000.0))::int`;

/** What a post card shows (no body). */
const cardColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  category: blogPosts.category,
  imageUrl: blogPosts.imageUrl,
  imageAlt: blogPosts.imageAlt,
  imageDecorative: blogPosts.imageDecorative,
  createdAt: blogPosts.createdAt,
  readingMinutes,
};
export type BlogPostCard = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  imageUrl: string | null;
  imageAlt: string | null;
  imageDecorative: boolean;
  createdAt: Date;
  readingMinutes: number;
};

/* ------------------------------------------------------------------ */
/* Public                                                              */
/* ------------------------------------------------------------------ */

/**
 * THE definition of a public post: published, or scheduled for an instant
 * that has come (the database's clock). Every public query uses it.
 */
export function isPublic(): SQL {
  // Never NULL (a NULL publish_at gives false, not unknown), so `not isPublic()` means "not public".
  return or(eq(blogPosts.published, true), and(isNotNull(blogPosts.publishAt), lte(blogPosts.publishAt, sql`now()`)))!;
}

/** The same rule for a row already read (this process's clock). */
export function isPublicRow(post: Pick<BlogPost, "published" | "publishAt">, now = Date.now()): boolean {
  return post.published || (post.publishAt !== null && post.publishAt.getTime() <= now);
}

export type PublicPostFilter = { q: string; category?: string; page: number; pageSize: number };

/** Published posts, newest first, filtered by the spec's search rule (title, excerpt or author) and category. */
export async function listPublishedPosts(filter: PublicPostFilter): Promise<Page<BlogPostCard>> {
  const where = and(
    isPublic(),
    searchCondition(filter.q, [blogPosts.title, blogPosts.excerpt, blogPosts.author]),
    filter.category ? eq(blogPosts.category, filter.category) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db()
      .select(cardColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db().select({ n: count() }).from(blogPosts).where(where),
  ]);
  return toPage(rows, total?.n ?? 0, filter);
}

/** A published post, or undefined (unpublished posts do not exist for the public). */
export async function getPublishedPost(id: string): Promise<BlogPost | undefined> {
  const [row] = await db()
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), isPublic()))
    .limit(1);
  return row;
}

/** A published post by its address (/blog/<slug>), or undefined. */
export async function getPublishedPostBySlug(slug: string): Promise<BlogPost | undefined> {
  const [row] = await db()
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublic()))
    .limit(1);
  return row;
}

/** Any post by its address, public or not (an admin's preview). */
export async function getPostBySlug(slug: string): Promise<BlogPost | undefined> {
  const [row] = await db().select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  return row;
}

/** Up to `limit` other published posts of the same category, newest first. */
export async function relatedPosts(post: { id: string; category: string }, limit = 3) {
  return db()
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      category: blogPosts.category,
      createdAt: blogPosts.createdAt,
      author: blogPosts.author,
      imageUrl: blogPosts.imageUrl,
      imageAlt: blogPosts.imageAlt,
      imageDecorative: blogPosts.imageDecorative,
    })
    .from(blogPosts)
    .where(and(isPublic(), eq(blogPosts.category, post.category), ne(blogPosts.id, post.id)))
    .orderBy(desc(blogPosts.createdAt))
    .limit(limit);
}

/** The categories published posts use (for the public filter buttons). */
export async function publishedCategories(): Promise<string[]> {
  const rows = await db()
    .selectDistinct({ category: blogPosts.category })
    .from(blogPosts)
    .where(isPublic())
    .orderBy(blogPosts.category);
  return rows.map((r) => r.category);
}

/** Latest published posts with their content (RSS feed). */
export async function latestPublishedPosts(limit: number) {
  return db()
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      author: blogPosts.author,
      category: blogPosts.category,
      imageUrl: blogPosts.imageUrl,
      createdAt: blogPosts.createdAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(isPublic())
    .orderBy(desc(blogPosts.createdAt))
    .limit(limit);
}

/** Every published post's address and last change (sitemap). */
export async function publishedPostStamps() {
  return db()
    .select({ id: blogPosts.id, slug: blogPosts.slug, createdAt: blogPosts.createdAt, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublic())
    .orderBy(desc(blogPosts.createdAt));
}

/* ------------------------------------------------------------------ */
/* Admin                                                               */
/* ------------------------------------------------------------------ */

export const BLOG_POST_SORT_KEYS = ["createdAt", "title", "author", "category", "published"] as const;
export type BlogPostSortKey = (typeof BLOG_POST_SORT_KEYS)[number];

/** "Published" as the admin list shows and filters it: public now (a due post may not be flipped yet). */
const publicNow = sql<boolean>`(${isPublic()})`;

export async function listPosts(
  query: ListQuery<BlogPostSortKey> & { published?: boolean },
): Promise<Page<BlogPostCard & { published: boolean; publishAt: Date | null }>> {
  const where: SQL | undefined = and(
    searchCondition(query.q, [blogPosts.title, blogPosts.excerpt, blogPosts.author, blogPosts.category]),
    query.published === undefined ? undefined : query.published ? isPublic() : sql`not (${isPublic()})`,
  );
  const [rows, [total]] = await Promise.all([
    db()
      .select({ ...cardColumns, published: publicNow, publishAt: blogPosts.publishAt })
      .from(blogPosts)
      .where(where)
      .orderBy(
        ...orderBy(
          query,
          {
            createdAt: blogPosts.createdAt,
            title: blogPosts.title,
            author: blogPosts.author,
            category: blogPosts.category,
            published: publicNow,
          },
          blogPosts.id,
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db().select({ n: count() }).from(blogPosts).where(where),
  ]);
  return toPage(rows, total?.n ?? 0, query);
}

export async function getPost(id: string): Promise<BlogPost | undefined> {
  const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row;
}

function postValues(input: BlogPostInput, slug: string) {
  return {
    title: input.title,
    slug,
    excerpt: input.excerpt,
    content: input.content,
    author: input.author,
    category: input.category,
    published: input.published,
    imageUrl: input.imageUrl ?? null,
    ...storedImageAlt(input.imageUrl, input),
    // Only a draft can be scheduled; saving without a time unschedules it.
    publishAt: input.published ? null : (input.publishAt ?? null),
  };
}


/** Publish, unpublish or schedule when that is what a save did; otherwise an edit. */
function saveAction(before: BlogPost, after: BlogPost) {
  if (!before.published && after.published) return "publish";
  if (before.published && !after.published) return "unpublish";
  if (after.publishAt && before.publishAt?.getTime() !== after.publishAt.getTime()) return "schedule";
  return "update";
}

/*
 * Every write below is one transaction with its entry in the record of changes (activity.server.ts);
 * a save from the editor, and a restore, also keep a revision (below; what it keeps: blog-revisions.server.ts).
 */

export async function createPost(input: BlogPostInput): Promise<{ id: string }> {
  return db().transaction(async (tx) => {
    const slug = await chooseSlug(tx, SLUGS, { title: input.title, requested: input.slug });
    const [row] = await tx.insert(blogPosts).values(postValues(input, slug)).returning();
    await writeRevision(tx, row!);
    await recordActivity(tx, {
      action: "create",
      entityKind: "blog-post",
      entityId: row!.id,
      summary: activitySummary("create", "blog-post", row!.title),
    });
    return { id: row!.id };
  });
}

export async function updatePost(id: string, input: BlogPostInput): Promise<BlogPost | undefined> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!before) return undefined;
    await keepBaselineRevision(tx, before);
    const slug = await chooseSlug(tx, SLUGS, { id, title: input.title, requested: input.slug, current: before.slug });
    const [row] = await tx
      .update(blogPosts)
      .set({ ...postValues(input, slug), updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning();
    await writeRevision(tx, row!);
    await recordSlugChange(tx, "blog", id, before.slug, slug);
    const action = saveAction(before, row!);
    await recordActivity(tx, {
      action,
      entityKind: "blog-post",
      entityId: id,
      summary: activitySummary(action, "blog-post", row!.title),
      changes: changedFields(before, row!, [...POST_EDITOR_FIELDS]),
    });
    return row;
  });
}

/**
 * Brings back an earlier revision's words and image (never the publication
 * state); the restore is itself a new revision that names the one it came
 * from. Undefined when the post or that revision of it does not exist.
 */
export async function restoreRevision(postId: string, revisionId: string): Promise<BlogPost | undefined> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, postId)).for("update");
    if (!before) return undefined;
    const revision = await findRevision(tx, postId, revisionId);
    if (!revision) return undefined;
    const [row] = await tx
      .update(blogPosts)
      .set({ ...restoredValues(revision.snapshot), updatedAt: new Date() })
      .where(eq(blogPosts.id, postId))
      .returning();
    await writeRevision(tx, row!, { restoredFrom: revision.id });
    await recordActivity(tx, {
      action: "restore",
      entityKind: "blog-post",
      entityId: postId,
      summary: activitySummary("restore", "blog-post", row!.title),
      changes: changedFields(before, row!, [...RESTORED_FIELDS]),
    });
    return row;
  });
}

export async function setPublished(id: string, published: boolean): Promise<BlogPost | undefined> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!before) return undefined;
    const [row] = await tx
      .update(blogPosts)
      // Publish now or Unpublish: either way no schedule is left behind.
      .set({ published, publishAt: null, updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning();
    const action = published ? "publish" : "unpublish";
    await recordActivity(tx, {
      action,
      entityKind: "blog-post",
      entityId: id,
      summary: activitySummary(action, "blog-post", row!.title),
      changes: changedFields(before, row!, ["published", "publishAt"]),
    });
    return row;
  });
}

export async function deletePost(id: string): Promise<BlogPost | undefined> {
  return db().transaction(async (tx) => {
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (row) {
      await forgetSlugs(tx, "blog", id);
      await recordActivity(tx, {
        action: "delete",
        entityKind: "blog-post",
        entityId: id,
        summary: activitySummary("delete", "blog-post", row.title),
      });
    }
    return row;
  });
}

export async function countBlogPosts(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(blogPosts);
  return row?.n ?? 0;
}

/* ------------------------------------------------------------------ */
/* Scheduled publishing                                                */
/* ------------------------------------------------------------------ */

/** Flips every scheduled post whose time has come to an ordinary published post; returns their ids. */
export async function publishDuePosts(): Promise<string[]> {
  const rows = await db()
    .update(blogPosts)
    .set({ published: true, publishAt: null })
    .where(and(eq(blogPosts.published, false), lte(blogPosts.publishAt, sql`now()`)))
    .returning({ id: blogPosts.id });
  return rows.map((r) => r.id);
}

/** The earliest scheduled publish time of a draft, due or not; null when none is scheduled. */
export async function nextPublishAt(): Promise<Date | null> {
  const [row] = await db()
    .select({ at: min(blogPosts.publishAt) })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, false), isNotNull(blogPosts.publishAt)));
  return row?.at ? new Date(row.at) : null;
}

/* ------------------------------------------------------------------ */
/* Newsletter                                                          */
/* ------------------------------------------------------------------ */

/**
 * Claims a public post for a newsletter send by setting `newsletter_sent_at`
 * in one conditional UPDATE, so two clicks or two processes never both send:
 * the first send only while it is null; a re-send only while it still holds
 * the time the admin was shown (`resendOf`, compared to the millisecond, as a
 * JavaScript Date holds it). Pass the send's transaction: a failed send
 * releases the claim. Undefined when the post is gone, not public, or claimed.
 */
export async function claimNewsletterSend(
  tx: Executor,
  id: string,
  resendOf: Date | null,
): Promise<BlogPost | undefined> {
  const unclaimed =
    resendOf === null
      ? sql`${blogPosts.newsletterSentAt} is null`
      : sql`date_trunc('milliseconds', ${blogPosts.newsletterSentAt}) = ${resendOf.toISOString()}::timestamptz`;
  const [row] = await tx
    .update(blogPosts)
    .set({ newsletterSentAt: sql`date_trunc('milliseconds', now())` })
    .where(and(eq(blogPosts.id, id), isPublic(), unclaimed))
    .returning();
  return row;
}

/** A post's title, locked until the transaction ends (it cannot be deleted meanwhile); undefined when there is none. */
export async function lockPostTitle(tx: Executor, id: string): Promise<string | undefined> {
  const [post] = await tx.select({ title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.id, id)).for("update");
  return post?.title;
}

/** A post's title, inside the caller's transaction. */
export async function postTitle(tx: Executor, id: string): Promise<string | undefined> {
  const [post] = await tx.select({ title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.id, id));
  return post?.title;
}

/** Which of these ids are still posts (the record of changes links only those). */
export function existingPostIds(ids: string[]): Promise<Set<string>> {
  return existingIds(blogPosts, blogPosts.id, ids);
}

/* ------------------------------------------------------------------ */
/* Revisions (blog_post_revisions)                                     */
/* ------------------------------------------------------------------ */

/** Keeps `post` (as it is after a save) as a new revision, inside the save's transaction. */
export async function writeRevision(
  tx: Executor,
  post: BlogPost,
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
export async function keepBaselineRevision(tx: Executor, before: BlogPost): Promise<void> {
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
