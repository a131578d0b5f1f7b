/**
 * Backups: one gzip'd JSON-lines file holding every table's rows and every
 * uploaded file, whichever storage driver holds them (local disk or S3,
 * storage.server.ts). The rows are read in one database snapshot (REPEATABLE
 * READ), so they are consistent, and the objects are listed after that
 * snapshot is taken: an object is stored before the row that names it, so
 * every object a backed-up row names is in the backup. The format is
 * engine-neutral: a backup of the embedded database restores into PostgreSQL
 * and the other way round.
 *
 * Line 1 is a manifest; line 2 (version 3) the key the TOTP secrets in the
 * users rows are encrypted with, so that a restore into another database (a
 * fresh one, or PostgreSQL from the embedded one) can encrypt them again with
 * that database's own key and two-factor sign-in keeps working (decision
 * 0040); then one line per batch of rows ({ table, rows }); then
 * each object as a "file-start" line (bucket, path, size), "file-data" lines
 * of at most 192 KiB each (base64), and a "file-end" line with its SHA-256.
 * Nothing is held whole in memory: objects are streamed in and out, rows go
 * in batches. (Version 1 backups, one "file" line per object, still restore.)
 * Sessions, rate-limit counters, password-reset links, half-finished
 * sign-ins and share-preview links are not backed up (short-lived by nature),
 * nor are queued mails' secret links (outbox_secrets) or the mails that
 * still wait for theirs.
 */
import { createHash } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import readline from "node:readline";
import { Readable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { queryRows, type DatabaseHandle, type Executor } from "../db/client.server";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrationsFolder } from "../db/migrate.server";
import { derivedSecret, readServerSecret } from "../kernel/form-stamp.server";
import { openBytes, sealBytes } from "../kernel/sealed-box.server";
import { BUCKETS, CONTENT_TYPES, storageDriver, storageRoot } from "../storage/storage.server";

const TOTP_SEAL_PURPOSE = "totp-secret-encryption";

export const BACKUP_FORMAT = "ekadash-backup";
export const BACKUP_VERSION = 3;
/** Versions this code restores. */
const READABLE_VERSIONS = [1, 2, 3];

/** Tables in the order they are restored (parents before children). */
/** Owner read/write only. */
export const BACKUP_FILE_MODE = 0o600;

export const BACKED_UP_TABLES = [
  "users",
  "user_roles",
  // Second factors and invitations (decisions 0021 to 0023): only their hashes and public keys, as stored.
  "recovery_codes",
  "passkeys",
  "staff_invitations",
  "blog_posts",
  // Every save of a post (its history in the editor).
  "blog_post_revisions",
  "featured_projects",
  "case_studies",
  // Old addresses of posts, projects and case studies, still redirecting (decision 0027).
  "slug_redirects",
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
  // The record of changes: who changed what is part of the site's history.
  "activity_log",
] as const;

const BATCH = 1000;

/** The key a database's TOTP secrets are sealed with (derived from its own server secret, not the process's). */
async function totpKeyOf(handle: DatabaseHandle): Promise<Buffer> {
  return derivedSecret(TOTP_SEAL_PURPOSE, await readServerSecret(handle.db));
}

/**
 * Seals the restored TOTP secrets again with the target database's key: they
 * came sealed with the backed-up site's key (`from`). A backup without the
 * key (version 1 or 2) leaves them as they are.
 */
async function resealTotpSecrets(tx: Executor, from: Buffer | undefined, to: Buffer) {
  if (!from || from.equals(to)) return;
  const rows = await queryRows<{ id: string; totp_secret: string }>(tx, sql`select id, totp_secret from users where totp_secret is not null`);
  for (const row of rows) {
    const plain = openBytes(TOTP_SEAL_PURPOSE, row.totp_secret, from);
    await tx.execute(sql`update users set totp_secret = ${sealBytes(TOTP_SEAL_PURPOSE, plain, to)} where id = ${row.id}::uuid`);
  }
}

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

/** Bytes of an object per "file-data" line. */
const CHUNK = 192 * 1024;

/** A table's unique order for paging: its id, or its key where it has no id column. */
const PAGE_ORDER: Partial<Record<(typeof BACKED_UP_TABLES)[number], string>> = { slug_redirects: "t.kind, t.slug" };

/**
 * Rows left out of a backup. A message still holding its secret links
 * (outbox-secrets.server.ts, not backed up) stays out: restored without them
 * it could never be sent, and nothing in a backup should lead to a live link.
 */
const LEFT_OUT: Partial<Record<(typeof BACKED_UP_TABLES)[number], string>> = {
  outbox_messages: "exists (select 1 from outbox_secrets s where s.message_id = t.id)",
};

const keptRows = (table: string) => sql.raw(LEFT_OUT[table as keyof typeof LEFT_OUT] ? `where not ${LEFT_OUT[table as keyof typeof LEFT_OUT]}` : "");

