/**
 * The lists' ORDER BY lets PostgreSQL walk the created_at index instead of
 * reading and sorting the whole table (decision 0035), on both databases, and
 * orders the rows exactly as plain `created_at desc, id desc` does.
 */
import { asc, desc, sql, type SQLWrapper } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedBulkData } from "./bulk-seed.server";
import { db, queryRows } from "./client.server";
import { orderBy } from "./list.server";
import { bookings } from "./schema";
import { forEachDatabase } from "../testing/databases.server";

const columns = { createdAt: bookings.createdAt, name: bookings.name };

function firstPage(dir: "asc" | "desc") {
  return db()
    .select({ id: bookings.id })
    .from(bookings)
    .orderBy(...orderBy({ sort: "createdAt", dir }, columns, bookings.id))
    .limit(25)
    .offset(50);
}

async function plan(query: SQLWrapper) {
  const rows = await queryRows<{ "QUERY PLAN": string }>(db(), sql`explain ${query}`);
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

forEachDatabase(() => {
  describe("orderBy on createdAt", () => {
    it("walks the created_at index both ways, in the same order as created_at, id", async () => {
      await seedBulkData(db(), { bookings: 3_000, messages: 0, applications: 0, posts: 0 });
      for (const dir of ["desc", "asc"] as const) {
        const text = await plan(firstPage(dir));
        expect(text).toContain("bookings_created_at_idx");
        expect(text).not.toContain("Seq Scan");
        const direction = dir === "asc" ? asc : desc;
        const plain = await db()
          .select({ id: bookings.id })
          .from(bookings)
          .orderBy(direction(bookings.createdAt), direction(bookings.id))
          .limit(25)
          .offset(50);
        expect(await firstPage(dir)).toEqual(plain);
      }
    });

    it("leaves other sort keys as they were", async () => {
      const query = db()
        .select({ id: bookings.id })
        .from(bookings)
        .orderBy(...orderBy({ sort: "name", dir: "desc" }, columns, bookings.id));
      expect(query.toSQL().sql).toMatch(/order by "bookings"\."name" desc, "bookings"\."id" desc$/);
    });
  });
});
