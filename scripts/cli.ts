/**
 * Shared plumbing of the command-line scripts: open the database the
 * environment points at (migrating it), explain a locked embedded database
 * clearly, close it, and exit with the right code.
 */
import { DataDirLockedError } from "~/server/db/lock.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { databaseOptionsFromEnv, prepareDatabase, stopApp } from "~/server/site/lifecycle.server";

export async function withDatabase(work: (handle: DatabaseHandle) => Promise<number>): Promise<never> {
  let code = 1;
  try {
    const { handle } = await prepareDatabase(databaseOptionsFromEnv(), { seed: false });
    try {
      code = await work(handle);
    } finally {
      await stopApp();
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nThe embedded database allows one process at a time.`);
    } else if (error instanceof Error && error.name === "UserFacingError") {
      console.error(error.message);
    } else {
      console.error(error);
    }
    code = code === 0 ? 1 : code || 1;
  }
  process.exit(code);
}

/** An error whose message is meant for the person at the terminal (no stack trace). */
export class UserFacingError extends Error {
  override name = "UserFacingError";
}
