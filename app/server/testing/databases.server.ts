/**
 * Integration tests of the data layer run on every database the app supports:
 * an in-memory PGlite always, and PostgreSQL when TEST_DATABASE_URL is set
 * (in a database created for the run and dropped afterwards).
 *
 *   forEachDatabase((kind) => {
 *     it("stores a booking", async () => { ... uses db() ... });
 *   });
 */
import fs from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, inject } from "vitest";
import pg from "pg";
import { sql } from "drizzle-orm";
import { databaseHandle, setDatabase, type DatabaseHandle } from "../db/client.server";
import { migrateDatabase } from "../db/migrate.server";
import { openDatabase } from "../db/client.server";
import { formStampSecretLoaded, loadFormStampSecret } from "../kernel/form-stamp.server";

export type TestDbKind = "pglite" | "postgres";

export function testDatabaseKinds(): TestDbKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export type TestDatabase = { handle: DatabaseHandle; dispose(): Promise<void> };

/**
 * A database created for the caller on TEST_DATABASE_URL's server (empty, or
 * a copy of `template`) and dropped by `dispose`.
 */
async function createPostgresDatabase(template?: string): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `it_${Date.now()}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ""}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 5 });
  return {
    handle,
    async dispose() {
      await handle.close();
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/**
 * A fresh database of the given kind, with no tables: in memory (PGlite) or
 * created for the caller on TEST_DATABASE_URL and dropped by `dispose`.
 */
export async function openEmptyTestDatabase(kind: TestDbKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const handle = await openDatabase({ kind: "pglite" });
    return { handle, dispose: () => handle.close() };
  }
  return createPostgresDatabase();
}

/**
 * A fresh database copied from the migrated one the run's global setup made
 * (database-templates.global.ts): an in-memory PGlite loaded from its dump, or
 * a PostgreSQL database created from its template. A few times cheaper than
 * creating and migrating one in every test file. Outside that setup: empty.
 */
async function openFromTemplate(kind: TestDbKind): Promise<TestDatabase> {
  if (kind === "postgres") return createPostgresDatabase(inject("postgresTemplate") || undefined);
  const template = inject("pgliteTemplate");
  const loadDataDir = template ? new Blob([await fs.promises.readFile(template)]) : undefined;
  const handle = await openDatabase({ kind: "pglite", loadDataDir });
  return { handle, dispose: () => handle.close() };
}

/** A fresh database with every migration applied. */
async function openTestDatabase(kind: TestDbKind): Promise<TestDatabase> {
  // The migrations still run: on a copy of the template they find nothing to do.
  const opened = await openFromTemplate(kind);
  try {
    await migrateDatabase(opened.handle);
  } catch (error) {
    await opened.dispose();
    throw error;
  }
  return opened;
}

const ALL_TABLES = [
  "sessions",
  "user_roles",
  "users",
  "blog_posts",
  "featured_projects",
  "case_studies",
  "testimonials",
  "client_logos",
  "team_leader_pictures",
  "bookings",
  "contact_messages",
  "membership_applications",
  "newsletter_subscribers",
  "rate_limits",
  "outbox_messages",
  "activity_log",
];

/** Empties every table (between tests). */
export async function truncateAll() {
  await databaseHandle().db.execute(sql.raw(`truncate ${ALL_TABLES.join(", ")} cascade`));
}

/**
 * Runs the suite once per database, with that database set as the app's
 * database and emptied before each test.
 */
export function forEachDatabase(suite: (kind: TestDbKind) => void, options: { truncate?: boolean } = {}) {
  for (const kind of testDatabaseKinds()) {
    describe(`on ${kind}`, () => {
      let dispose: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const opened = await openTestDatabase(kind);
        dispose = opened.dispose;
        setDatabase(opened.handle);
        // As at start-up (lifecycle.server.ts): queued mail seals its secret links with it.
        if (!formStampSecretLoaded()) await loadFormStampSecret(opened.handle.db);
      });
      afterAll(async () => {
        setDatabase(undefined);
        await dispose?.();
      });
      if (options.truncate !== false) beforeEach(() => truncateAll());
      suite(kind);
    });
  }
}

export { openTestDatabase };
