/**
 * Readable addresses on both engines: slugs made on create (unique, numbered
 * when taken, the kind's word for an emoji title), a typed slug refused when
 * another item has it now or had it before a rename, a rename recorded as a
 * redirect, an item taking back its own old slug, and resolveAddress finding
 * an item by slug, by id and by old slug.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { serializeContent, type BlogPostInput } from "~/models/blog-post";
import type { CaseStudyInput, FeaturedProjectInput } from "~/models/work";
import { createPost, deletePost, getPost, getPostBySlug, updatePost } from "../blog/post-queries.server";
import { createCaseStudy, getCaseStudy, getCaseStudyBySlug, updateCaseStudy } from "../work/case-study-queries.server";
import { db } from "../db/client.server";
import { slugRedirects } from "../db/schema";
import { createFeaturedProject, getFeaturedProject, getFeaturedProjectBySlug, updateFeaturedProject } from "../work/featured-project-queries.server";
import { isSlugConflict, resolveAddress, SlugTakenError, slugTakenMessage } from "./slugs.server";
import { forEachDatabase } from "../testing/databases.server";

const post = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: "Monsoon light",
  excerpt: "x",
  author: "Pema",
  content: serializeContent([{ type: "paragraph", text: "y" }]),
  category: "Marketing",
  published: true,
  ...overrides,
});
const project = (overrides: Partial<FeaturedProjectInput> = {}): FeaturedProjectInput => ({
  title: "Tihar Lights",
  description: "d",
  category: "Festival",
  imageUrl: "/p.webp",
  imageAlt: "Lamps",
  ...overrides,
});
const study = (overrides: Partial<CaseStudyInput> = {}): CaseStudyInput => ({
  title: "Café Growth",
  description: "d",
  imageUrl: "/c.webp",
  imageAlt: "A café",
  readMoreLink: "#",
  tags: [],
  ...overrides,
});

const slugOf = async (id: string) => (await getPost(id))!.slug;
const blogLookup = { bySlug: getPostBySlug, byId: getPost };

forEachDatabase(() => {
  describe("making slugs", () => {
    it("makes a unique slug from the title, numbered when taken, the kind's word when the title has none", async () => {
      const a = await createPost(post({ title: "Monsoon Light!" }));
      const b = await createPost(post({ title: "monsoon light" }));
      const nepali = await createPost(post({ title: "नेपाली शीर्षक" }));
      const emoji = await createPost(post({ title: "🎉🎉" }));
      const emoji2 = await createPost(post({ title: "🚀" }));
      expect(await slugOf(a.id)).toBe("monsoon-light");
      expect(await slugOf(b.id)).toBe("monsoon-light-2");
      expect(await slugOf(nepali.id)).toBe("नेपाली-शीर्षक");
      expect(await slugOf(emoji.id)).toBe("post");
      expect(await slugOf(emoji2.id)).toBe("post-2");
      // The title changing later does not move the address.
      await updatePost(a.id, post({ title: "A new title" }));
      expect(await slugOf(a.id)).toBe("monsoon-light");
    });

    it("stores a typed slug and refuses one another post has", async () => {
      const a = await createPost(post({ slug: "my-address" }));
      expect(await slugOf(a.id)).toBe("my-address");
      const attempt = createPost(post({ title: "Other", slug: "my-address" }));
      await expect(attempt).rejects.toBeInstanceOf(SlugTakenError);
      const error = await attempt.catch((e: unknown) => e);
      expect(isSlugConflict(error)).toBe(true);
      expect(slugTakenMessage(error)).toContain("my-address");
      const b = await createPost(post({ title: "Other" }));
      await expect(updatePost(b.id, post({ title: "Other", slug: "my-address" }))).rejects.toBeInstanceOf(SlugTakenError);
      expect(await slugOf(b.id)).toBe("other");
    });

    it("keeps slugs per kind: a project and a post may share one", async () => {
      await createPost(post({ title: "Tihar Lights" }));
      const p = await createFeaturedProject(project());
      expect((await getFeaturedProject(p.id))!.slug).toBe("tihar-lights");
    });
  });

  describe("renaming", () => {
    it("records the old slug as a redirect, refuses it to others, and lets the item take it back", async () => {
      const a = await createPost(post({ title: "First name" }));
      await updatePost(a.id, post({ title: "First name", slug: "second-name" }));
      expect(await slugOf(a.id)).toBe("second-name");
      const redirects = await db().select().from(slugRedirects).where(eq(slugRedirects.entityId, a.id));
      expect(redirects.map((r) => [r.kind, r.slug])).toEqual([["blog", "first-name"]]);

      // The old address leads to the post; the id address too.
      expect(await resolveAddress("blog", "first-name", blogLookup)).toEqual({ moved: "second-name" });
      expect(await resolveAddress("blog", a.id, blogLookup)).toEqual({ moved: "second-name" });
      expect(await resolveAddress("blog", "Second-Name", blogLookup)).toEqual({ moved: "second-name" });
      expect(await resolveAddress("blog", "second-name", blogLookup)).toMatchObject({ item: { id: a.id } });
      expect(await resolveAddress("blog", "nothing-here", blogLookup)).toBeUndefined();

      // Nobody else can take the old address, typed or made from a title.
      const b = await createPost(post({ title: "Else" }));
      await expect(updatePost(b.id, post({ title: "Else", slug: "first-name" }))).rejects.toBeInstanceOf(SlugTakenError);
      const c = await createPost(post({ title: "First name" }));
      expect(await slugOf(c.id)).toBe("first-name-2");

      // Renaming again: both old addresses lead to the newest.
      await updatePost(a.id, post({ title: "First name", slug: "third-name" }));
      expect(await resolveAddress("blog", "first-name", blogLookup)).toEqual({ moved: "third-name" });
      expect(await resolveAddress("blog", "second-name", blogLookup)).toEqual({ moved: "third-name" });

      // Taking back its own old slug: no longer a redirect, and the one it left is.
      await updatePost(a.id, post({ title: "First name", slug: "first-name" }));
      expect(await slugOf(a.id)).toBe("first-name");
      const after = await db().select().from(slugRedirects).where(eq(slugRedirects.entityId, a.id));
      expect(after.map((r) => r.slug).sort()).toEqual(["second-name", "third-name"]);
      expect(await resolveAddress("blog", "third-name", blogLookup)).toEqual({ moved: "first-name" });
    });

    it("keeps the slug when a save gives none, and frees old slugs on delete", async () => {
      const a = await createPost(post({ title: "Old title" }));
      await updatePost(a.id, post({ title: "New title" }));
      expect(await slugOf(a.id)).toBe("old-title");
      await updatePost(a.id, post({ title: "New title", slug: "new-title" }));
      expect(await slugOf(a.id)).toBe("new-title");
      expect(await resolveAddress("blog", "old-title", blogLookup)).toEqual({ moved: "new-title" });
      await deletePost(a.id);
      expect(await db().select().from(slugRedirects).where(eq(slugRedirects.entityId, a.id))).toEqual([]);
      expect(await resolveAddress("blog", "old-title", blogLookup)).toBeUndefined();
      const b = await createPost(post({ title: "Old title" }));
      expect(await slugOf(b.id)).toBe("old-title");
    });

    it("does the same for projects and case studies", async () => {
      const p = await createFeaturedProject(project({ title: "दशैं अभियान" }));
      expect((await getFeaturedProject(p.id))!.slug).toBe("दशैं-अभियान");
      await updateFeaturedProject(p.id, project({ title: "दशैं अभियान", slug: "dashain-campaign" }));
      const projectLookup = { bySlug: getFeaturedProjectBySlug, byId: getFeaturedProject };
      expect(await resolveAddress("project", "दशैं-अभियान", projectLookup)).toEqual({ moved: "dashain-campaign" });
      const other = await createFeaturedProject(project({ title: "Other" }));
      await expect(updateFeaturedProject(other.id, project({ slug: "दशैं-अभियान" }))).rejects.toBeInstanceOf(SlugTakenError);

      const s = await createCaseStudy(study());
      expect((await getCaseStudy(s.id))!.slug).toBe("cafe-growth");
      await updateCaseStudy(s.id, study({ slug: "growth-story" }));
      const studyLookup = { bySlug: getCaseStudyBySlug, byId: getCaseStudy };
      expect(await resolveAddress("case-study", "cafe-growth", studyLookup)).toEqual({ moved: "growth-story" });
      expect(await resolveAddress("case-study", s.id, studyLookup)).toEqual({ moved: "growth-story" });
      // Another kind's old slug is no obstacle.
      await expect(createFeaturedProject(project({ title: "x", slug: "cafe-growth" }))).resolves.toBeDefined();
    });
  });
});
