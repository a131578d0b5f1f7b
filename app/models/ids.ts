/**
 * Record ids: PostgreSQL's uuid text form. Stands alone, free of valibot, for
 * bundle size only: the public detail pages (blog post, project, case study)
 * check ids, and importing this from a schema module would make their
 * browser code load valibot, since the bundler must keep a module's schema
 * definitions (decision 9). It can join its schema module once public pages
 * ship no JavaScript (decision 0028).
 */

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID in its usual text form; anything else is "not found", never a query error. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}
