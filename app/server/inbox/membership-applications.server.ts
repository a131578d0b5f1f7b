/**
 * Membership applications: the only module that queries `membership_applications`.
 * An application starts "pending" and an admin approves or rejects it.
 */
import { and, count, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { ApplicationDecision, ApplicationInput, ApplicationStatus } from "~/models/membership";
import type { SiteSettings } from "~/config/site";
import type { ListQuery } from "~/models/pagination";
import { activitySummary } from "~/content/admin/activity";
import { changedFields, recordActivity } from "../activity/activity.server";
import { db } from "../db/client.server";
import { cursorOf, inBatches, newestFirstAfter, offsetOf, orderBy, type Page, searchCondition, toPage } from "../db/list.server";
import { membershipApplications } from "../db/schema";
import { mailContext, newApplicationMail } from "../mail/mail-messages.server";
import { announceMailQueued, enqueueMail } from "../mail/outbox.server";
import { applicationDecisionMessage, STAFF_MAIL_KINDS } from "./staff-mail.server";

export type MembershipApplication = typeof membershipApplications.$inferSelect;

export const APPLICATION_SORT_KEYS = ["createdAt", "fullName", "age", "followersCount", "status"] as const;
export type ApplicationSortKey = (typeof APPLICATION_SORT_KEYS)[number];

/**
 * Stores an application with status "pending", and in the same transaction
 * the applicant's acknowledgement and the staff notification. `site`: the
 * request's site settings (siteSettingsFor), for the links.
 */
export async function createApplication(input: ApplicationInput, options: { site?: SiteSettings } = {}): Promise<{ id: string }> {
  const ctx = mailContext(options.site);
  const row = await db().transaction(async (tx) => {
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
    await enqueueMail(tx, newApplicationMail(stored!, ctx));
    return stored!;
  });
  announceMailQueued();
  return { id: row.id };
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
  // Written out with table names: inside a one-table select Drizzle leaves
  // columns unqualified, and "id" would then mean the outbox's own id.
  lastMessageAt: sql<string | null>`(
    select to_char(max(o.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from outbox_messages o
    where o.related_id = membership_applications.id
      and o.kind in (${STAFF_MAIL_KINDS.applicationApproved}, ${STAFF_MAIL_KINDS.applicationRejected})
  )`,
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

/** The application's status is no longer the decision the message announces. */
export class DecisionChangedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DecisionChangedError";
  }
}

/**
 * Queues staff's message about their decision (the text as they edited it)
 * to the applicant. The application must still have that status: a message
 * written for "approved" is never sent after someone set it back to pending
 * (DecisionChangedError, with `changedMessage`). Undefined when there is no
 * such application.
 */
export async function sendApplicationDecision(
  id: string,
  input: { decision: ApplicationDecision; message: string; changedMessage: string },
  options: { site?: SiteSettings } = {},
): Promise<MembershipApplication | undefined> {
  const ctx = mailContext(options.site);
  const application = await db().transaction(async (tx) => {
    // Locked: a status change waits until the message is queued, or the message sees it.
    const [row] = await tx
      .select()
      .from(membershipApplications)
      .where(eq(membershipApplications.id, id))
      .for("update");
    if (!row) return undefined;
    if (row.status !== input.decision) throw new DecisionChangedError(input.changedMessage);
    await enqueueMail(tx, [applicationDecisionMessage(row, input.decision, input.message, ctx)]);
    // The message staff sent is part of the record; the status itself was recorded when it changed.
    await recordActivity(tx, {
      action: "decision",
      entityKind: "application",
      entityId: id,
      summary: activitySummary("decision", "application", row.fullName),
      changes: { message: { from: null, to: input.message } },
    });
    return row;
  });
  if (application) announceMailQueued();
  return application;
}
