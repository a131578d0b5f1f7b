/**
 * Server-side sessions. The cookie holds a random 256-bit token; the database
 * holds only its SHA-256, so a leaked database row cannot be replayed.
 * A session ends when it has not been used for IDLE_TTL, or ABSOLUTE_TTL after
 * sign-in, whichever comes first, or at sign-out (the row is deleted).
 */
import { createHash, randomBytes } from "node:crypto";
import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import { db, type Executor } from "../db/client.server";
import { env } from "../kernel/env.server";
import {
  ADMIN_ROLE,
  deleteSessionByHash,
  deleteSessionsOf,
  hasRole,
  insertSession,
  liveSessionByHash,
  liveSessionsOf,
  setLastSignIn,
  updateSession,
  type User,
} from "./queries.server";

export const IDLE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const ABSOLUTE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Push the idle expiry forward at most this often, to avoid a write per request.
const EXTEND_AFTER_MS = 60 * 60 * 1000;
// "Last seen" in the person's list of sessions is kept to the minute: one write a minute at most.
export const LAST_SEEN_STEP_MS = 60 * 1000;
/** Longest user agent kept (headers can be long; the list shows a short summary). */
const MAX_USER_AGENT_LENGTH = 512;

/** `__Host-` makes the browser refuse the cookie unless Secure, host-only, path=/. */
export function sessionCookieName() {
  return env().secureCookies ? "__Host-session" : "session";
}

export function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

export function readSessionToken(request: Request): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  const token = parseCookies(header)[sessionCookieName()];
  // Tokens are 43 base64url characters; anything else is not ours.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

export function sessionCookie(token: string, expires: Date) {
  return serializeCookie(sessionCookieName(), token, {
    httpOnly: true,
    secure: env().secureCookies,
    sameSite: "lax",
    path: "/",
    expires,
  });
}

export function clearedSessionCookie() {
  return serializeCookie(sessionCookieName(), "", {
    httpOnly: true,
    secure: env().secureCookies,
    sameSite: "lax",
    path: "/",
    maxAge: 0,
  });
}

/** Where a session was opened from, shown to its owner on the account page. */
export type SessionOrigin = { userAgent?: string | null; ipAddress?: string | null };

/**
 * Opens a session: only ever after a sign-in (password, second factor, passkey
 * or an accepted invitation), so the account's last sign-in (Staff screen) is
 * set here, where every way in passes.
 */
export async function createSession(userId: string, now = new Date(), origin: SessionOrigin = {}) {
  const token = randomBytes(32).toString("base64url");
  const absoluteExpiresAt = new Date(now.getTime() + ABSOLUTE_TTL_MS);
  await setLastSignIn(userId, now);
  await insertSession({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + IDLE_TTL_MS),
    absoluteExpiresAt,
    userAgent: origin.userAgent ? origin.userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
    ipAddress: origin.ipAddress ?? null,
    lastSeenAt: now,
  });
  return { token, cookie: sessionCookie(token, absoluteExpiresAt) };
}

export type SessionUser = { user: User; isAdmin: boolean };

/**
 * The signed-in user for a token, or undefined if the session is unknown or
 * expired, or its account is disabled (disabling deletes the sessions too;
 * this is the second lock on the door, for a session opened in a race).
 */
export async function getSessionUser(token: string, now = new Date()): Promise<SessionUser | undefined> {
  const row = await liveSessionByHash(hashToken(token), now);
  if (!row) return undefined;

  const idleDeadline = new Date(Math.min(now.getTime() + IDLE_TTL_MS, row.absoluteExpiresAt.getTime()));
  const extend = idleDeadline.getTime() - row.expiresAt.getTime() > EXTEND_AFTER_MS;
  const seen = !row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS;
  if (extend || seen) {
    await updateSession(row.id, { ...(extend ? { expiresAt: idleDeadline } : {}), ...(seen ? { lastSeenAt: now } : {}) });
  }
  return {
    user: { id: row.userId, email: row.email },
    // An error in the role check counts as "not admin" (spec: logged only).
    isAdmin: await hasRole(row.userId, ADMIN_ROLE).catch((error) => {
      console.error("[auth] role check failed:", error);
      return false;
    }),
  };
}

export async function deleteSession(token: string) {
  await deleteSessionByHash(hashToken(token));
}

/**
 * Ends every session of a user, or every one but `keepToken`'s (the browser
 * the person is using). Pass the caller's transaction so the sessions end
 * together with the change that ends them (a new password).
 */
export async function deleteUserSessions(
  userId: string,
  options: { keepToken?: string | null; executor?: Executor } = {},
): Promise<number> {
  const { keepToken, executor = db() } = options;
  return deleteSessionsOf(executor, userId, keepToken ? hashToken(keepToken) : undefined);
}

export type SessionListing = {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date | null;
  current: boolean;
};

/** The user's live sessions, the current one first, then the most recently seen. */
export async function listUserSessions(userId: string, currentToken: string | null, now = new Date()) {
  const currentHash = currentToken ? hashToken(currentToken) : "";
  const rows = await liveSessionsOf(userId, now);
  const list: SessionListing[] = rows.map(({ tokenHash, ...row }) => ({ ...row, current: tokenHash === currentHash }));
  return list.sort((a, b) => Number(b.current) - Number(a.current));
}
