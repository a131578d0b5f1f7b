/**
 * Backups: one gzip'd JSON-lines file holding every table's rows and every
 * uploaded file. It is taken in one database snapshot (REPEATABLE READ), so it
 * is consistent, and it is engine-neutral: a backup of the embedded database
 * restores into PostgreSQL and the other way round.
 *
 * Line 1 is a manifest; then one line per batch of rows ({ table, rows }) and
 * one per file ({ bucket, path, data: base64 }). Sessions and rate-limit
 * counters are not backed up (they are short-lived by nature).
 */
import { once } from "node:events";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import readline from "node:readline";
import { createGunzip, createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { queryRows, type DatabaseHandle, type Executor } from "./db/client.server";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrationsFolder } from "./db/migrate.server";
import { BUCKETS, storageDriver, storageRoot } from "./storage.server";

/** Backups read and write the local disk driver's files; object storage is not handled yet. */
function requireLocalStorage() {
  if (storageDriver().kind !== "local") {
    throw new BackupError(
      `Backup and restore handle uploads on local disk only, and this site keeps them in ${storageDriver().description}. ` +
        "Back up the bucket with the provider's tools, or unset STORAGE_URL.",
    );
  }
}

export const BACKUP_FORMAT = "ekadash-backup";
export const BACKUP_VERSION = 1;

/** Tables in the order they are restored (parents before children). */
/** Owner read/write only. */
export const BACKUP_FILE_MODE = 0o600;

export const BACKED_UP_TABLES = [
  "users",
  "user_roles",
  "blog_posts",
  "featured_projects",
  "case_studies",
  "testimonials",
  "client_logos",
  "team_leader_pictures",
  "bookings",
  "contact_messages",
  // Staff replies, kept with their message (a restore would otherwise drop them with it).
  "contact_replies",
  "membership_applications",
  "newsletter_subscribers",
  // Messages still waiting to be sent go with the data they announce.
  "outbox_messages",
] as const;

const BATCH = 1000;

type Manifest = {
  type: "manifest";
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  migrations: number;
  tables: Record<string, number>;
  files: number;
};

export class BackupError extends Error {}

async function* listFiles(dir: string, prefix = ""): AsyncGenerator<string> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* listFiles(path.join(dir, entry.name), rel);
    else if (entry.isFile() && !entry.name.endsWith(".tmp")) yield rel;
  }
}

async function rowsInBatches(executor: Executor, table: string) {
  const batches: unknown[][] = [];
  for (let offset = 0; ; offset += BATCH) {
    const rows = await queryRows<{ row: unknown }>(
      executor,
      sql`select to_jsonb(t) as row from ${sql.identifier(table)} t order by t.id limit ${BATCH} offset ${offset}`,
    );
    if (rows.length === 0) break;
    batches.push(rows.map((r) => r.row));
    if (rows.length < BATCH) break;
  }
  return batches;
}

