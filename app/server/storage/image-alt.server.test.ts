/**
 * Alt text of the content images: what an editor's save (its form parsed by
 * the kind's schema, then the store) keeps, what the public queries hand the
 * pages, and the record of changes naming the new fields.
 */
import { parseSubmission } from "~/lib/parse-submission";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPostSchema, serializeContent } from "~/models/blog-post";
import type { WorkKindSlug } from "~/models/work";
import { createPost, getPost, listPublishedPosts, relatedPosts, updatePost } from "../blog/post-queries.server";
import { db } from "../db/client.server";
import { activityLog } from "../db/schema";
import { WORK_STORES } from "../work/work-kinds.server";
import { forEachDatabase } from "../testing/databases.server";

function form(entries: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.append(k, v);
  return fd;
}

/** Parses a submitted form as the action does; fails the test if it is refused. */
function parsed<T>(schema: Parameters<typeof parseSubmission>[1]["schema"], entries: Record<string, string>): T {
  const submission = parseSubmission(form(entries), { schema });
  if (submission.status !== "success") throw new Error(`refused: ${JSON.stringify(submission.error)}`);
  return submission.value as T;
}

const WORK_FORMS: Record<WorkKindSlug, Record<string, string>> = {
  "case-studies": { title: "Tihar lights", description: "A campaign", imageUrl: "/images/a.webp" },
  "featured-projects": { title: "Mural", description: "Walls", imageUrl: "/images/b.webp", category: "Festival" },
  "client-logos": { name: "Himalayan Brew", imageUrl: "/images/l.svg" },
  testimonials: { name: "Rita", position: "Owner", company: "HB", testimonial: "Great", rating: "5", imageSrc: "/images/p.webp" },
};

async function lastChanges(entityId: string) {
  const [entry] = await db()
    .select()
    .from(activityLog)
    .where(eq(activityLog.entityId, entityId))
    .orderBy(desc(activityLog.createdAt))
    .limit(1);
  return entry?.changes as Record<string, { from: unknown; to: unknown }> | undefined;
}

forEachDatabase(() => {
  describe.each(Object.keys(WORK_FORMS) as WorkKindSlug[])("%s", (kind) => {
    it("stores the alt text, then the decorative choice, and records both", async () => {
      const store = WORK_STORES[kind] as unknown as {
        schema: Parameters<typeof parseSubmission>[1]["schema"];
        create: (input: unknown) => Promise<{ id: string }>;
        update: (id: string, input: unknown) => Promise<unknown>;
        get: (id: string) => Promise<{ imageAlt: string | null; imageDecorative: boolean } | undefined>;
        values: (row: unknown) => Record<string, unknown>;
      };
      const base = WORK_FORMS[kind];
      const { id } = await store.create(parsed(store.schema, { ...base, imageAlt: " Lamps on a terrace " }));
      const row = await store.get(id);
      expect(row).toMatchObject({ imageAlt: "Lamps on a terrace", imageDecorative: false });
      // The editor starts from what was stored.
      expect(store.values(row)).toMatchObject({ imageAlt: "Lamps on a terrace", imageDecorative: false });

      // Decorative wins over a description left in the box: nothing to read aloud.
      await store.update(id, parsed(store.schema, { ...base, imageAlt: "left over", imageDecorative: "on" }));
      expect(await store.get(id)).toMatchObject({ imageAlt: null, imageDecorative: true });
      expect(await lastChanges(id)).toMatchObject({
        imageAlt: { from: "Lamps on a terrace", to: null },
        imageDecorative: { from: false, to: true },
      });
    });
  });

  describe("blog posts", () => {
    const entries = {
      title: "Monsoon notes",
      excerpt: "Rain",
      author: "Pema",
      content: serializeContent([{ type: "paragraph", text: "Rain." }]),
      category: "Marketing",
      published: "on",
      imageUrl: "/images/demo/blog/cafe.webp",
    };

    it("stores the featured image's alt and hands it to the public list and related posts", async () => {
      const a = await createPost(parsed(blogPostSchema, { ...entries, imageAlt: "Tea on a wet window sill" }));
      const b = await createPost(parsed(blogPostSchema, { ...entries, title: "Second", imageDecorative: "on" }));
      expect(await getPost(a.id)).toMatchObject({ imageAlt: "Tea on a wet window sill", imageDecorative: false });
      expect(await getPost(b.id)).toMatchObject({ imageAlt: null, imageDecorative: true });

      const cards = (await listPublishedPosts({ q: "", page: 1, pageSize: 50 })).rows;
      expect(cards.find((c) => c.id === a.id)).toMatchObject({ imageAlt: "Tea on a wet window sill", imageDecorative: false });
      expect(cards.find((c) => c.id === b.id)).toMatchObject({ imageAlt: null, imageDecorative: true });
      const related = await relatedPosts({ id: b.id, category: "Marketing" });
      expect(related.find((r) => r.id === a.id)).toMatchObject({ imageAlt: "Tea on a wet window sill" });
    });

    it("clears the alt with the image, and records the change", async () => {
      const { id } = await createPost(parsed(blogPostSchema, { ...entries, imageAlt: "A cafe" }));
      await updatePost(id, parsed(blogPostSchema, { ...entries, imageUrl: "", imageAlt: "A cafe" }));
      expect(await getPost(id)).toMatchObject({ imageUrl: null, imageAlt: null, imageDecorative: false });
      expect(await lastChanges(id)).toMatchObject({ imageAlt: { from: "A cafe", to: null } });
    });
  });
});
