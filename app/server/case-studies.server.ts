/** Case studies: the only module that queries `case_studies`. */
import { count, desc, eq } from "drizzle-orm";
import type { CaseStudyInput } from "~/models/work";
import type { ListQuery } from "~/models/pagination";
import { db } from "./db/client.server";
import { offsetOf, orderBy, searchCondition, toPage, type Page } from "./db/list.server";
import { caseStudies } from "./db/schema";

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

export async function getCaseStudy(id: string): Promise<CaseStudy | undefined> {
  const [row] = await db().select().from(caseStudies).where(eq(caseStudies.id, id)).limit(1);
  return row;
}

const values = (input: CaseStudyInput) => ({
  title: input.title,
  description: input.description,
  imageUrl: input.imageUrl,
  readMoreLink: input.readMoreLink,
  tags: input.tags,
});

export async function createCaseStudy(input: CaseStudyInput): Promise<{ id: string }> {
  const [row] = await db().insert(caseStudies).values(values(input)).returning({ id: caseStudies.id });
  return row!;
}

export async function updateCaseStudy(id: string, input: CaseStudyInput): Promise<CaseStudy | undefined> {
  const [row] = await db()
    .update(caseStudies)
    .set({ ...values(input), updatedAt: new Date() })
    .where(eq(caseStudies.id, id))
    .returning();
  return row;
}

export async function deleteCaseStudy(id: string): Promise<boolean> {
  return (await db().delete(caseStudies).where(eq(caseStudies.id, id)).returning({ id: caseStudies.id })).length > 0;
}
