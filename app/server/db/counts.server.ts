/**
 * Counting helpers the features' queries modules share: they are handed a
 * table by its owner, so the table stays in its feature (architecture.test.ts).
 */
import { and, count, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgColumn, PgTable } from "drizzle-orm/pg-core";
import { NEPAL_TIME_ZONE } from "~/lib/time/zone";
import { isUuid } from "~/models/ids";
import { db } from "./client.server";

/** Midnight in Nepal at the start of a calendar day, as an instant (compares with created_at). */
const nepalMidnight = (day: string): SQL => sql`(${day}::timestamp at time zone ${NEPAL_TIME_ZONE})`;

/**
 * Rows per Nepal week (Sunday to Saturday) that arrived on the days [from, to):
 * the week's Sunday ("yyyy-MM-dd") and how many. Counted in SQL over a
 * created_at range, so the table's created_at index bounds the scan.
 */
export async function countPerWeek(table: PgTable, createdAt: PgColumn, from: string, to: string): Promise<{ week: string; n: number }[]> {
  const local = sql`(${createdAt} at time zone ${NEPAL_TIME_ZONE})::date`;
  // The day minus its weekday number (Sunday = 0) is the week's Sunday.
  const week = sql<string>`(${local} - extract(dow from ${local})::int)::text`;
  const rows = await db()
    .select({ week, n: count() })
    .from(table)
    .where(and(gte(createdAt, nepalMidnight(from)), lt(createdAt, nepalMidnight(to))))
    .groupBy(sql`1`);
  return rows.map((row) => ({ week: row.week, n: Number(row.n) }));
}

/** Which of `ids` are still rows of the table (ids that are not uuids are not). */
export async function existingIds(table: PgTable, id: AnyPgColumn, ids: string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return new Set();
  const rows = await db().select({ id }).from(table).where(inArray(id, wanted));
  return new Set(rows.map((row) => row.id as string));
}
