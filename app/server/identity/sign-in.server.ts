/**
 * Email + password sign-in. An unknown email and a wrong password get the same
 * answer after the same amount of work, so the response does not reveal which
 * accounts exist.
 *
 * Guessing is throttled without handing strangers a way to lock the owner out
 * (OWASP's authentication guidance): failures are counted per account *and*
 * client, and per client over all accounts, and only those refuse (429, before
 * any password is hashed, so a burst cannot tie up the server). Failures for
 * an account from every client together never refuse it; past a threshold
 * they slow each attempt down instead, which bounds a guesser spread over
 * many addresses while the owner, from their own address, still gets in.
 * Counters live in the database, shared by every app process; IPv6 clients
 * count by /64 (client-address.server.ts).
 */
import { AUTH_TEXT } from "~/content/auth";
import { clientKey } from "../kernel/client-address.server";
import { db } from "../db/client.server";
import { env } from "../kernel/env.server";
import { startPendingSignIn } from "./pending-sign-in.server";
import { hasSecondFactor, recordSignIn, recordSignInFailure } from "./second-factor.server";
import { createSession, deleteSession } from "./session.server";
import { dummyPasswordHash, verifyPassword } from "./password.server";
import { hit, resetKey, undoHit, type RateLimitRule } from "../kernel/rate-limit.server";
import { toastHeader } from "../kernel/toast.server";
import { ADMIN_ROLE, findUserForSignIn, hasRole, normalizeEmail } from "./queries.server";

const WINDOW_MS = 15 * 60 * 1000;

/** Failed attempts allowed per client (any account) and per account from one client, per window. */
export const SIGN_IN_LIMITS: { perClient: RateLimitRule; perAccountAndClient: RateLimitRule } = {
  perClient: { limit: 20, windowMs: WINDOW_MS },
  perAccountAndClient: { limit: 10, windowMs: WINDOW_MS },
};

/**
 * Failures for one account from all clients together, per window, before each
 * further attempt on it waits; the wait grows with the failures, up to a cap.
 */
export const ACCOUNT_SLOWDOWN = { afterFailures: 20, stepMs: 250, maxDelayMs: 5_000, windowMs: WINDOW_MS };

/** How long an attempt on an account with `failures` recent failures waits before it is checked. */
export function accountDelayMs(failures: number) {
  const over = failures - ACCOUNT_SLOWDOWN.afterFailures;
  return over <= 0 ? 0 : Math.min(ACCOUNT_SLOWDOWN.maxDelayMs, over * ACCOUNT_SLOWDOWN.stepMs);
}

export type SignInResult =
  | { ok: true; cookie: string; isAdmin: boolean }
  /** The password was right and the account has a second factor: `cookie` holds a pending sign-in, not a session. */
  | { ok: "second-factor"; cookie: string }
  | { ok: false; reason: "invalid_credentials" }
  /** The right password for a disabled account (Staff screen): said plainly, since only the owner knows the password. */
  | { ok: false; reason: "disabled" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export function signInThrottledMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

const accountKey = (email: string) => `sign-in:account:${normalizeEmail(email)}`;
const pairKey = (email: string, client: string) => `sign-in:pair:${client}:${normalizeEmail(email)}`;

export async function signIn(input: {
  email: string;
  password: string;
  clientIp: string;
  /** The browser's User-Agent, shown to the person in their list of sessions. */
  userAgent?: string | null;
  /** The session the browser already had, replaced by a new one. */
  previousToken?: string | null;
}): Promise<SignInResult> {
  const client = clientKey(input.clientIp);
  const perClientKey = signInClientKey(input.clientIp);
  const perPairKey = pairKey(input.email, client);
  // Counted up front (so parallel guesses cannot all slip under a limit) and
  // taken back on success: only failures use up an allowance.
  const perClient = await hit(perClientKey, SIGN_IN_LIMITS.perClient);
  if (!perClient.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: perClient.retryAfterSeconds };
  const perPair = await hit(perPairKey, SIGN_IN_LIMITS.perAccountAndClient);
  if (!perPair.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: perPair.retryAfterSeconds };
  // Never refused for the account as a whole: slowed down.
  const account = await hit(accountKey(input.email), { limit: Number.MAX_SAFE_INTEGER, windowMs: ACCOUNT_SLOWDOWN.windowMs });
  const delay = accountDelayMs((account.count - 1) / env().rateLimitMultiplier);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));

  const user = await findUserForSignIn(input.email);
  const hash = user?.passwordHash ?? (await dummyPasswordHash());
  const valid = await verifyPassword(input.password, hash);
  if (!user || !valid) {
    await recordSignInFailure(db(), {
      userId: user?.id ?? null,
      email: normalizeEmail(input.email),
      reason: "password",
      clientIp: input.clientIp,
    });
    return { ok: false, reason: "invalid_credentials" };
  }
  // Still counted as a failure (the allowances are not given back): a disabled account gets no session.
  if (user.disabledAt) {
    await recordSignInFailure(db(), { userId: user.id, email: user.email, reason: "disabled", clientIp: input.clientIp });
    return { ok: false, reason: "disabled" };
  }

  // Successful sign-ins do not use up the client's allowance; failures do.
  await resetKey(accountKey(input.email));
  await resetKey(perPairKey);
  await undoHit(perClientKey);
  // A right password is not enough for an account with a second factor: no
  // session yet, only the pending step that asks for it (second-factor.server.ts).
  if (await hasSecondFactor(user.id)) {
    if (input.previousToken) await deleteSession(input.previousToken);
    const pending = await startPendingSignIn(user.id);
    return { ok: "second-factor", cookie: pending.cookie };
  }
  const session = await openSignInSession(user.id, input);
  await recordSignIn(db(), { userId: user.id, email: user.email, method: "password", clientIp: input.clientIp });
  return { ok: true, ...session };
}

/** The per-client sign-in counter, shared by every way of signing in (password, passkey). */
export function signInClientKey(clientIp: string) {
  return `sign-in:client:${clientKey(clientIp)}`;
}

/**
 * The session a successful sign-in opens, whatever proved who the person is
 * (a password here, a passkey in passkeys.server.ts): the same cookie, and
 * whether the person is an admin (where they are sent next).
 */
export async function openSignInSession(
  userId: string,
  input: { clientIp: string; userAgent?: string | null; previousToken?: string | null },
): Promise<{ cookie: string; isAdmin: boolean }> {
  // A fresh session id at every sign-in (no session fixation).
  if (input.previousToken) await deleteSession(input.previousToken);
  const { cookie } = await createSession(userId, new Date(), { userAgent: input.userAgent, ipAddress: input.clientIp });
  const isAdmin = await hasRole(userId, ADMIN_ROLE).catch(() => false);
  return { cookie, isAdmin };
}

/** Where a person goes once signed in: an admin to the dashboard, anyone else home. */
export function signedInPath(isAdmin: boolean) {
  return isAdmin ? "/admin" : "/";
}

/** The cookies of a sign-in's answer: the session and the spec's "Success" toast. */
export function signedInHeaders(sessionCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of sessionCookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", toastHeader({ type: "success", title: AUTH_TEXT.successTitle, description: AUTH_TEXT.successMessage }));
  return headers;
}
