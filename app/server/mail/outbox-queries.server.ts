/**
 * The outbox: the only module that queries `outbox_messages`
 * (architecture.test.ts), for the worker and for the admin's Emails screen.
 *
 * Mail is saved first and sent second. A data function that makes a change
 * worth a message calls `enqueueMail(tx, ...)` inside its own transaction, so
 * the message exists exactly when the change does. The worker
 * (mail-worker.server.ts) then claims due messages, sends them and records
 * the outcome here. Claims use FOR UPDATE SKIP LOCKED and a lease, so any
 * number of app processes on one PostgreSQL share the work and none sends a
 * message another has claimed; a claim whose process died runs out and the
 * message is taken up again (decision 0017).
 *
 * A message's secret links (outbox-secrets.server.ts) are kept apart, sealed,
 * in `outbox_secrets`, which this module keeps too: stored with the message,
 * opened when it is sent, deleted once it is sent, failed or expired.
 */
import { and, count, desc, eq, getTableName, ilike, inArray, isNotNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { activitySummary } from "~/content/admin/activity";
import { RESENDABLE_STATUSES, type OutboxStatusFilter } from "~/models/outbox";
import type { ListQuery } from "~/models/pagination";
import { changedFields, recordActivity } from "../activity/activity.server";
import { db, type Executor } from "../db/client.server";
import { existingIds } from "../db/counts.server";
import { likePattern, offsetOf, toPage, type Page } from "../db/list.server";
import { outboxMessages, outboxSecrets, type OutboxCalendar } from "../db/schema";
import { openSecrets, sealSecrets, withLinksHidden } from "./outbox-secrets.server";

export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type OutboxStatus = "queued" | "sending" | "sent" | "failed" | "expired";

export type OutgoingMessage = {
  /** What it is, e.g. "booking-confirmation". */
  kind: string;
  /** The booking, message or application it is about. */
  relatedId?: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  calendar?: OutboxCalendar;
  /** Extra headers sent with the message (a newsletter's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Not sent before then (a newsletter's messages are spread out: newsletter-send.server.ts). */
  notBefore?: Date;
  /** Not sent by then: expired instead (too late to be of use). */
  sendBy?: Date;
  /**
   * The secret parts of links in the message (a reset or invitation token):
   * never stored with it, only sealed apart until it is sent (outbox-secrets.server.ts).
   */
  secrets?: string[];
};

/** Failed attempts are retried for this long after the first one, then the message is failed. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 30 * 60 * 1000;

/** Wait before the next try after `attempts` failed ones: 10 s, 20 s, 40 s ... at most 30 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * Stores messages to be sent. Pass the caller's transaction so that the
 * messages are committed (or rolled back) with the change they announce.
 */
export async function enqueueMail(executor: Executor, messages: OutgoingMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const sealedMessages = messages.map(sealSecrets);
  const rows = await executor
    .insert(outboxMessages)
    .values(
      sealedMessages.map(({ stored: m, sealed }) => ({
        kind: m.kind,
        relatedId: m.relatedId ?? null,
        recipients: m.to,
        replyTo: m.replyTo ?? null,
        subject: m.subject,
        textBody: m.text,
        htmlBody: m.html,
        calendar: m.calendar ?? null,
        headers: m.headers ?? null,
        ...(m.notBefore ? { nextAttemptAt: m.notBefore } : {}),
        sendBy: m.sendBy ?? null,
        hasSecrets: sealed !== null,
      })),
    )
    .returning({ id: outboxMessages.id });
  const secrets = rows.flatMap((row, i) => {
    const sealed = sealedMessages[i]!.sealed;
    return sealed ? [{ messageId: row.id, sealed }] : [];
  });
  if (secrets.length > 0) await executor.insert(outboxSecrets).values(secrets);
  return rows.map((r) => r.id);
}

/**
 * The message as it is sent: its secret links filled in again. Undefined
 * when its secrets are no longer kept (it was sent or given up before, or it
 * came back from a backup): such a message must not go out with dead links.
 */
export async function openSealedMessage<M extends Pick<OutboxMessage, "id" | "hasSecrets" | "subject" | "textBody" | "htmlBody" | "headers">>(
  message: M,
): Promise<M | undefined> {
  if (!message.hasSecrets) return message;
  const [row] = await db().select({ sealed: outboxSecrets.sealed }).from(outboxSecrets).where(eq(outboxSecrets.messageId, message.id));
  return row ? openSecrets(message, row.sealed) : undefined;
}

/** Deletes the secrets of messages that will not be sent again (sent, failed, expired). */
async function wipeSecrets(executor: Executor, messageIds: string[]) {
  if (messageIds.length > 0) await executor.delete(outboxSecrets).where(inArray(outboxSecrets.messageId, messageIds));
}

/** Housekeeping: secrets left behind by a process that stopped between sending and wiping. */
export async function wipeSpentSecrets(): Promise<number> {
  const rows = await db()
    .delete(outboxSecrets)
    .where(
      inArray(
        outboxSecrets.messageId,
        db().select({ id: outboxMessages.id }).from(outboxMessages).where(inArray(outboxMessages.status, ["sent", "failed", "expired"])),
      ),
    )
    .returning({ id: outboxSecrets.messageId });
  return rows.length;
}

/** True when a message of `kind` about `relatedId` was queued within the last `withinMs` (any outcome since). */
export async function queuedRecently(executor: Executor, kind: string, relatedId: string, withinMs: number): Promise<boolean> {
  const rows = await executor
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.kind, kind),
        eq(outboxMessages.relatedId, relatedId),
        sql`${outboxMessages.createdAt} > now() - ${withinMs} * interval '1 millisecond'`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// Kept on globalThis so that the dev server's module reloads reach the one worker.
const holder = globalThis as typeof globalThis & { __collectiveMailQueued?: Set<() => void> };
const queuedListeners = (holder.__collectiveMailQueued ??= new Set());

/** Calls `listener` whenever this process has committed new messages (the worker wakes up). */
export function onMailQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/**
 * Tells this process's worker that messages were committed, so they go out
 * now rather than at its next look. Call it after the transaction commits.
 */
export function announceMailQueued() {
  for (const listener of queuedListeners) listener();
}

/** A message due now: queued and its time come, or claimed by a worker whose lease ran out. */
const isDue = and(
  inArray(outboxMessages.status, ["queued", "sending"]),
  lte(outboxMessages.nextAttemptAt, sql`now()`),
);

/**
 * Claims up to `limit` due messages for `leaseMs`: they are "sending" and no
 * other worker takes them until the lease ends. Each claim counts as an
 * attempt; the returned `attempts` is the claim's token for markSent/markFailed.
 */
export async function claimDueMessages(limit: number, leaseMs: number): Promise<OutboxMessage[]> {
  const due = db()
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(isDue, or(sql`${outboxMessages.sendBy} is null`, sql`${outboxMessages.sendBy} > now()`)))
    .orderBy(outboxMessages.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db()
    .update(outboxMessages)
    .set({
      status: "sending",
      attempts: sql`${outboxMessages.attempts} + 1`,
      nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      firstAttemptAt: sql`coalesce(${outboxMessages.firstAttemptAt}, now())`,
    })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

/** This claim (still ours: same attempt, still sending). */
function ownClaim(message: Pick<OutboxMessage, "id" | "attempts">) {
  return and(
    eq(outboxMessages.id, message.id),
    eq(outboxMessages.attempts, message.attempts),
    eq(outboxMessages.status, "sending"),
  );
}

/** Records a delivery. False when the claim was no longer ours. */
export async function markSent(message: Pick<OutboxMessage, "id" | "attempts">): Promise<boolean> {
  const rows = await db()
    .update(outboxMessages)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null })
    .where(ownClaim(message))
    .returning({ id: outboxMessages.id });
  await wipeSecrets(db(), rows.map((r) => r.id));
  return rows.length > 0;
}

