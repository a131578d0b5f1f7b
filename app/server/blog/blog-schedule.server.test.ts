/**
 * Scheduled publishing: one definition of "public" in every public query,
 * the flip to published, and the in-process timer that empties the page
 * cache at the moment (both databases).
 */
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { serializeContent, type BlogPostInput } from "~/models/blog-post";
import { createListQuerySchema } from "~/models/pagination";
import {
  BLOG_POST_SORT_KEYS,
  createPost,
  getPost,
  getPublishedPost,
  latestPublishedPosts,
  listPosts,
  listPublishedPosts,
  nextPublishAt,
  publishDuePosts,
  publishedCategories,
  publishedPostStamps,
  relatedPosts,
  setPublished,
  updatePost,
} from "./post-queries.server";
import { startPublishSchedule } from "./blog-schedule.server";
import { db } from "../db/client.server";
import { blogPosts } from "../db/schema";
import { pageCache } from "../site/page-cache.server";
import { forEachDatabase } from "../testing/databases.server";

const adminQuery = createListQuerySchema({ sortKeys: BLOG_POST_SORT_KEYS, defaultSort: "createdAt" });

const post = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: "Planned post",
  excerpt: "Goes out later.",
  author: "Pema Sherpa",
  content: serializeContent([{ type: "paragraph", text: "Soon." }]),
  category: "Event",
  published: false,
  ...overrides,
});

/** Where each public query stands on one post. */
async function seenBy(id: string) {
  return {
    list: (await listPublishedPosts({ q: "", page: 1, pageSize: 50 })).rows.some((r) => r.id === id),
    page: (await getPublishedPost(id)) !== undefined,
    related: (await relatedPosts({ id: "00000000-0000-4000-8000-000000000000", category: "Event" })).some((r) => r.id === id),
    categories: (await publishedCategories()).includes("Event"),
    rss: (await latestPublishedPosts(50)).some((r) => r.id === id),
    sitemap: (await publishedPostStamps()).some((r) => r.id === id),
  };
}
const everywhere = (value: boolean) => ({ list: value, page: value, related: value, categories: value, rss: value, sitemap: value });

/** Moves a post's schedule as if the clock had moved (the database's now() decides). */
const setPublishAt = (id: string, interval: string) =>
  db().update(blogPosts).set({ publishAt: sql`now() + ${interval}::interval` }).where(eq(blogPosts.id, id));

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

forEachDatabase(() => {
  describe("a post scheduled a minute ahead", () => {
    it("is absent from every public query before its time and present after, and the admin list says Scheduled", async () => {
      const { id } = await createPost(post({ publishAt: new Date(Date.now() + 60_000) }));
      expect(await seenBy(id)).toEqual(everywhere(false));
      expect(await nextPublishAt()).toBeInstanceOf(Date);
      const before = await listPosts({ ...v.parse(adminQuery, {}), published: false });
      expect(before.rows.find((r) => r.id === id)).toMatchObject({ published: false, publishAt: expect.any(Date) });
      expect(await publishDuePosts()).toEqual([]);

      // The minute passes: public at once, before anything flips the row.
      await setPublishAt(id, "-1 second");
      expect(await seenBy(id)).toEqual(everywhere(true));
      const due = await listPosts({ ...v.parse(adminQuery, {}), published: true });
      expect(due.rows.find((r) => r.id === id)).toMatchObject({ published: true });

      // The flip makes it an ordinary published post.
      expect(await publishDuePosts()).toEqual([id]);
      expect(await getPost(id)).toMatchObject({ published: true, publishAt: null });
      expect(await nextPublishAt()).toBeNull();
      expect(await seenBy(id)).toEqual(everywhere(true));
    });

    it("is unscheduled by a save without a time, by Publish or by Unpublish", async () => {
      const at = new Date(Date.now() + 60_000);
      const { id } = await createPost(post({ publishAt: at }));
      await updatePost(id, post());
      expect((await getPost(id))?.publishAt).toBeNull();

      await updatePost(id, post({ publishAt: at }));
      await setPublished(id, false);
      expect((await getPost(id))?.publishAt).toBeNull();

      // A published post keeps no schedule, even if one is sent.
      await updatePost(id, post({ published: true, publishAt: at }));
      expect(await getPost(id)).toMatchObject({ published: true, publishAt: null });
    });
  });

  describe("the publish timer", () => {
    it("flips the post and empties the page cache at the moment, then waits for the next one", async () => {
      const { id } = await createPost(post({ publishAt: new Date(Date.now() + 60_000) }));
      await setPublishAt(id, "600 milliseconds");
      const clearSpy = vi.spyOn(pageCache, "clear");
      stop = startPublishSchedule();

      // Not before the moment.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(clearSpy).not.toHaveBeenCalled();
      expect((await getPost(id))?.published).toBe(false);

      await vi.waitFor(() => expect(clearSpy).toHaveBeenCalled(), { timeout: 5_000, interval: 50 });
      // A timer may fire a hair before the database's clock says the post is
      // due; then nothing is flipped yet and the timer re-arms (250 ms later).
      await vi.waitFor(async () => expect(await getPost(id)).toMatchObject({ published: true, publishAt: null }), {
        timeout: 5_000,
        interval: 50,
      });
      clearSpy.mockRestore();
    });

    it("re-arms after a staff change empties the cache (a schedule set after start-up)", async () => {
      stop = startPublishSchedule();
      const { id } = await createPost(post({ publishAt: new Date(Date.now() + 60_000) }));
      await setPublishAt(id, "300 milliseconds");
      // What a staff save does as its answer goes out.
      const { invalidatePageCache } = await import("../site/page-cache.server");
      invalidatePageCache();
      await vi.waitFor(async () => expect((await getPost(id))?.published).toBe(true), { timeout: 5_000, interval: 100 });
    });
  });
});
