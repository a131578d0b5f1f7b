import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createBooking, updateBooking } from "../bookings/bookings.server";
import { db } from "../db/client.server";
import { rateLimits, sessions } from "../db/schema";
import { runMaintenance, scheduleMaintenance, type MaintenanceReport } from "./maintenance.server";
import { outboxMessagesFor } from "../mail/outbox-queries.server";
import { hit } from "../kernel/rate-limit.server";
import { ABSOLUTE_TTL_MS, createSession } from "../identity/session.server";
import { forEachDatabase } from "../testing/databases.server";
import { createUser } from "../identity/users.server";

// Variants live under DATA_DIR (read on first use): a directory of this test's own.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "maintenance-test-"));
afterAll(() => fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true }));

const DAY = 24 * 60 * 60 * 1000;

/** One expired and one live row in each table the housekeeping prunes, plus an orphan image variant. */
async function expiredAndLiveRows(now: Date) {
  const user = await createUser({ email: `m-${now.getTime()}-${Math.random()}@example.com`, password: "password-1" });
  await createSession(user.id, new Date(now.getTime() - ABSOLUTE_TTL_MS - DAY));
  await createSession(user.id, now);
  await hit(`old-${Math.random()}`, { limit: 5, windowMs: 60_000 }, new Date(now.getTime() - DAY));
  await hit(`live-${Math.random()}`, { limit: 5, windowMs: 60_000 }, now);
  const orphan = path.join(process.env.DATA_DIR!, "cache", "img", "640", "public", "images", "gone.webp.1.webp");
  fs.mkdirSync(path.dirname(orphan), { recursive: true });
  fs.writeFileSync(orphan, "x");
  return { orphan };
}

forEachDatabase(() => {
  describe("scheduled housekeeping", () => {
    it("removes expired sessions, ended rate-limit windows and orphan image variants, and keeps the rest", async () => {
      const now = new Date();
      const { orphan } = await expiredAndLiveRows(now);
      expect(await db().$count(sessions)).toBe(2);
      expect(await db().$count(rateLimits)).toBe(2);

      const report = await runMaintenance(now);

      expect(await db().$count(sessions)).toBe(1);
      expect(await db().$count(rateLimits)).toBe(1);
      expect(fs.existsSync(orphan)).toBe(false);
      expect(report.variantsRemoved).toBeGreaterThanOrEqual(1);
    });

    it("is safe to run in several processes at once: concurrent rounds all succeed and prune once", async () => {
      const now = new Date();
      await expiredAndLiveRows(now);
      const reports = await Promise.all(Array.from({ length: 4 }, () => runMaintenance(now)));
      expect(reports).toHaveLength(4);
      expect(await db().$count(sessions)).toBe(1);
      expect(await db().$count(rateLimits)).toBe(1);
    });

    it("queues the day-before reminders of confirmed consultations, once", async () => {
      // 10:00 on December 4 in Nepal: tomorrow's confirmed booking gets its reminder.
      const now = new Date("2026-12-04T04:15:00Z");
      const { id } = await createBooking({
        name: "Asha",
        email: "asha@example.com",
        phone: "+977 9800000000",
        eventDate: "2026-12-05",
        timeSlot: "11:00 AM",
        eventType: "Other",
        location: "Online",
        details: undefined,
      });
      await updateBooking(id, { status: "confirmed", notes: undefined });
      expect((await runMaintenance(now)).remindersQueued).toBe(1);
      expect((await runMaintenance(now)).remindersQueued).toBe(0);
      expect((await outboxMessagesFor(id)).filter((m) => m.kind === "booking-reminder")).toHaveLength(1);
    });

    it("runs on a schedule until stopped", async () => {
      const rounds: MaintenanceReport[] = [];
      const stop = scheduleMaintenance({ firstAfterMs: 0, intervalMs: 10, onRound: (r) => rounds.push(r) });
      try {
        await expect.poll(() => rounds.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
        // Rows that expire while the server runs are removed by a later round.
        const { orphan } = await expiredAndLiveRows(new Date());
        await expect.poll(() => db().$count(sessions), { timeout: 10_000 }).toBe(1);
        await expect.poll(() => fs.existsSync(orphan), { timeout: 10_000 }).toBe(false);
      } finally {
        await stop();
      }
      const after = rounds.length;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(rounds.length).toBe(after);
    });
  });
});
