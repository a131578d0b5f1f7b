/**
 * Starts a production server for the browser tests on a fresh database:
 *   tsx tests/e2e/support/server.ts <pglite|postgres>
 * It migrates and seeds a new data directory (or a new PostgreSQL database),
 * creates the test accounts, records facts for the tests, then runs
 * `node server.ts` on it. On SIGTERM/SIGINT it stops the server and removes
 * the data directory or drops the database.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import pg from "pg";
import { db } from "~/server/db/client.server";
import {
  blogPosts,
  bookings,
  caseStudies,
  contactMessages,
  membershipApplications,
  passwordResetTokens,
  postPreviewLinks,
  teamLeaderPictures,
} from "~/server/db/schema";
import { hashResetToken, RESET_TOKEN_TTL_MS } from "~/server/identity/password-reset.server";
import { hashPreviewToken, newPreviewToken, PREVIEW_LINK_TTL_MS } from "~/server/blog/post-preview-links.server";
import { prepareDatabase, stopApp } from "~/server/site/lifecycle.server";
import { projectRoot } from "~/server/kernel/project-root.server";
import { createUser } from "~/server/identity/users.server";
import { seedBulkData } from "~/server/db/bulk-seed.server";
import { startTestSmtpServer } from "~/server/testing/smtp-server";
import { mailboxDir, storeMail } from "./mail-store";
import { ADMIN, BULK_ROWS, E2E_PORTS, STAFF_INBOX, e2eStateDir, factsFile, MEMBER, THROWAWAY, RESET_ACCOUNT, CHANGE_ACCOUNT, TOTP_ACCOUNT, PASSKEY_ACCOUNT, PASSKEY_OTHER, PASSKEY_INTRUDER, PASSKEY_SECOND_FACTOR_ACCOUNT, PASSKEY_TOTP_ACCOUNT, PASSKEY_RESET_ACCOUNT, EXPIRED_RESET_ACCOUNT, NOSCRIPT_RESET_ACCOUNT, type DbKind, type E2EFacts } from "./config";

const kind = process.argv[2] as DbKind;
if (kind !== "pglite" && kind !== "postgres") throw new Error("usage: server.ts <pglite|postgres>");

async function createPostgresDatabase() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const name = `e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** Rows only the admin guard test aims at (see E2EFacts.guardTargets). */
async function createGuardTargets(memberId: string): Promise<E2EFacts["guardTargets"]> {
  // The oldest rows of their lists, so that no list or feed test meets them first.
  const createdAt = new Date("2001-01-01T00:00:00Z");
  const [post] = await db()
    .insert(blogPosts)
    .values({ title: "Guard target post", slug: "guard-target-post", excerpt: "Aimed at by refused requests.", content: "Still here.", author: "E2E", published: true, createdAt })
    .returning({ id: blogPosts.id });
  // A demo case study and a shown demo picture (new ones would change the public lists' counts).
  const [study] = await db().select({ id: caseStudies.id }).from(caseStudies).orderBy(caseStudies.createdAt).limit(1);
  const [picture] = await db()
    .select({ id: teamLeaderPictures.id, altText: teamLeaderPictures.altText })
    .from(teamLeaderPictures)
    .where(eq(teamLeaderPictures.isActive, true))
    .orderBy(teamLeaderPictures.displayOrder)
    .limit(1);
  const bookingName = "Guard Target Booking";
  const [booking] = await db()
    .insert(bookings)
    .values({
      name: bookingName,
      email: "guard-booking@e2e.test",
      phone: "+977 9800000000",
      eventDate: "2019-06-01",
      timeSlot: "10:00 AM",
      eventType: "Other",
      location: "Kathmandu",
      createdAt,
    })
    .returning({ id: bookings.id });
  const messageName = "Guard Target Message";
  const [message] = await db()
    .insert(contactMessages)
    .values({ name: messageName, email: "guard-message@e2e.test", message: "Aimed at by refused requests.", createdAt })
    .returning({ id: contactMessages.id });
  const applicationName = "Guard Target Applicant";
  const [application] = await db()
    .insert(membershipApplications)
    .values({
      fullName: applicationName,
      email: "guard-application@e2e.test",
      age: 30,
      socialMediaHandle: "@guard",
      followersCount: 10,
      skills: ["content-creation"],
      motivation: "Aimed at by refused requests, and must stay exactly as it is.",
      createdAt,
    })
    .returning({ id: membershipApplications.id });
  return {
    post: post!.id,
    caseStudy: study!.id,
    picture: picture!,
    booking: { id: booking!.id, name: bookingName },
    message: { id: message!.id, name: messageName },
    application: { id: application!.id, name: applicationName },
    memberId,
  };
}

/**
 * A reset link of EXPIRED_RESET_ACCOUNT stored as the app stores one (only its
 * hash), asked for 31 minutes ago: expired before any test opens it.
 */
async function createExpiredResetLink(userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const createdAt = new Date(Date.now() - RESET_TOKEN_TTL_MS - 60_000);
  await db()
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: hashResetToken(token), createdAt, expiresAt: new Date(createdAt.getTime() + RESET_TOKEN_TTL_MS) });
  return token;
}

/**
 * A share-preview link of an unpublished post stored as the app stores one
 * (only its hash), made 7 days and a minute ago: expired before any test opens it.
 */
