import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoContent } from "~/server/db/demo";
import { restoreBackup, writeBackup } from "./backup.server";
import { createBooking } from "./bookings.server";
import { databaseHandle, db } from "./db/client.server";
import { blogPosts, bookings, teamLeaderPictures, users } from "./db/schema";
import { seedDemoContent } from "./db/seed.server";
import { putObject, setStorageRoot, storageRoot } from "./storage.server";
import { forEachDatabase, openTestDatabase, truncateAll } from "./testing/databases.server";
import { createUser, hasRole } from "./users.server";
import { setDatabase } from "./db/client.server";

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
  setStorageRoot(path.join(dir, "uploads"));
});
afterAll(() => {
  setStorageRoot(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

forEachDatabase((kind) => {
  describe("backup and restore", () => {
    it("round-trips every table and the uploaded files", async () => {
      await seedDemoContent(db());
      const admin = await createUser({ email: "keeper@example.com", password: "password-123", admin: true });
      await createBooking({
        name: "Asha",
        email: "asha@example.com",
        phone: "1",
        eventDate: "2026-12-24",
        timeSlot: "3:00 PM",
        eventType: "Other",
        location: "Online",
        details: "Tags: [x], \"quotes\", ünïcode ✓",
      });
      fs.rmSync(storageRoot(), { recursive: true, force: true });
      await putObject("images", "team-leader-pictures/a-photo.webp", new Uint8Array([1, 2, 3, 4]));
      const file = path.join(dir, `${kind}.ndjson.gz`);
      const manifest = await writeBackup(databaseHandle(), file);
      expect(manifest.tables.blog_posts).toBe(demoContent.blogPosts.length);
      expect(manifest.files).toBe(1);

      // Lose everything, then restore.
      await truncateAll();
      fs.rmSync(storageRoot(), { recursive: true, force: true });
      await restoreBackup(databaseHandle(), file);

      expect((await db().select({ n: count() }).from(blogPosts))[0]!.n).toBe(demoContent.blogPosts.length);
      expect((await db().select({ n: count() }).from(users))[0]!.n).toBe(1);
      expect(await hasRole(admin.id, "admin")).toBe(true);
      const [booking] = await db().select().from(bookings);
      expect(booking).toMatchObject({ eventDate: "2026-12-24", details: "Tags: [x], \"quotes\", ünïcode ✓" });
      expect(booking!.createdAt).toBeInstanceOf(Date);
      const pictures = await db().select().from(teamLeaderPictures);
      expect(pictures.length).toBe(demoContent.teamLeaderPictures.length);
      expect(typeof pictures[0]!.metadata).toBe("object");
      expect([...fs.readFileSync(path.join(storageRoot(), "images/team-leader-pictures/a-photo.webp"))]).toEqual([1, 2, 3, 4]);
    });

    it("writes the backup readable by its owner only, whatever the umask", async () => {
      const previous = process.umask(0o000);
      try {
        const folder = path.join(dir, `private-${kind}`);
        const file = path.join(folder, "site.ndjson.gz");
        // A leftover from an interrupted run, world-readable, must not keep its mode.
        fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
        fs.writeFileSync(`${file}.partial`, "old", { mode: 0o644 });
        await writeBackup(databaseHandle(), file);
        expect((fs.statSync(file).mode & 0o777).toString(8)).toBe("600");
        const fresh = path.join(dir, `new-folder-${kind}`, "site.ndjson.gz");
        await writeBackup(databaseHandle(), fresh);
        expect((fs.statSync(fresh).mode & 0o777).toString(8)).toBe("600");
        expect((fs.statSync(path.dirname(fresh)).mode & 0o777).toString(8)).toBe("700");
      } finally {
        process.umask(previous);
      }
    });

    it("refuses a file that is not a backup, changing nothing", async () => {
      await seedDemoContent(db());
      const bogus = path.join(dir, "bogus.gz");
      const { gzipSync } = await import("node:zlib");
      fs.writeFileSync(bogus, gzipSync('{"type":"something"}\n'));
      await expect(restoreBackup(databaseHandle(), bogus)).rejects.toThrow(/not a backup/);
      expect((await db().select({ n: count() }).from(blogPosts))[0]!.n).toBe(demoContent.blogPosts.length);
    });
  });
});

describe("a backup of one engine restores into another", () => {
  it("moves the embedded database's content into a second database", async () => {
    const source = await openTestDatabase("pglite");
    const target = await openTestDatabase(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    try {
      setDatabase(source.handle);
      await seedDemoContent(db());
      const file = path.join(dir, "cross.ndjson.gz");
      await writeBackup(source.handle, file);
      setDatabase(target.handle);
      await restoreBackup(target.handle, file);
      expect((await db().select({ n: count() }).from(blogPosts))[0]!.n).toBe(demoContent.blogPosts.length);
    } finally {
      setDatabase(undefined);
      await source.dispose();
      await target.dispose();
    }
  });
});
