/**
 * Vitest global setup: every integration test file needs a migrated database
 * of each kind, so the migrations run once here.
 *  - PGlite: one in-memory database, migrated and dumped to a file that each
 *    test file's database loads. Creating a PGlite cluster and migrating it
 *    costs seconds of CPU.
 *  - PostgreSQL (with TEST_DATABASE_URL): one migrated database that each test
 *    file's database is created from (CREATE DATABASE … TEMPLATE), dropped at
 *    the end of the run.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.server";
import { migrateDatabase } from "../db/migrate.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite dump's file (absent when this setup did not run). */
    pgliteTemplate: string;
    /** The migrated PostgreSQL database's name ("" without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

async function makePgliteTemplate(): Promise<string> {
  const handle = await openDatabase({ kind: "pglite" });
  try {
    await migrateDatabase(handle);
    const dump = await handle.pglite!.dumpDataDir("none");
    const file = path.join(os.tmpdir(), `pglite-template-${process.pid}.tar`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}

/** Runs one statement on TEST_DATABASE_URL's server, outside any test database. */
async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function makePostgresTemplate(): Promise<string> {
  const name = `it_template_${Date.now()}_${process.pid}`;
  await onServer(`create database "${name}"`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  // Closed before any test starts: a database is copied only while nobody is connected to it.
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 1 });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  return name;
}

export default async function setup(project: TestProject) {
  const [file, postgresTemplate] = await Promise.all([
    makePgliteTemplate(),
    process.env.TEST_DATABASE_URL ? makePostgresTemplate() : Promise.resolve(""),
  ]);
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", postgresTemplate);
  return async () => {
    fs.rmSync(file, { force: true });
    if (postgresTemplate) await onServer(`drop database if exists "${postgresTemplate}" with (force)`);
  };
}
