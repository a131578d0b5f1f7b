/**
 * Membership applications' queries: the only module that reads or writes
 * `membership_applications` (architecture.test.ts). An application starts
 * "pending" and an admin approves or rejects it; a write staff make records
 * itself in the record of changes in its transaction, and the workflows that
 * mail (membership-applications.server.ts) call these with theirs.
 */
import { and, count, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import { activitySummary } from "~/content/admin/activity";
import type { ApplicationInput, ApplicationStatus } from "~/models/membership";
import type { ListQuery } from "~/models/pagination";
import { changedFields, recordActivity } from "../activity/activity.server";
import { db, type Executor } from "../db/client.server";
import { countPerWeek, existingIds } from "../db/counts.server";
import { cursorOf, inBatches, newestFirstAfter, offsetOf, orderBy, type Page, searchCondition, toPage } from "../db/list.server";
import { membershipApplications } from "../db/schema";
import { lastMailAt } from "../mail/outbox-queries.server";
import { STAFF_MAIL_KINDS } from "./staff-mail.server";

export type MembershipApplication = typeof membershipApplications.$inferSelect;

export const APPLICATION_SORT_KEYS = ["createdAt", "fullName", "age", "followersCount", "status"] as const;
export type ApplicationSortKey = (typeof APPLICATION_SORT_KEYS)[number];

/** Stores an application with status "pending". */
export async function insertApplication(tx: Executor, input: ApplicationInput): Promise<MembershipApplication> {
  const [stored] = await tx
    .insert(membershipApplications)
    .values({
      fullName: input.fullName,
      email: input.email,
      phone: input.phone ?? null,
      age: input.age,
      socialMediaHandle: input.socialMediaHandle,
      followersCount: input.followersCount,
      skills: [...input.skills],
      motivation: input.motivation,
      status: "pending",
    })
    .returning();
  return stored!;
}

export type ApplicationFilter = { q: string; status?: ApplicationStatus };

function filterCondition(filter: ApplicationFilter): SQL | undefined {
  return and(
    searchCondition(filter.q, [
      membershipApplications.fullName,
      membershipApplications.email,
      membershipApplications.socialMediaHandle,
    ]),
    filter.status ? eq(membershipApplications.status, filter.status) : undefined,
  );
}

/**
 * An application with when staff last sent its applicant a decision message
 * (null: never), so the dialog can say so before someone sends it twice.
 */
export type ApplicationRow = MembershipApplication & { lastMessageAt: string | null };

const applicationRowColumns = {
  ...getTableColumns(membershipApplications),
  lastMessageAt: lastMailAt(membershipApplications.id, [STAFF_MAIL_KINDS.applicationApproved, STAFF_MAIL_KINDS.applicationRejected]),
};

export async function listApplications(
  query: ListQuery<ApplicationSortKey> & { status?: ApplicationStatus },
): Promise<Page<ApplicationRow>> {
  const where = filterCondition(query);
  const [rows, [total]] = await Promise.all([
    db()
      .select(applicationRowColumns)
      .from(membershipApplications)
      .where(where)
      .orderBy(
        ...orderBy(
          query,
          {
            createdAt: membershipApplications.createdAt,
            fullName: membershipApplications.fullName,
            age: membershipApplications.age,
            followersCount: membershipApplications.followersCount,
            status: membershipApplications.status,
          },
          membershipApplications.id,
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db().select({ n: count() }).from(membershipApplications).where(where),
  ]);
  return toPage(rows, total?.n ?? 0, query);
}

/**
 * All applications matching the filter, newest first, in batches (for CSV
 * export). The keyset cursor keeps created_at as PostgreSQL text: a JS Date
 * holds only milliseconds, and rows stored within the same millisecond would
 * otherwise be skipped.
 */
export function iterateApplications(filter: ApplicationFilter, batchSize = 500): AsyncGenerator<MembershipApplication[]> {
  return inBatches(batchSize, (after) =>
    db()
      .select({ ...getTableColumns(membershipApplications), cursor: cursorOf(membershipApplications.createdAt) })
      .from(membershipApplications)
      .where(and(filterCondition(filter), newestFirstAfter(membershipApplications.createdAt, membershipApplications.id, after)))
      .orderBy(desc(membershipApplications.createdAt), desc(membershipApplications.id))
      .limit(batchSize),
  );
}

export async function getApplication(id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db()
    .select(applicationRowColumns)
    .from(membershipApplications)
    .where(eq(membershipApplications.id, id))
    .limit(1);
  return row;
}

/** Sets the status; undefined when there is no such application. */
export async function setApplicationStatus(
  id: string,
  status: ApplicationStatus,
): Promise<MembershipApplication | undefined> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(membershipApplications).where(eq(membershipApplications.id, id)).for("update");
    if (!before) return undefined;
    const [row] = await tx.update(membershipApplications).set({ status }).where(eq(membershipApplications.id, id)).returning();
    await recordActivity(tx, {
      action: "status",
      entityKind: "application",
      entityId: id,
      summary: activitySummary("status", "application", row!.fullName),
      changes: changedFields(before, row!, ["status"]),
    });
    return row;
  });
}

export async function deleteApplication(id: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .delete(membershipApplications)
      .where(eq(membershipApplications.id, id))
      .returning({ fullName: membershipApplications.fullName });
    if (!row) return false;
    await recordActivity(tx, {
      action: "delete",
      entityKind: "application",
      entityId: id,
      summary: activitySummary("delete", "application", row.fullName),
    });
    return true;
  });
}

export async function countApplications(status?: ApplicationStatus): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(membershipApplications)
    .where(status ? eq(membershipApplications.status, status) : undefined);
  return row?.n ?? 0;
}

export async function latestApplications(limit: number) {
  return db()
    .select({
      id: membershipApplications.id,
      fullName: membershipApplications.fullName,
      status: membershipApplications.status,
      createdAt: membershipApplications.createdAt,
    })
    .from(membershipApplications)
    .orderBy(desc(membershipApplications.createdAt), desc(membershipApplications.id))
    .limit(limit);
}

/** The application, locked until the transaction ends (a status change waits for it). */
export async function lockApplication(tx: Executor, id: string): Promise<MembershipApplication | undefined> {
  const [row] = await tx.select().from(membershipApplications).where(eq(membershipApplications.id, id)).for("update");
  return row;
}

/** Applications that arrived in each Nepal week of the days [from, to): the week's Sunday and how many. */
export function applicationsPerWeek(from: string, to: string) {
  return countPerWeek(membershipApplications, membershipApplications.createdAt, from, to);
}

/** Which of these ids are still applications (the record of changes links only those). */
export function existingApplicationIds(ids: string[]): Promise<Set<string>> {
  return existingIds(membershipApplications, membershipApplications.id, ids);
}
