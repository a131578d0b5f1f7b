/**
 * Server-side sessions. The cookie holds a random 256-bit token; the database
 * holds only its SHA-256, so a leaked database row cannot be replayed.
 * A session ends when it has not been used for IDLE_TTL, or ABSOLUTE_TTL after
 * sign-in, whichever comes first, or at sign-out (the row is deleted).
 */
import { createHash, randomBytes } from "node:crypto";
import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { db } from "./db/client.server";
import { sessions, users } from "./db/schema";
import { env } from "./env.server";
import { ADMIN_ROLE, hasRole, type User } from "./users.server";

export const IDLE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const ABSOLUTE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Push the idle expiry forward at most this often, to avoid a write per request.
const EXTEND_AFTER_MS = 60 * 60 * 1000;

/** `__Host-` makes the browser refuse the cookie unless Secure, host-only, path=/. */
export function sessionCookieName() {
  return env().secureCookies ? "__Host-session" : "session";
}

function hashToken(token: string) {
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

export async function createSession(userId: string, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  const absoluteExpiresAt = new Date(now.getTime() + ABSOLUTE_TTL_MS);
  await db()
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + IDLE_TTL_MS),
      absoluteExpiresAt,
    });
  return { token, cookie: sessionCookie(token, absoluteExpiresAt) };
}

export type SessionUser = { user: User; isAdmin: boolean };

/** The signed-in user for a token, or undefined if the session is unknown or expired. */
export async function getSessionUser(token: string, now = new Date()): Promise<SessionUser | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await db()
    .select({
      id: sessions.id,
      expiresAt: sessions.expiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      userId: users.id,
      email: users.email,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now)))
    .limit(1);
  if (!row) return undefined;

  const idleDeadline = new Date(Math.min(now.getTime() + IDLE_TTL_MS, row.absoluteExpiresAt.getTime()));
  if (idleDeadline.getTime() - row.expiresAt.getTime() > EXTEND_AFTER_MS) {
    await db().update(sessions).set({ expiresAt: idleDeadline }).where(eq(sessions.id, row.id));
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
  await db().delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Removes expired sessions; run now and then. */
export async function deleteExpiredSessions(now = new Date()) {
  await db()
    .delete(sessions)
    .where(sql`${lt(sessions.expiresAt, now)} or ${lt(sessions.absoluteExpiresAt, now)}`);
}
