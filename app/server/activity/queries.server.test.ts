/** The Activity screen's reading of the record: newest first, paging, filters, links to live things only. */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { recordActivity } from "./activity.server";
import {
  activityFilterChoices,
  activityFilterSchema,
  activityListQuery,
  getActivity,
  latestActivity,
  listActivity,
} from "./queries.server";
import { createPost, deletePost } from "../blog/post-queries.server";
import { db } from "../db/client.server";
import { activityLog } from "../db/schema";
import { createUser } from "../identity/users.server";
import { forEachDatabase } from "../testing/databases.server";

const query = (params: Record<string, string> = {}) => ({ ...v.parse(activityListQuery, params), ...v.parse(activityFilterSchema, params) });

/** Stores an entry as written at `at` (set, so the order is certain whatever the clock's resolution). */
async function entryAt(at: string, fields: { kind: string; email: string | null; id?: string; action?: string }) {
  await db()
    .insert(activityLog)
    .values({
      actorEmail: fields.email,
      action: fields.action ?? "update",
      entityKind: fields.kind,
      entityId: fields.id ?? null,
      summary: `${fields.kind} at ${at}`,
      ipAddress: "192.0.2.1",
      createdAt: new Date(at),
    });
}

forEachDatabase(() => {
  describe("listActivity", () => {
    it("lists newest first, pages, and filters by person, kind and Nepal days", async () => {
      // Nepal is UTC+5:45: 2026-03-01T18:30Z is already 2 March there.
      await entryAt("2026-03-01T10:00:00Z", { kind: "booking", email: "a@example.com" });
      await entryAt("2026-03-01T18:30:00Z", { kind: "blog-post", email: "b@example.com" });
      await entryAt("2026-03-02T12:00:00Z", { kind: "booking", email: "b@example.com" });
      await entryAt("2026-03-05T12:00:00Z", { kind: "user", email: null, action: "sign-in-failed" });

      const all = await listActivity(query());
      expect(all.rows.map((r) => r.summary)).toEqual([
        "user at 2026-03-05T12:00:00Z",
        "booking at 2026-03-02T12:00:00Z",
        "blog-post at 2026-03-01T18:30:00Z",
        "booking at 2026-03-01T10:00:00Z",
      ]);
      expect(all.total).toBe(4);

      const paged = await listActivity(query({ pageSize: "10", page: "1" }));
      expect(paged).toMatchObject({ total: 4, pageCount: 1 });

      expect((await listActivity(query({ person: "b@example.com" }))).rows.map((r) => r.entityKind)).toEqual(["booking", "blog-post"]);
      expect((await listActivity(query({ kind: "booking" }))).rows.map((r) => r.actorEmail)).toEqual(["b@example.com", "a@example.com"]);
      expect((await listActivity(query({ kind: "booking", person: "a@example.com" }))).total).toBe(1);
      // 2 March in Nepal: the evening-UTC entry of 1 March belongs to it, the morning one does not.
      expect((await listActivity(query({ from: "2026-03-02", to: "2026-03-02" }))).rows.map((r) => r.summary)).toEqual([
        "booking at 2026-03-02T12:00:00Z",
        "blog-post at 2026-03-01T18:30:00Z",
      ]);
      expect((await listActivity(query({ from: "2026-03-03" }))).total).toBe(1);
      expect((await listActivity(query({ to: "2026-03-01" }))).total).toBe(1);
      // Nonsense in the URL is no filter, never an error.
      expect((await listActivity(query({ from: "2026-02-31", kind: "", person: " " }))).total).toBe(4);

      expect(await activityFilterChoices()).toEqual({
        people: ["a@example.com", "b@example.com"],
        kinds: ["blog-post", "booking", "user"],
      });
    });

    it("gives the dashboard the newest entries", async () => {
      await entryAt("2026-03-01T10:00:00Z", { kind: "booking", email: "a@example.com" });
      await entryAt("2026-03-03T10:00:00Z", { kind: "blog-post", email: "b@example.com" });
      await entryAt("2026-03-02T10:00:00Z", { kind: "user", email: null });
      expect((await latestActivity(2)).map((e) => [e.summary, e.actorEmail])).toEqual([
        ["blog-post at 2026-03-03T10:00:00Z", "b@example.com"],
        ["user at 2026-03-02T10:00:00Z", null],
      ]);
    });

    it("pages past the first page in a stable order", async () => {
      for (let i = 0; i < 12; i++) {
        await entryAt(`2026-04-01T00:${String(i).padStart(2, "0")}:00Z`, { kind: "booking", email: "p@example.com" });
      }
      const first = await listActivity(query({ pageSize: "10" }));
      const second = await listActivity(query({ pageSize: "10", page: "2" }));
      expect(first).toMatchObject({ total: 12, pageCount: 2 });
      expect(first.rows).toHaveLength(10);
      expect(second.rows.map((r) => r.summary)).toEqual(["booking at 2026-04-01T00:01:00Z", "booking at 2026-04-01T00:00:00Z"]);
    });

    it("links an entry to its thing only while the thing exists", async () => {
      const staff = await createUser({ email: "staff@example.com", password: "long-enough-1" });
      const kept = await createPost({ title: "Kept", excerpt: "e", content: "c", author: "a", category: "Other", published: false, imageUrl: undefined });
      const gone = await createPost({ title: "Gone", excerpt: "e", content: "c", author: "a", category: "Other", published: false, imageUrl: undefined });
      await deletePost(gone.id);
      await recordActivity(db(), { action: "update", entityKind: "user", entityId: staff.id, summary: "account" }, { id: null, email: null, ipAddress: null });
      const rows = (await listActivity(query())).rows;
      const hrefOf = (summary: string) => rows.find((r) => r.summary.includes(summary))?.href;
      expect(hrefOf("“Kept”")).toBe(`/admin/blogs/edit/${kept.id}`);
      expect(rows.filter((r) => r.entityId === gone.id).map((r) => r.href)).toEqual([null, null]);
      expect(hrefOf("account")).toBe(`/admin/staff?q=${staff.id}`);
      const one = rows.find((r) => r.entityId === kept.id)!;
      expect(await getActivity(one.id)).toEqual(one);
    });
  });
});