async function rowBatches(executor: Executor, table: string, each: (rows: unknown[]) => Promise<void>) {
  const order = sql.raw(PAGE_ORDER[table as keyof typeof PAGE_ORDER] ?? "t.id");
  for (let offset = 0; ; offset += BATCH) {
    const rows = await queryRows<{ row: unknown }>(
      executor,
      sql`select to_jsonb(t) as row from ${sql.identifier(table)} t ${keptRows(table)} order by ${order} limit ${BATCH} offset ${offset}`,
    );
    if (rows.length > 0) await each(rows.map((r) => r.row));
    if (rows.length < BATCH) break;
  }
}

/** Every object under the site's buckets, as "<bucket>/<path>" keys. */
async function listStoredKeys(): Promise<string[]> {
  const keys: string[] = [];
  for (const bucket of BUCKETS) for await (const key of storageDriver().list(`${bucket}/`)) keys.push(key);
  return keys;
}

/** Writes a backup of the database and uploads to `file`. Returns the manifest. */
export async function writeBackup(handle: DatabaseHandle, file: string): Promise<Manifest> {
  const driver = storageDriver();
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

  try {
    let manifest: Manifest | undefined;
    let keys: string[] = [];
    // Read before the snapshot: the embedded database takes one statement at a time.
    const totpKey = await totpKeyOf(handle);
    // Every table inside one snapshot, streamed out in batches.
    await handle.db.transaction(
      async (tx) => {
        const tables: Record<string, number> = {};
        for (const table of BACKED_UP_TABLES) {
          const [row] = await queryRows<{ n: number | string }>(tx, sql`select count(*) as n from ${sql.identifier(table)} t ${keptRows(table)}`);
          tables[table] = Number(row?.n ?? 0);
        }
        // Listed once the snapshot is taken (see the top of this file).
        keys = await listStoredKeys();
        manifest = {
          type: "manifest",
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          migrations: readMigrationFiles({ migrationsFolder: migrationsFolder() }).length,
          tables,
          files: keys.length,
        };
        await write(manifest);
        await write({ type: "keys", totpSecretKey: totpKey.toString("base64url") });
        for (const table of BACKED_UP_TABLES) await rowBatches(tx, table, (rows) => write({ type: "rows", table, rows }));
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );

    let files = 0;
    for (const key of keys) {
      const object = await driver.get(key);
      if (!object) continue; // deleted since it was listed (a picture replaced meanwhile)
      const slash = key.indexOf("/");
      await write({ type: "file-start", bucket: key.slice(0, slash), path: key.slice(slash + 1), size: object.size });
      const hash = createHash("sha256");
      let size = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        if (pendingBytes === 0) return;
        await write({ type: "file-data", data: Buffer.concat(pending).toString("base64") });
        pending = [];
        pendingBytes = 0;
      };
      for await (const chunk of Readable.fromWeb(object.body as import("node:stream/web").ReadableStream<Uint8Array>) as AsyncIterable<Uint8Array>) {
        hash.update(chunk);
        size += chunk.byteLength;
        pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        pendingBytes += chunk.byteLength;
        if (pendingBytes >= CHUNK) await flush();
      }
      await flush();
      await write({ type: "file-end", size, sha256: hash.digest("hex") });
      files++;
    }
    gzip.end();
    await once(out, "finish");
    await fsp.chmod(temp, BACKUP_FILE_MODE);
    await fsp.rename(temp, file);
    return { ...manifest!, files };
  } catch (error) {
    gzip.destroy();
    out.destroy();
    await fsp.rm(temp, { force: true });
    throw error;
  }
}

type Entry = { type: string } & Record<string, unknown>;

/** The backup's lines, parsed, one at a time. */
async function* entriesOf(file: string): AsyncGenerator<Entry> {
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      throw new BackupError(`${file} is damaged (a line is not JSON).`);
    }
    if (!entry || typeof entry !== "object") throw new BackupError(`${file} is damaged (a line is not an entry).`);
    yield entry as Entry;
  }
}

