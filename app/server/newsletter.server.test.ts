import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSchema } from "~/models/newsletter";
import { createListQuerySchema } from "~/models/pagination";
import { db } from "./db/client.server";
import { newsletterSubscribers } from "./db/schema";
import {
  countSubscribers,
  iterateSubscribers,
  listSubscribers,
  subscribe,
  SUBSCRIBER_SORT_KEYS,
  unsubscribe,
} from "./newsletter.server";
import { forEachDatabase } from "./testing/databases.server";

const listQuery = createListQuerySchema({ sortKeys: SUBSCRIBER_SORT_KEYS, defaultSort: "createdAt" });

/**
 * Sets the subscribers one minute apart, in the given order (oldest first):
 * PGlite's clock has millisecond resolution, so rows stored one after another
 * often share created_at.
 */
async function spreadCreatedAt(emails: string[]) {
  for (const [i, email] of emails.entries()) {
    await db()
      .update(newsletterSubscribers)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })
      .where(eq(newsletterSubscribers.email, email));
  }
}

forEachDatabase(() => {
  describe("subscribe", () => {
    it("stores the address lower-cased, once; a repeat in another case is accepted quietly", async () => {
      expect(await subscribe("Asha@Example.com")).toEqual({ created: true });
      expect(await subscribe("asha@example.COM")).toEqual({ created: false });
      expect(await subscribe(newsletterSchema.parse({ email: "  ASHA@EXAMPLE.COM " }).email)).toEqual({
        created: false,
      });
      const page = await listSubscribers(listQuery.parse({}));
      expect(page.total).toBe(1);
      expect(page.rows).toEqual([{ id: expect.any(String), email: "asha@example.com", createdAt: expect.any(Date) }]);
      expect(await countSubscribers()).toBe(1);
    });

    it("keeps one row when the same address arrives simultaneously", async () => {
      const results = await Promise.all(
        ["bina@example.com", "BINA@example.com", "Bina@Example.com", "bina@EXAMPLE.com"].map((e) => subscribe(e)),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(await countSubscribers()).toBe(1);
    });
  });

  describe("admin list", () => {
    it("pages newest first, searches literally and sorts by email", async () => {
      const emails = Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0 ? `searchable${String(i).padStart(2, "0")}@example.com` : `reader${String(i).padStart(2, "0")}@mail.np`,
      );
      for (const email of emails) await subscribe(email);
      await spreadCreatedAt(emails);

      const first = await listSubscribers(listQuery.parse({ pageSize: "10" }));
      expect(first).toMatchObject({ total: 30, pageCount: 3, page: 1, pageSize: 10 });
      expect(first.rows.map((r) => r.email)).toEqual(emails.slice(20).reverse());
      const third = await listSubscribers(listQuery.parse({ pageSize: "10", page: "3" }));
      expect(third.rows.map((r) => r.email)).toEqual(emails.slice(0, 10).reverse());

      const search = await listSubscribers(listQuery.parse({ q: "SEARCHABLE" }));
      expect(search.total).toBe(10);
      expect((await listSubscribers(listQuery.parse({ q: "mail.np" }))).total).toBe(20);

      // LIKE wildcards in the query are literal.
      await subscribe("first_last@example.com");
      await subscribe("firstxlast@example.com");
      await subscribe("100%fan@example.com");
      expect((await listSubscribers(listQuery.parse({ q: "first_last" }))).rows.map((r) => r.email)).toEqual([
        "first_last@example.com",
      ]);
      expect((await listSubscribers(listQuery.parse({ q: "%" }))).rows.map((r) => r.email)).toEqual([
        "100%fan@example.com",
      ]);

      const byEmail = await listSubscribers(listQuery.parse({ sort: "email", dir: "asc", pageSize: "10" }));
      expect(byEmail.rows.map((r) => r.email)).toEqual([
        "100%fan@example.com",
        "first_last@example.com",
        "firstxlast@example.com",
        "reader01@mail.np",
        "reader02@mail.np",
        "reader04@mail.np",
        "reader05@mail.np",
        "reader07@mail.np",
        "reader08@mail.np",
        "reader10@mail.np",
      ]);
    });

    it("iterates a filtered export in batches, every row once, even rows stored at the same instant", async () => {
      for (let i = 0; i < 5; i++) await subscribe(`single${i}@example.com`);
      // One multi-row insert: every row gets the same created_at.
      await db()
        .insert(newsletterSubscribers)
        .values(Array.from({ length: 12 }, (_, i) => ({ email: `bulk${i}@${i % 2 ? "mail.np" : "example.com"}` })));

      const seen: string[] = [];
      for await (const batch of iterateSubscribers({ q: "" }, 5)) {
        expect(batch.length).toBeLessThanOrEqual(5);
        expect(batch.every((r) => !("cursor" in r))).toBe(true);
        seen.push(...batch.map((b) => b.id));
      }
      expect(seen).toHaveLength(17);
      expect(new Set(seen).size).toBe(17);
      const listed = await listSubscribers(listQuery.parse({ pageSize: "100" }));
      expect(seen).toEqual(listed.rows.map((r) => r.id));

      const filtered: string[] = [];
      for await (const batch of iterateSubscribers({ q: "@mail.np" }, 2)) filtered.push(...batch.map((b) => b.email));
      expect(filtered).toHaveLength(6);
      expect(filtered.every((e) => e.endsWith("@mail.np"))).toBe(true);
    });
  });

  describe("unsubscribe and count", () => {
    it("removes an address in any case, reports a missing one, and allows subscribing again", async () => {
      await subscribe("asha@example.com");
      await subscribe("bina@example.com");
      expect(await countSubscribers()).toBe(2);
      expect(await unsubscribe("ASHA@example.com")).toBe(true);
      expect(await unsubscribe("asha@example.com")).toBe(false);
      expect(await unsubscribe("nobody@example.com")).toBe(false);
      expect(await countSubscribers()).toBe(1);
      expect(await subscribe("asha@example.com")).toEqual({ created: true });
      expect(await countSubscribers()).toBe(2);
    });
  });
});