/**
 * Records a failed attempt: queued again after the back-off, or failed for
 * good when `permanent` (the server refused the message or its recipients)
 * or when the retry window since the first attempt is over.
 */
export async function markFailed(
  message: Pick<OutboxMessage, "id" | "attempts">,
  error: string,
  { permanent = false }: { permanent?: boolean } = {},
): Promise<OutboxStatus | undefined> {
  const windowOver = sql`${outboxMessages.firstAttemptAt} + ${RETRY_WINDOW_MS} * interval '1 millisecond' <= now()`;
  const giveUp = permanent ? sql`true` : windowOver;
  const [row] = await db()
    .update(outboxMessages)
    .set({
      status: sql`case when ${giveUp} then 'failed' else 'queued' end`,
      lastError: error.slice(0, 2000),
      nextAttemptAt: sql`now() + ${retryDelayMs(message.attempts)} * interval '1 millisecond'`,
    })
    .where(ownClaim(message))
    .returning({ status: outboxMessages.status });
  if (row?.status === "failed") await wipeSecrets(db(), [message.id]);
  return row?.status as OutboxStatus | undefined;
}

/** Marks waiting messages whose send-by time has passed as expired; returns how many. */
export async function expireOverdueMessages(): Promise<number> {
  const rows = await db()
    .update(outboxMessages)
    .set({ status: "expired" })
    .where(and(isDue, isNotNull(outboxMessages.sendBy), lte(outboxMessages.sendBy, sql`now()`)))
    .returning({ id: outboxMessages.id });
  await wipeSecrets(db(), rows.map((r) => r.id));
  return rows.length;
}

