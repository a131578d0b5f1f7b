/**
 * The blog's categories: the admin data model's, the public filter's and the
 * editor's list. Stands alone, free of valibot, for bundle size only: the public
 * blog list, which shows the filter buttons, must not load the schema library
 * (decisions 9 and 11); it can join its schema module once public pages ship
 * no JavaScript (decision 0028).
 */
/** Categories of the admin data model. */
export const ADMIN_CATEGORIES = [
  "Tutorial",
  "News",
  "Event",
  "Showcase",
  "Review",
  "Interview",
  "Opinion",
  "Other",
] as const;

/** Categories of the public blog's filter buttons. */
export const PUBLIC_CATEGORIES = [
  "Leadership",
  "Marketing",
  "Community",
  "Creativity",
  "Growth",
  "Vision",
] as const;

/** What the editor offers: the public categories first, then the admin ones. */
export const EDITOR_CATEGORIES = [...PUBLIC_CATEGORIES, ...ADMIN_CATEGORIES] as const;
export type BlogCategory = (typeof EDITOR_CATEGORIES)[number];

export const DEFAULT_CATEGORY = "Other" satisfies BlogCategory;

/** The "no filter" value of the public category filter. */
export const ALL_CATEGORIES = "All";
/** The public filter buttons, "All" first. */
export const BLOG_FILTER_CATEGORIES = [ALL_CATEGORIES, ...PUBLIC_CATEGORIES] as const;
export type BlogFilterCategory = (typeof BLOG_FILTER_CATEGORIES)[number];
