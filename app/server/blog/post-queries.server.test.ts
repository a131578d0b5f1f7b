import { describe, expect, it } from "vitest";
import { serializeContent, type BlogPostInput } from "~/models/blog-post";
import { createListQuerySchema } from "~/models/pagination";
import {
  BLOG_POST_SORT_KEYS,
  countBlogPosts,
  createPost,
  deletePost,
  getPost,
  getPublishedPost,
  latestPublishedPosts,
  listPosts,
  listPublishedPosts,
  publishedCategories,
  publishedPostStamps,
  relatedPosts,
  setPublished,
  updatePost,
} from "./post-queries.server";
import { forEachDatabase } from "../testing/databases.server";
import * as v from "valibot";

const adminQuery = createListQuerySchema({ sortKeys: BLOG_POST_SORT_KEYS, defaultSort: "createdAt" });

const post = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: "Growing a café audience",
  excerpt: "What we learned running reels for a Jhamsikhel café.",
  author: "Pema Sherpa",
  content: serializeContent([{ type: "paragraph", text: "x".repeat(2500) }]),
  category: "Marketing",
  published: true,
  imageUrl: "/images/demo/blog/cafe.webp",
  ...overrides,
});

forEachDatabase(() => {
  describe("public reads see published posts only", () => {
    it("lists, reads, relates, categorises, feeds and maps only published posts", async () => {
      const a = await createPost(post({ title: "Alpha", category: "Vision" }));
      const b = await createPost(post({ title: "Beta", category: "Vision" }));
      const draft = await createPost(post({ title: "Hidden draft", category: "Vision", published: false }));
      await createPost(post({ title: "Gamma", category: "Event" }));

      const list = await listPublishedPosts({ q: "", page: 1, pageSize: 10 });
      expect(list.total).toBe(3);
      expect(list.rows.map((r) => r.title)).not.toContain("Hidden draft");
      expect(list.rows[0]).toMatchObject({ readingMinutes: 3 });
      expect(list.rows[0]).not.toHaveProperty("content");

      expect(await getPublishedPost(draft.id)).toBeUndefined();
      expect((await getPublishedPost(a.id))?.title).toBe("Alpha");

      const related = await relatedPosts({ id: a.id, category: "Vision" });
      expect(related.map((r) => r.id)).toEqual([b.id]);

      expect(await publishedCategories()).toEqual(["Event", "Vision"]);
      expect((await latestPublishedPosts(10)).map((p) => p.id)).not.toContain(draft.id);
      expect((await publishedPostStamps()).map((p) => p.id)).not.toContain(draft.id);
    });

    it("searches title, excerpt or author case-insensitively, within a category", async () => {
      await createPost(post({ title: "Momo stall rebrand", author: "Asha", category: "Marketing" }));
      await createPost(post({ title: "River clean-up", excerpt: "Bagmati with ward 14", author: "Bikash", category: "Community" }));
      await createPost(post({ title: "Draft momo", published: false }));

      expect((await listPublishedPosts({ q: "MOMO", page: 1, pageSize: 10 })).rows.map((r) => r.title)).toEqual([
        "Momo stall rebrand",
      ]);
      expect((await listPublishedPosts({ q: "bagmati", page: 1, pageSize: 10 })).total).toBe(1);
      expect((await listPublishedPosts({ q: "bikash", page: 1, pageSize: 10 })).total).toBe(1);
      expect((await listPublishedPosts({ q: "momo", category: "Community", page: 1, pageSize: 10 })).total).toBe(0);
      expect((await listPublishedPosts({ q: "", category: "Community", page: 1, pageSize: 10 })).total).toBe(1);
    });
  });

  describe("admin", () => {
    it("creates, updates, publishes and deletes", async () => {
      const { id } = await createPost(post({ published: false, imageUrl: undefined }));
      expect(await getPost(id)).toMatchObject({ published: false, imageUrl: null, updatedAt: null });

      await updatePost(id, post({ title: "New title", published: false }));
      const updated = await getPost(id);
      expect(updated).toMatchObject({ title: "New title" });
      expect(updated!.updatedAt).toBeInstanceOf(Date);

      await setPublished(id, true);
      expect(await getPublishedPost(id)).toBeDefined();
      await setPublished(id, false);
      expect(await getPublishedPost(id)).toBeUndefined();

      expect((await deletePost(id))?.id).toBe(id);
      expect(await deletePost(id)).toBeUndefined();
      expect(await countBlogPosts()).toBe(0);
    });

    it("pages, searches, filters by status and sorts", async () => {
      for (let i = 0; i < 12; i++) {
        await createPost(post({ title: `Post ${String(i).padStart(2, "0")}`, published: i % 2 === 0 }));
      }
      const page = await listPosts(v.parse(adminQuery, { pageSize: "10", sort: "title", dir: "asc" }));
      expect(page.total).toBe(12);
      expect(page.rows.map((r) => r.title).slice(0, 2)).toEqual(["Post 00", "Post 01"]);
      expect((await listPosts({ ...v.parse(adminQuery, {}), published: false })).total).toBe(6);
      expect((await listPosts(v.parse(adminQuery, { q: "post 1" }))).total).toBe(2);
    });
  });
});
