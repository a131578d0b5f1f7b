/**
 * Newsletter subscribers: the only module that queries `newsletter_subscribers`.
 * An address is stored lower-cased, once; the unique index
 * (newsletter_subscribers_email_key) makes a duplicate impossible, and a
 * repeat subscription is accepted quietly.
 */
import { and, count, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import { db } from "./db/client.server";
import { cursorOf, inBatches, newestFirstAfter, searchCondition } from "./db/list.server";
import { newsletterSubscribers } from "./db/schema";

export type Subscriber = typeof newsletterSubscribers.$inferSelect;

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Subscribes an address; `created` is false when it was already subscribed. */
export async function subscribe(email: string): Promise<{ created: boolean }> {
  const inserted = await db()
    .insert(newsletterSubscribers)
    .values({ email: normalizeEmail(email) })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { created: inserted.length > 0 };
}

export type SubscriberFilter = { q: string };

function filterCondition(filter: SubscriberFilter): SQL | undefined {
  return searchCondition(filter.q, [newsletterSubscribers.email]);
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

export async function countSubscribers(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(newsletterSubscribers);
  return row?.n ?? 0;
}

/** Removes an address (any case); false when it was not subscribed. */
export async function unsubscribe(email: string): Promise<boolean> {
  const deleted = await db()
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, normalizeEmail(email)))
    .returning({ id: newsletterSubscribers.id });
  return deleted.length > 0;
}
