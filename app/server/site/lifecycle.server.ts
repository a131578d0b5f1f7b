/**
 * Start-up and shut-down of the app's resources, shared by the HTTP server,
 * the CLI scripts and the tests: open the database named by the environment,
 * migrate it, seed demo content when asked, and close it again.
 */
import {
  databaseHandle,
  openDatabase,
  setDatabase,
  type DatabaseHandle,
  type OpenOptions,
} from "../db/client.server";
import { migrateDatabase, withStartupLock } from "../db/migrate.server";
import { seedDemoContent } from "../db/seed.server";
import { env } from "../kernel/env.server";
import { loadFormStampSecret } from "../kernel/form-stamp.server";
import { mailOriginWarning } from "../mail/mail-origin.server";
import { mailSettings } from "../mail/mail-settings.server";
import { startMailWorker, type MailWorker } from "../mail/mail-worker.server";
import { scheduleMaintenance } from "./maintenance.server";
import { listenForInvalidations } from "./page-cache.server";
import { openStorage } from "../storage/storage.server";
import { startPublishSchedule } from "../blog/blog-schedule.server";

export function databaseOptionsFromEnv(): OpenOptions {
  const e = env();
  return e.databaseUrl
    ? { kind: "postgres", url: e.databaseUrl, poolSize: e.databasePoolSize }
    : { kind: "pglite", dataDir: e.dataDir };
}

export function describeDatabase(options: OpenOptions) {
  if (options.kind === "pglite") return `embedded PGlite in ${options.dataDir ?? "memory"}`;
  const url = new URL(options.url);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/** Opens, migrates and (optionally) seeds the database, and makes it the app's database. */
export async function prepareDatabase(
  options: OpenOptions,
  { seed }: { seed: boolean },
): Promise<{ handle: DatabaseHandle; seeded: boolean }> {
  const handle = await openDatabase(options);
  try {
    const seeded = await withStartupLock(handle, async () => {
      await migrateDatabase(handle);
      return seed ? seedDemoContent(handle.db) : false;
    });
    setDatabase(handle);
    return { handle, seeded };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

let stopListening: (() => Promise<void>) | undefined;
let stopMaintenance: (() => Promise<void>) | undefined;
let mailWorker: MailWorker | undefined;
let stopPublishSchedule: (() => Promise<void>) | undefined;

/**
 * Start-up of the web server: the database, (PostgreSQL) the cache
 * invalidation listener, the scheduled housekeeping (maintenance.server.ts)
 * the worker that sends the outbox's e-mail and the scheduled-post timer.
 */
export async function startApp(): Promise<{ handle: DatabaseHandle; seeded: boolean; storage: string }> {
  // Read the mail settings first: a bad SMTP_URL stops the start with its message.
  const mail = mailSettings();
  // Then the storage: a bad STORAGE_URL or a bucket that cannot be reached
  // stops the start before anything is migrated or served.
  const storage = await openStorage();
  const started = await prepareDatabase(databaseOptionsFromEnv(), { seed: env().seedDemo });
  await loadFormStampSecret(started.handle.db);
  if (started.handle.kind === "postgres") stopListening = await listenForInvalidations(started.handle.pool!);
  stopMaintenance = scheduleMaintenance();
  mailWorker = startMailWorker(mail);
  const localLinks = mailOriginWarning();
  if (localLinks) console.warn(localLinks);
  stopPublishSchedule = startPublishSchedule();
  return { ...started, storage };
}

export async function stopApp(): Promise<void> {
  await stopPublishSchedule?.();
  stopPublishSchedule = undefined;
  await mailWorker?.stop();
  mailWorker = undefined;
  await stopMaintenance?.();
  stopMaintenance = undefined;
  await stopListening?.();
  stopListening = undefined;
  let handle: DatabaseHandle | undefined;
  try {
    handle = databaseHandle();
  } catch {
    return;
  }
  setDatabase(undefined);
  await handle.close();
}
