/**
 * What a post revision keeps: every save of a post through the editor, and
 * every restore, keeps one row (`blog_post_revisions`) holding the post's
 * restorable fields as they were after that save, with who saved it. The rows
 * are written by post-queries.server.ts inside the save's own transaction, so
 * a save and its revision commit or fail together (decision 0026).
 *
 * A restore brings back the post's words and image (title, excerpt,
 * content, author, category, image and its alt text), never its publication
 * state: restoring an old draft's text onto a published post must not take
 * the post off the site.
 */
import * as v from "valibot";
import { POST_RESTORED_FIELDS } from "~/models/blog-post";
import { fields } from "~/models/text";
import type { BlogPost } from "./post-queries.server";

/** The fields a revision brings back when it is restored. */
export const RESTORED_FIELDS = POST_RESTORED_FIELDS;

type Restored = Pick<BlogPost, (typeof RESTORED_FIELDS)[number]>;
const restoredOf = (from: Restored): Restored => Object.fromEntries(RESTORED_FIELDS.map((field) => [field, from[field]])) as Restored;

/** What a revision keeps: the restorable fields and, for the record, the publication state then. */
const snapshotSchema = fields({
  title: v.string(),
  excerpt: v.string(),
  content: v.string(),
  author: v.string(),
  category: v.string(),
  imageUrl: v.optional(v.nullable(v.string()), null),
  imageAlt: v.optional(v.nullable(v.string()), null),
  imageDecorative: v.optional(v.boolean(), false),
  published: v.optional(v.boolean(), false),
  publishAt: v.optional(v.nullable(v.string()), null),
});
export type RevisionSnapshot = v.InferOutput<typeof snapshotSchema>;

export function snapshotOf(post: BlogPost): RevisionSnapshot {
  return { ...restoredOf(post), published: post.published, publishAt: post.publishAt ? post.publishAt.toISOString() : null };
}

/** A stored snapshot read back; undefined when it is not one (never restored blindly). */
export function readSnapshot(value: unknown): RevisionSnapshot | undefined {
  const parsed = v.safeParse(snapshotSchema, value);
  return parsed.success ? parsed.output : undefined;
}

/** The values a restore writes to the post. */
export function restoredValues(snapshot: RevisionSnapshot): Restored {
  return restoredOf(snapshot);
}
