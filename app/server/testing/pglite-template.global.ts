/**
 * Vitest global setup: one in-memory PGlite with every migration applied,
 * dumped to a file that each test file's database loads
 * (databases.server.ts). Creating a PGlite cluster costs seconds of CPU, and
 * every integration test file opens one.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.server";
import { migrateDatabase } from "../db/migrate.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite dump's file (absent when this setup did not run). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const handle = await openDatabase({ kind: "pglite" });
  let file: string;
  try {
    await migrateDatabase(handle);
    const dump = await handle.pglite!.dumpDataDir("none");
    file = path.join(os.tmpdir(), `pglite-template-${process.pid}.tar`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(file, { force: true });
}
