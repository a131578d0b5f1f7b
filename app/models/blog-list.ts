/**
 * The public blog list's URLs, page sizes and category buttons. Stands alone,
 * free of valibot, for bundle size only: the blog page's browser code must not
 * load the validation library (decisions 9 and 11); the loader's reading of
 * the URL is in blog-list-query.ts. It can join its schema module once public
 * pages ship no JavaScript (decision 0028).
 */
import { ALL_CATEGORIES, BLOG_FILTER_CATEGORIES } from "./blog-categories";

/** Posts per page of the blog list: one wide featured card, then full rows of two or three. */
export const BLOG_PAGE_SIZE = 13;
/** Related articles under a post (spec constant). */
export const RELATED_POSTS_LIMIT = 3;
/** Items in the RSS feed. */
export const RSS_ITEMS = 30;

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

