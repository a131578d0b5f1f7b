import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationSchema, type ApplicationInput } from "~/models/membership";
import { createListQuerySchema } from "~/models/pagination";
import { db } from "../db/client.server";
import { membershipApplications } from "../db/schema";
import { createApplication } from "./membership-applications.server";
import { APPLICATION_SORT_KEYS, countApplications, deleteApplication, getApplication, iterateApplications, latestApplications, listApplications, setApplicationStatus } from "./application-queries.server";
import { forEachDatabase } from "../testing/databases.server";
import * as v from "valibot";

const listQuery = createListQuerySchema({ sortKeys: APPLICATION_SORT_KEYS, defaultSort: "createdAt" });

const input: ApplicationInput = {
  fullName: "Bikash Thapa",
  email: "bikash@example.com",
  phone: "+977 9811111111",
  age: 21,
  socialMediaHandle: "@bikash.creates",
  followersCount: 1200,
  skills: ["content-creation", "video-editing"],
  motivation: "I want to tell stories about my community and learn from other young creators.",
};

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

/**
 * Sets the applications one minute apart, in the given order (oldest first):
 * PGlite's clock has millisecond resolution, so rows stored one after another
 * often share created_at.
 */
async function spreadCreatedAt(ids: string[]) {
  for (const [i, id] of ids.entries()) {
    await db()
      .update(membershipApplications)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })
      .where(eq(membershipApplications.id, id));
  }
}

