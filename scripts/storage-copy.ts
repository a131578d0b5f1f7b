/**
 * npm run storage:copy -- --to <STORAGE_URL | file:>
 *
 * Copies every uploaded file from the storage this site uses now (STORAGE_URL,
 * or local disk when it is unset) to another: `--to 's3://bucket?endpoint=...'`
 * moves a site's files from disk to object storage, and with STORAGE_URL set,
 * `--to file:` brings them back to DATA_DIR/uploads. Files already at the
 * target with the same size and SHA-256 are skipped, so an interrupted copy
 * finishes when run again; every copied file is read back and checked. The
 * source is left as it is. Exits 1 if any file could not be copied or checked.
 * Then point STORAGE_URL at the target and restart the site.
 */
import { parseArgs } from "node:util";
import { copyObjects, driverForUrl } from "~/server/storage/storage-copy.server";
import { storageDriver } from "~/server/storage/storage.server";

let values: { to?: string };
try {
  ({ values } = parseArgs({ options: { to: { type: "string" } }, strict: true }));
} catch (error) {
  console.error((error as Error).message);
  values = {};
}
if (!values.to) {
  console.error("Usage: npm run storage:copy -- --to <STORAGE_URL of the target, or file: for local disk>");
  process.exit(2);
}

let code = 1;
try {
  const source = storageDriver();
  const target = driverForUrl(values.to);
  if (source.description === target.description) {
    console.error(`The target is the storage this site already uses (${source.description}): nothing to copy.`);
    process.exit(2);
  }
  await source.check();
  await target.check();
  console.log(`Copying uploads from ${source.description} to ${target.description}.`);
  const report = await copyObjects(source, target, (outcome, key, detail) => {
    const label = { copied: "copied ", present: "present", failed: "FAILED " }[outcome];
    (outcome === "failed" ? console.error : console.log)(`${label} ${key} (${detail})`);
  });
  console.log(
    `${report.copied} copied (${report.bytes} bytes), ${report.present} already there, ${report.failed.length} failed.`,
  );
  if (report.failed.length > 0) {
    console.error("Some files were not copied or did not match: run the command again, and check the target if it keeps failing.");
  } else {
    console.log(`Every file is at ${target.description}. The source was not changed.`);
    code = 0;
  }
} catch (error) {
  // Settings and unreachable stores are explained by their message; anything else with its stack.
  const name = (error as Error).name;
  console.error(name === "StorageSettingsError" || name === "StorageUnavailableError" ? (error as Error).message : error);
}
process.exit(code);
