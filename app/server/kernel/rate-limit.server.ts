/**
 * Fixed-window rate limits kept in the database (table rate_limits), so every
 * app process sharing the database enforces the same counts. One atomic
 * upsert per hit: no read-then-write race.
 */
import { lt, sql } from "drizzle-orm";
import { db, queryRows } from "../db/client.server";
import { rateLimits } from "../db/schema";
import { env } from "./env.server";

export type RateLimitRule = { limit: number; windowMs: number };

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** Counts one hit against `key`; `allowed` is false once `limit` hits fell in the window. */
export async function hit(key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const limit = rule.limit * env().rateLimitMultiplier;
  const resetAt = new Date(now.getTime() + rule.windowMs);
  const [row] = await queryRows<{ count: number; reset_at: Date | string }>(
    db(),
    sql`
      insert into rate_limits (key, count, reset_at) values (${key}, 1, ${resetAt.toISOString()}::timestamptz)
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= ${now.toISOString()}::timestamptz then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= ${now.toISOString()}::timestamptz then excluded.reset_at else rate_limits.reset_at end
      returning count, reset_at`,
  );
  const count = Number(row!.count);
  const reset = new Date(row!.reset_at);
  return {
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((reset.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * Claims `key` once for `ttlMs`: true the first time, false while the claim
 * lasts. For one-time values that are not stored anywhere else (a passkey
 * challenge lives in a signed cookie, passkey-challenge.server.ts): the claim
 * is what makes the second use fail. Never multiplied by RATE_LIMIT_MULTIPLIER.
 */
export async function claimOnce(key: string, ttlMs: number, now = new Date()): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    db(),
    sql`
      insert into rate_limits (key, count, reset_at) values (${key}, 1, ${new Date(now.getTime() + ttlMs).toISOString()}::timestamptz)
      on conflict (key) do update set count = 1, reset_at = excluded.reset_at
        where rate_limits.reset_at <= ${now.toISOString()}::timestamptz
      returning key`,
  );
  return rows.length > 0;
}

/** Takes back one hit (e.g. an attempt that turned out to be a successful sign-in). */
export async function undoHit(key: string) {
  await db().execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

/** Forgets a key (e.g. after a successful sign-in). */
export async function resetKey(key: string) {
  await db().execute(sql`delete from rate_limits where key = ${key}`);
}

/** Drops expired windows; run now and then. */
export async function pruneRateLimits(now = new Date()) {
  await db().delete(rateLimits).where(lt(rateLimits.resetAt, now));
}
