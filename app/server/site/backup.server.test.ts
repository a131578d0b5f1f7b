import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoContent } from "~/server/db/demo";
import { restoreBackup, writeBackup } from "./backup.server";
import { createBooking } from "../bookings/bookings.server";
import { databaseHandle, db } from "../db/client.server";
import { activityLog, blogPostRevisions, blogPosts, bookings, passkeys, postPreviewLinks, recoveryCodes, slugRedirects, staffInvitations, teamLeaderPictures, users } from "../db/schema";
import { createPost, updatePost } from "../blog/post-queries.server";
import { createPreviewLink } from "../blog/post-preview-links.server";
import { seedDemoContent } from "../db/seed.server";
import { listObjects, putObject, readObjectBytes, setStorageDriver, setStorageRoot, storageRoot } from "../storage/storage.server";
import { s3Driver } from "../storage/s3.server";
import { readStorageSettings } from "../storage/storage-settings.server";
import { startTestS3Server, TEST_S3_CREDENTIALS, type TestS3Server } from "../testing/s3-server";
import { forEachDatabase, openTestDatabase, truncateAll } from "../testing/databases.server";
import { createUser } from "../identity/users.server";
import { hasRole } from "../identity/queries.server";
import { readServerSecret, useFormStampSecret } from "../kernel/form-stamp.server";
import { verifySecondFactor } from "../identity/second-factor.server";
import { signIn } from "../identity/sign-in.server";
import { encryptTotpSecret, totpCodeAt, totpStep } from "../identity/totp.server";
import type { TestDbKind } from "../testing/databases.server";
import { setDatabase } from "../db/client.server";

