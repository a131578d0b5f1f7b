/** Case studies: the only module that queries `case_studies`. */
import { count, desc, eq } from "drizzle-orm";
import type { CaseStudyInput } from "~/models/work";
import { storedImageAlt } from "~/models/image-alt";
import type { ListQuery } from "~/models/pagination";
import { activitySummary } from "~/content/admin/activity";
import { changedFields, recordActivity } from "../activity/activity.server";
import { chooseSlug, forgetSlugs, recordSlugChange, type SlugOwner } from "../kernel/slugs.server";
import { db } from "../db/client.server";
import { existingIds } from "../db/counts.server";
import { offsetOf, orderBy, searchCondition, toPage, type Page } from "../db/list.server";
import { caseStudies } from "../db/schema";

/** Where this kind's addresses are chosen (kernel/slugs.server.ts). */
const SLUGS: SlugOwner = { kind: "case-study", table: caseStudies };

export type CaseStudy = typeof caseStudies.$inferSelect;
export const CASE_STUDY_SORT_KEYS = ["createdAt", "title"] as const;

/** Newest first; `limit` for the Our Work page. */
export async function listCaseStudies(limit?: number): Promise<CaseStudy[]> {
  const query = db().select().from(caseStudies).orderBy(desc(caseStudies.createdAt), desc(caseStudies.id));
  return limit ? query.limit(limit) : query;
}

export async function listCaseStudiesPage(
  query: ListQuery<(typeof CASE_STUDY_SORT_KEYS)[number]>,
): Promise<Page<CaseStudy>> {
  const where = searchCondition(query.q, [caseStudies.title, caseStudies.description]);
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(caseStudies)
      .where(where)
      .orderBy(...orderBy(query, { createdAt: caseStudies.createdAt, title: caseStudies.title }, caseStudies.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db().select({ n: count() }).from(caseStudies).where(where),
  ]);
  return toPage(rows, total?.n ?? 0, query);
}

/** By its address (/work/case-study/<slug>), or undefined. */
export async function getCaseStudyBySlug(slug: string): Promise<CaseStudy | undefined> {
  const [row] = await db().select().from(caseStudies).where(eq(caseStudies.slug, slug)).limit(1);
  return row;
}

export async function getCaseStudy(id: string): Promise<CaseStudy | undefined> {
  const [row] = await db().select().from(caseStudies).where(eq(caseStudies.id, id)).limit(1);
  return row;
}

const values = (input: CaseStudyInput, slug: string) => ({
  title: input.title,
  slug,
  description: input.description,
  imageUrl: input.imageUrl,
  ...storedImageAlt(input.imageUrl, input),
  readMoreLink: input.readMoreLink,
  tags: input.tags,
});

/* Each write is one transaction with its entry in the record of changes (activity.server.ts). */

export async function createCaseStudy(input: CaseStudyInput): Promise<{ id: string }> {
  return db().transaction(async (tx) => {
    const slug = await chooseSlug(tx, SLUGS, { title: input.title, requested: input.slug });
    const [row] = await tx.insert(caseStudies).values(values(input, slug)).returning();
    await recordActivity(tx, {
      action: "create",
      entityKind: "case-study",
      entityId: row!.id,
      summary: activitySummary("create", "case-study", row!.title),
    });
    return { id: row!.id };
  });
}

export async function updateCaseStudy(id: string, input: CaseStudyInput): Promise<CaseStudy | undefined> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(caseStudies).where(eq(caseStudies.id, id)).for("update");
    if (!before) return undefined;
    const slug = await chooseSlug(tx, SLUGS, { id, title: input.title, requested: input.slug, current: before.slug });
    const [row] = await tx.update(caseStudies).set({ ...values(input, slug), updatedAt: new Date() }).where(eq(caseStudies.id, id)).returning();
    await recordSlugChange(tx, "case-study", id, before.slug, slug);
    await recordActivity(tx, {
      action: "update",
      entityKind: "case-study",
      entityId: id,
      summary: activitySummary("update", "case-study", row!.title),
      changes: changedFields(before, row!, ["title", "slug", "description", "imageUrl", "imageAlt", "imageDecorative", "readMoreLink", "tags"]),
    });
    return row;
  });
}

export async function deleteCaseStudy(id: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [row] = await tx.delete(caseStudies).where(eq(caseStudies.id, id)).returning();
    if (!row) return false;
    await forgetSlugs(tx, "case-study", id);
    await recordActivity(tx, {
      action: "delete",
      entityKind: "case-study",
      entityId: id,
      summary: activitySummary("delete", "case-study", row.title),
    });
    return true;
  });
}

/** Which of these ids are still case studies (the record of changes links only those). */
export function existingCaseStudyIds(ids: string[]): Promise<Set<string>> {
  return existingIds(caseStudies, caseStudies.id, ids);
}
