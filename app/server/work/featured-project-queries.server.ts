/** Featured projects: the only module that queries `featured_projects`. */
import { and, count, desc, eq } from "drizzle-orm";
import type { FeaturedProjectInput } from "~/models/work";
import { storedImageAlt } from "~/models/image-alt";
import type { ListQuery } from "~/models/pagination";
import { activitySummary } from "~/content/admin/activity";
import { changedFields, recordActivity } from "../activity/activity.server";
import { chooseSlug, forgetSlugs, recordSlugChange, type SlugOwner } from "../kernel/slugs.server";
import { db } from "../db/client.server";
import { existingIds } from "../db/counts.server";
import { offsetOf, orderBy, searchCondition, toPage, type Page } from "../db/list.server";
import { featuredProjects } from "../db/schema";

/** Where this kind's addresses are chosen (kernel/slugs.server.ts). */
const SLUGS: SlugOwner = { kind: "project", table: featuredProjects };

export type FeaturedProject = typeof featuredProjects.$inferSelect;
export const FEATURED_PROJECT_SORT_KEYS = ["createdAt", "title", "category"] as const;

/** Newest first, optionally of one category and/or limited (Our Work shows 2). */
export async function listFeaturedProjects(options: { category?: string; limit?: number } = {}): Promise<FeaturedProject[]> {
  const query = db()
    .select()
    .from(featuredProjects)
    .where(options.category ? eq(featuredProjects.category, options.category) : undefined)
    .orderBy(desc(featuredProjects.createdAt), desc(featuredProjects.id));
  return options.limit ? query.limit(options.limit) : query;
}

/** The distinct categories, for the projects list's filter chips. */
export async function featuredProjectCategories(): Promise<string[]> {
  const rows = await db()
    .selectDistinct({ category: featuredProjects.category })
    .from(featuredProjects)
    .orderBy(featuredProjects.category);
  return rows.map((r) => r.category);
}

export async function listFeaturedProjectsPage(
  query: ListQuery<(typeof FEATURED_PROJECT_SORT_KEYS)[number]>,
): Promise<Page<FeaturedProject>> {
  const where = and(searchCondition(query.q, [featuredProjects.title, featuredProjects.description, featuredProjects.category]));
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(featuredProjects)
      .where(where)
      .orderBy(
        ...orderBy(
          query,
          { createdAt: featuredProjects.createdAt, title: featuredProjects.title, category: featuredProjects.category },
          featuredProjects.id,
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db().select({ n: count() }).from(featuredProjects).where(where),
  ]);
  return toPage(rows, total?.n ?? 0, query);
}

/** By its address (/work/project/<slug>), or undefined. */
export async function getFeaturedProjectBySlug(slug: string): Promise<FeaturedProject | undefined> {
  const [row] = await db().select().from(featuredProjects).where(eq(featuredProjects.slug, slug)).limit(1);
  return row;
}

export async function getFeaturedProject(id: string): Promise<FeaturedProject | undefined> {
  const [row] = await db().select().from(featuredProjects).where(eq(featuredProjects.id, id)).limit(1);
  return row;
}

const values = (input: FeaturedProjectInput, slug: string) => ({
  title: input.title,
  slug,
  description: input.description,
  imageUrl: input.imageUrl,
  ...storedImageAlt(input.imageUrl, input),
  category: input.category,
});

/* Each write is one transaction with its entry in the record of changes (activity.server.ts). */

export async function createFeaturedProject(input: FeaturedProjectInput): Promise<{ id: string }> {
  return db().transaction(async (tx) => {
    const slug = await chooseSlug(tx, SLUGS, { title: input.title, requested: input.slug });
    const [row] = await tx.insert(featuredProjects).values(values(input, slug)).returning();
    await recordActivity(tx, {
      action: "create",
      entityKind: "featured-project",
      entityId: row!.id,
      summary: activitySummary("create", "featured-project", row!.title),
    });
    return { id: row!.id };
  });
}

export async function updateFeaturedProject(id: string, input: FeaturedProjectInput): Promise<FeaturedProject | undefined> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(featuredProjects).where(eq(featuredProjects.id, id)).for("update");
    if (!before) return undefined;
    const slug = await chooseSlug(tx, SLUGS, { id, title: input.title, requested: input.slug, current: before.slug });
    const [row] = await tx
      .update(featuredProjects)
      .set({ ...values(input, slug), updatedAt: new Date() })
      .where(eq(featuredProjects.id, id))
      .returning();
    await recordSlugChange(tx, "project", id, before.slug, slug);
    await recordActivity(tx, {
      action: "update",
      entityKind: "featured-project",
      entityId: id,
      summary: activitySummary("update", "featured-project", row!.title),
      changes: changedFields(before, row!, ["title", "slug", "description", "imageUrl", "imageAlt", "imageDecorative", "category"]),
    });
    return row;
  });
}

export async function deleteFeaturedProject(id: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [row] = await tx.delete(featuredProjects).where(eq(featuredProjects.id, id)).returning();
    if (!row) return false;
    await forgetSlugs(tx, "project", id);
    await recordActivity(tx, {
      action: "delete",
      entityKind: "featured-project",
      entityId: id,
      summary: activitySummary("delete", "featured-project", row.title),
    });
    return true;
  });
}

/** Which of these ids are still projects (the record of changes links only those). */
export function existingFeaturedProjectIds(ids: string[]): Promise<Set<string>> {
  return existingIds(featuredProjects, featuredProjects.id, ids);
}
