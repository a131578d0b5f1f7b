/**
 * The record of changes' queries: the only module that reads or writes
 * `activity_log` (architecture.test.ts). Entries are written by
 * recordActivity (activity.server.ts) in the transaction of the change they
 * record. The Activity screen's reading:
 * newest first, paged, filtered by person (the actor's address as
 * recorded), kind and a range of Nepal days, each entry told whether the
 * thing it is about still exists (so only a live thing is linked).
 */
import { and, count, desc, eq, gte, isNotNull, lt, type SQL } from "drizzle-orm";
import * as v from "valibot";
import { fields } from "~/models/text";
import { addDaysToDateString, fromNepalWallTime, parseDateString } from "~/lib/time/calendar";
import { activityHref } from "~/models/activity";
import { createListQuerySchema, type ListQuery } from "~/models/pagination";
import { existingPostIds } from "../blog/post-queries.server";
import { existingBookingIds } from "../bookings/queries.server";
import { db, type Executor } from "../db/client.server";
import { offsetOf, toPage, type Page } from "../db/list.server";
import { activityLog } from "../db/schema";
import { existingUserIds } from "../identity/queries.server";
import { existingApplicationIds } from "../inbox/application-queries.server";
import { existingContactMessageIds } from "../inbox/contact-queries.server";
import { existingOutboxMessageIds } from "../mail/outbox-queries.server";
import { existingPictureIds } from "../team/queries.server";
import { existingCaseStudyIds } from "../work/case-study-queries.server";
import { existingClientLogoIds } from "../work/client-logo-queries.server";
import { existingFeaturedProjectIds } from "../work/featured-project-queries.server";
import { existingTestimonialIds } from "../work/testimonial-queries.server";

export const ACTIVITY_SORT_KEYS = ["createdAt"] as const;
export const activityListQuery = createListQuerySchema({ sortKeys: ACTIVITY_SORT_KEYS, defaultSort: "createdAt" });

/** A Nepal calendar day from the URL; anything else is ignored (a list URL never fails). */
const day = v.fallback(v.optional(v.pipe(v.string(), v.check((value) => parseDateString(value) !== null))), undefined);
/** A recorded value to match exactly (an address, a kind); an empty or overlong one is no filter. */
const exact = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(320))), undefined);

export const activityFilterSchema = fields({ person: exact, kind: exact, from: day, to: day });
export type ActivityFilter = v.InferOutput<typeof activityFilterSchema>;

export function parseActivityFilter(request: Request): ActivityFilter {
  const params = new URL(request.url).searchParams;
  return v.parse(activityFilterSchema, {
    person: params.get("person") ?? undefined,
    kind: params.get("kind") ?? undefined,
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
  });
}

export type ActivityRow = {
  id: string;
  createdAt: Date;
  actorEmail: string | null;
  action: string;
  entityKind: string;
  entityId: string | null;
  summary: string;
  changes: Record<string, { from: unknown; to: unknown }> | null;
  ipAddress: string | null;
  /** Where the changed thing is, when it still exists. */
  href: string | null;
};

/** The first instant of a Nepal day. */
const startOfNepalDay = (value: string) => fromNepalWallTime(`${value}T00:00`);

function conditions(filter: ActivityFilter): SQL | undefined {
  const from = filter.from ? startOfNepalDay(filter.from) : null;
  // The whole of the last day: up to the start of the next one.
  const to = filter.to ? startOfNepalDay(addDaysToDateString(filter.to, 1)) : null;
  return and(
    filter.person ? eq(activityLog.actorEmail, filter.person) : undefined,
    filter.kind ? eq(activityLog.entityKind, filter.kind) : undefined,
    from ? gte(activityLog.createdAt, from) : undefined,
    to ? lt(activityLog.createdAt, to) : undefined,
  );
}

/** For each kind that has a screen, which of some ids still exist (its feature's queries answer). */
const STILL_THERE: Record<string, (ids: string[]) => Promise<Set<string>>> = {
  "blog-post": existingPostIds,
  "featured-project": existingFeaturedProjectIds,
  "case-study": existingCaseStudyIds,
  testimonial: existingTestimonialIds,
  "client-logo": existingClientLogoIds,
  "team-leader-picture": existingPictureIds,
  booking: existingBookingIds,
  "contact-message": existingContactMessageIds,
  application: existingApplicationIds,
  email: existingOutboxMessageIds,
  user: existingUserIds,
};

/** "kind:id" of every entry's thing that still exists (one query per kind on the page). */
async function existing(rows: { entityKind: string; entityId: string | null }[]): Promise<Set<string>> {
  const byKind = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.entityId || !STILL_THERE[row.entityKind]) continue;
    byKind.set(row.entityKind, [...(byKind.get(row.entityKind) ?? []), row.entityId]);
  }
  const found = new Set<string>();
  for (const [kind, ids] of byKind) {
    for (const id of await STILL_THERE[kind]!(ids)) found.add(`${kind}:${id}`);
  }
  return found;
}

async function withLinks(rows: Omit<ActivityRow, "href">[]): Promise<ActivityRow[]> {
  const live = await existing(rows);
  return rows.map((row) => ({
    ...row,
    href: live.has(`${row.entityKind}:${row.entityId}`) ? activityHref(row.entityKind, row.entityId) : null,
  }));
}

const columns = {
  id: activityLog.id,
  createdAt: activityLog.createdAt,
  actorEmail: activityLog.actorEmail,
  action: activityLog.action,
  entityKind: activityLog.entityKind,
  entityId: activityLog.entityId,
  summary: activityLog.summary,
  changes: activityLog.changes,
  ipAddress: activityLog.ipAddress,
};

/** One page of the record, newest first (ties by id, so paging is stable). */
export async function listActivity(query: ListQuery & ActivityFilter): Promise<Page<ActivityRow>> {
  const where = conditions(query);
  const [rows, [total]] = await Promise.all([
    db()
      .select(columns)
      .from(activityLog)
      .where(where)
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db().select({ n: count() }).from(activityLog).where(where),
  ]);
  return toPage(await withLinks(rows), total?.n ?? 0, query);
}

/** One entry (the ?view= dialog). */
export async function getActivity(id: string): Promise<ActivityRow | undefined> {
  const [row] = await db().select(columns).from(activityLog).where(eq(activityLog.id, id)).limit(1);
  return row ? (await withLinks([row]))[0] : undefined;
}

/** The people and kinds the record holds, for the filters' choices. */
export async function activityFilterChoices(): Promise<{ people: string[]; kinds: string[] }> {
  const [people, kinds] = await Promise.all([
    db()
      .selectDistinct({ email: activityLog.actorEmail })
      .from(activityLog)
      .where(isNotNull(activityLog.actorEmail))
      .orderBy(activityLog.actorEmail)
      .limit(500),
    db().selectDistinct({ kind: activityLog.entityKind }).from(activityLog).orderBy(activityLog.entityKind),
  ]);
  return { people: people.map((p) => p.email!), kinds: kinds.map((k) => k.kind) };
}

/** The newest entries, for the dashboard's Recent Activity (no link check: it links to the entry's details). */
export async function latestActivity(limit: number) {
  return db()
    .select({ id: activityLog.id, createdAt: activityLog.createdAt, actorEmail: activityLog.actorEmail, summary: activityLog.summary })
    .from(activityLog)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}

/** Writes one entry, inside the caller's transaction. */
export async function insertActivity(tx: Executor, entry: typeof activityLog.$inferInsert): Promise<void> {
  await tx.insert(activityLog).values(entry);
}
