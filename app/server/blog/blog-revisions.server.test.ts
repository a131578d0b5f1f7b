/**
 * Post revisions: one per save (create, edit, restore), by the person who
 * saved, in the save's transaction; a restore brings back the words and
 * image (never the publication state), is itself a revision naming its
 * source, and is in the record of changes. What changed is readable.
 */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { serializeContent, type BlogPostInput } from "~/models/blog-post";
import { revisionDiff } from "./blog-revision-diff.server";
import { snapshotOf } from "./blog-revisions.server";
import { listRevisions, getRevision } from "./post-queries.server";
import { createPost, getPost, restoreRevision, setPublished, updatePost } from "./post-queries.server";
import { db } from "../db/client.server";
import { activityLog, blogPostRevisions, blogPosts } from "../db/schema";
import { newRequestState, runWithRequestState } from "../kernel/request-state.server";
import { createUser } from "../identity/users.server";
import { forEachDatabase } from "../testing/databases.server";

const post = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: "Monsoon notes",
  excerpt: "What the rains taught us.",
  author: "Pema Sherpa",
  content: serializeContent([{ type: "paragraph", text: "The rain came early this year." }]),
  category: "Marketing",
  published: false,
  imageUrl: "/images/demo/blog/cafe.webp",
  imageAlt: "A café in the rain",
  imageDecorative: false,
  ...overrides,
});

async function staff(email: string) {
  const user = await createUser({ email, password: "long-enough-1", admin: true });
  const as = <T>(work: () => Promise<T>) =>
    runWithRequestState({ ...newRequestState(), actor: { id: user.id, email: user.email }, clientIp: "192.0.2.7" }, work);
  return { user, as };
}

const revisionRows = (postId: string) =>
  db().select().from(blogPostRevisions).where(eq(blogPostRevisions.postId, postId)).orderBy(asc(blogPostRevisions.createdAt));

