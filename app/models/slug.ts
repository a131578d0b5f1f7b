/**
 * Readable addresses (slugs) for posts, projects and case studies: THE one
 * slugify, used by the editors (browser and server), the data modules and the
 * demo seed. Decision 27 explains the choices: Unicode letters, marks and
 * digits are kept (a Nepali title stays Nepali, with its vowel signs), Latin
 * accents are dropped ("café" gives "cafe"), everything else becomes one
 * hyphen. Migration 0008 backfills old rows with the same rule in SQL for
 * Latin and Devanagari titles. Stands alone, free of valibot, so the public pages
 * that build links load no validation code (decision 9).
 */

/** The longest slug, in code points. */
export const MAX_SLUG_LENGTH = 80;

/** What a post, project or case study is called in its address when its title gives no slug. */
export const SLUG_FALLBACK = { blog: "post", project: "project", "case-study": "case-study" } as const;
export type SlugKind = keyof typeof SLUG_FALLBACK;

/**
 * A title (or a typed slug) as a slug: lower case, letters/marks/digits of
 * any script, single hyphens between words, at most MAX_SLUG_LENGTH code
 * points. "" when nothing usable is left (emoji or punctuation only).
 */
export function slugify(text: string): string {
  const words = text
    .toLowerCase()
    // Compatibility forms ("ﬁ", full-width letters) and Latin accents split off...
    .normalize("NFKD")
    // ...then the combining accents of Latin, Greek and Cyrillic dropped. Devanagari's
    // vowel signs and virama are in their own block and stay.
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    // "Don't" is "dont", not "don-t".
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  const capped = Array.from(words).slice(0, MAX_SLUG_LENGTH).join("");
  return capped.replace(/-+$/, "");
}

/** A title's slug, or the kind's word ("post") when the title gives none. */
export function slugOrFallback(kind: SlugKind, title: string): string {
  return slugify(title) || SLUG_FALLBACK[kind];
}

/** The public path of an item at its slug. Non-Latin slugs are percent-encoded, as URLs must be. */
export const slugPath = {
  blog: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  project: (slug: string) => `/work/project/${encodeURIComponent(slug)}`,
  "case-study": (slug: string) => `/work/case-study/${encodeURIComponent(slug)}`,
} satisfies Record<SlugKind, (slug: string) => string>;

/** A route parameter as a stored slug would be written (the router has decoded it already). */
export function normalizeSlugParam(param: string): string {
  return param.trim().normalize("NFC").toLowerCase();
}

/** `base` with "-n" added (cut so the whole stays within MAX_SLUG_LENGTH); n = 1 is `base` itself. */
export function numberedSlug(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return Array.from(base).slice(0, MAX_SLUG_LENGTH - suffix.length).join("").replace(/-+$/, "") + suffix;
}

/** Rows written together (the demo seed) with unique slugs from their titles, first come first served. */
export function withSlugs<T extends { title: string }>(kind: SlugKind, rows: readonly T[]): (T & { slug: string })[] {
  const used = new Set<string>();
  return rows.map((row) => {
    const base = slugOrFallback(kind, row.title);
    let n = 1;
    while (used.has(numberedSlug(base, n))) n++;
    const slug = numberedSlug(base, n);
    used.add(slug);
    return { ...row, slug };
  });
}
