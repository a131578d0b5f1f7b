/**
 * The outbox as staff see it (/admin/emails): a page of messages, newest
 * first, searched by recipient or subject and filtered by status; one
 * message; Resend; and whether mail is configured at all. The worker's side
 * of the table is outbox.server.ts.
 */
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { RESENDABLE_STATUSES, type OutboxStatusFilter } from "~/models/outbox";
import type { ListQuery } from "~/models/pagination";
import { activitySummary } from "~/content/admin/activity";
import { changedFields, recordActivity } from "../activity/activity.server";
import { db } from "../db/client.server";
import { likePattern, offsetOf, toPage, type Page } from "../db/list.server";
import { outboxMessages } from "../db/schema";
import { mailSettings, type MailSettings } from "./mail-settings.server";
import { announceMailQueued, countOutboxByStatus, type OutboxStatus } from "./outbox-queries.server";

export const OUTBOX_SORT_KEYS = ["createdAt"] as const;
export type OutboxSortKey = (typeof OUTBOX_SORT_KEYS)[number];

const FILTER_STATUSES: Record<OutboxStatusFilter, OutboxStatus[]> = {
  queued: ["queued", "sending"],
  sent: ["sent"],
  failed: ["failed"],
  expired: ["expired"],
};

/** What the list and the view show: everything but the HTML body (the text body says the same). */
const listColumns = {
  id: outboxMessages.id,
  kind: outboxMessages.kind,
  recipients: outboxMessages.recipients,
  replyTo: outboxMessages.replyTo,
  subject: outboxMessages.subject,
  textBody: outboxMessages.textBody,
  hasCalendar: sql<boolean>`${outboxMessages.calendar} is not null`,
  status: outboxMessages.status,
  attempts: outboxMessages.attempts,
  lastError: outboxMessages.lastError,
  nextAttemptAt: outboxMessages.nextAttemptAt,
  sendBy: outboxMessages.sendBy,
  firstAttemptAt: outboxMessages.firstAttemptAt,
  sentAt: outboxMessages.sentAt,
  createdAt: outboxMessages.createdAt,
};

export type OutboxListRow = {
  id: string;
  kind: string;
  recipients: string[];
  replyTo: string | null;
  subject: string;
  textBody: string;
  hasCalendar: boolean;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sendBy: Date | null;
  firstAttemptAt: Date | null;
  sentAt: Date | null;
  createdAt: Date;
};

export type OutboxFilter = { q: string; status?: OutboxStatusFilter };

function filterCondition(filter: OutboxFilter): SQL | undefined {
  const text = filter.q.trim();
  const pattern = likePattern(text);
  return and(
    text
      ? or(ilike(sql`array_to_string(${outboxMessages.recipients}, ' ')`, pattern), ilike(outboxMessages.subject, pattern))
      : undefined,
    filter.status ? inArray(outboxMessages.status, FILTER_STATUSES[filter.status]) : undefined,
  );
}

/** A page of messages, newest first. */
export async function listOutboxMessages(
  query: ListQuery<OutboxSortKey> & { status?: OutboxStatusFilter },
): Promise<Page<OutboxListRow>> {
  const where = filterCondition(query);
  const [rows, [total]] = await Promise.all([
    db()
      .select(listColumns)
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db().select({ n: count() }).from(outboxMessages).where(where),
  ]);
  return toPage(rows, total?.n ?? 0, query);
}

export async function getOutboxMessage(id: string): Promise<OutboxListRow | undefined> {
  const [row] = await db().select(listColumns).from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
  return row;
}

/** Resend asked of a message that is still waiting or being sent: it goes out anyway, once. */
export class OutboxNotResendableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutboxNotResendableError";
  }
}

/**
 * Puts a sent, failed or expired message back in the queue as a fresh
 * attempt: queued, no attempts, due now, no send-by time (staff asked for it
 * now, so it is not too late) and a new retry window. The last error stays
 * until the next attempt replaces or clears it. Wakes this process's worker.
 * Undefined when there is no such message; OutboxNotResendableError (with
 * `notResendable` as its text) when it is queued or being sent.
 */
export async function requeueOutboxMessage(id: string, notResendable: string): Promise<OutboxListRow | undefined> {
  const row = await db().transaction(async (tx) => {
    const [before] = await tx
      .select({ status: outboxMessages.status })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.id, id), inArray(outboxMessages.status, [...RESENDABLE_STATUSES])))
      .for("update");
    if (!before) return undefined;
    const [requeued] = await tx
      .update(outboxMessages)
      .set({ status: "queued", attempts: 0, nextAttemptAt: sql`now()`, sendBy: null, firstAttemptAt: null })
      .where(eq(outboxMessages.id, id))
      .returning(listColumns);
    await recordActivity(tx, {
      action: "resend",
      entityKind: "email",
      entityId: id,
      summary: activitySummary("resend", "email", requeued!.subject),
      changes: changedFields(before, requeued!, ["status"]),
    });
    return requeued;
  });
  if (row) {
    announceMailQueued();
    return row;
  }
  const [existing] = await db().select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.id, id));
  if (existing) throw new OutboxNotResendableError(notResendable);
  return undefined;
}

/** Whether mail goes out, and how many messages wait (queued or being sent). */
export type MailStatus = { configured: boolean; waiting: number };

export async function mailStatus(settings: Pick<MailSettings, "smtpUrl"> = mailSettings()): Promise<MailStatus> {
  const counts = await countOutboxByStatus();
  return { configured: settings.smtpUrl !== undefined, waiting: (counts.queued ?? 0) + (counts.sending ?? 0) };
}
