/**
 * Newsletter subscribers' queries: the only module that reads or writes
 * `newsletter_subscribers` (architecture.test.ts). An address is stored
 * lower-cased, once; the unique index (newsletter_subscribers_email_key)
 * makes a duplicate impossible. Unsubscribing keeps the row as
 * `unsubscribed`, so the list shows who left and when; staff can remove a
 * row entirely. Newsletter mail still waiting for an address that leaves is
 * withdrawn in the same transaction. Subscribing, which mails, is
 * newsletter.server.ts.
 */
import { and, count, desc, eq, getTableColumns, ne, type SQL } from "drizzle-orm";
import type { SubscriberStatus } from "~/models/newsletter";
import type { ListQuery } from "~/models/pagination";
import { activitySummary } from "~/content/admin/activity";
import { recordActivity } from "../activity/activity.server";
import { db, type Executor } from "../db/client.server";
import { cursorOf, inBatches, newestFirstAfter, offsetOf, orderBy, type Page, searchCondition, toPage } from "../db/list.server";
import { newsletterSubscribers } from "../db/schema";
import { withdrawQueuedMail } from "../mail/outbox-queries.server";
import { NEWSLETTER_POST_KIND } from "./newsletter-post-mail.server";

export type Subscriber = typeof newsletterSubscribers.$inferSelect;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Adds a pending address; undefined when the address is already there (in any state). */
export async function insertPendingSubscriber(tx: Executor, address: string): Promise<{ id: string; email: string } | undefined> {
  const [inserted] = await tx
    .insert(newsletterSubscribers)
    .values({ email: address, status: "pending" })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
  return inserted;
}

/** The address's row, locked until the transaction ends. */
export async function lockSubscriber(tx: Executor, address: string) {
  const [row] = await tx
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, address))
    .for("update");
  return row;
}

/** An address that had left is pending again (it is sent a new confirmation). */
export async function setPendingAgain(tx: Executor, id: string): Promise<void> {
  await tx
    .update(newsletterSubscribers)
    .set({ status: "pending", unsubscribedAt: null, confirmedAt: null })
    .where(eq(newsletterSubscribers.id, id));
}

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "unsubscribed" | "not-found";

/**
 * Confirms an address from its signed link. A link opened again says it is
 * already confirmed; a link of an address that has since unsubscribed (or was
 * removed) does not subscribe it again.
 */
export async function confirmSubscription(email: string): Promise<ConfirmOutcome> {
  const address = normalizeEmail(email);
  const [updated] = await db()
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: new Date() })
    .where(and(eq(newsletterSubscribers.email, address), eq(newsletterSubscribers.status, "pending")))
    .returning({ id: newsletterSubscribers.id });
  if (updated) return "confirmed";
  const [row] = await db()
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, address));
  if (!row) return "not-found";
  return row.status === "confirmed" ? "already-confirmed" : "unsubscribed";
}

/**
 * Unsubscribes an address (any state); false when it is not on the list at
 * all. Repeats are harmless. Newsletter mail still waiting in the outbox for
 * the address is withdrawn in the same transaction (a send spreads its
 * messages out, so some may wait for minutes); one being sent right now goes.
 */
export async function unsubscribe(email: string): Promise<boolean> {
  const address = normalizeEmail(email);
  const updated = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: new Date() })
      .where(and(eq(newsletterSubscribers.email, address), ne(newsletterSubscribers.status, "unsubscribed")))
      .returning({ id: newsletterSubscribers.id });
    if (row) await withdrawQueuedMail(tx, row.id, [NEWSLETTER_POST_KIND]);
    return row;
  });
  if (updated) return true;
  const [row] = await db()
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, address));
  return row !== undefined;
}

/** The status of an address, or undefined when it is not on the list. */
export async function subscriberStatus(email: string): Promise<SubscriberStatus | undefined> {
  const [row] = await db()
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, normalizeEmail(email)));
  return row?.status as SubscriberStatus | undefined;
}

export type SubscriberFilter = { q: string; status?: SubscriberStatus };

function filterCondition(filter: SubscriberFilter): SQL | undefined {
  return and(
    searchCondition(filter.q, [newsletterSubscribers.email]),
    filter.status ? eq(newsletterSubscribers.status, filter.status) : undefined,
  );
}

export const SUBSCRIBER_SORT_KEYS = ["createdAt", "email"] as const;
export type SubscriberSortKey = (typeof SUBSCRIBER_SORT_KEYS)[number];

/** One page of the admin list: searched, filtered by status and sorted in SQL. */
export async function listSubscribers(query: ListQuery<SubscriberSortKey> & { status?: SubscriberStatus }): Promise<Page<Subscriber>> {
  const where = filterCondition(query);
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(
        ...orderBy(query, { createdAt: newsletterSubscribers.createdAt, email: newsletterSubscribers.email }, newsletterSubscribers.id),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db().select({ n: count() }).from(newsletterSubscribers).where(where),
  ]);
  return toPage(rows, total?.n ?? 0, query);
}

/** How many addresses are in each state. */
export async function subscriberCounts(): Promise<Record<SubscriberStatus, number>> {
  const rows = await db()
    .select({ status: newsletterSubscribers.status, n: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  const counts: Record<SubscriberStatus, number> = { confirmed: 0, pending: 0, unsubscribed: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as SubscriberStatus] = row.n;
  return counts;
}

/** Removes an address entirely (staff); undefined when it is not there. */
export async function deleteSubscriber(id: string): Promise<{ id: string } | undefined> {
  return db().transaction(async (tx) => {
    const [deleted] = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    if (!deleted) return undefined;
    await withdrawQueuedMail(tx, id, [NEWSLETTER_POST_KIND]);
    await recordActivity(tx, {
      action: "delete",
      entityKind: "subscriber",
      entityId: id,
      summary: activitySummary("delete", "subscriber", deleted.email),
    });
    return { id: deleted.id };
  });
}

/**
 * All subscribers matching the filter, newest first, in batches (for CSV
 * export). The keyset cursor keeps created_at as PostgreSQL text: a JS Date
 * holds only milliseconds, and rows stored within the same millisecond would
 * otherwise be skipped.
 */
export function iterateSubscribers(filter: SubscriberFilter, batchSize = 500): AsyncGenerator<Subscriber[]> {
  return inBatches(batchSize, (after) =>
    db()
      .select({ ...getTableColumns(newsletterSubscribers), cursor: cursorOf(newsletterSubscribers.createdAt) })
      .from(newsletterSubscribers)
      .where(and(filterCondition(filter), newestFirstAfter(newsletterSubscribers.createdAt, newsletterSubscribers.id, after)))
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(batchSize),
  );
}

/** Every address on the list, whatever its state (the Contact Messages download button). */
export async function countSubscribers(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(newsletterSubscribers);
  return row?.n ?? 0;
}

/**
 * Every confirmed address, oldest first (a newsletter send; pass its
 * transaction). The rows are share-locked until the send commits, so an
 * unsubscribe at that moment waits for the send's messages and withdraws them.
 */
export async function confirmedSubscribers(executor: Executor): Promise<{ id: string; email: string }[]> {
  return executor
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"))
    .orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.id)
    .for("share");
}

/** How many addresses are confirmed (what a send would reach). */
export async function countConfirmedSubscribers(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, "confirmed"));
  return row?.n ?? 0;
}
