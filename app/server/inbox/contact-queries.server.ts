/**
 * Contact messages' queries: the only module that reads or writes
 * `contact_messages` and `contact_replies` (architecture.test.ts). A message
 * is Pending until an admin marks it responded. A write that staff make
 * records itself in the record of changes in its transaction; the
 * workflows that mail (contact-messages.server.ts) call these with theirs.
 */
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL } from "drizzle-orm";
import { activitySummary } from "~/content/admin/activity";
import type { ListQuery } from "~/models/pagination";
import { changedFields, recordActivity } from "../activity/activity.server";
import { db, type Executor } from "../db/client.server";
import { countPerWeek, existingIds } from "../db/counts.server";
import { cursorOf, inBatches, newestFirstAfter, offsetOf, orderBy, type Page, searchCondition, toPage } from "../db/list.server";
import { contactMessages, contactReplies } from "../db/schema";

export type ContactMessage = typeof contactMessages.$inferSelect;

export const CONTACT_MESSAGE_SORT_KEYS = ["createdAt", "name", "email", "subject"] as const;
export type ContactMessageSortKey = (typeof CONTACT_MESSAGE_SORT_KEYS)[number];

/** Stores a visitor's message, not yet responded. */
export async function insertContactMessage(
  tx: Executor,
  message: { name: string; email: string; subject: string; message: string },
): Promise<ContactMessage> {
  const [stored] = await tx
    .insert(contactMessages)
    .values({ ...message, responded: false })
    .returning();
  return stored!;
}

export type ContactMessageFilter = { q: string; responded?: boolean };

function filterCondition(filter: ContactMessageFilter): SQL | undefined {
  return and(
    searchCondition(filter.q, [
      contactMessages.name,
      contactMessages.email,
      contactMessages.subject,
      contactMessages.message,
    ]),
    filter.responded === undefined ? undefined : eq(contactMessages.responded, filter.responded),
  );
}

export async function listContactMessages(
  query: ListQuery<ContactMessageSortKey> & { responded?: boolean },
): Promise<Page<ContactMessage>> {
  const where = filterCondition(query);
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(
        ...orderBy(
          query,
          {
            createdAt: contactMessages.createdAt,
            name: contactMessages.name,
            email: contactMessages.email,
            subject: contactMessages.subject,
          },
          contactMessages.id,
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db().select({ n: count() }).from(contactMessages).where(where),
  ]);
  return toPage(rows, total?.n ?? 0, query);
}

/**
 * All messages matching the filter, newest first, in batches (for CSV export).
 * The keyset cursor keeps created_at as PostgreSQL text: a JS Date holds only
 * milliseconds, and rows stored within the same millisecond (or by one
 * multi-row insert) would otherwise be skipped.
 */
export function iterateContactMessages(filter: ContactMessageFilter, batchSize = 500): AsyncGenerator<ContactMessage[]> {
  return inBatches(batchSize, (after) =>
    db()
      .select({ ...getTableColumns(contactMessages), cursor: cursorOf(contactMessages.createdAt) })
      .from(contactMessages)
      .where(and(filterCondition(filter), newestFirstAfter(contactMessages.createdAt, contactMessages.id, after)))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(batchSize),
  );
}

export async function getContactMessage(id: string): Promise<ContactMessage | undefined> {
  const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row;
}

/** Marks a message responded (or not); undefined when there is no such message. */
export async function setResponded(id: string, responded: boolean): Promise<ContactMessage | undefined> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!before) return undefined;
    const [row] = await tx.update(contactMessages).set({ responded }).where(eq(contactMessages.id, id)).returning();
    await recordActivity(tx, {
      action: "status",
      entityKind: "contact-message",
      entityId: id,
      summary: activitySummary("status", "contact-message", row!.name),
      changes: changedFields(before, row!, ["responded"]),
    });
    return row;
  });
}

