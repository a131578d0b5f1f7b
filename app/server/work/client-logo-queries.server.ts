/** Client logos: the only module that queries `client_logos`. */
import { count, desc, eq } from "drizzle-orm";
import type { ClientLogoInput } from "~/models/work";
import { storedImageAlt } from "~/models/image-alt";
import type { ListQuery } from "~/models/pagination";
import { activitySummary } from "~/content/admin/activity";
import { changedFields, recordActivity } from "../activity/activity.server";
import { db } from "../db/client.server";
import { existingIds } from "../db/counts.server";
import { offsetOf, orderBy, searchCondition, toPage, type Page } from "../db/list.server";
import { clientLogos } from "../db/schema";

export type ClientLogo = typeof clientLogos.$inferSelect;
export const CLIENT_LOGO_SORT_KEYS = ["createdAt", "name"] as const;

export async function listClientLogos(): Promise<ClientLogo[]> {
  return db().select().from(clientLogos).orderBy(desc(clientLogos.createdAt), desc(clientLogos.id));
}

export async function listClientLogosPage(
  query: ListQuery<(typeof CLIENT_LOGO_SORT_KEYS)[number]>,
): Promise<Page<ClientLogo>> {
  const where = searchCondition(query.q, [clientLogos.name]);
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(clientLogos)
      .where(where)
      .orderBy(...orderBy(query, { createdAt: clientLogos.createdAt, name: clientLogos.name }, clientLogos.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db().select({ n: count() }).from(clientLogos).where(where),
  ]);
  return toPage(rows, total?.n ?? 0, query);
}

export async function getClientLogo(id: string): Promise<ClientLogo | undefined> {
  const [row] = await db().select().from(clientLogos).where(eq(clientLogos.id, id)).limit(1);
  return row;
}

const values = (input: ClientLogoInput) => ({
  name: input.name,
  imageUrl: input.imageUrl,
  ...storedImageAlt(input.imageUrl, input),
});

/* Each write is one transaction with its entry in the record of changes (activity.server.ts). */

export async function createClientLogo(input: ClientLogoInput): Promise<{ id: string }> {
  return db().transaction(async (tx) => {
    const [row] = await tx.insert(clientLogos).values(values(input)).returning();
    await recordActivity(tx, {
      action: "create",
      entityKind: "client-logo",
      entityId: row!.id,
      summary: activitySummary("create", "client-logo", row!.name),
    });
    return { id: row!.id };
  });
}

export async function updateClientLogo(id: string, input: ClientLogoInput): Promise<ClientLogo | undefined> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(clientLogos).where(eq(clientLogos.id, id)).for("update");
    if (!before) return undefined;
    const [row] = await tx
      .update(clientLogos)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(clientLogos.id, id))
      .returning();
    await recordActivity(tx, {
      action: "update",
      entityKind: "client-logo",
      entityId: id,
      summary: activitySummary("update", "client-logo", row!.name),
      changes: changedFields(before, row!, ["name", "imageUrl", "imageAlt", "imageDecorative"]),
    });
    return row;
  });
}

export async function deleteClientLogo(id: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [row] = await tx.delete(clientLogos).where(eq(clientLogos.id, id)).returning();
    if (!row) return false;
    await recordActivity(tx, {
      action: "delete",
      entityKind: "client-logo",
      entityId: id,
      summary: activitySummary("delete", "client-logo", row.name),
    });
    return true;
  });
}

/** Which of these ids are still client logos (the record of changes links only those). */
export function existingClientLogoIds(ids: string[]): Promise<Set<string>> {
  return existingIds(clientLogos, clientLogos.id, ids);
}