/**
 * Withdraws waiting messages of these kinds about one record (a reminder of a
 * booking that was cancelled): they are marked expired and never sent. A
 * message a worker is sending at this moment is left to finish. Pass the
 * caller's transaction, like enqueueMail.
 */
export async function withdrawQueuedMail(executor: Executor, relatedId: string, kinds: string[]): Promise<number> {
  const rows = await executor
    .update(outboxMessages)
    .set({ status: "expired" })
    .where(
      and(eq(outboxMessages.relatedId, relatedId), inArray(outboxMessages.kind, kinds), eq(outboxMessages.status, "queued")),
    )
    .returning({ id: outboxMessages.id });
  await wipeSecrets(executor, rows.map((r) => r.id));
  return rows.length;
}

/** Messages about one booking, message or application, oldest first. */
export async function outboxMessagesFor(relatedId: string): Promise<OutboxMessage[]> {
  return db()
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.relatedId, relatedId))
    .orderBy(outboxMessages.createdAt, outboxMessages.kind);
}

/** How many messages are in each status (for start-up logs and, later, the admin area). */
export async function countOutboxByStatus(): Promise<Partial<Record<OutboxStatus, number>>> {
  const rows = await db()
    .select({ status: outboxMessages.status, n: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .groupBy(outboxMessages.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/**
 * For a list's select: when the newest message of these kinds about the row
 * (`relatedId`, its id column) was queued, as ISO text; null when none was.
 */
export function lastMailAt(relatedId: AnyPgColumn, kinds: string[]): SQL<string | null> {
  // Written out with table names: inside a one-table select Drizzle leaves
  // columns unqualified, and "id" would then mean the outbox's own id.
  const row = sql`${sql.identifier(getTableName(relatedId.table))}.${sql.identifier(relatedId.name)}`;
  return sql<string | null>`(
    select to_char(max(o.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from outbox_messages o
    where o.related_id = ${row}
      and o.kind in (${sql.join(kinds.map((kind) => sql`${kind}`), sql`, `)})
  )`;
}

/* ------------------------------------------------------------------ */
/* The Emails screen (/admin/emails, outbox-admin.server.ts)           */
/* ------------------------------------------------------------------ */

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
  hasSecrets: outboxMessages.hasSecrets,
};

/** A row as staff may see it: a secret link's placeholder reads "[link hidden]" (outbox-secrets.server.ts). */
function forStaff<R extends { textBody: string; subject: string }>(row: R): R {
  return { ...row, subject: withLinksHidden(row.subject), textBody: withLinksHidden(row.textBody) };
}

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
  /** It carried secret links, hidden here and never sent again. */
  hasSecrets: boolean;
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
  return toPage(rows.map(forStaff), total?.n ?? 0, query);
}

export async function getOutboxMessage(id: string): Promise<OutboxListRow | undefined> {
  const [row] = await db().select(listColumns).from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
  return row && forStaff(row);
}

/**
 * Puts a sent, failed or expired message back in the queue as a fresh
 * attempt: queued, no attempts, due now, no send-by time (staff asked for it
 * now, so it is not too late) and a new retry window, recorded in the record
 * of changes. The last error stays until the next attempt replaces or clears
 * it. Undefined when there is no such message or it is not resendable
 * (`outboxMessageExists` tells which); "link-gone" when it carried a one-time
 * link: that link is not kept once the message left the queue, so it cannot
 * go out again.
 */
export async function requeueMessageRow(id: string): Promise<OutboxListRow | "link-gone" | undefined> {
  return db().transaction(async (tx) => {
    const [before] = await tx
      .select({ status: outboxMessages.status, hasSecrets: outboxMessages.hasSecrets })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.id, id), inArray(outboxMessages.status, [...RESENDABLE_STATUSES])))
      .for("update");
    if (!before) return undefined;
    if (before.hasSecrets) return "link-gone" as const;
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
    return forStaff(requeued!);
  });
}

export async function outboxMessageExists(id: string): Promise<boolean> {
  const [existing] = await db().select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.id, id));
  return Boolean(existing);
}

/** Which of these ids are still messages (the record of changes links only those). */
export function existingOutboxMessageIds(ids: string[]): Promise<Set<string>> {
  return existingIds(outboxMessages, outboxMessages.id, ids);
}
