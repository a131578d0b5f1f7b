/**
 * The PostgreSQL channel on which app processes tell each other to empty
 * their page caches (page-cache.server.ts listens on it). Kept apart so that
 * scripts (npm run restore) can send on it without loading the HTTP layer.
 */
import type pg from "pg";

export const PAGE_CACHE_CHANNEL = "page_cache_invalidate";

/** Tells every app process listening on the database to empty its page cache. `sender` names who sent it. */
export async function notifyPageCacheInvalidation(pool: pg.Pool, sender: string) {
  await pool.query(`select pg_notify('${PAGE_CACHE_CHANNEL}', $1)`, [sender]);
}
