/**
 * Housekeeping the server does on its own, on a schedule: expired sessions,
 * rate-limit windows that have ended and unused image variants are removed,
 * so no table or cache only grows; and the day-before reminders of confirmed
 * consultations are queued (booking-reminders.server.ts, which claims each
 * booking once however many processes run this). Scheduled posts that are
 * due are flipped to published and the publish timer re-armed, a safety net
 * for a notification the timer missed (blog-schedule.server.ts).
 *
 * Several app processes may share one PostgreSQL (and a data directory):
 * every pruning step is a delete of what has already expired, so two processes
 * running it at once cannot conflict (the second finds nothing left to
 * delete). No lock is taken: a lock would need a connection of its own while
 * the deletes run, and a pool may have only one.
 */
import { publishDuePosts } from "../blog/post-queries.server";
import { rearmPublishTimer } from "../blog/blog-schedule.server";
import { queueBookingReminders } from "../bookings/booking-reminders.server";
import { pruneImageVariants } from "../storage/image-variants.server";
import { invalidatePageCache } from "./page-cache.server";
import { pruneRateLimits } from "../kernel/rate-limit.server";
import { deleteExpiredSessions } from "../identity/queries.server";
import { deleteExpiredPendingSignIns } from "../identity/queries.server";

/** How often the housekeeping runs (the first round runs soon after start). */
export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_ROUND_AFTER_MS = 60 * 1000;

export type MaintenanceReport = { variantsRemoved: number; remindersQueued: number; postsPublished: number };

/** One round of housekeeping. */
export async function runMaintenance(now = new Date()): Promise<MaintenanceReport> {
  await deleteExpiredSessions(now);
  await deleteExpiredPendingSignIns(now);
  await pruneRateLimits(now);
  const variantsRemoved = await pruneImageVariants({ now: now.getTime() });
  // Hourly is often enough: a booking's reminder can be queued all day before it.
  const remindersQueued = await queueBookingReminders(now);
  const postsPublished = (await publishDuePosts()).length;
  // A flip here means the timer missed its moment: empty the cache too (which re-arms it).
  if (postsPublished > 0) invalidatePageCache();
  else await rearmPublishTimer();
  return { variantsRemoved, remindersQueued, postsPublished };
}

/**
 * Runs the housekeeping every `intervalMs` (first after `firstAfterMs`)
 * until the returned function is called. A failed round is logged and the
 * next one runs as planned. Timers do not keep the process alive.
 */
export function scheduleMaintenance(
  { intervalMs = MAINTENANCE_INTERVAL_MS, firstAfterMs = FIRST_ROUND_AFTER_MS, onRound }: {
    intervalMs?: number;
    firstAfterMs?: number;
    onRound?: (report: MaintenanceReport) => void;
  } = {},
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const round = () => {
    running = runMaintenance()
      .then((report) => onRound?.(report))
      .catch((error: unknown) => console.error("[maintenance] housekeeping failed:", (error as Error).message))
      .finally(() => {
        running = undefined;
        if (!stopped) schedule(intervalMs);
      });
  };
  const schedule = (delay: number) => {
    timer = setTimeout(round, delay);
    timer.unref();
  };
  schedule(firstAfterMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