let dir: string;
let s3: TestS3Server;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
  setStorageRoot(path.join(dir, "uploads"));
  s3 = await startTestS3Server("backup-test");
});
afterAll(async () => {
  setStorageRoot(undefined);
  await s3.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs `work` with uploads in the test's S3 bucket (under a prefix of its own), then goes back to local disk. */
async function withS3Storage<T>(prefix: string, work: () => Promise<T>): Promise<T> {
  const settings = readStorageSettings({ STORAGE_URL: s3.storageUrl().replace("?", `/${prefix}?`), ...TEST_S3_CREDENTIALS });
  setStorageDriver(s3Driver(settings as Extract<typeof settings, { kind: "s3" }>));
  try {
    return await work();
  } finally {
    setStorageRoot(path.join(dir, "uploads"));
  }
}

async function storedKeys() {
  const keys: string[] = [];
  for (const bucket of ["blog-assets", "images"] as const) for await (const p of listObjects(bucket)) keys.push(`${bucket}/${p}`);
  return keys;
}

/** Bytes that do not compress, larger than one backup chunk (192 KiB). */
const bigBytes = () => new Uint8Array(Array.from({ length: 450_000 }, (_, i) => (i * 7919 + (i >> 8) * 31) % 251));

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
      // An old address (a renamed post's) redirects after a restore too.
      const [renamed] = await db().select({ id: blogPosts.id }).from(blogPosts).limit(1);
      await db().insert(slugRedirects).values({ kind: "blog", slug: "an-old-address", entityId: renamed!.id });
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
      expect(await db().select({ slug: slugRedirects.slug, entityId: slugRedirects.entityId }).from(slugRedirects)).toEqual([
        { slug: "an-old-address", entityId: renamed!.id },
      ]);
      const [booking] = await db().select().from(bookings);
      expect(booking).toMatchObject({ eventDate: "2026-12-24", details: "Tags: [x], \"quotes\", ünïcode ✓" });
      expect(booking!.createdAt).toBeInstanceOf(Date);
      const pictures = await db().select().from(teamLeaderPictures);
      expect(pictures.length).toBe(demoContent.teamLeaderPictures.length);
      expect(typeof pictures[0]!.metadata).toBe("object");
      expect([...fs.readFileSync(path.join(storageRoot(), "images/team-leader-pictures/a-photo.webp"))]).toEqual([1, 2, 3, 4]);
    });

    it("keeps the record of changes, invitations, recovery codes and passkeys, their secrets hashed as stored", async () => {
      const admin = await createUser({ email: "keeper@example.com", password: "password-123", admin: true });
      const at = new Date("2026-03-01T10:00:00.123Z");
      await db().insert(activityLog).values({
        actorId: admin.id,
        actorEmail: admin.email,
        action: "update",
        entityKind: "blog-post",
        entityId: "11111111-1111-4111-8111-111111111111",
        summary: "Edited blog post “Kept”",
        changes: { title: { from: "Old", to: "Kept" }, published: { from: false, to: true } },
        ipAddress: "192.0.2.7",
        createdAt: at,
      });
      await db().insert(recoveryCodes).values({ userId: admin.id, codeHash: "recovery-hash" });
      await db().insert(passkeys).values({ id: "cred-id", userId: admin.id, name: "Laptop", publicKey: "pk", counter: 7, transports: ["internal", "usb"] });
      await db().insert(staffInvitations).values({ email: "new@example.com", role: "admin", tokenHash: "invite-hash", invitedBy: admin.id, expiresAt: at });
      const before = {
        log: await db().select().from(activityLog),
        codes: await db().select().from(recoveryCodes),
        keys: await db().select().from(passkeys),
        invitations: await db().select().from(staffInvitations),
      };
      const file = path.join(dir, `${kind}-staff.ndjson.gz`);
      const manifest = await writeBackup(databaseHandle(), file);
      expect(manifest.tables).toMatchObject({ activity_log: 1, recovery_codes: 1, passkeys: 1, staff_invitations: 1 });

      await truncateAll();
      await restoreBackup(databaseHandle(), file);
      expect(await db().select().from(activityLog)).toEqual(before.log);
      expect(await db().select().from(recoveryCodes)).toEqual(before.codes);
      expect(await db().select().from(passkeys)).toEqual(before.keys);
      expect(await db().select().from(staffInvitations)).toEqual(before.invitations);
    });

    it("keeps every post's versions, and no share-preview link", async () => {
      const { id } = await createPost({
        title: "Versioned",
        excerpt: "Kept with its history.",
        author: "E2E",
        content: "First words.",
        category: "News",
        published: false,
      });
      await updatePost(id, { title: "Versioned, edited", excerpt: "Kept with its history.", author: "E2E", content: "Second words.", category: "News", published: false });
      await createPreviewLink(id);
      const revisions = await db().select().from(blogPostRevisions).orderBy(blogPostRevisions.createdAt);
      expect(revisions).toHaveLength(2);
      const file = path.join(dir, `${kind}-revisions.ndjson.gz`);
      const manifest = await writeBackup(databaseHandle(), file);
      expect(manifest.tables).toMatchObject({ blog_post_revisions: 2 });
      expect(manifest.tables).not.toHaveProperty("post_preview_links");

      await truncateAll();
      await restoreBackup(databaseHandle(), file);
      expect(await db().select().from(blogPostRevisions).orderBy(blogPostRevisions.createdAt)).toEqual(revisions);
      expect(await db().select().from(postPreviewLinks)).toEqual([]);
    });

    it("round-trips the rows and the objects with the S3 driver, streaming objects larger than a chunk", async () => {
      await withS3Storage(`roundtrip-${kind}`, async () => {
        await seedDemoContent(db());
        const big = bigBytes();
        await putObject("blog-assets", "blog-images/big.webp", big);
        await putObject("images", "team-leader-pictures/p-face.webp", new Uint8Array([9, 8, 7]));
        const file = path.join(dir, `s3-${kind}.ndjson.gz`);
        const manifest = await writeBackup(databaseHandle(), file);
        expect(manifest.files).toBe(2);

        // Lose rows and an object; an object the backup does not hold appears.
        await truncateAll();
        await putObject("blog-assets", "blog-images/big.webp", new Uint8Array([0]), { upsert: true });
        await putObject("images", "team-leader-pictures/stray.webp", new Uint8Array([1]));
        const restored = await restoreBackup(databaseHandle(), file);

        expect(restored.files).toBe(2);
        expect((await db().select({ n: count() }).from(blogPosts))[0]!.n).toBe(demoContent.blogPosts.length);
        expect(await readObjectBytes("blog-assets", "blog-images/big.webp")).toEqual(Buffer.from(big));
        expect([...(await readObjectBytes("images", "team-leader-pictures/p-face.webp"))!]).toEqual([9, 8, 7]);
        expect(await storedKeys()).toEqual(["blog-assets/blog-images/big.webp", "images/team-leader-pictures/p-face.webp"]);
      });
      // Nothing of it reached the local disk.
      expect(fs.existsSync(path.join(storageRoot(), "blog-assets/blog-images/big.webp"))).toBe(false);
    });

    it("restores a backup taken on local disk into S3, and refuses a damaged one without changing anything", async () => {
      fs.rmSync(storageRoot(), { recursive: true, force: true });
      await seedDemoContent(db());
      await putObject("blog-assets", "blog-images/local.webp", bigBytes());
      const file = path.join(dir, `local-to-s3-${kind}.ndjson.gz`);
      await writeBackup(databaseHandle(), file);

      await withS3Storage(`cross-${kind}`, async () => {
        await truncateAll();
        await restoreBackup(databaseHandle(), file);
        expect(await readObjectBytes("blog-assets", "blog-images/local.webp")).toEqual(Buffer.from(bigBytes()));

        // One byte of the object changed in the file: refused, nothing changed.
        const { gunzipSync, gzipSync } = await import("node:zlib");
        const lines = gunzipSync(fs.readFileSync(file)).toString().split("\n");
        const at = lines.findIndex((l) => l.includes('"file-data"'));
        const entry = JSON.parse(lines[at]!) as { data: string };
        const bytes = Buffer.from(entry.data, "base64");
        bytes[1000] = bytes[1000]! ^ 0xff;
        lines[at] = JSON.stringify({ ...entry, data: bytes.toString("base64") });
        const damaged = path.join(dir, `damaged-${kind}.ndjson.gz`);
        fs.writeFileSync(damaged, gzipSync(lines.join("\n")));
        await putObject("images", "team-leader-pictures/after.webp", new Uint8Array([5]));
        await expect(restoreBackup(databaseHandle(), damaged)).rejects.toThrow(/damaged: blog-assets\/blog-images\/local\.webp does not match/);
        expect(await storedKeys()).toEqual(["blog-assets/blog-images/local.webp", "images/team-leader-pictures/after.webp"]);
        expect((await db().select({ n: count() }).from(blogPosts))[0]!.n).toBe(demoContent.blogPosts.length);
      });
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

/**
 * A restore into a new database (its own server secret) used to lock every
 * two-factor user out: their TOTP secrets were sealed with the old site's key.
 * Backed up, restored into an empty database, signed in with password + TOTP.
 */
describe("two-factor sign-in after a restore into an empty database", () => {
  const pairs: [TestDbKind, TestDbKind][] = process.env.TEST_DATABASE_URL
    ? [["pglite", "pglite"], ["postgres", "postgres"], ["pglite", "postgres"]]
    : [["pglite", "pglite"]];
  for (const [from, to] of pairs) {
    it(`keeps working from ${from} into a new ${to} database`, async () => {
      const source = await openTestDatabase(from);
      const target = await openTestDatabase(to);
      try {
        setDatabase(source.handle);
        useFormStampSecret(await readServerSecret(source.handle.db));
        const user = await createUser({ email: "two-factor@example.com", password: "password-123" });
        const key = new Uint8Array(20).fill(3);
        await db().update(users).set({ totpSecret: encryptTotpSecret(key), totpEnabledAt: new Date() }).where(eq(users.id, user.id));
        const file = path.join(dir, `totp-${from}-${to}.ndjson.gz`);
        await writeBackup(source.handle, file);

        // The new site: its own server secret, loaded as its server would at start.
        setDatabase(target.handle);
        const targetSecret = await readServerSecret(target.handle.db);
        expect(targetSecret.equals(await readServerSecret(source.handle.db))).toBe(false);
        await restoreBackup(target.handle, file);
        useFormStampSecret(targetSecret);

        const first = await signIn({ email: user.email, password: "password-123", clientIp: "203.0.113.50" });
        expect(first.ok).toBe("second-factor");
        const token = (first as { cookie: string }).cookie.match(/=([A-Za-z0-9_-]{43})/)![1]!;
        const second = await verifySecondFactor({ token, code: totpCodeAt(key, totpStep()), kind: "totp", clientIp: "203.0.113.50" });
        expect(second.ok).toBe(true);
      } finally {
        useFormStampSecret(undefined);
        setDatabase(undefined);
        await source.dispose();
        await target.dispose();
      }
    });
  }
});
