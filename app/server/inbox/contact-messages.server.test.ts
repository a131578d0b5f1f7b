import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactSchema, type ContactInput } from "~/models/contact";
import { createListQuerySchema } from "~/models/pagination";
import { createContactMessage } from "./contact-messages.server";
import { CONTACT_MESSAGE_SORT_KEYS, countContactMessages, deleteContactMessage, getContactMessage, iterateContactMessages, latestContactMessages, listContactMessages, setResponded } from "./contact-queries.server";
import { db } from "../db/client.server";
import { contactMessages } from "../db/schema";
import { forEachDatabase } from "../testing/databases.server";
import * as v from "valibot";

const listQuery = createListQuerySchema({ sortKeys: CONTACT_MESSAGE_SORT_KEYS, defaultSort: "createdAt" });

const input: ContactInput = {
  name: "Asha Gurung",
  email: "asha@example.com",
  subject: "Collaboration",
  message: "We would like to work with you on a campaign.",
};

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

/**
 * Sets the messages one minute apart, in the given order (oldest first):
 * PGlite's clock has millisecond resolution, so messages stored one after
 * another often share created_at and "newest first" alone would not fix the order.
 */
async function spreadCreatedAt(ids: string[]) {
  for (const [i, id] of ids.entries()) {
    await db()
      .update(contactMessages)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })
      .where(eq(contactMessages.id, id));
  }
}

/** Newest first (a JS Date holds milliseconds only, PostgreSQL microseconds: compare what both know). */
function expectNewestFirst(rows: { createdAt: Date }[]) {
  for (let i = 1; i < rows.length; i++) {
    expect(rows[i - 1]!.createdAt.getTime()).toBeGreaterThanOrEqual(rows[i]!.createdAt.getTime());
  }
}