/** Writes a backup of the database and uploads to `file`. Returns the manifest. */
export async function writeBackup(handle: DatabaseHandle, file: string): Promise<Manifest> {
  requireLocalStorage();
  // A backup holds password hashes and visitors' personal data: readable by
  // its owner only (a folder made for it too), whatever the umask.
  await fsp.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.partial`;
  await fsp.rm(temp, { force: true });
  const gzip = createGzip();
  const out = fs.createWriteStream(temp, { mode: BACKUP_FILE_MODE });
  gzip.pipe(out);
  const write = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, "drain");
  };

  // Read every table inside one snapshot.
  const tables: Record<string, unknown[][]> = {};
  await handle.db.transaction(
    async (tx) => {
      for (const table of BACKED_UP_TABLES) tables[table] = await rowsInBatches(tx, table);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );

  const files: { bucket: string; path: string }[] = [];
  for (const bucket of BUCKETS) {
    for await (const rel of listFiles(path.join(storageRoot(), bucket))) files.push({ bucket, path: rel });
  }

  const manifest: Manifest = {
    type: "manifest",
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    migrations: readMigrationFiles({ migrationsFolder: migrationsFolder() }).length,
    tables: Object.fromEntries(Object.entries(tables).map(([t, batches]) => [t, batches.flat().length])),
    files: files.length,
  };
  await write(manifest);
  for (const [table, batches] of Object.entries(tables)) {
    for (const rows of batches) await write({ type: "rows", table, rows });
  }
  for (const f of files) {
    const data = await fsp.readFile(path.join(storageRoot(), f.bucket, f.path));
    await write({ type: "file", bucket: f.bucket, path: f.path, data: data.toString("base64") });
  }
  gzip.end();
  await once(out, "finish");
  await fsp.chmod(temp, BACKUP_FILE_MODE);
  await fsp.rename(temp, file);
  return manifest;
}

/**
 * Replaces the database's content and the uploads with a backup's. The
 * database must be migrated to the same schema version as the backup.
 */
export async function restoreBackup(handle: DatabaseHandle, file: string): Promise<Manifest> {
  requireLocalStorage();
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let manifest: Manifest | undefined;
  const rowsByTable = new Map<string, unknown[][]>();
  const stagedUploads = `${storageRoot()}.restore-${process.pid}`;
  await fsp.rm(stagedUploads, { recursive: true, force: true });

  try {
    for await (const line of lines) {
      if (!line.trim()) continue;
      const entry = JSON.parse(line) as { type: string } & Record<string, unknown>;
      if (!manifest) {
        if (entry.type !== "manifest" || entry.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a backup of this site.`);
        manifest = entry as unknown as Manifest;
        const current = readMigrationFiles({ migrationsFolder: migrationsFolder() }).length;
        if (manifest.version !== BACKUP_VERSION || manifest.migrations !== current) {
          throw new BackupError(
            `This backup was made by another version of the site (schema ${manifest.migrations}, this one ${current}).`,
          );
        }
        continue;
      }
      if (entry.type === "rows") {
        const table = String(entry.table);
        if (!(BACKED_UP_TABLES as readonly string[]).includes(table)) throw new BackupError(`Unknown table ${table} in backup.`);
        const list = rowsByTable.get(table) ?? [];
        list.push(entry.rows as unknown[]);
        rowsByTable.set(table, list);
      } else if (entry.type === "file") {
        const bucket = String(entry.bucket);
        const rel = String(entry.path);
        if (!(BUCKETS as readonly string[]).includes(bucket) || rel.split("/").some((s) => s === ".." || s === "" || s.startsWith("."))) {
          throw new BackupError(`Unsafe file path in backup: ${bucket}/${rel}`);
        }
        const target = path.join(stagedUploads, bucket, rel);
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await fsp.writeFile(target, Buffer.from(String(entry.data), "base64"));
      }
    }
    if (!manifest) throw new BackupError(`${file} is empty.`);

    // All rows in one transaction: the restore is all or nothing.
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`truncate ${[...BACKED_UP_TABLES, "sessions", "rate_limits"].join(", ")} cascade`));
      for (const table of BACKED_UP_TABLES) {
        for (const rows of rowsByTable.get(table) ?? []) {
          await tx.execute(
            sql`insert into ${sql.identifier(table)} select * from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`,
          );
        }
      }
    });

    // Swap the uploads in only once the database part has succeeded.
    const root = storageRoot();
    const old = `${root}.old-${process.pid}`;
    await fsp.mkdir(stagedUploads, { recursive: true });
    await fsp.rm(old, { recursive: true, force: true });
    if (fs.existsSync(root)) await fsp.rename(root, old);
    await fsp.rename(stagedUploads, root);
    await fsp.rm(old, { recursive: true, force: true });
    return manifest;
  } finally {
    await fsp.rm(stagedUploads, { recursive: true, force: true });
  }
}
