/**
 * Email + password sign-in. An unknown email and a wrong password get the same
 * answer after the same amount of work, so the response does not reveal which
 * accounts exist. Attempts are throttled per client address and per account
 * (counters in the database, shared by every app process); once over a limit
 * no password is hashed at all, so a burst of guesses cannot tie up the server.
 */
import { createSession, deleteSession } from "./session.server";
import { dummyPasswordHash, verifyPassword } from "./password.server";
import { hit, resetKey, undoHit, type RateLimitRule } from "./rate-limit.server";
import { ADMIN_ROLE, findUserForSignIn, hasRole, normalizeEmail } from "./users.server";

/** Failed attempts per client address (any account) and per account, per window. */
export const SIGN_IN_LIMITS: { perClient: RateLimitRule; perAccount: RateLimitRule } = {
  perClient: { limit: 20, windowMs: 15 * 60 * 1000 },
  perAccount: { limit: 10, windowMs: 15 * 60 * 1000 },
};

export type SignInResult =
  | { ok: true; cookie: string; isAdmin: boolean }
  | { ok: false; reason: "invalid_credentials" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export function signInThrottledMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

const accountKey = (email: string) => `sign-in:account:${normalizeEmail(email)}`;

export async function signIn(input: {
  email: string;
  password: string;
  clientIp: string;
  /** The session the browser already had, replaced by a new one. */
  previousToken?: string | null;
}): Promise<SignInResult> {
  const clientKey = `sign-in:client:${input.clientIp}`;
  const perClient = await hit(clientKey, SIGN_IN_LIMITS.perClient);
  if (!perClient.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: perClient.retryAfterSeconds };
  // Counted up front and forgotten on success: a failed attempt always counts.
  const perAccount = await hit(accountKey(input.email), SIGN_IN_LIMITS.perAccount);
  if (!perAccount.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: perAccount.retryAfterSeconds };

  const user = await findUserForSignIn(input.email);
  const hash = user?.passwordHash ?? (await dummyPasswordHash());
  const valid = await verifyPassword(input.password, hash);
  if (!user || !valid) return { ok: false, reason: "invalid_credentials" };

  // Successful sign-ins do not use up the client's allowance; failures do.
  await resetKey(accountKey(input.email));
  await undoHit(clientKey);
  // A fresh session id at every sign-in (no session fixation).
  if (input.previousToken) await deleteSession(input.previousToken);
  const { cookie } = await createSession(user.id);
  const isAdmin = await hasRole(user.id, ADMIN_ROLE).catch(() => false);
  return { ok: true, cookie, isAdmin };
}
