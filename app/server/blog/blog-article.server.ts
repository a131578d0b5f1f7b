import type { ArticlePost } from "~/models/blog-display";
import { parseContent, readingTimeMinutes } from "~/models/blog-post";
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
