/**
 * How the public blog shows a post: its path and the cards' entry animation
 * (its date: formatLongDate in app/lib/time/instants.ts). Stands alone, free of valibot,
 * so pages that only show posts load no validation code (decisions 9 and 11);
 * it can join blog-post.ts once public pages ship no JavaScript (decision 0028).
 */

import type { Block } from "./blog-post";
import type { ImageAlt } from "./image";
import { slugPath } from "./slug";

/** Cards animate in one after another, this many ms apart (spec constant). */
export const CARD_ANIMATION_STEP_MS = 100;

/** A post's public address, at its slug (percent-encoded: a Nepali slug is kept as written). */
export const blogPostPath = (slug: string) => slugPath.blog(slug);

/** What a post's page shows (components/site/blog-post-article.tsx), built by server/blog/blog-article.server.ts. */
export type ArticlePost = ImageAlt & {
  title: string;
  excerpt: string;
  author: string;
  category: string;
  imageUrl: string | null;
  createdAt: string;
  readingMinutes: number;
  blocks: Block[];
  /** Not public (yet): shown with the banner. */
  preview: boolean;
  publishAt: string | null;
};
