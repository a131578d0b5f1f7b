/**
 * Scheduled publishing, inside the server (no cron outside the app): each
 * process keeps one timer set for the next scheduled post's publish_at. When
 * it fires, the due posts are flipped to published (post-queries.server.ts
 * explains why) and the page cache is emptied, so no cached list, sitemap or
 * feed outlives the moment. The timer is re-armed from the database:
 * - at start-up,
 * - after every page-cache invalidation this process makes or hears of (a
 *   staff change here, or with PostgreSQL in another process through
 *   LISTEN/NOTIFY), since a save may have set, moved or cleared a schedule,
 * - by the hourly housekeeping, as a safety net for a missed notification.
 * Posts are public by the SQL definition from their instant on whatever the
 * timer does; the timer only makes the cache and the flag follow.
 */
import { nextPublishAt, publishDuePosts } from "./post-queries.server";
import { invalidatePageCache, onPageCacheInvalidated } from "../site/page-cache.server";

/** setTimeout's longest delay (about 24.8 days); a later schedule re-arms on the way. */
const MAX_DELAY_MS = 2_147_483_647;
/**
 * The least wait before a re-check: a post the app's clock finds due but
 * the database's does not yet (clocks a little apart) is looked at again
 * this soon, rather than in a tight loop.
 */
const MIN_DELAY_MS = 250;

type Schedule = {
  timer?: ReturnType<typeof setTimeout>;
  /** Bumped on every arm: an older arm that finishes late does not set its timer. */
  round: number;
  stopped: boolean;
  unsubscribe: () => void;
  firing?: Promise<void>;
};

let current: Schedule | undefined;

/** Reads the next publish time and sets this process's timer for it (a no-op when not started). */
export async function rearmPublishTimer(now: () => number = Date.now): Promise<void> {
  const schedule = current;
  if (!schedule || schedule.stopped) return;
  const round = ++schedule.round;
  let next: Date | null;
  try {
    next = await nextPublishAt();
  } catch (error) {
    // The hourly housekeeping re-arms later.
    console.error("[blog-schedule] could not read the next publish time:", (error as Error).message);
    return;
  }
  if (schedule.stopped || round !== schedule.round) return;
  clearTimeout(schedule.timer);
  schedule.timer = undefined;
  if (!next) return;
  const delay = Math.min(MAX_DELAY_MS, Math.max(MIN_DELAY_MS, next.getTime() - now()));
  schedule.timer = setTimeout(() => {
    schedule.timer = undefined;
    schedule.firing = fire(schedule).finally(() => (schedule.firing = undefined));
  }, delay);
  schedule.timer.unref();
}

async function fire(schedule: Schedule) {
  if (schedule.stopped) return;
  try {
    const published = await publishDuePosts();
    if (published.length > 0) console.info(`[blog-schedule] published ${published.length} scheduled post(s)`);
  } catch (error) {
    console.error("[blog-schedule] could not publish the due posts:", (error as Error).message);
  }
  // Always empty the cache: the posts are public by now even if the flip failed.
  // Emptying it re-arms the timer (the listener below), here and in the other processes.
  invalidatePageCache();
}

/** Starts this process's publish timer; the returned function stops it. */
export function startPublishSchedule(): () => Promise<void> {
  const schedule: Schedule = { round: 0, stopped: false, unsubscribe: () => {} };
  current = schedule;
  schedule.unsubscribe = onPageCacheInvalidated(() => void rearmPublishTimer());
  void rearmPublishTimer();
  return async () => {
    schedule.stopped = true;
    schedule.unsubscribe();
    clearTimeout(schedule.timer);
    await schedule.firing;
    if (current === schedule) current = undefined;
  };
}
