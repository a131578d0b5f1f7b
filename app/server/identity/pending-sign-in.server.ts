/**
 * The step between a right password and a session, for accounts with a
 * second factor (TOTP or a passkey). The browser holds a random token in its
 * own short-lived cookie; the database holds only its hash. A pending sign-in
 * grants nothing: no loader reads it as a session, and only
 * `completePendingSignIn` (after a second factor was checked) turns it into
 * one, exactly once. Wrong codes are counted on it; past the limit it is
 * dropped and the person starts again with their password (which is itself
 * throttled by sign-in.server.ts).
 */
import { randomBytes } from "node:crypto";
import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { db } from "../db/client.server";
import { pendingSignIns } from "../db/schema";
import { env } from "../kernel/env.server";
import { createSession, hashToken, type SessionOrigin } from "./session.server";

/** Long enough to find the phone and type a code, short enough to be useless when stolen. */
export const PENDING_SIGN_IN_TTL_MS = 10 * 60 * 1000;
/** Wrong second-factor answers allowed on one pending sign-in before it is dropped. */
export const PENDING_SIGN_IN_MAX_FAILURES = 5;

export function pendingSignInCookieName() {
  return env().secureCookies ? "__Host-pending_sign_in" : "pending_sign_in";
}

function pendingCookie(token: string, maxAgeSeconds: number) {
  return serializeCookie(pendingSignInCookieName(), token, {
    httpOnly: true,
    secure: env().secureCookies,
    sameSite: "lax",
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

export function clearedPendingSignInCookie() {
  return pendingCookie("", 0);
}

export function readPendingSignInToken(request: Request): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  const token = parseCookies(header)[pendingSignInCookieName()];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/** Opens a pending sign-in for `userId`; the answer sets its cookie. */
export async function startPendingSignIn(userId: string, now = new Date()): Promise<{ cookie: string }> {
  const token = randomBytes(32).toString("base64url");
  await db()
    .insert(pendingSignIns)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + PENDING_SIGN_IN_TTL_MS) });
  return { cookie: pendingCookie(token, PENDING_SIGN_IN_TTL_MS / 1000) };
}

export type PendingSignIn = { id: string; userId: string; failedAttempts: number };

/** The live pending sign-in of this token, if any. */
export async function getPendingSignIn(token: string, now = new Date()): Promise<PendingSignIn | undefined> {
  const [row] = await db()
    .select({ id: pendingSignIns.id, userId: pendingSignIns.userId, failedAttempts: pendingSignIns.failedAttempts })
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, hashToken(token)), gt(pendingSignIns.expiresAt, now)))
    .limit(1);
  return row;
}

/** Counts a wrong answer; `exhausted` when the pending sign-in was dropped for it. */
export async function notePendingSignInFailure(id: string): Promise<{ exhausted: boolean }> {
  const [row] = await db()
    .update(pendingSignIns)
    .set({ failedAttempts: sql`${pendingSignIns.failedAttempts} + 1` })
    .where(eq(pendingSignIns.id, id))
    .returning({ failedAttempts: pendingSignIns.failedAttempts });
  if (!row || row.failedAttempts >= PENDING_SIGN_IN_MAX_FAILURES) {
    await db().delete(pendingSignIns).where(eq(pendingSignIns.id, id));
    return { exhausted: true };
  }
  return { exhausted: false };
}

/**
 * Ends the pending sign-in and opens the session, once: two requests racing
 * with the same token cannot both get a session (the row is deleted and
 * returned in one statement). Returns the cookies to set, or undefined when
 * the pending sign-in is gone or expired.
 */
export async function completePendingSignIn(
  token: string,
  origin: SessionOrigin = {},
  now = new Date(),
): Promise<{ userId: string; cookies: string[] } | undefined> {
  const [row] = await db()
    .delete(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, hashToken(token)), gt(pendingSignIns.expiresAt, now)))
    .returning({ userId: pendingSignIns.userId });
  if (!row) return undefined;
  const { cookie } = await createSession(row.userId, now, origin);
  return { userId: row.userId, cookies: [cookie, clearedPendingSignInCookie()] };
}

/** Housekeeping: forget expired pending sign-ins. */
export async function deleteExpiredPendingSignIns(now = new Date()) {
  await db().delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, now));
}
