/**
 * The public blog list's URL (?q=&category=&page=), its category buttons,
 * how dates are shown and what a valid post id looks like. Client-safe.
 */
import { z } from "zod";
import { ALL_CATEGORIES, BLOG_FILTER_CATEGORIES } from "./blog-post";
import { toNumberInput } from "./text";
import { MAX_LENGTH } from "./limits";

/** Posts per page of the blog list: one wide featured card, then full rows of two or three. */
export const BLOG_PAGE_SIZE = 13;
/** Related articles under a post (spec constant). */
export const RELATED_POSTS_LIMIT = 3;
/** Items in the RSS feed. */
export const RSS_ITEMS = 30;

/** Repeated parameters: the last one wins (a button's value comes after the hidden current value). */
const lastValue = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);

const cleanText = (max: number) => (value: unknown) => {
  const s = lastValue(value);
  if (typeof s !== "string") return "";
  return s.replace(/\u0000/g, "").trim().slice(0, max).trim();
};

/**
 * ?q= search text, ?category= (absent, empty or "All" means every category),
 * ?page= (1-based). Tampered values fall back to defaults, never an error.
 */
export const blogListQuerySchema = z.object({
  q: z.preprocess(cleanText(MAX_LENGTH.search), z.string()).catch(""),
  category: z
    .preprocess(cleanText(MAX_LENGTH.category), z.string())
    .transform((c) => (c === "" || c === ALL_CATEGORIES ? undefined : c))
    .catch(undefined),
  page: z.preprocess((v) => toNumberInput(lastValue(v)), z.number().int().min(1).max(1_000_000)).catch(1),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** The URL of a list view, without default values ("/blog", "/blog?q=momo&page=2"). */
export function blogListHref(query: { q?: string; category?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category && query.category !== ALL_CATEGORIES) params.set("category", query.category);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/blog?${search}` : "/blog";
}

/**
 * The filter buttons: "All", the spec's six categories, then every other
 * category a published post uses (so that every post can be found).
 */
export function filterCategories(published: readonly string[]): string[] {
  const fixed: readonly string[] = BLOG_FILTER_CATEGORIES;
  const extra = published.filter((c) => c && !fixed.includes(c));
  return [...fixed, ...[...new Set(extra)].sort((a, b) => a.localeCompare(b))];
}

