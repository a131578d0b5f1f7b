/** The four Our Work stores: case studies, featured projects, testimonials, client logos. */
import { describe, expect, it } from "vitest";
import { createListQuerySchema } from "~/models/pagination";
import {
  CASE_STUDY_SORT_KEYS,
  createCaseStudy,
  deleteCaseStudy,
  getCaseStudy,
  listCaseStudies,
  listCaseStudiesPage,
  updateCaseStudy,
} from "./case-study-queries.server";
import { createClientLogo, deleteClientLogo, getClientLogo, listClientLogos, updateClientLogo } from "./client-logo-queries.server";
import {
  createFeaturedProject,
  deleteFeaturedProject,
  featuredProjectCategories,
  getFeaturedProject,
  listFeaturedProjects,
  updateFeaturedProject,
} from "./featured-project-queries.server";
import { createTestimonial, getTestimonial, listTestimonials, updateTestimonial } from "./testimonial-queries.server";
import { forEachDatabase } from "../testing/databases.server";
import * as v from "valibot";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

forEachDatabase(() => {
  describe("case studies", () => {
    it("stores tags and the read-more link, lists newest first, pages and searches", async () => {
      const first = await createCaseStudy({
        title: "Festival of Lights",
        description: "Tihar campaign",
        imageUrl: "/images/a.webp",
        readMoreLink: "#",
        tags: ["Festival", "Social"],
      });
      await sleep(5);
      await createCaseStudy({ title: "Second", description: "d", imageUrl: "https://example.com/b.webp", readMoreLink: "https://example.com", tags: [] });
      expect((await listCaseStudies()).map((c) => c.title)).toEqual(["Second", "Festival of Lights"]);
      expect(await listCaseStudies(1)).toHaveLength(1);
      expect(await getCaseStudy(first.id)).toMatchObject({ tags: ["Festival", "Social"], readMoreLink: "#" });

      const query = createListQuerySchema({ sortKeys: CASE_STUDY_SORT_KEYS, defaultSort: "createdAt" });
      expect((await listCaseStudiesPage(v.parse(query, { q: "tihar" }))).rows.map((r) => r.id)).toEqual([first.id]);

      await updateCaseStudy(first.id, { title: "Renamed", description: "d", imageUrl: "/x.webp", readMoreLink: "#", tags: [] });
      expect(await getCaseStudy(first.id)).toMatchObject({ title: "Renamed", tags: [] });
      expect(await deleteCaseStudy(first.id)).toBe(true);
      expect(await getCaseStudy(first.id)).toBeUndefined();
    });
  });

  describe("featured projects", () => {
    it("filters by category and lists the distinct categories", async () => {
      const a = await createFeaturedProject({ title: "A", description: "d", imageUrl: "/a.webp", category: "Festival" });
      await createFeaturedProject({ title: "B", description: "d", imageUrl: "/b.webp", category: "Corporate" });
      await createFeaturedProject({ title: "C", description: "d", imageUrl: "/c.webp", category: "Festival" });
      expect(await featuredProjectCategories()).toEqual(["Corporate", "Festival"]);
      expect((await listFeaturedProjects({ category: "Festival" })).map((p) => p.title).sort()).toEqual(["A", "C"]);
      expect(await listFeaturedProjects({ limit: 2 })).toHaveLength(2);
      await updateFeaturedProject(a.id, { title: "A2", description: "d", imageUrl: "/a.webp", category: "Education" });
      expect(await getFeaturedProject(a.id)).toMatchObject({ title: "A2", category: "Education" });
      expect(await deleteFeaturedProject(a.id)).toBe(true);
    });
  });

  describe("testimonials and client logos", () => {
    it("store and update their fields", async () => {
      const t = await createTestimonial({
        name: "Rita",
        position: "Owner",
        company: "Himalayan Brew",
        testimonial: "Great",
        rating: 4,
        imageSrc: "/p.webp",
      });
      expect(await getTestimonial(t.id)).toMatchObject({ rating: 4 });
      await updateTestimonial(t.id, { name: "Rita", position: "Owner", company: "HB", testimonial: "Great", rating: 5, imageSrc: "/p.webp" });
      expect((await listTestimonials())[0]).toMatchObject({ company: "HB", rating: 5 });

      const logo = await createClientLogo({ name: "Patan Prints", imageUrl: "/l.svg" });
      await updateClientLogo(logo.id, { name: "Patan Prints Co.", imageUrl: "/l.svg" });
      expect(await getClientLogo(logo.id)).toMatchObject({ name: "Patan Prints Co." });
      expect(await listClientLogos()).toHaveLength(1);
      expect(await deleteClientLogo(logo.id)).toBe(true);
    });
  });
});
