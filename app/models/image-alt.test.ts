/** The alt-text rule of the content images, as the editors and their actions apply it. */
import { formConstraint, parseSubmission } from "~/lib/parse-submission";
import { describe, expect, it } from "vitest";
import { blogPostSchema } from "./blog-post";
import { imageAltText, shareImageAlt } from "./image";
import { IMAGE_ALT_MESSAGES, storedImageAlt } from "./image-alt";
import { caseStudySchema, clientLogoSchema, featuredProjectSchema, testimonialSchema } from "./work";
import { safeParseWithPaths } from "~/models/test-parse";

const REQUIRED = IMAGE_ALT_MESSAGES.required;

function form(entries: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.append(k, v);
  return fd;
}

const byPath = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

/** Each kind's smallest valid form without the alt fields, and the name of its image field. */
const KINDS = {
  "blog post": {
    schema: blogPostSchema,
    image: "imageUrl",
    base: { title: "T", excerpt: "E", author: "A", content: "C", imageUrl: "/storage/blog-images/a.webp" },
  },
  "case study": { schema: caseStudySchema, image: "imageUrl", base: { title: "T", description: "D", imageUrl: "/images/a.webp" } },
  project: {
    schema: featuredProjectSchema,
    image: "imageUrl",
    base: { title: "T", description: "D", imageUrl: "/images/a.webp", category: "Festival" },
  },
  testimonial: {
    schema: testimonialSchema,
    image: "imageSrc",
    base: { name: "N", position: "P", company: "C", testimonial: "T", rating: "5", imageSrc: "/images/p.webp" },
  },
  "client logo": { schema: clientLogoSchema, image: "imageUrl", base: { name: "Acme", imageUrl: "/images/l.svg" } },
} as const;

describe.each(Object.entries(KINDS))("%s", (_name, { schema, image, base }) => {
  it("refuses an image with neither alt text nor the decorative tick, on the alt field", () => {
    const r = parseSubmission(form(base), { schema });
    expect(r.status).toBe("error");
    expect(r.status === "error" && r.error?.imageAlt).toEqual([REQUIRED]);
    // Whitespace is no description.
    expect(byPath(safeParseWithPaths(schema, { ...base, imageAlt: "   " }))).toEqual({ imageAlt: REQUIRED });
  });
  it("takes alt text (trimmed) or an explicit decorative tick", () => {
    const described = parseSubmission(form({ ...base, imageAlt: "  Volunteers at a stall " }), { schema });
    expect(described.status === "success" && described.value).toMatchObject({ imageAlt: "Volunteers at a stall" });
    const decorative = parseSubmission(form({ ...base, imageDecorative: "on" }), { schema });
    expect(decorative.status === "success" && decorative.value).toMatchObject({ imageDecorative: true });
  });
  it("shows the alt message together with the other fields' messages", () => {
    const r = safeParseWithPaths(schema, { [image]: (base as Record<string, string>)[image] });
    expect(byPath(r)).toMatchObject({ imageAlt: REQUIRED });
    expect(Object.keys(byPath(r)).length).toBeGreaterThan(1);
  });
  it("caps the alt text", () => {
    expect(byPath(safeParseWithPaths(schema, { ...base, imageAlt: "x".repeat(301) }))).toEqual({ imageAlt: "Must be at most 300 characters" });
  });
  it("gives the browser the same constraints", () => {
    // Through withImageAlt's step: the alt text is not `required` (it depends on the image).
    expect(formConstraint(schema).imageAlt).toEqual({ required: false });
  });
});

describe("blog post without a featured image", () => {
  it("asks for no alt text", () => {
    const r = parseSubmission(form({ title: "T", excerpt: "E", author: "A", content: "C", imageUrl: "" }), { schema: blogPostSchema });
    expect(r.status).toBe("success");
  });
});

describe("what is stored", () => {
  it("keeps the text, or only the decorative choice, or nothing without an image", () => {
    expect(storedImageAlt("/a.webp", { imageAlt: " A mural " })).toEqual({ imageAlt: "A mural", imageDecorative: false });
    expect(storedImageAlt("/a.webp", { imageAlt: "left over", imageDecorative: true })).toEqual({ imageAlt: null, imageDecorative: true });
    expect(storedImageAlt(undefined, { imageAlt: "A mural", imageDecorative: true })).toEqual({ imageAlt: null, imageDecorative: false });
    expect(storedImageAlt("/a.webp", {})).toEqual({ imageAlt: null, imageDecorative: false });
  });
});

describe("what a page renders", () => {
  it("renders the text, an empty alt when decorative, and the page's earlier alt for old rows", () => {
    expect(imageAltText({ imageAlt: "A mural", imageDecorative: false }, "Title")).toBe("A mural");
    expect(imageAltText({ imageAlt: null, imageDecorative: true }, "Title")).toBe("");
    expect(imageAltText({ imageAlt: null, imageDecorative: false }, "Title")).toBe("Title");
    expect(shareImageAlt({ imageAlt: null, imageDecorative: true }, "Title")).toBe("Title");
    expect(shareImageAlt({ imageAlt: "A mural", imageDecorative: false }, "Title")).toBe("A mural");
  });
});
