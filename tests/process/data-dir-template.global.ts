/**
 * Vitest global setup for the process tests: one embedded database, created
 * and migrated once, that `siteDataDir()` copies for each test's server.
 * Creating a PGlite cluster costs seconds of CPU on this 2-core machine, and
 * most process tests start a server on an existing site, not a new one; the
 * tests about a first start keep an empty directory (`tempDir`).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../app/server/db/client.server";
import { migrateDatabase } from "../../app/server/db/migrate.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A DATA_DIR holding a migrated, empty embedded database. */
    dataDirTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "proc-template-"));
  const handle = await openDatabase({ kind: "pglite", dataDir: dir });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  project.provide("dataDirTemplate", dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