async function createExpiredPreviewLink(): Promise<string> {
  const [post] = await db().select({ id: blogPosts.id }).from(blogPosts).orderBy(blogPosts.published, blogPosts.createdAt).limit(1);
  const token = newPreviewToken();
  const createdAt = new Date(Date.now() - PREVIEW_LINK_TTL_MS - 60_000);
  await db()
    .insert(postPreviewLinks)
    .values({ postId: post!.id, tokenHash: hashPreviewToken(token), createdAt, expiresAt: new Date(createdAt.getTime() + PREVIEW_LINK_TTL_MS) });
  return token;
}

async function recordFacts(
  guardTargets: E2EFacts["guardTargets"],
  expiredResetToken: string,
  expiredPreviewToken: string,
  databaseUrl?: string,
) {
  const [posts] = await db().select({ n: count() }).from(blogPosts);
  const [applications] = await db().select({ n: count() }).from(membershipApplications);
  const [messages] = await db().select({ n: count() }).from(contactMessages);
  const published = await db().select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.published, true));
  const unpublished = await db().select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.published, false));
  const slugs = await db().select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts);
  const facts: E2EFacts = {
    counts: { blogPosts: posts!.n, applications: applications!.n, messages: messages!.n },
    // The guard target is left to the admin guard test.
    publishedPostIds: published.map((p) => p.id).filter((id) => id !== guardTargets.post),
    unpublishedPostIds: unpublished.map((p) => p.id),
    postSlugs: Object.fromEntries(slugs.map((p) => [p.id, p.slug])),
    guardTargets,
    expiredResetToken,
    expiredPreviewToken,
    databaseUrl,
  };
  fs.mkdirSync(e2eStateDir, { recursive: true });
  fs.writeFileSync(factsFile(kind), JSON.stringify(facts, null, 2));
}

async function main() {
  // A real SMTP server receives what the site sends (tests read it through mailbox.ts).
  const port = E2E_PORTS[kind];
  fs.rmSync(mailboxDir(port), { recursive: true, force: true });
  const smtp = await startTestSmtpServer({ onMessage: (mail) => storeMail(port, mail) });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(E2E_PORTS[kind]),
    HOST: "127.0.0.1",
    SEED_DEMO: "false",
    SITE_URL: `http://localhost:${E2E_PORTS[kind]}`,
    // Every test comes from 127.0.0.1: one shared "client" posting hundreds of
    // forms. The limits themselves are tested against a server with real limits.
    RATE_LIMIT_MULTIPLIER: "100",
    // Test browsers fill forms in milliseconds; the fill-time guard itself is
    // tested with its real value (app/server/kernel/public-form.server.test.ts, tests/process).
    FORM_MIN_FILL_MS: "0",
    // The tests sign ADMIN in hundreds of times with a password only; the
    // rule is tested with it on elsewhere (decision 0022).
    REQUIRE_ADMIN_2FA: "false",
    // The same sign-ins, each hashing at the test cost; the standard cost is
    // tested in app/server/identity/password.server.test.ts.
    PASSWORD_HASH_COST: "test",
    SMTP_URL: smtp.url,
    STAFF_EMAIL: STAFF_INBOX,
  };
  let cleanup: () => Promise<void>;
  if (kind === "pglite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "collective-e2e-"));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
    await prepareDatabase({ kind: "pglite", dataDir }, { seed: true });
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  } else {
    const database = await createPostgresDatabase();
    env.DATABASE_URL = database.url;
    env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "collective-e2e-pg-"));
    await prepareDatabase({ kind: "postgres", url: database.url }, { seed: true });
    const dataDir = env.DATA_DIR;
    cleanup = async () => {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  // Thousands of rows, so list paging and search are tested at scale.
  await seedBulkData(db(), { bookings: BULK_ROWS, messages: BULK_ROWS, applications: BULK_ROWS, posts: 50 });
  await createUser({ ...ADMIN, admin: true });
  const member = await createUser({ ...MEMBER, admin: false });
  await createUser({ ...THROWAWAY, admin: false });
  await createUser({ ...RESET_ACCOUNT, admin: false });
  await createUser({ ...CHANGE_ACCOUNT, admin: false });
  await createUser({ ...NOSCRIPT_RESET_ACCOUNT, admin: false });
  await createUser({ ...TOTP_ACCOUNT, admin: false });
  await createUser({ ...PASSKEY_ACCOUNT, admin: false });
  await createUser({ ...PASSKEY_OTHER, admin: false });
  await createUser({ ...PASSKEY_INTRUDER, admin: false });
  await createUser({ ...PASSKEY_SECOND_FACTOR_ACCOUNT, admin: false });
  await createUser({ ...PASSKEY_TOTP_ACCOUNT, admin: false });
  await createUser({ ...PASSKEY_RESET_ACCOUNT, admin: false });
  const expiredReset = await createUser({ ...EXPIRED_RESET_ACCOUNT, admin: false });
  await recordFacts(
    await createGuardTargets(member.id),
    await createExpiredResetLink(expiredReset.id),
    await createExpiredPreviewLink(),
    env.DATABASE_URL,
  );
  await stopApp();

  const child = spawn(process.execPath, ["server.ts"], { cwd: projectRoot(), env, stdio: "inherit" });
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    await cleanup().catch((error) => console.error("[e2e] cleanup failed:", error));
    await smtp.close();
    process.exit(code);
  };
  child.on("exit", (code) => void stop(code ?? 1));
  process.on("SIGTERM", () => void stop(0));
  process.on("SIGINT", () => void stop(0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