forEachDatabase(() => {
  describe("a revision per save", () => {
    it("keeps one revision per create and per edit, by the person who saved, holding the post as saved", async () => {
      const asha = await staff("asha@example.com");
      const bikash = await staff("bikash@example.com");
      const { id } = await asha.as(() => createPost(post()));
      await bikash.as(() => updatePost(id, post({ title: "Monsoon notes, revised" })));
      // A save that changes nothing is still a save: it is kept (who saved, when).
      await bikash.as(() => updatePost(id, post({ title: "Monsoon notes, revised" })));

      const rows = await revisionRows(id);
      expect(rows.map((r) => [r.authorEmail, (r.snapshot as { title: string }).title])).toEqual([
        ["asha@example.com", "Monsoon notes"],
        ["bikash@example.com", "Monsoon notes, revised"],
        ["bikash@example.com", "Monsoon notes, revised"],
      ]);
      expect(rows[0]!.authorId).toBe(asha.user.id);
      expect(rows.every((r) => r.restoredFrom === null)).toBe(true);
      // The snapshot is the post as saved, every editable field.
      expect(rows[2]!.snapshot).toEqual(snapshotOf((await getPost(id))!));

      // Newest first, who and when, for the History dialog.
      const listed = await listRevisions(id);
      expect(listed.map((r) => r.id)).toEqual(rows.map((r) => r.id).reverse());
      expect(listed[0]).toMatchObject({ authorEmail: "bikash@example.com", restoredFrom: null });
    });

    it("keeps a post's text from before its first recorded save, so that first edit can be undone", async () => {
      // A post written before revisions were kept (or seeded): no revision yet.
      const [old] = await db()
        .insert(blogPosts)
        .values({ title: "Seeded post", slug: "seeded-post", excerpt: "From the demo.", content: "Plain old text.", author: "E2E", category: "News" })
        .returning();
      const { as } = await staff("editor@example.com");
      await as(() => updatePost(old!.id, post({ title: "Edited seeded post" })));

      const rows = await revisionRows(old!.id);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ authorId: null, authorEmail: null });
      expect(rows[0]!.snapshot).toMatchObject({ title: "Seeded post", content: "Plain old text." });
      expect(rows[0]!.createdAt.getTime()).toBe(old!.createdAt.getTime());
      expect(rows[1]).toMatchObject({ authorEmail: "editor@example.com" });
      // Only once: the next save adds one revision.
      await as(() => updatePost(old!.id, post({ title: "Edited again" })));
      expect(await revisionRows(old!.id)).toHaveLength(3);
    });

    it("writes no revision when the save fails (one transaction)", async () => {
      // A post without revisions: the failed save's baseline revision must go with it.
      const [old] = await db()
        .insert(blogPosts)
        .values({ title: "Seeded post", slug: "seeded-post-failed-save", excerpt: "From the demo.", content: "Plain old text.", author: "E2E" })
        .returning();
      // NOT NULL refuses the update after the baseline revision was written.
      await expect(updatePost(old!.id, post({ title: null as unknown as string }))).rejects.toThrow();
      expect(await revisionRows(old!.id)).toHaveLength(0);
      expect((await getPost(old!.id))!.title).toBe("Seeded post");
    });
  });

  describe("restore", () => {
    it("brings back the words and image, keeps the publication state, and is itself a recorded revision", async () => {
      const { user, as } = await staff("asha@example.com");
      const { id } = await as(() => createPost(post()));
      const first = (await listRevisions(id))[0]!;
      await as(() =>
        updatePost(
          id,
          post({
            title: "Monsoon notes, rewritten",
            content: serializeContent([{ type: "heading", text: "New start" }]),
            imageUrl: undefined,
            imageAlt: undefined,
            category: "News",
          }),
        ),
      );
      await setPublished(id, true);

      const restored = await as(() => restoreRevision(id, first.id));
      expect(restored).toMatchObject({
        title: "Monsoon notes",
        content: post().content,
        category: "Marketing",
        imageUrl: "/images/demo/blog/cafe.webp",
        imageAlt: "A café in the rain",
        // Still published: a restore never takes a post off the site.
        published: true,
      });
      expect(await getPost(id)).toMatchObject({ title: "Monsoon notes", published: true });

      const listed = await listRevisions(id);
      expect(listed).toHaveLength(3);
      expect(listed[0]).toMatchObject({ restoredFrom: first.id, authorEmail: user.email });
      expect((await getRevision(id, listed[0]!.id))!.snapshot).toMatchObject({ title: "Monsoon notes", published: true });

      const [entry] = await db()
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.action, "restore"), eq(activityLog.entityId, id)));
      expect(entry).toMatchObject({
        actorId: user.id,
        entityKind: "blog-post",
        summary: "Restored an earlier revision of blog post “Monsoon notes”",
      });
      expect(entry!.changes).toMatchObject({
        title: { from: "Monsoon notes, rewritten", to: "Monsoon notes" },
        category: { from: "News", to: "Marketing" },
      });
      expect(entry!.changes).not.toHaveProperty("published");
    });

    it("finds nothing for another post's revision or an unknown post, and changes nothing", async () => {
      const a = await createPost(post({ title: "A" }));
      const b = await createPost(post({ title: "B" }));
      const revisionOfB = (await listRevisions(b.id))[0]!;
      expect(await restoreRevision(a.id, revisionOfB.id)).toBeUndefined();
      expect(await restoreRevision("00000000-0000-4000-8000-000000000000", revisionOfB.id)).toBeUndefined();
      expect((await getPost(a.id))!.title).toBe("A");
      expect(await listRevisions(a.id)).toHaveLength(1);
    });
  });

  describe("what changed", () => {
    it("compares words, the content as readable text, and choices whole; unchanged fields are left out", async () => {
      const before = snapshotOf({
        ...(await getPost((await createPost(post())).id))!,
      });
      const after = {
        ...before,
        title: "Monsoon notes revised",
        content: serializeContent([
          { type: "paragraph", text: "The rain came late this year." },
          { type: "list", items: ["Umbrellas"] },
        ]),
        category: "News",
      };
      const changes = revisionDiff(before, after);
      expect(changes.map((c) => c.field)).toEqual(["title", "content", "category"]);
      expect(changes[0]!.parts).toEqual([{ value: "Monsoon notes" }, { value: " revised", added: true }]);
      const content = changes[1]!.parts;
      expect(content).toContainEqual({ value: "early", removed: true });
      expect(content).toContainEqual({ value: "late", added: true });
      // Blocks read as text, never as JSON.
      expect(content.map((p) => p.value).join("")).not.toContain('"type"');
      expect(content.filter((p) => p.added).map((p) => p.value).join("")).toContain("• Umbrellas");
      expect(changes[2]!.parts).toEqual([
        { value: "Marketing", removed: true },
        { value: "News", added: true },
      ]);
      expect(revisionDiff(before, before)).toEqual([]);
    });
  });
});
