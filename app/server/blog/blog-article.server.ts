import type { ArticlePost } from "~/models/blog-display";
import { toNepalWallTime } from "~/lib/time/calendar";
import { parseContent, POST_EDITOR_FIELDS, readingTimeMinutes, type EditablePost } from "~/models/blog-post";
import { pickImageAlt } from "~/models/image";
import type { BlogPost } from "./post-queries.server";

/** What a post's page shows (its own address or a share-preview link); `preview`: not public yet, shown with the banner. */
export function articleOf(row: BlogPost, preview: boolean): ArticlePost {
  return {
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    category: row.category,
    imageUrl: row.imageUrl,
    ...pickImageAlt(row),
    createdAt: row.createdAt.toISOString(),
    readingMinutes: readingTimeMinutes(row.content),
    blocks: parseContent(row.content),
    preview,
    publishAt: preview && row.publishAt ? row.publishAt.toISOString() : null,
  };
}

/** What the editor's form starts from: every editor field, "" for none, the schedule as Nepal wall time. */
export function editablePostOf(row: BlogPost): EditablePost {
  const values = Object.fromEntries(POST_EDITOR_FIELDS.map((field) => [field, row[field] ?? ""]));
  return {
    ...(values as Omit<EditablePost, "id" | "publishAt">),
    id: row.id,
    publishAt: row.publishAt && !row.published ? toNepalWallTime(row.publishAt) : "",
  };
}
