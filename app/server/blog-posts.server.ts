/**
 * Blog posts: the only module that queries `blog_posts`.
 * Public functions only ever see published posts; the admin functions see all.
 */
import { and, count, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { BlogPostInput } from "~/models/blog-post";
import type { ListQuery } from "~/models/pagination";
import { db } from "./db/client.server";
import { offsetOf, orderBy, searchCondition, toPage, type Page } from "./db/list.server";
import { blogPosts } from "./db/schema";

export type BlogPost = typeof blogPosts.$inferSelect;

/** Reading time in SQL, matching readingTimeMinutes() in the model. */
const readingMinutes = sql<number>`greatest(1, ceil(char_length(${blogPosts.content}) / 1000.0))::int`;

/** What a post card shows (no body). */
const cardColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  category: blogPosts.category,
  imageUrl: blogPosts.imageUrl,
  createdAt: blogPosts.createdAt,
  readingMinutes,
};
export type BlogPostCard = {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  imageUrl: string | null;
  createdAt: Date;
  readingMinutes: number;
};

/* ------------------------------------------------------------------ */
/* Public                                                              */
/* ------------------------------------------------------------------ */

export type PublicPostFilter = { q: string; category?: string; page: number; pageSize: number };

/** Published posts, newest first, filtered by the spec's search rule (title, excerpt or author) and category. */
export async function listPublishedPosts(filter: PublicPostFilter): Promise<Page<BlogPostCard>> {
  const where = and(
    eq(blogPosts.published, true),
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
    .where(and(eq(blogPosts.id, id), eq(blogPosts.published, true)))
    .limit(1);
  return row;
}

/** Up to `limit` other published posts of the same category, newest first. */
export async function relatedPosts(post: { id: string; category: string }, limit = 3) {
  return db()
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      category: blogPosts.category,
      createdAt: blogPosts.createdAt,
      author: blogPosts.author,
      imageUrl: blogPosts.imageUrl,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), eq(blogPosts.category, post.category), ne(blogPosts.id, post.id)))
    .orderBy(desc(blogPosts.createdAt))
    .limit(limit);
}

/** The categories published posts use (for the public filter buttons). */
export async function publishedCategories(): Promise<string[]> {
  const rows = await db()
    .selectDistinct({ category: blogPosts.category })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(blogPosts.category);
  return rows.map((r) => r.category);
}

/** Latest published posts with their content (RSS feed). */
export async function latestPublishedPosts(limit: number) {
  return db()
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      author: blogPosts.author,
      category: blogPosts.category,
      imageUrl: blogPosts.imageUrl,
      createdAt: blogPosts.createdAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.createdAt))
    .limit(limit);
}

/** Every published post's id and last change (sitemap). */
export async function publishedPostStamps() {
  return db()
    .select({ id: blogPosts.id, createdAt: blogPosts.createdAt, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.createdAt));
}

/* ------------------------------------------------------------------ */
/* Admin                                                               */
/* ------------------------------------------------------------------ */

export const BLOG_POST_SORT_KEYS = ["createdAt", "title", "author", "category", "published"] as const;
export type BlogPostSortKey = (typeof BLOG_POST_SORT_KEYS)[number];

export async function listPosts(
  query: ListQuery<BlogPostSortKey> & { published?: boolean },
): Promise<Page<BlogPostCard & { published: boolean }>> {
  const where: SQL | undefined = and(
    searchCondition(query.q, [blogPosts.title, blogPosts.excerpt, blogPosts.author, blogPosts.category]),
    query.published === undefined ? undefined : eq(blogPosts.published, query.published),
  );
  const [rows, [total]] = await Promise.all([
    db()
      .select({ ...cardColumns, published: blogPosts.published })
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
            published: blogPosts.published,
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

function postValues(input: BlogPostInput) {
  return {
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    author: input.author,
    category: input.category,
    published: input.published,
    imageUrl: input.imageUrl ?? null,
  };
}

export async function createPost(input: BlogPostInput): Promise<{ id: string }> {
  const [row] = await db().insert(blogPosts).values(postValues(input)).returning({ id: blogPosts.id });
  return row!;
}

export async function updatePost(id: string, input: BlogPostInput): Promise<BlogPost | undefined> {
  const [row] = await db()
    .update(blogPosts)
    .set({ ...postValues(input), updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning();
  return row;
}

export async function setPublished(id: string, published: boolean): Promise<BlogPost | undefined> {
  const [row] = await db()
    .update(blogPosts)
    .set({ published, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning();
  return row;
}

export async function deletePost(id: string): Promise<BlogPost | undefined> {
  const [row] = await db().delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  return row;
}

export async function countBlogPosts(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(blogPosts);
  return row?.n ?? 0;
}
