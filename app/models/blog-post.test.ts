import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/parse-submission";
import { ADMIN_CATEGORIES, BLOG_FILTER_CATEGORIES, EDITOR_CATEGORIES, PUBLIC_CATEGORIES } from "./blog-categories";
import { blogListCopy } from "~/content/blog";
import {
  blogPostSchema,
  blogPublishSchema,
  blogStatusLabel,
  parseContent,
  readingTimeMinutes,
  serializeContent,
  type Block,
} from "./blog-post";
import * as v from "valibot";
import { safeParseWithPaths } from "~/models/test-parse";

const byPath = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

function form(entries: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.append(k, v);
  return fd;
}

describe("categories", () => {
  it("has the admin, public and editor lists", () => {
    expect(ADMIN_CATEGORIES).toEqual(["Tutorial", "News", "Event", "Showcase", "Review", "Interview", "Opinion", "Other"]);
    expect(PUBLIC_CATEGORIES).toEqual(["Leadership", "Marketing", "Community", "Creativity", "Growth", "Vision"]);
    expect(EDITOR_CATEGORIES).toEqual([...PUBLIC_CATEGORIES, ...ADMIN_CATEGORIES]);
    expect(BLOG_FILTER_CATEGORIES[0]).toBe("All");
    expect(blogStatusLabel(true)).toBe("Published");
    expect(blogStatusLabel(false)).toBe("Draft");
  });
});

describe("parseContent", () => {
  const blocks: Block[] = [
    { type: "heading", text: "Why 11?" },
    { type: "paragraph", text: "Because." },
    { type: "list", items: ["one", "two"] },
    { type: "quote", text: "Unity over ego", author: "Founder" },
    { type: "quote", text: "No author" },
  ];
  it("reads a JSON array of blocks and round-trips", () => {
    expect(parseContent(serializeContent(blocks))).toEqual(blocks);
  });
  it("strips unknown block keys and accepts a null quote author", () => {
    expect(parseContent('[{"type":"heading","text":"H","level":2},{"type":"quote","text":"Q","author":null}]')).toEqual([
      { type: "heading", text: "H" },
      { type: "quote", text: "Q" },
    ]);
  });
  it("falls back to one paragraph of the raw text", () => {
    for (const raw of [
      "Just plain text.\nWith two lines.",
      "[not json",
      '"a JSON string"',
      '{"type":"paragraph","text":"object, not array"}',
      '[{"type":"image","src":"x"}]',
      '[{"type":"paragraph","text":"ok"},{"type":"list","items":"not an array"}]',
      "42",
    ]) {
      expect(parseContent(raw)).toEqual([{ type: "paragraph", text: raw }]);
    }
  });
  it("gives no blocks for blank content", () => {
    expect(parseContent("")).toEqual([]);
    expect(parseContent("   ")).toEqual([]);
    expect(parseContent(null)).toEqual([]);
  });
});

describe("reading time", () => {
  it("is length / 1000 rounded up, at least 1", () => {
    expect(readingTimeMinutes("")).toBe(1);
    expect(readingTimeMinutes("x".repeat(1000))).toBe(1);
    expect(readingTimeMinutes("x".repeat(1001))).toBe(2);
    expect(readingTimeMinutes("x".repeat(4500))).toBe(5);
    expect(blogListCopy.readingTime(readingTimeMinutes("x".repeat(2500)))).toBe("3 min read");
    expect(blogListCopy.readingTime(readingTimeMinutes("short"))).toBe("1 min read");
  });
});

describe("editor schema", () => {
  const valid = {
    title: " Hello ",
    excerpt: "Short",
    author: "Team",
    content: "Body",
    category: "News",
    published: "on",
    imageUrl: "/storage/blog-images/a.png",
    imageAlt: "A mural",
  };
  it("parses a good post", () => {
    expect(v.parse(blogPostSchema, valid)).toEqual({ ...valid, title: "Hello", published: true });
  });
  it("reports the required messages", () => {
    expect(byPath(safeParseWithPaths(blogPostSchema, { title: "", excerpt: " ", author: undefined, content: "" }))).toEqual({
      title: "Title is required",
      excerpt: "Excerpt is required",
      author: "Author is required",
      content: "Content is required",
    });
  });
  it("defaults category to Other, published to false, image to none", () => {
    const out = v.parse(blogPostSchema, { ...valid, category: "", published: undefined, imageUrl: "" });
    expect(out.category).toBe("Other");
    expect(out.published).toBe(false);
    expect(out.imageUrl).toBeUndefined();
  });
  it("refuses unknown categories and bad image URLs", () => {
    expect(byPath(safeParseWithPaths(blogPostSchema, { ...valid, category: "Gossip", imageUrl: "//evil.com/x.png" }))).toEqual({
      category: "Please select a valid category",
      imageUrl: "Invalid URL",
    });
    expect(v.parse(blogPostSchema, { ...valid, category: "Leadership" }).category).toBe("Leadership");
  });
  it("caps the title and content", () => {
    expect(byPath(safeParseWithPaths(blogPostSchema, { ...valid, title: "x".repeat(201) }))).toEqual({
      title: "Must be at most 200 characters",
    });
    expect(byPath(safeParseWithPaths(blogPostSchema, { ...valid, content: "x".repeat(200001) }))).toEqual({
      content: "Must be at most 200000 characters",
    });
  });
  it("strips id and createdAt", () => {
    const out = v.parse(blogPostSchema, { ...valid, id: "x", createdAt: "y" });
    expect(out).not.toHaveProperty("id");
    expect(out).not.toHaveProperty("createdAt");
  });
  it("works through Conform (switch off = not submitted)", () => {
    const { published: _p, ...rest } = valid;
    const r = parseSubmission(form({ ...rest, category: "", imageUrl: "" }), { schema: blogPostSchema });
    expect(r.status).toBe("success");
    if (r.status === "success") {
      expect(r.value.published).toBe(false);
      expect(r.value.category).toBe("Other");
    }
  });
  it("reads the publish toggle", () => {
    expect(v.parse(blogPublishSchema, { published: "true" })).toEqual({ published: true });
    expect(v.parse(blogPublishSchema, { published: "false" })).toEqual({ published: false });
  });
});
