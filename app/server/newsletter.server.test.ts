import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSchema } from "~/models/newsletter";
import { db } from "./db/client.server";
import { newsletterSubscribers } from "./db/schema";
import {
  countSubscribers,
  iterateSubscribers,
  subscribe,
  unsubscribe,
} from "./newsletter.server";
import { forEachDatabase } from "./testing/databases.server";

/** Every stored row, read straight from the table, newest first. */
function storedRows() {
  return db()
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
}

/** The addresses the CSV export would write for a search, in its order. */
async function exported(q: string, batchSize?: number) {
  const emails: string[] = [];
  for await (const batch of iterateSubscribers({ q }, batchSize)) emails.push(...batch.map((r) => r.email));
  return emails;
}

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
      expect(await storedRows()).toEqual([
        { id: expect.any(String), email: "asha@example.com", status: "confirmed", confirmedAt: null, unsubscribedAt: null, createdAt: expect.any(Date) },
      ]);
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

  describe("export", () => {
    it("lists newest first and searches literally", async () => {
      const emails = Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0 ? `searchable${String(i).padStart(2, "0")}@example.com` : `reader${String(i).padStart(2, "0")}@mail.np`,
      );
      for (const email of emails) await subscribe(email);
      await spreadCreatedAt(emails);

      expect(await exported("", 7)).toEqual([...emails].reverse());
      expect(await exported("SEARCHABLE")).toEqual(emails.filter((e) => e.startsWith("searchable")).reverse());
      expect(await exported("mail.np")).toHaveLength(20);

      // LIKE wildcards in the query are literal.
      await subscribe("first_last@example.com");
      await subscribe("firstxlast@example.com");
      await subscribe("100%fan@example.com");
      expect(await exported("first_last")).toEqual(["first_last@example.com"]);
      expect(await exported("%")).toEqual(["100%fan@example.com"]);
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
      expect(seen).toEqual((await storedRows()).map((r) => r.id));

      const filtered = await exported("@mail.np", 2);
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
