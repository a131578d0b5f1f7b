/**
 * Vitest global setup for the process tests: one embedded database, created
 * and migrated once, that `siteDataDir()` copies for each test's server.
 * Creating a PGlite cluster costs seconds of CPU on this 2-core machine, and
 * most process tests start a server on an existing site, not a new one; the
 * tests about a first start keep an empty directory (`tempDir`).
 *
 * Every directory the tests make lives under one folder for the run, removed
 * at the end whatever the result: each server's DATA_DIR is about 40 MB, and a
 * run makes twenty of them.
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
    /** The folder that holds every directory of this run (`tempDir`). */
    tempRoot: string;
  }
}

export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "process-tests-"));
  const dir = path.join(root, "template");
  const handle = await openDatabase({ kind: "pglite", dataDir: dir });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  project.provide("dataDirTemplate", dir);
  project.provide("tempRoot", root);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
