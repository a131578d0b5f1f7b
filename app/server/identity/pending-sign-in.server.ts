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
import { env } from "../kernel/env.server";
import {
  countPendingSignInFailure,
  deletePendingSignIn,
  insertPendingSignIn,
  livePendingSignInByHash,
  takePendingSignIn,
  type PendingSignIn,
} from "./queries.server";
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
  await insertPendingSignIn({ userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + PENDING_SIGN_IN_TTL_MS) });
  return { cookie: pendingCookie(token, PENDING_SIGN_IN_TTL_MS / 1000) };
}

/** The live pending sign-in of this token, if any. */
export async function getPendingSignIn(token: string, now = new Date()): Promise<PendingSignIn | undefined> {
  return livePendingSignInByHash(hashToken(token), now);
}

/** Counts a wrong answer; `exhausted` when the pending sign-in was dropped for it. */
export async function notePendingSignInFailure(id: string): Promise<{ exhausted: boolean }> {
  const failedAttempts = await countPendingSignInFailure(id);
  if (failedAttempts === undefined || failedAttempts >= PENDING_SIGN_IN_MAX_FAILURES) {
    await deletePendingSignIn(id);
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
  const userId = await takePendingSignIn(hashToken(token), now);
  if (!userId) return undefined;
  const { cookie } = await createSession(userId, now, origin);
  return { userId, cookies: [cookie, clearedPendingSignInCookie()] };
}
