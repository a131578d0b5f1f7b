import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/parse-submission";
import {
  WORK_KINDS,
  addTag,
  caseStudySchema,
  clientLogoSchema,
  featuredProjectSchema,
  getWorkKind,
  normalizeTags,
  removeTag,
  testimonialSchema,
} from "./work";
import { workLoadErrorText } from "~/content/admin/work";
import { caseStudyHref, hasProjectLink, ratingStars } from "./work-display";
import * as v from "valibot";
import { safeParseWithPaths } from "~/models/test-parse";

const byPath = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

function form(entries: Record<string, string | string[]>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) for (const x of [v].flat()) fd.append(k, x);
  return fd;
}

describe("kinds", () => {
  it("has the four kinds with slugs, labels and empty texts", () => {
    expect(WORK_KINDS.map((k) => k.slug)).toEqual(["case-studies", "featured-projects", "client-logos", "testimonials"]);
    expect(WORK_KINDS.map((k) => k.label)).toEqual(["Case Studies", "Featured Projects", "Client Logos", "Testimonials"]);
    expect(WORK_KINDS[0].empty).toBe("No case studies found. Add one to get started.");
    expect(getWorkKind("client-logos")?.singular).toBe("client logo");
    expect(getWorkKind("nope")).toBeUndefined();
    expect(workLoadErrorText(WORK_KINDS[3], "boom")).toBe("Error loading testimonials: boom");
  });
});

describe("case study", () => {
  const valid = { title: "Festival", description: "We did it", imageUrl: "https://img.example.com/a.jpg", imageAlt: "Lamps" };
  const parsed = valid;
  it("defaults read more link and tags", () => {
    expect(v.parse(caseStudySchema, valid)).toEqual({ ...parsed, readMoreLink: "#", tags: [] });
    expect(v.parse(caseStudySchema, { ...valid, readMoreLink: "", tags: "" })).toEqual({ ...parsed, readMoreLink: "#", tags: [] });
  });
  it("reports the messages", () => {
    expect(byPath(safeParseWithPaths(caseStudySchema, { title: "", description: "", imageUrl: "img.jpg", readMoreLink: "x" }))).toEqual({
      title: "Title is required",
      description: "Description is required",
      imageUrl: "Invalid URL",
      // A typed image, even a bad one, is an image: its alt is asked for in the same answer.
      imageAlt: "Describe the image in the alt text, or tick \u201cDecorative image (no description)\u201d",
      readMoreLink: "Invalid URL",
    });
  });
  it("trims, drops empty and de-duplicates tags", () => {
    expect(v.parse(caseStudySchema, { ...valid, tags: [" Branding ", "", "Branding", "Youth", "  "] }).tags).toEqual([
      "Branding",
      "Youth",
    ]);
    expect(v.parse(caseStudySchema, { ...valid, tags: "Solo" }).tags).toEqual(["Solo"]);
    expect(normalizeTags(["a", " a", "b", 3])).toEqual(["a", "b"]);
    expect(addTag(["a"], " b ")).toEqual(["a", "b"]);
    expect(addTag(["a"], " a ")).toEqual(["a"]);
    expect(addTag(["a"], "  ")).toEqual(["a"]);
    expect(removeTag(["a", "b"], "a")).toEqual(["b"]);
  });
  it("caps tags", () => {
    expect(byPath(safeParseWithPaths(caseStudySchema, { ...valid, tags: ["x".repeat(51)] }))).toEqual({
      "tags.0": "Must be at most 50 characters",
    });
    const many = Array.from({ length: 31 }, (_, i) => `t${i}`);
    expect(byPath(safeParseWithPaths(caseStudySchema, { ...valid, tags: many }))).toEqual({ tags: "At most 30 tags" });
  });
  it("accepts site paths for uploaded images and strips unknown fields", () => {
    const out = v.parse(caseStudySchema, { ...valid, imageUrl: "/storage/x.jpg", id: "1", updatedAt: "now" });
    expect(out.imageUrl).toBe("/storage/x.jpg");
    expect(out).not.toHaveProperty("id");
    expect(out).not.toHaveProperty("updatedAt");
  });
  it("links read more", () => {
    expect(hasProjectLink("#")).toBe(false);
    expect(hasProjectLink("")).toBe(false);
    expect(hasProjectLink(null)).toBe(false);
    expect(hasProjectLink("https://x.org")).toBe(true);
    expect(caseStudyHref({ slug: "abc", readMoreLink: "#" })).toBe("/work/case-study/abc");
    expect(caseStudyHref({ slug: "बजार", readMoreLink: "#" })).toBe(`/work/case-study/${encodeURIComponent("बजार")}`);
    expect(caseStudyHref({ slug: "abc", readMoreLink: "https://x.org" })).toBe("https://x.org");
  });
  it("works through Conform with repeated tags", () => {
    const r = parseSubmission(form({ ...valid, readMoreLink: "", tags: ["a", "a", "b"] }), { schema: caseStudySchema });
    expect(r.status === "success" && r.value).toEqual({ ...parsed, readMoreLink: "#", tags: ["a", "b"] });
  });
});