export async function deleteContactMessage(id: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [row] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ name: contactMessages.name });
    if (!row) return false;
    await recordActivity(tx, {
      action: "delete",
      entityKind: "contact-message",
      entityId: id,
      summary: activitySummary("delete", "contact-message", row.name),
    });
    return true;
  });
}

/** All messages, or only those (not) responded. */
export async function countContactMessages(responded?: boolean): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(contactMessages)
    .where(responded === undefined ? undefined : eq(contactMessages.responded, responded));
  return row?.n ?? 0;
}

export async function latestContactMessages(limit: number) {
  return db()
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      subject: contactMessages.subject,
      responded: contactMessages.responded,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}

/** Messages that arrived in each Nepal week of the days [from, to): the week's Sunday and how many. */
export function contactMessagesPerWeek(from: string, to: string) {
  return countPerWeek(contactMessages, contactMessages.createdAt, from, to);
}

/** Which of these ids are still messages (the record of changes links only those). */
export function existingContactMessageIds(ids: string[]): Promise<Set<string>> {
  return existingIds(contactMessages, contactMessages.id, ids);
}

/* ------------------------------------------------------------------ */
/* Staff replies (contact_replies)                                     */
/* ------------------------------------------------------------------ */

export type ContactReply = { id: string; body: string; sentBy: string; createdAt: Date };
export type ContactMessageWithReplies = ContactMessage & { replies: ContactReply[] };

/** The replies to each of the messages, oldest first. */
async function repliesFor(messageIds: string[]): Promise<Map<string, ContactReply[]>> {
  const byMessage = new Map<string, ContactReply[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db()
    .select({
      messageId: contactReplies.messageId,
      id: contactReplies.id,
      body: contactReplies.body,
      sentBy: contactReplies.sentBy,
      createdAt: contactReplies.createdAt,
    })
    .from(contactReplies)
    .where(inArray(contactReplies.messageId, messageIds))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  for (const { messageId, ...reply } of rows) {
    const list = byMessage.get(messageId) ?? [];
    list.push(reply);
    byMessage.set(messageId, list);
  }
  return byMessage;
}

/** A page of messages, each with its replies (the view dialog lists them). */
export async function listContactMessagesWithReplies(
  query: ListQuery<ContactMessageSortKey> & { responded?: boolean },
): Promise<Page<ContactMessageWithReplies>> {
  const page = await listContactMessages(query);
  const replies = await repliesFor(page.rows.map((row) => row.id));
  return { ...page, rows: page.rows.map((row) => ({ ...row, replies: replies.get(row.id) ?? [] })) };
}

export async function getContactMessageWithReplies(id: string): Promise<ContactMessageWithReplies | undefined> {
  const message = await getContactMessage(id);
  if (!message) return undefined;
  return { ...message, replies: (await repliesFor([id])).get(id) ?? [] };
}

/**
 * Keeps a staff reply with its message and marks the message responded,
 * recording both, in the caller's transaction (which queues the e-mail).
 * Undefined when there is no such message.
 */
export async function storeContactReply(
  tx: Executor,
  id: string,
  reply: { body: string; sentBy: string },
): Promise<{ message: ContactMessage; reply: ContactReply } | undefined> {
  const [before] = await tx
    .select({ responded: contactMessages.responded })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for("update");
  if (!before) return undefined;
  const [message] = await tx.update(contactMessages).set({ responded: true }).where(eq(contactMessages.id, id)).returning();
  if (!message) return undefined;
  const [row] = await tx
    .insert(contactReplies)
    .values({ messageId: id, body: reply.body, sentBy: reply.sentBy })
    .returning({ id: contactReplies.id, body: contactReplies.body, sentBy: contactReplies.sentBy, createdAt: contactReplies.createdAt });
  await recordActivity(tx, {
    action: "reply",
    entityKind: "contact-message",
    entityId: id,
    summary: activitySummary("reply", "contact-message", message.name),
    changes: { ...changedFields(before, message, ["responded"]), reply: { from: null, to: reply.body } },
  });
  return { message, reply: row! };
}
