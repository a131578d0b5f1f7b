/**
 * Blog posts: categories, the content blocks, reading time, the public search
 * rule and the admin editor schema.
 */
import * as v from "valibot";
import { fromNepalWallTime } from "~/lib/time/calendar";
import { checkbox, choiceWithDefault, emptyToUndefined, explicitBoolean, fields, optionalUrlOrPath, preprocess, requiredText } from "./text";
import { MAX_LENGTH } from "./limits";
import { imageAltFields, withImageAlt } from "./image-alt";
import { slugField } from "./slug-field";
import { DEFAULT_CATEGORY, EDITOR_CATEGORIES } from "./blog-categories";

export const BLOG_STATUS_LABELS = { draft: "Draft", published: "Published", scheduled: "Scheduled" } as const;
export const blogStatusLabel = (published: boolean) =>
  published ? BLOG_STATUS_LABELS.published : BLOG_STATUS_LABELS.draft;

/* ------------------------------------------------------------------ */
/* Content blocks                                                      */
/* ------------------------------------------------------------------ */

export const BLOCK_TYPES = ["paragraph", "heading", "list", "quote"] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const paragraphBlockSchema = fields({ type: v.literal("paragraph"), text: v.string() });
export const headingBlockSchema = fields({ type: v.literal("heading"), text: v.string() });
export const listBlockSchema = fields({ type: v.literal("list"), items: v.array(v.string()) });
export const quoteBlockSchema = fields({
  type: v.literal("quote"),
  text: v.string(),
  author: v.optional(preprocess((value) => (value === null ? undefined : value), v.optional(v.string()))),
});

export const blockSchema = v.variant("type", [
  paragraphBlockSchema,
  headingBlockSchema,
  listBlockSchema,
  quoteBlockSchema,
]);
export const blocksSchema = v.array(blockSchema);

export type ParagraphBlock = v.InferOutput<typeof paragraphBlockSchema>;
export type HeadingBlock = v.InferOutput<typeof headingBlockSchema>;
export type ListBlock = v.InferOutput<typeof listBlockSchema>;
export type QuoteBlock = v.InferOutput<typeof quoteBlockSchema>;
export type Block = v.InferOutput<typeof blockSchema>;

/**
 * Reads stored content: a JSON array of blocks gives those blocks. Anything
 * else (plain text, unparseable JSON, a JSON string or object, an array
 * holding an invalid block) is shown as a single paragraph of the raw text.
 * Blank content gives no blocks.
 */
export function parseContent(content: string | null | undefined): Block[] {
  const raw = content ?? "";
  if (raw.trim() === "") return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    const blocks = v.safeParse(blocksSchema, parsed);
    if (blocks.success) return blocks.output;
  } catch {
    // Not JSON: plain text.
  }
  return [{ type: "paragraph", text: raw }];
}

/** Stores blocks as the JSON text `parseContent` reads back. */
export function serializeContent(blocks: readonly Block[]): string {
  return JSON.stringify(blocks);
}

/** Content length / 1000, rounded up, at least 1. */
export function readingTimeMinutes(content: string | null | undefined): number {
  return Math.max(1, Math.ceil((content ?? "").length / 1000));
}

/* ------------------------------------------------------------------ */
/* Admin editor                                                        */
/* ------------------------------------------------------------------ */

export const BLOG_MESSAGES = {
  title: "Title is required",
  excerpt: "Excerpt is required",
  author: "Author is required",
  content: "Content is required",
  category: "Please select a valid category",
  imageUrl: "Invalid URL",
  publishAt: "Enter a valid date and time",
  publishAtPast: "The publish time must be in the future",
} as const;

/**
 * The scheduled publish time: a datetime-local value read as Nepal time
 * (empty = not scheduled), in the future when it is checked. Checked at
 * parse time on both sides; a post whose time has passed is already public.
 */
const publishAtField = preprocess(
  emptyToUndefined,
  v.pipe(
    v.optional(v.string()),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      if (value === undefined) return undefined;
      const instant = fromNepalWallTime(value);
      if (!instant) {
        addIssue({ message: BLOG_MESSAGES.publishAt });
        return NEVER;
      }
      if (instant.getTime() <= Date.now()) {
        addIssue({ message: BLOG_MESSAGES.publishAtPast });
        return NEVER;
      }
      return instant;
    }),
  ),
);

export const blogPostSchema = withImageAlt(
  fields({
    title: requiredText(BLOG_MESSAGES.title, MAX_LENGTH.title),
    /** The readable address; empty makes it from the title. */
    slug: slugField,
    excerpt: requiredText(BLOG_MESSAGES.excerpt, MAX_LENGTH.excerpt),
    author: requiredText(BLOG_MESSAGES.author, MAX_LENGTH.author),
    content: requiredText(BLOG_MESSAGES.content, MAX_LENGTH.content),
    category: choiceWithDefault(EDITOR_CATEGORIES, BLOG_MESSAGES.category, DEFAULT_CATEGORY),
    /** The published switch; unchecked (not submitted) means a draft. */
    published: checkbox(),
    imageUrl: optionalUrlOrPath(BLOG_MESSAGES.imageUrl),
    /** Only submitted while the published switch is off (the form drops it otherwise). */
    publishAt: v.optional(publishAtField),
    /** Asked for only while a featured image is set. */
    ...imageAltFields,
  }),
  "imageUrl",
);
export type BlogPostInput = v.InferOutput<typeof blogPostSchema>;

/**
 * A post's fields as its editor writes them: the form above, the stored
 * values (server/blog/post-queries.server.ts), what the record of changes
 * compares, what the editor starts from (EditablePost).
 */
export const POST_EDITOR_FIELDS = [
  "title",
  "slug",
  "excerpt",
  "content",
  "author",
  "category",
  "imageUrl",
  "imageAlt",
  "imageDecorative",
  "published",
  "publishAt",
] as const;
export type PostEditorField = (typeof POST_EDITOR_FIELDS)[number];

/** What a revision brings back: the words and the image, never the address or the publication state. */
export const POST_RESTORED_FIELDS = [
  "title",
  "excerpt",
  "content",
  "author",
  "category",
  "imageUrl",
  "imageAlt",
  "imageDecorative",
] as const satisfies readonly PostEditorField[];

/**
 * The post as the editor's form starts from it: every editor field as the
 * form holds it ("" for none; the scheduled time as Nepal wall time,
 * "yyyy-MM-ddTHH:mm").
 */
export type EditablePost = { id: string } & {
  [K in PostEditorField]: K extends "published" | "imageDecorative" ? boolean : string;
};

/** Admin Publish/Unpublish action: an explicit "true" or "false". */
export const blogPublishSchema = fields({
  published: explicitBoolean(),
});
export type BlogPublishInput = v.InferOutput<typeof blogPublishSchema>;

/* ------------------------------------------------------------------ */
/* Admin blog screens: copy, toasts and action inputs                  */
/* ------------------------------------------------------------------ */


/** The list screen's status filter (?status=). */
export const BLOG_STATUS_FILTERS = ["published", "draft"] as const;
export type BlogStatusFilter = (typeof BLOG_STATUS_FILTERS)[number];

/** What the editor route's action does: save the form or upload a featured image. */
export const BLOG_EDITOR_INTENTS = ["save", "upload-image"] as const;
export type BlogEditorIntent = (typeof BLOG_EDITOR_INTENTS)[number];