describe("featured project", () => {
  it("requires title, description, image URL and category", () => {
    expect(byPath(safeParseWithPaths(featuredProjectSchema, {}))).toEqual({
      title: "Title is required",
      description: "Description is required",
      imageUrl: "Invalid URL",
      category: "Category is required",
    });
    const valid = { title: "T", description: "D", imageUrl: "/images/p.jpg", imageDecorative: "on", category: " Festival " };
    expect(v.parse(featuredProjectSchema, valid)).toEqual({ ...valid, imageDecorative: true, category: "Festival" });
  });
});

describe("client logo", () => {
  it("requires a name and a URL", () => {
    expect(byPath(safeParseWithPaths(clientLogoSchema, { name: " ", imageUrl: "logo" }))).toEqual({
      name: "Client name is required",
      imageUrl: "Invalid URL",
      imageAlt: "Describe the image in the alt text, or tick \u201cDecorative image (no description)\u201d",
    });
    expect(v.parse(clientLogoSchema, { name: "Acme", imageUrl: "https://acme.np/logo.svg", imageAlt: " Acme " })).toEqual({
      name: "Acme",
      imageUrl: "https://acme.np/logo.svg",
      imageAlt: "Acme",
    });
  });
});

describe("testimonial", () => {
  const valid = {
    name: "Ram",
    position: "Owner",
    company: "Cafe",
    testimonial: "Great",
    rating: "4",
    imageSrc: "https://x.org/p.jpg",
    imageAlt: "Ram smiling",
  };
  it("parses and coerces the rating", () => {
    expect(v.parse(testimonialSchema, valid)).toEqual({ ...valid, rating: 4 });
    expect(v.parse(testimonialSchema, { ...valid, rating: "" }).rating).toBe(5);
    expect(v.parse(testimonialSchema, { ...valid, rating: undefined }).rating).toBe(5);
  });
  it("reports the messages", () => {
    expect(
      byPath(safeParseWithPaths(testimonialSchema, { name: "", position: "", company: "", testimonial: "", imageSrc: "x" })),
    ).toEqual({
      name: "Name is required",
      position: "Position is required",
      company: "Company is required",
      testimonial: "Testimonial is required",
      imageSrc: "Invalid URL",
      imageAlt: "Describe the image in the alt text, or tick \u201cDecorative image (no description)\u201d",
    });
  });
  it("keeps the rating within 1-5 and whole", () => {
    for (const rating of ["0", "6", "4.5", "five"]) {
      expect(byPath(safeParseWithPaths(testimonialSchema, { ...valid, rating }))).toEqual({
        rating: "Rating must be a whole number from 1 to 5",
      });
    }
  });
  it("clamps stars for display", () => {
    expect(ratingStars(4)).toBe(4);
    expect(ratingStars(9)).toBe(5);
    expect(ratingStars(-1)).toBe(0);
    expect(ratingStars(null)).toBe(0);
  });
});
