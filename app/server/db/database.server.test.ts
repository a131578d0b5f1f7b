/** The schema's own guarantees, on every database. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../testing/databases.server";
import { db, openDatabase, queryRows } from "./client.server";
import { DataDirLockedError } from "./lock.server";
import { migrateDatabase } from "./migrate.server";
import { bookings, membershipApplications, testimonials } from "./schema";
import { isContentEmpty, seedDemoContent } from "./seed.server";
import { demoContent } from "~/server/db/demo";

const booking = {
  name: "Asha",
  email: "asha@example.com",
  phone: "9800000000",
  eventDate: "2026-12-01",
  timeSlot: "10:00 AM",
  eventType: "Other",
  location: "Online",
};

forEachDatabase(() => {
  it("refuses a second live booking for the same slot, even when both arrive at once", async () => {
    const results = await Promise.allSettled([
      db().insert(bookings).values(booking),
      db().insert(bookings).values({ ...booking, name: "Bikash" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    // A cancelled booking frees the slot.
    await db().update(bookings).set({ status: "cancelled" });
    await expect(db().insert(bookings).values(booking)).resolves.toBeDefined();
  });

  it("enforces the spec's rules in check constraints", async () => {
    const application = {
      fullName: "Sita",
      email: "sita@example.com",
      age: 17,
      socialMediaHandle: "@sita",
      followersCount: 600,
      skills: ["teaching"],
      motivation: "x".repeat(60),
    };
    await expect(db().insert(membershipApplications).values(application)).rejects.toThrow();
    await expect(db().insert(membershipApplications).values({ ...application, age: 18, followersCount: -1 })).rejects.toThrow();
    await expect(db().insert(membershipApplications).values({ ...application, age: 18, status: "maybe" })).rejects.toThrow();
    await expect(db().insert(membershipApplications).values({ ...application, age: 18 })).resolves.toBeDefined();
    const testimonial = { name: "A", position: "B", company: "C", testimonial: "D", imageSrc: "/x.webp" };
    await expect(db().insert(testimonials).values({ ...testimonial, rating: 6 })).rejects.toThrow();
    await expect(db().insert(bookings).values({ ...booking, timeSlot: "9:00 AM" })).rejects.toThrow();
  });

  it("has the has_role(requested_user_id, requested_role) function", async () => {
    const [row] = await queryRows<{ r: boolean }>(
      db(),
      sql`select has_role('00000000-0000-0000-0000-000000000000'::uuid, 'admin') as r`,
    );
    expect(row!.r).toBe(false);
  });

  it("seeds the demo content into an empty database, once", async () => {
    expect(await isContentEmpty(db())).toBe(true);
    expect(await seedDemoContent(db())).toBe(true);
    expect(await seedDemoContent(db())).toBe(false);
    const [posts] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from blog_posts`);
    expect(posts!.n).toBe(demoContent.blogPosts.length);
    const [users] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from users`);
    expect(users!.n).toBe(0);
  });

  it("applies migrations idempotently", async () => {
    const { databaseHandle } = await import("./client.server");
    await expect(migrateDatabase(databaseHandle())).resolves.toBeUndefined();
  });
});

describe("the embedded database's data directory", () => {
  it("lets one process hold it; a second opener gets a clear refusal", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
    try {
      const first = await openDatabase({ kind: "pglite", dataDir });
      // Simulate another live process holding the lock.
      const lockFile = path.join(dataDir, "db.lock");
      const info = JSON.parse(fs.readFileSync(lockFile, "utf8"));
      fs.writeFileSync(lockFile, JSON.stringify({ ...info, pid: process.ppid }));
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(/Stop the running server first/);
      fs.writeFileSync(lockFile, JSON.stringify(info));
      await first.close();
      expect(fs.existsSync(lockFile)).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("takes over a lock left by a process that died", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
    try {
      fs.writeFileSync(
        path.join(dataDir, "db.lock"),
        JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname(), startedAt: "" }),
      );
      const handle = await openDatabase({ kind: "pglite", dataDir });
      await handle.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