forEachDatabase(() => {
  describe("createApplication", () => {
    it("stores exactly the fields, as pending", async () => {
      const { id } = await createApplication(input);
      expect(await getApplication(id)).toEqual({ id, ...input, status: "pending", createdAt: expect.any(Date), lastMessageAt: null });
    });

    it("stores a missing phone as null, from the validated form", async () => {
      const parsed = v.parse(applicationSchema, {
        ...input,
        phone: "",
        age: "30",
        followersCount: "0",
        skills: ["storytelling"],
      });
      const { id } = await createApplication(parsed);
      expect(await getApplication(id)).toMatchObject({
        phone: null,
        age: 30,
        followersCount: 0,
        skills: ["storytelling"],
        status: "pending",
      });
    });

    it("never lets the caller set id, createdAt or status", async () => {
      const forged = {
        ...input,
        id: MISSING_ID,
        createdAt: new Date("2000-01-01T00:00:00Z"),
        status: "approved",
      } as unknown as ApplicationInput;
      const { id } = await createApplication(forged);
      expect(id).not.toBe(MISSING_ID);
      const stored = await getApplication(id);
      expect(stored).toMatchObject({ status: "pending" });
      expect(stored!.createdAt.getUTCFullYear()).toBeGreaterThan(2000);
      expect(await getApplication(MISSING_ID)).toBeUndefined();
    });
  });

  describe("admin list", () => {
    it("pages newest first, searches literally, filters by status and sorts", async () => {
      const ids: string[] = [];
      for (let i = 0; i < 30; i++) {
        const n = String(i).padStart(2, "0");
        const { id } = await createApplication({
          ...input,
          fullName: i % 3 === 0 ? `Searchable ${n}` : `Person ${n}`,
          email: `applicant${i}@example.com`,
          socialMediaHandle: `@handle${n}`,
          age: 18 + (i % 7),
          followersCount: i * 100,
        });
        ids.push(id);
      }
      await spreadCreatedAt(ids);

      const first = await listApplications(v.parse(listQuery, { pageSize: "10" }));
      expect(first).toMatchObject({ total: 30, pageCount: 3, page: 1, pageSize: 10 });
      expect(first.rows.map((r) => r.id)).toEqual(ids.slice(20).reverse());
      const third = await listApplications(v.parse(listQuery, { pageSize: "10", page: "3" }));
      expect(third.rows.map((r) => r.id)).toEqual(ids.slice(0, 10).reverse());

      // Full name, email and social media handle are searched, case-insensitively.
      const byName = await listApplications(v.parse(listQuery, { q: "searchable" }));
      expect(byName.total).toBe(10);
      expect(byName.rows.every((r) => r.fullName.startsWith("Searchable"))).toBe(true);
      expect((await listApplications(v.parse(listQuery, { q: "APPLICANT7@" }))).rows.map((r) => r.id)).toEqual([ids[7]]);
      expect((await listApplications(v.parse(listQuery, { q: "@handle12" }))).rows.map((r) => r.id)).toEqual([ids[12]]);
      // Motivation is not searched.
      expect((await listApplications(v.parse(listQuery, { q: "community" }))).total).toBe(0);

      // LIKE wildcards in the query are literal.
      const underscored = await createApplication({ ...input, socialMediaHandle: "@the_creator" });
      await createApplication({ ...input, socialMediaHandle: "@theXcreator" });
      const percent = await createApplication({ ...input, fullName: "Hundred% Gurung" });
      expect((await listApplications(v.parse(listQuery, { q: "the_creator" }))).rows.map((r) => r.id)).toEqual([
        underscored.id,
      ]);
      expect((await listApplications(v.parse(listQuery, { q: "%" }))).rows.map((r) => r.id)).toEqual([percent.id]);

      await setApplicationStatus(ids[3]!, "approved");
      await setApplicationStatus(ids[9]!, "approved");
      await setApplicationStatus(ids[4]!, "rejected");
      const approved = await listApplications({ ...v.parse(listQuery, {}), status: "approved" });
      expect(approved.rows.map((r) => r.id)).toEqual([ids[9], ids[3]]);
      expect((await listApplications({ ...v.parse(listQuery, {}), status: "rejected" })).rows.map((r) => r.id)).toEqual([
        ids[4],
      ]);
      expect((await listApplications({ ...v.parse(listQuery, {}), status: "pending" })).total).toBe(30);
      const approvedSearch = await listApplications({ ...v.parse(listQuery, { q: "person" }), status: "approved" });
      expect(approvedSearch.total).toBe(0);

      const byFollowers = await listApplications(v.parse(listQuery, { sort: "followersCount", dir: "desc", pageSize: "100" }));
      const followers = byFollowers.rows.map((r) => r.followersCount);
      expect(followers).toEqual([...followers].sort((a, b) => b - a));
      expect(followers[0]).toBe(2900);
      const byAge = await listApplications(v.parse(listQuery, { sort: "age", dir: "asc", pageSize: "100" }));
      const ages = byAge.rows.map((r) => r.age);
      expect(ages).toEqual([...ages].sort((a, b) => a - b));
      const byFullName = await listApplications(v.parse(listQuery, { sort: "fullName", dir: "asc", pageSize: "100" }));
      const names = byFullName.rows.map((r) => r.fullName);
      expect(names).toEqual([...names].sort());
      const byStatus = await listApplications(v.parse(listQuery, { sort: "status", dir: "asc", pageSize: "100" }));
      expect(byStatus.rows.map((r) => r.status).slice(0, 3)).toEqual(["approved", "approved", "pending"]);
      expect(byStatus.rows.at(-1)!.status).toBe("rejected");
    });

    it("iterates a filtered export in batches, every row once, even rows stored at the same instant", async () => {
      for (let i = 0; i < 6; i++) await createApplication({ ...input, fullName: `Single ${i}` });
      // One multi-row insert: every row gets the same created_at.
      await db()
        .insert(membershipApplications)
        .values(
          Array.from({ length: 9 }, (_, i) => ({
            ...input,
            fullName: `Bulk ${i}`,
            status: i % 3 === 0 ? "approved" : "pending",
          })),
        );

      const seen: string[] = [];
      for await (const batch of iterateApplications({ q: "" }, 4)) {
        expect(batch.length).toBeLessThanOrEqual(4);
        expect(batch.every((r) => !("cursor" in r))).toBe(true);
        seen.push(...batch.map((b) => b.id));
      }
      expect(seen).toHaveLength(15);
      expect(new Set(seen).size).toBe(15);
      const listed = await listApplications(v.parse(listQuery, { pageSize: "100" }));
      expect(seen).toEqual(listed.rows.map((r) => r.id));

      const approved: string[] = [];
      for await (const batch of iterateApplications({ q: "bulk", status: "approved" }, 1)) {
        approved.push(...batch.map((b) => b.fullName));
      }
      expect(approved.sort()).toEqual(["Bulk 0", "Bulk 3", "Bulk 6"]);
    });
  });

  describe("status, delete and counts", () => {
    it("sets the status, and reports a missing application", async () => {
      const { id } = await createApplication(input);
      expect(await setApplicationStatus(id, "approved")).toMatchObject({ id, ...input, status: "approved" });
      expect((await getApplication(id))!.status).toBe("approved");
      expect(await setApplicationStatus(id, "rejected")).toMatchObject({ status: "rejected" });
      expect(await setApplicationStatus(id, "pending")).toMatchObject({ status: "pending" });
      expect(await setApplicationStatus(MISSING_ID, "approved")).toBeUndefined();
    });

    it("deletes, and returns false for a missing id", async () => {
      const { id } = await createApplication(input);
      const other = await createApplication(input);
      expect(await deleteApplication(id)).toBe(true);
      expect(await deleteApplication(id)).toBe(false);
      expect(await deleteApplication(MISSING_ID)).toBe(false);
      expect(await getApplication(id)).toBeUndefined();
      expect(await getApplication(other.id)).toBeDefined();
    });

    it("counts by status; lists the latest for the dashboard", async () => {
      expect(await countApplications()).toBe(0);
      const created: string[] = [];
      for (let i = 0; i < 5; i++) created.push((await createApplication({ ...input, fullName: `N${i}` })).id);
      await spreadCreatedAt(created);
      await setApplicationStatus(created[0]!, "approved");
      await setApplicationStatus(created[1]!, "rejected");
      await setApplicationStatus(created[2]!, "rejected");
      expect(await countApplications()).toBe(5);
      expect(await countApplications("pending")).toBe(2);
      expect(await countApplications("approved")).toBe(1);
      expect(await countApplications("rejected")).toBe(2);

      expect(await latestApplications(2)).toEqual([
        { id: created[4], fullName: "N4", status: "pending", createdAt: expect.any(Date) },
        { id: created[3], fullName: "N3", status: "pending", createdAt: expect.any(Date) },
      ]);
    });
  });
});