function checkManifest(file: string, entry: Entry): Manifest {
  if (entry.type !== "manifest" || entry.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a backup of this site.`);
  const manifest = entry as unknown as Manifest;
  const current = readMigrationFiles({ migrationsFolder: migrationsFolder() }).length;
  if (!READABLE_VERSIONS.includes(manifest.version) || manifest.migrations !== current) {
    throw new BackupError(`This backup was made by another version of the site (schema ${manifest.migrations}, this one ${current}).`);
  }
  return manifest;
}

/** "<bucket>/<path>" of a file entry, refusing anything that could leave the buckets. */
function fileKey(entry: Entry): string {
  const bucket = String(entry.bucket);
  const rel = String(entry.path);
  if (!(BUCKETS as readonly string[]).includes(bucket) || rel.split("/").some((s) => s === ".." || s === "" || s.startsWith("."))) {
    throw new BackupError(`Unsafe file path in backup: ${bucket}/${rel}`);
  }
  return `${bucket}/${rel}`;
}

const contentTypeOf = (key: string) => CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";

/**
 * Replaces the database's content and the uploads with a backup's. The
 * database must be migrated to the same schema version as the backup.
 *
 * 1. The whole file is read and checked, and its objects are staged on local
 *    disk, each checked against its size and SHA-256: a damaged backup
 *    changes nothing.
 * 2. The objects are written to the configured store (streamed from the
 *    staging folder), before any row that names them.
 * 3. The rows replace the database's in one transaction (all or nothing),
 *    streamed from the file in batches.
 * 4. Only then are objects the backup does not hold removed from the store.
 */
export async function restoreBackup(handle: DatabaseHandle, file: string): Promise<Manifest> {
  const driver = storageDriver();
  const staging = `${storageRoot()}.restore-${process.pid}`;
  await fsp.rm(staging, { recursive: true, force: true });
  const stagedFile = (index: number) => path.join(staging, String(index));

  try {
    // 1. Check and stage.
    let manifest: Manifest | undefined;
    let totpKey: Buffer | undefined;
    const staged: { key: string; size: number }[] = [];
    let lastTable = -1;
    let open: { key: string; size: number; hash: ReturnType<typeof createHash>; written: number; out: fs.WriteStream } | undefined;
    const closeOpen = async () => {
      if (!open) return;
      open.out.end();
      await once(open.out, "finish");
    };
    try {
      for await (const entry of entriesOf(file)) {
        if (!manifest) {
          manifest = checkManifest(file, entry);
          await fsp.mkdir(staging, { recursive: true, mode: 0o700 });
          continue;
        }
        if (open && entry.type !== "file-data" && entry.type !== "file-end") {
          throw new BackupError(`${file} is damaged (${open.key} is cut short).`);
        }
        if (entry.type === "keys") {
          totpKey = Buffer.from(String(entry.totpSecretKey), "base64url");
        } else if (entry.type === "rows") {
          const index = (BACKED_UP_TABLES as readonly string[]).indexOf(String(entry.table));
          if (index < 0) throw new BackupError(`Unknown table ${String(entry.table)} in backup.`);
          if (index < lastTable || !Array.isArray(entry.rows)) throw new BackupError(`${file} is damaged (rows out of order).`);
          lastTable = index;
        } else if (entry.type === "file") {
          // Version 1: the whole object on one line.
          const key = fileKey(entry);
          const bytes = Buffer.from(String(entry.data), "base64");
          await fsp.writeFile(stagedFile(staged.length), bytes);
          staged.push({ key, size: bytes.length });
        } else if (entry.type === "file-start") {
          const key = fileKey(entry);
          open = { key, size: Number(entry.size), hash: createHash("sha256"), written: 0, out: fs.createWriteStream(stagedFile(staged.length)) };
        } else if (entry.type === "file-data") {
          if (!open) throw new BackupError(`${file} is damaged (file data outside a file).`);
          const bytes = Buffer.from(String(entry.data), "base64");
          open.hash.update(bytes);
          open.written += bytes.length;
          if (!open.out.write(bytes)) await once(open.out, "drain");
        } else if (entry.type === "file-end") {
          if (!open) throw new BackupError(`${file} is damaged (a file ends that never began).`);
          const current = open;
          await closeOpen();
          open = undefined;
          if (current.written !== current.size || current.hash.digest("hex") !== entry.sha256) {
            throw new BackupError(`${file} is damaged: ${current.key} does not match its size and checksum.`);
          }
          staged.push({ key: current.key, size: current.size });
        }
      }
      if (!manifest) throw new BackupError(`${file} is empty.`);
      if (open) throw new BackupError(`${file} is damaged (${open.key} is cut short).`);
    } finally {
      open?.out.destroy();
    }

    // 2. Objects first (with their own names, so the rows of now still find theirs meanwhile).
    for (const [index, object] of staged.entries()) {
      await driver.put(
        object.key,
        { stream: fs.createReadStream(stagedFile(index)), size: object.size },
        { contentType: contentTypeOf(object.key), overwrite: true },
      );
    }

    // 3. All rows in one transaction: the restore is all or nothing.
    const targetTotpKey = await totpKeyOf(handle);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`truncate ${[...BACKED_UP_TABLES, "sessions", "rate_limits"].join(", ")} cascade`));
      for await (const entry of entriesOf(file)) {
        if (entry.type !== "rows") continue;
        await tx.execute(
          sql`insert into ${sql.identifier(String(entry.table))} select * from jsonb_populate_recordset(null::${sql.identifier(String(entry.table))}, ${JSON.stringify(entry.rows)}::jsonb)`,
        );
      }
      await resealTotpSecrets(tx, totpKey, targetTotpKey);
    });

    // 4. What the backup does not hold goes once nothing names it any more.
    const kept = new Set(staged.map((o) => o.key));
    for (const key of await listStoredKeys()) if (!kept.has(key)) await driver.delete(key);
    return { ...manifest, files: staged.length };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
