/**
 * How the public blog shows a post: its path and the cards' entry animation
 * (its date: formatLongDate in app/lib/dates.ts). Stands alone, free of zod,
 * so pages that only show posts load no validation code (decisions 9 and 11);
 * it can join blog-post.ts once public pages ship no JavaScript (issue 18).
 */

/** Cards animate in one after another, this many ms apart (spec constant). */
export const CARD_ANIMATION_STEP_MS = 100;

export const blogPostPath = (id: string) => `/blog/${id}`;
