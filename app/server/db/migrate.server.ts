/**
 * Applies the SQL migrations in app/server/db/migrations (written by
 * `npm run db:generate`) and, when asked, the demo content. On PostgreSQL the
 * work runs under an advisory lock so that several app processes starting at
 * once migrate one after another instead of racing.
 */
import path from "node:path";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { projectRoot } from "../kernel/project-root.server";
import type { DatabaseHandle } from "./client.server";

// Any constant shared by all processes of this app; names the advisory lock.
const STARTUP_LOCK_KEY = 727_011;

export function migrationsFolder() {
  return path.join(projectRoot(), "app/server/db/migrations");
}

/** Runs `work` while holding the cluster-wide start-up lock (PostgreSQL), or directly (PGlite). */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind !== "postgres" || !handle.pool) return work();
  const client = await handle.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * Brings the database up to the newest migration. `folder` is for tests that
 * build a database as an older release left it (testing/migrations.server.ts).
 */
export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder()): Promise<void> {
  const config = { migrationsFolder: folder };
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase<Record<string, unknown>>, config);
  } else {
    await migrateNodePg(drizzleNodePg({ client: handle.pool! }), config);
  }
}
