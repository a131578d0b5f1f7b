/**
 * A database as an older release left it, for upgrade tests (house rule: a
 * schema change is a new migration that upgrades an existing site's data in
 * place, tested from the previous release's schema with data in it).
 *
 *   const old = await openDatabaseAtMigration(kind, 2); // 0000..0002 applied
 *   ... insert rows with raw SQL (the Drizzle schema is the newest one) ...
 *   await migrateDatabase(old.handle);                   // the app's real upgrade
 *   await old.dispose();
 *
 * It runs the same Drizzle migrator as the app, on a copy of the migrations
 * folder whose journal ends at the wanted migration; the app's later run then
 * sees those migrations as applied and adds only the newer ones.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateDatabase, migrationsFolder } from "../db/migrate.server";
import { openEmptyTestDatabase, type TestDatabase, type TestDbKind } from "./databases.server";

type Journal = { entries: { idx: number; tag: string }[] };

/** The journal's entries (idx and tag, e.g. 5 and "0005_booking_manage_and_replies"). */
export function migrationJournal(): Journal["entries"] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8")) as Journal;
  return journal.entries;
}

/** A temporary migrations folder holding migrations 0..lastIdx only. */
function migrationsUpTo(lastIdx: number): { folder: string; remove(): void } {
  const source = migrationsFolder();
  const journal = JSON.parse(fs.readFileSync(path.join(source, "meta/_journal.json"), "utf8")) as Journal;
  const entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  if (entries.length !== lastIdx + 1) throw new Error(`There is no migration ${lastIdx} in ${source}.`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `migrations-${lastIdx}-`));
  fs.mkdirSync(path.join(folder, "meta"));
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/** A fresh database of `kind` with migrations 0..lastIdx applied and nothing else. */
export async function openDatabaseAtMigration(kind: TestDbKind, lastIdx: number): Promise<TestDatabase> {
  const opened = await openEmptyTestDatabase(kind);
  const migrations = migrationsUpTo(lastIdx);
  try {
    await migrateDatabase(opened.handle, migrations.folder);
    return opened;
  } catch (error) {
    await opened.dispose();
    throw error;
  } finally {
    migrations.remove();
  }
}
