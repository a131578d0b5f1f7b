/**
 * PGlite is a single-process database: two processes opening the same data
 * directory would corrupt it. The first process takes this lock file; any
 * other refuses to start with a message saying who holds it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
        `Stop the running server first (or point DATA_DIR at another directory).`,
    );
    this.name = "DataDirLockedError";
  }
}

type LockInfo = { pid: number; host: string; startedAt: string };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockFilePath(dataDir: string) {
  return path.join(dataDir, "db.lock");
}

/** Takes the lock or throws DataDirLockedError. Returns the release function. */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  const info: LockInfo = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(info), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          const current = JSON.parse(fs.readFileSync(file, "utf8")) as LockInfo;
          if (current.pid === process.pid) fs.unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let holder: LockInfo | undefined;
      try {
        holder = JSON.parse(fs.readFileSync(file, "utf8")) as LockInfo;
      } catch {
        holder = undefined; // half-written or unreadable: treat as stale
      }
      const stale =
        !holder ||
        holder.pid === process.pid ||
        holder.host !== os.hostname() ||
        !isAlive(holder.pid);
      if (!stale) throw new DataDirLockedError(dataDir, holder!.pid);
      // The holder died without cleaning up (e.g. SIGKILL): take over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the database lock ${file}`);
}
