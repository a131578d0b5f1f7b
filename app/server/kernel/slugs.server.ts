/**
 * Readable addresses of posts, projects and case studies: choosing a slug on
 * save, keeping the old one as a permanent redirect after a rename, and
 * finding where an old address leads. The queries modules of posts, projects
 * and case studies call these inside their write transactions, passing their
 * own table (it stays in its feature); the slug rule itself is
 * app/models/slug.ts. The only module that reads or writes `slug_redirects`.
 *
 * A slug is unique per kind among the current slugs AND the old ones still
 * redirecting (slug_redirects): an address that once led to one item never
 * silently starts showing another. An item may take back its own old slug.
 */
import { and, eq, ne, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { SLUG_TEXT } from "~/content/admin/slug";
import { isUuid } from "~/models/ids";
import { normalizeSlugParam, numberedSlug, slugify, slugOrFallback, type SlugKind } from "~/models/slug";
import { db, type Executor } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { slugRedirects } from "../db/schema";

/** A kind of item with an address, and the table its queries module keeps it in. */
export type SlugOwner = { kind: SlugKind; table: PgTable & { id: AnyPgColumn; slug: AnyPgColumn } };
const SLUG_INDEXES = ["blog_posts_slug_key", "featured_projects_slug_key", "case_studies_slug_key", "slug_redirects_kind_slug_key"];

/** A typed slug another item uses (now or as an old address). The editors show it under the field. */
export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`The address "${slug}" is taken`);
    this.name = "SlugTakenError";
  }
}

/** True for a save that lost a race for a slug (the unique index refused it). */
export function isSlugConflict(error: unknown): boolean {
  return error instanceof SlugTakenError || SLUG_INDEXES.some((index) => isUniqueViolation(error, index));
}

/** The message an editor shows under its address field after isSlugConflict. */
export function slugTakenMessage(error: unknown): string {
  return error instanceof SlugTakenError ? SLUG_TEXT.taken(error.slug) : SLUG_TEXT.raced;
}

/** True when `slug` is free for item `selfId` (or for a new item). */
async function isFree(tx: Executor, { kind, table }: SlugOwner, slug: string, selfId?: string): Promise<boolean> {
  const notSelf = (column: AnyPgColumn): SQL | undefined =>
    selfId ? ne(column, selfId) : undefined;
  const [current] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), notSelf(table.id)))
    .limit(1);
  if (current) return false;
  const [old] = await tx
    .select({ id: slugRedirects.entityId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.slug, slug), notSelf(slugRedirects.entityId)))
    .limit(1);
  return !old;
}

/** `base`, or `base-2`, `base-3`... (cut to fit the length cap): the first free one. */
async function firstFree(tx: Executor, owner: SlugOwner, base: string, selfId?: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = numberedSlug(base, n);
    if (await isFree(tx, owner, candidate, selfId)) return candidate;
  }
}

/**
 * The slug a save stores. A typed slug (already slugified by the form's
 * schema) must be free, else SlugTakenError. Without one, a new item gets its
 * title's slug (numbered when needed) and an existing item keeps its slug: a
 * new title never moves a published address, and code that saves without a
 * slug (a restored revision) cannot move it either. Editing also keeps the
 * current slug when the field is unchanged, even if a stored slug is not in
 * today's slugify form.
 */
export async function chooseSlug(
  tx: Executor,
  owner: SlugOwner,
  item: { id?: string; title: string; requested?: string; current?: string },
): Promise<string> {
  const { requested, current } = item;
  if (current !== undefined && (requested === undefined || requested === current || requested === slugify(current))) {
    return current;
  }
  if (requested) {
    if (!(await isFree(tx, owner, requested, item.id))) throw new SlugTakenError(requested);
    return requested;
  }
  return firstFree(tx, owner, slugOrFallback(owner.kind, item.title), item.id);
}

/**
 * After a save moved item `id` from `from` to `to`: the old address redirects
 * to the item from now on, and an old address it takes back is one no more.
 */
export async function recordSlugChange(tx: Executor, kind: SlugKind, id: string, from: string, to: string): Promise<void> {
  if (from === to) return;
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.slug, to), eq(slugRedirects.entityId, id)));
  await tx.insert(slugRedirects).values({ kind, slug: from, entityId: id });
}

/** A deleted item's old addresses go with it (they become free again). */
export async function forgetSlugs(tx: Executor, kind: SlugKind, id: string): Promise<void> {
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.entityId, id)));
}

/** The item an old address leads to, or undefined. */
export async function findSlugRedirect(kind: SlugKind, slug: string): Promise<string | undefined> {
  const [row] = await db()
    .select({ id: slugRedirects.entityId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.slug, slug)))
    .limit(1);
  return row?.id;
}

/**
 * What a public address (/blog/<param>, /work/project/<param>...) shows: the
 * item at that slug; or, for the spec's id address, an old slug after a rename
 * or a slug written differently (upper case), the current slug to redirect to
 * permanently; or nothing (404). The slug is looked up first, so a slug that
 * happens to look like an id still works.
 */
export async function resolveAddress<T extends { slug: string }>(
  kind: SlugKind,
  param: string,
  find: { bySlug: (slug: string) => Promise<T | undefined>; byId: (id: string) => Promise<T | undefined> },
): Promise<{ item: T } | { moved: string } | undefined> {
  const slug = normalizeSlugParam(param);
  if (!slug || slug.length > 400) return undefined;
  const item = await find.bySlug(slug);
  if (item) return slug === param ? { item } : { moved: item.slug };
  const id = isUuid(slug) ? slug : await findSlugRedirect(kind, slug);
  const moved = id ? await find.byId(id) : undefined;
  return moved ? { moved: moved.slug } : undefined;
}
