/**
 * The prune functions must run without anyone calling them.
 * maintenance.server.test.ts proves a housekeeping round prunes; this proves
 * the server's own start-up schedules it (and its stop ends it), by starting
 * the app as server.ts does and watching expired rows disappear. The round's
 * delays are shortened; everything else is the real thing.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "lifecycle-test-"));
process.env.SEED_DEMO = "false";
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;

const scheduled = vi.hoisted(() => ({ calls: 0, stops: 0 }));
vi.mock("./maintenance.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("./maintenance.server")>();
  return {
    ...real,
    scheduleMaintenance: (options: Parameters<typeof real.scheduleMaintenance>[0] = {}) => {
      scheduled.calls++;
      const stop = real.scheduleMaintenance({ ...options, firstAfterMs: 0, intervalMs: 50 });
      return async () => {
        scheduled.stops++;
        await stop();
      };
    },
  };
});

const { startApp, stopApp } = await import("./lifecycle.server");
const { db } = await import("../db/client.server");
const { rateLimits, sessions } = await import("../db/schema");
const { hit } = await import("../kernel/rate-limit.server");
const { ABSOLUTE_TTL_MS, createSession } = await import("../identity/session.server");
const { createUser } = await import("../identity/users.server");

afterAll(async () => {
  await stopApp();
  fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
});

describe("the server's start-up", () => {
  it("schedules the housekeeping, which removes expired sessions and rate-limit windows while it runs, and stops it at shut-down", async () => {
    await startApp();
    expect(scheduled.calls).toBe(1);

    const now = new Date();
    const user = await createUser({ email: "lifecycle@example.com", password: "password-1" });
    await createSession(user.id, new Date(now.getTime() - ABSOLUTE_TTL_MS - 24 * 60 * 60 * 1000));
    await createSession(user.id, now);
    await hit("lifecycle-old", { limit: 5, windowMs: 60_000 }, new Date(now.getTime() - 24 * 60 * 60 * 1000));
    await hit("lifecycle-live", { limit: 5, windowMs: 60_000 }, now);

    await expect.poll(() => db().$count(sessions), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => db().$count(rateLimits), { timeout: 20_000 }).toBe(1);

    await stopApp();
    expect(scheduled.stops).toBe(1);
  }, 120_000);
});
