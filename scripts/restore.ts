/**
 * npm run restore <file>
 *
 * Replaces the site's content (database and uploaded files) with a backup
 * made by `npm run backup`. The current state is backed up first to
 * backups/pre-restore-<time>.ndjson.gz, so a restore can be undone.
 * With the embedded database, stop the server first. With PostgreSQL the
 * running site is told to empty its page caches.
 */
import fs from "node:fs";
import path from "node:path";
import { BackupError, restoreBackup, writeBackup } from "~/server/site/backup.server";
import { notifyPageCacheInvalidation } from "~/server/site/page-cache-channel.server";
import { UserFacingError, withDatabase } from "./cli";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore <backup file>");
  process.exit(2);
}
if (!fs.existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(2);
}

await withDatabase(async (handle) => {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const safety = path.resolve(`backups/pre-restore-${stamp}.ndjson.gz`);
  await writeBackup(handle, safety);
  console.log(`Current state saved to ${safety}.`);
  try {
    const manifest = await restoreBackup(handle, path.resolve(file));
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(`Restored ${rows} rows and ${manifest.files} files from the backup of ${manifest.createdAt}.`);
    // A site running on this database empties its page caches now, in every process.
    if (handle.kind === "postgres") await notifyPageCacheInvalidation(handle.pool!, "restore");
    return 0;
  } catch (error) {
    if (error instanceof BackupError) throw new UserFacingError(`Nothing was changed: ${error.message}`);
    throw error;
  }
});
