/**
 * What the public portfolio shows: where a case study links to and a
 * testimonial's stars. Stands alone, free of zod, for bundle size only: the
 * portfolio pages load no validation code (decision 9); it can join its schema
 * module once public pages ship no JavaScript (decision 0028).
 */

import { slugPath } from "./slug";

export const DEFAULT_READ_MORE_LINK = "#";

/** True when a case study has its own project link (set and not "#"). */
export function hasProjectLink(readMoreLink: string | null | undefined): readMoreLink is string {
  const link = (readMoreLink ?? "").trim();
  return link !== "" && link !== DEFAULT_READ_MORE_LINK;
}

/** Where a case study's "Read more" goes: its own link, else its detail page (at its slug). */
export function caseStudyHref(study: { slug: string; readMoreLink?: string | null }): string {
  return hasProjectLink(study.readMoreLink) ? study.readMoreLink.trim() : slugPath["case-study"](study.slug);
}

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const DEFAULT_RATING = 5;
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** Stars to show for a stored rating: a whole number clamped to 0-5. */
export function ratingStars(rating: number | null | undefined): number {
  if (typeof rating !== "number" || !Number.isFinite(rating)) return 0;
  return Math.min(MAX_RATING, Math.max(0, Math.round(rating)));
}
