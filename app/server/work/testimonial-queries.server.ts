/** Testimonials: the only module that queries `testimonials`. */
import { count, desc, eq } from "drizzle-orm";
import type { TestimonialInput } from "~/models/work";
import { storedImageAlt } from "~/models/image-alt";
import type { ListQuery } from "~/models/pagination";
import { activitySummary } from "~/content/admin/activity";
import { changedFields, recordActivity } from "../activity/activity.server";
import { db } from "../db/client.server";
import { existingIds } from "../db/counts.server";
import { offsetOf, orderBy, searchCondition, toPage, type Page } from "../db/list.server";
import { testimonials } from "../db/schema";

export type Testimonial = typeof testimonials.$inferSelect;
export const TESTIMONIAL_SORT_KEYS = ["createdAt", "name", "company", "rating"] as const;

export async function listTestimonials(limit?: number): Promise<Testimonial[]> {
  const query = db().select().from(testimonials).orderBy(desc(testimonials.createdAt), desc(testimonials.id));
  return limit ? query.limit(limit) : query;
}

export async function listTestimonialsPage(
  query: ListQuery<(typeof TESTIMONIAL_SORT_KEYS)[number]>,
): Promise<Page<Testimonial>> {
  const where = searchCondition(query.q, [testimonials.name, testimonials.company, testimonials.position, testimonials.testimonial]);
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(testimonials)
      .where(where)
      .orderBy(
        ...orderBy(
          query,
          { createdAt: testimonials.createdAt, name: testimonials.name, company: testimonials.company, rating: testimonials.rating },
          testimonials.id,
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db().select({ n: count() }).from(testimonials).where(where),
  ]);
  return toPage(rows, total?.n ?? 0, query);
}

export async function getTestimonial(id: string): Promise<Testimonial | undefined> {
  const [row] = await db().select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
  return row;
}

const values = (input: TestimonialInput) => ({
  name: input.name,
  position: input.position,
  company: input.company,
  testimonial: input.testimonial,
  rating: input.rating,
  imageSrc: input.imageSrc,
  ...storedImageAlt(input.imageSrc, input),
});

/* Each write is one transaction with its entry in the record of changes (activity.server.ts). */

export async function createTestimonial(input: TestimonialInput): Promise<{ id: string }> {
  return db().transaction(async (tx) => {
    const [row] = await tx.insert(testimonials).values(values(input)).returning();
    await recordActivity(tx, {
      action: "create",
      entityKind: "testimonial",
      entityId: row!.id,
      summary: activitySummary("create", "testimonial", row!.name),
    });
    return { id: row!.id };
  });
}

export async function updateTestimonial(id: string, input: TestimonialInput): Promise<Testimonial | undefined> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for("update");
    if (!before) return undefined;
    const [row] = await tx.update(testimonials).set({ ...values(input), updatedAt: new Date() }).where(eq(testimonials.id, id)).returning();
    await recordActivity(tx, {
      action: "update",
      entityKind: "testimonial",
      entityId: id,
      summary: activitySummary("update", "testimonial", row!.name),
      changes: changedFields(before, row!, ["name", "position", "company", "testimonial", "rating", "imageSrc", "imageAlt", "imageDecorative"]),
    });
    return row;
  });
}

export async function deleteTestimonial(id: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [row] = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning();
    if (!row) return false;
    await recordActivity(tx, {
      action: "delete",
      entityKind: "testimonial",
      entityId: id,
      summary: activitySummary("delete", "testimonial", row.name),
    });
    return true;
  });
}

/** Which of these ids are still testimonials (the record of changes links only those). */
export function existingTestimonialIds(ids: string[]): Promise<Set<string>> {
  return existingIds(testimonials, testimonials.id, ids);
}