forEachDatabase(() => {
  describe("createContactMessage", () => {
    it("stores exactly the fields, not yet responded", async () => {
      const before = Date.now();
      const { id } = await createContactMessage(input);
      const stored = await getContactMessage(id);
      expect(stored).toEqual({ id, ...input, responded: false, createdAt: expect.any(Date) });
      expect(stored!.createdAt.getTime()).toBeGreaterThan(before - 60_000);
    });

    it('uses "General Inquiry" when the subject is empty or missing', async () => {
      const empty = await createContactMessage({ ...input, subject: "" });
      const missing = await createContactMessage({ ...input, subject: undefined as unknown as string });
      const parsed = await createContactMessage(v.parse(contactSchema, { ...input, subject: "   " }));
      for (const { id } of [empty, missing, parsed]) {
        expect((await getContactMessage(id))!.subject).toBe("General Inquiry");
      }
    });

    it("never lets the caller set id, createdAt or responded", async () => {
      const forged = {
        ...input,
        id: MISSING_ID,
        createdAt: new Date("2000-01-01T00:00:00Z"),
        responded: true,
      } as unknown as ContactInput;
      const { id } = await createContactMessage(forged);
      expect(id).not.toBe(MISSING_ID);
      const stored = await getContactMessage(id);
      expect(stored).toMatchObject({ responded: false });
      expect(stored!.createdAt.getUTCFullYear()).toBeGreaterThan(2000);
      expect(await getContactMessage(MISSING_ID)).toBeUndefined();
    });
  });

  describe("admin list", () => {
    it("pages newest first, searches literally, filters by responded and sorts", async () => {
      const ids: string[] = [];
      for (let i = 0; i < 30; i++) {
        const n = String(i).padStart(2, "0");
        const { id } = await createContactMessage({
          ...input,
          name: i % 3 === 0 ? `Searchable ${n}` : `Person ${n}`,
          email: `person${i}@example.com`,
        });
        ids.push(id);
      }
      expectNewestFirst((await listContactMessages(v.parse(listQuery, { pageSize: "100" }))).rows);
      await spreadCreatedAt(ids);

      const first = await listContactMessages(v.parse(listQuery, { pageSize: "10" }));
      expect(first).toMatchObject({ total: 30, pageCount: 3, page: 1, pageSize: 10 });
      // Newest first by default.
      expect(first.rows.map((r) => r.id)).toEqual(ids.slice(20).reverse());
      const third = await listContactMessages(v.parse(listQuery, { pageSize: "10", page: "3" }));
      expect(third.rows.map((r) => r.id)).toEqual(ids.slice(0, 10).reverse());
      const beyond = await listContactMessages(v.parse(listQuery, { pageSize: "10", page: "4" }));
      expect(beyond).toMatchObject({ rows: [], total: 30 });

      const search = await listContactMessages(v.parse(listQuery, { q: "SEARCHABLE" }));
      expect(search.total).toBe(10);
      expect(search.rows.every((r) => r.name.startsWith("Searchable"))).toBe(true);
      expect((await listContactMessages(v.parse(listQuery, { q: "person7@" }))).total).toBe(1);

      // Subject and message are searched too.
      await createContactMessage({ ...input, subject: "Sponsorship 50% off", message: "A plain message body." });
      await createContactMessage({ ...input, subject: "Sponsorship 500 off", message: "Contains snake_case text." });
      await createContactMessage({ ...input, subject: "Sponsorship", message: "Contains snakeXcase text." });
      expect((await listContactMessages(v.parse(listQuery, { q: "sponsorship" }))).total).toBe(3);
      // LIKE wildcards in the query are literal.
      const percent = await listContactMessages(v.parse(listQuery, { q: "50%" }));
      expect(percent.rows.map((r) => r.subject)).toEqual(["Sponsorship 50% off"]);
      const underscore = await listContactMessages(v.parse(listQuery, { q: "snake_case" }));
      expect(underscore.rows.map((r) => r.message)).toEqual(["Contains snake_case text."]);
      expect((await listContactMessages(v.parse(listQuery, { q: "%" }))).total).toBe(1);

      await setResponded(ids[0]!, true);
      await setResponded(ids[5]!, true);
      const responded = await listContactMessages({ ...v.parse(listQuery, {}), responded: true });
      expect(responded.rows.map((r) => r.id)).toEqual([ids[5], ids[0]]);
      const pending = await listContactMessages({ ...v.parse(listQuery, {}), responded: false });
      expect(pending.total).toBe(31);
      expect(pending.rows.every((r) => !r.responded)).toBe(true);
      const respondedSearch = await listContactMessages({ ...v.parse(listQuery, { q: "searchable" }), responded: true });
      expect(respondedSearch.rows.map((r) => r.id)).toEqual([ids[0]]);

      const byName = await listContactMessages(v.parse(listQuery, { sort: "name", dir: "asc", pageSize: "100" }));
      const names = byName.rows.map((r) => r.name);
      expect(names).toEqual([...names].sort());
      const byEmailDesc = await listContactMessages(v.parse(listQuery, { sort: "email", dir: "desc", pageSize: "100" }));
      const emails = byEmailDesc.rows.map((r) => r.email);
      // (Checks that hold under any collation.)
      expect(emails[0]).toBe("person9@example.com");
      expect(emails.slice(-3)).toEqual(Array(3).fill(input.email));
      const oldestFirst = await listContactMessages(v.parse(listQuery, { dir: "asc", pageSize: "10" }));
      expect(oldestFirst.rows.map((r) => r.id)).toEqual(ids.slice(0, 10));
    });

    it("iterates a filtered export in batches, every row once, even rows stored at the same instant", async () => {
      for (let i = 0; i < 7; i++) await createContactMessage({ ...input, name: `Single ${i}` });
      // One multi-row insert: every row gets the same created_at.
      await db()
        .insert(contactMessages)
        .values(Array.from({ length: 11 }, (_, i) => ({ ...input, name: `Bulk ${i}`, responded: i % 2 === 0 })));

      const seen: string[] = [];
      let batches = 0;
      for await (const batch of iterateContactMessages({ q: "" }, 5)) {
        batches++;
        expect(batch.length).toBeLessThanOrEqual(5);
        expect(batch.every((r) => !("cursor" in r))).toBe(true);
        seen.push(...batch.map((b) => b.id));
      }
      expect(batches).toBe(4);
      expect(seen).toHaveLength(18);
      expect(new Set(seen).size).toBe(18);
      // Same order as the list, newest first.
      const listed = (await listContactMessages(v.parse(listQuery, { pageSize: "100" }))).rows;
      expectNewestFirst(listed);
      expect(seen).toEqual(listed.map((r) => r.id));

      const filtered: string[] = [];
      for await (const batch of iterateContactMessages({ q: "bulk", responded: true }, 2)) {
        filtered.push(...batch.map((b) => b.name));
      }
      expect(filtered.sort()).toEqual(["Bulk 0", "Bulk 10", "Bulk 2", "Bulk 4", "Bulk 6", "Bulk 8"]);

      const none: unknown[] = [];
      for await (const batch of iterateContactMessages({ q: "nobody" }, 5)) none.push(batch);
      expect(none).toEqual([]);
    });
  });

  describe("responded, delete and counts", () => {
    it("marks responded and back, and reports a missing message", async () => {
      const { id } = await createContactMessage(input);
      expect(await setResponded(id, true)).toMatchObject({ id, responded: true, ...input });
      expect((await getContactMessage(id))!.responded).toBe(true);
      expect(await setResponded(id, false)).toMatchObject({ id, responded: false });
      expect(await setResponded(MISSING_ID, true)).toBeUndefined();
    });

    it("deletes, and returns false for a missing id", async () => {
      const { id } = await createContactMessage(input);
      const other = await createContactMessage(input);
      expect(await deleteContactMessage(id)).toBe(true);
      expect(await deleteContactMessage(id)).toBe(false);
      expect(await deleteContactMessage(MISSING_ID)).toBe(false);
      expect(await getContactMessage(id)).toBeUndefined();
      expect(await getContactMessage(other.id)).toBeDefined();
    });

    it("counts all, responded and pending messages; lists the latest for the dashboard", async () => {
      expect(await countContactMessages()).toBe(0);
      const created: string[] = [];
      for (let i = 0; i < 5; i++) created.push((await createContactMessage({ ...input, name: `N${i}` })).id);
      await spreadCreatedAt(created);
      await setResponded(created[1]!, true);
      await setResponded(created[3]!, true);
      expect(await countContactMessages()).toBe(5);
      expect(await countContactMessages(true)).toBe(2);
      expect(await countContactMessages(false)).toBe(3);

      const latest = await latestContactMessages(3);
      expect(latest).toEqual([
        { id: created[4], name: "N4", subject: input.subject, responded: false, createdAt: expect.any(Date) },
        { id: created[3], name: "N3", subject: input.subject, responded: true, createdAt: expect.any(Date) },
        { id: created[2], name: "N2", subject: input.subject, responded: false, createdAt: expect.any(Date) },
      ]);
    });
  });
});
