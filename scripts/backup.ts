/**
 * npm run backup [-- --out <file>]
 *
 * Writes a consistent backup of the database (every table) and the uploaded
 * files to backups/backup-<time>.ndjson.gz (or --out). With the embedded
 * database, stop the server first; with PostgreSQL it can run while the site is up.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { writeBackup } from "~/server/site/backup.server";
import { withDatabase } from "./cli";

const { values } = parseArgs({ options: { out: { type: "string" } }, strict: true });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = path.resolve(values.out ?? `backups/backup-${stamp}.ndjson.gz`);

await withDatabase(async (handle) => {
  const manifest = await writeBackup(handle, file);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`Backup written to ${file} (${rows} rows, ${manifest.files} files).`);
  return 0;
});
