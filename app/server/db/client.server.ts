/**
 * The database connection. One code path for both engines:
 * - embedded PGlite (PostgreSQL in WebAssembly) under DATA_DIR when no
 *   DATABASE_URL is set, so `npm start` needs no database server;
 * - PostgreSQL through a `pg` pool when DATABASE_URL is set.
 *
 * Both give a Drizzle `PgDatabase` over the same schema, so every query in
 * app/server runs unchanged on either.
 *
 * PGlite runs one query at a time and a transaction holds it exclusively:
 * inside `db.transaction(tx => ...)` use only `tx`, never the outer `db`, or
 * the call waits for the transaction that is waiting for it.
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";
import { acquireDataDirLock } from "./lock.server";
import { reportFailures } from "../kernel/request-state.server";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: what data functions accept. */
export type Executor = Database | Transaction;

export type DatabaseKind = "pglite" | "postgres";

export type DatabaseHandle = {
  kind: DatabaseKind;
  db: Database;
  /** PostgreSQL only: the pool, for LISTEN/NOTIFY and advisory locks. */
  pool?: pg.Pool;
  /** PGlite only: the embedded instance, for backups. */
  pglite?: PGlite;
  close(): Promise<void>;
};

export type OpenOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  | {
      kind: "pglite";
      /** undefined: in memory. */
      dataDir?: string;
      /** In memory, starting from this dump (`dumpDataDir`) instead of an empty cluster: tests. */
      loadDataDir?: Blob;
    };

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on("error", (error) => console.error("[db] idle client error:", error.message));
    // Fail fast with a clear message if the server is unreachable.
    const client = await pool.connect();
    client.release();
    // A failed query marks the request that made it as degraded, so a page
    // whose loader swallowed the error is never cached (request-state.server.ts).
    pool.query = reportFailures(pool.query.bind(pool)) as typeof pool.query;
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    return { kind: "postgres", db, pool, close: () => pool.end() };
  }

  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const pglite = options.dataDir
      ? new PGlite(path.join(options.dataDir, "pglite"))
      : new PGlite({ loadDataDir: options.loadDataDir });
    await pglite.waitReady;
    // As for PostgreSQL above: a failed query marks the request as degraded.
    pglite.query = reportFailures(pglite.query.bind(pglite)) as typeof pglite.query;
    pglite.exec = reportFailures(pglite.exec.bind(pglite)) as typeof pglite.exec;
    const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
    let closed = false;
    return {
      kind: "pglite",
      db,
      pglite,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer `execute` with an
 * object holding `rows`; Drizzle's shared type does not say so.
 */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/* ------------------------------------------------------------------ */
/* The process-wide connection                                         */
/* ------------------------------------------------------------------ */

// Kept on globalThis so that the dev server's module reloads share one connection.
const holder = globalThis as typeof globalThis & { __collectiveDatabase?: DatabaseHandle };

/** Makes `handle` the connection used by every data module. */
export function setDatabase(handle: DatabaseHandle | undefined) {
  holder.__collectiveDatabase = handle;
}

export function databaseHandle(): DatabaseHandle {
  const current = holder.__collectiveDatabase;
  if (!current) throw new Error("The database is not open yet (call startApp() first).");
  return current;
}

/** The database used by the data modules in app/server. */
export function db(): Database {
  return databaseHandle().db;
}
