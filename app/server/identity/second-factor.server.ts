/**
 * The second step of signing in (decision 0022), shared by the code form
 * (/auth/second-factor) and the passkey button on the same page.
 *
 * After a right password, an account with a second factor gets a pending
 * sign-in (pending-sign-in.server.ts) instead of a session. Here a TOTP code
 * or a recovery code is checked against it; a wrong answer counts on the
 * pending sign-in (dropped after PENDING_SIGN_IN_MAX_FAILURES) and on the
 * rate limits below; a right one turns the pending sign-in into a session
 * exactly once (`finishSecondFactorSignIn`, which the passkey check calls
 * too once its assertion is verified).
 */
import { TWO_FACTOR_ACTIVITY } from "~/content/two-factor";
import { recordActivity } from "../activity/activity.server";
import { queueSecurityNotice } from "./account-security-mail.server";
import { clientKey } from "../kernel/client-address.server";
import { db, type Executor } from "../db/client.server";
import { completePendingSignIn, getPendingSignIn, notePendingSignInFailure } from "./pending-sign-in.server";
import { type PendingSignIn } from "./queries.server";
import { hit, undoHit, type RateLimitRule } from "../kernel/rate-limit.server";
import { deleteUserSessions } from "./session.server";
import { consumeRecoveryCode, consumeTotpCode } from "./totp.server";
import {
  ADMIN_ROLE,
  clearTotpOf,
  deletePasskeysOf,
  deletePendingSignInsOf,
  findUserByEmail,
  getUserById,
  hasRole,
  recoveryCodeCount,
  secondFactorMethods,
} from "./queries.server";

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Wrong second-factor answers allowed per client (any account) and per
 * account (all clients), per window. Only someone who already knows the
 * password reaches this step, so refusing an account as a whole hands no
 * stranger a way to lock its owner out, and it bounds a guesser who starts
 * pending sign-in after pending sign-in (each allows only a few answers).
 */
export const SECOND_FACTOR_LIMITS: { perClient: RateLimitRule; perAccount: RateLimitRule } = {
  perClient: { limit: 20, windowMs: WINDOW_MS },
  perAccount: { limit: 10, windowMs: WINDOW_MS },
};

/** True when the account has TOTP on or at least one passkey. */
export async function hasSecondFactor(userId: string, executor: Executor = db()): Promise<boolean> {
  const methods = await secondFactorMethods(userId, executor);
  return methods.totp || methods.passkeys;
}

/** How a person signed in, as the activity record names it. */
export type SignInMethod = "password" | "password+totp" | "password+recovery-code" | "password+passkey" | "passkey";

/** Records a sign-in of `userId` (nobody is signed in yet: the person is the account's owner). */
export async function recordSignIn(
  executor: Executor,
  input: { userId: string; email: string; method: SignInMethod; clientIp: string | null },
) {
  await recordActivity(
    executor,
    {
      action: "sign-in",
      entityKind: "user",
      entityId: input.userId,
      summary: TWO_FACTOR_ACTIVITY.signIn(input.email, input.method),
      changes: { method: { from: null, to: input.method } },
    },
    { id: input.userId, email: input.email, ipAddress: input.clientIp },
  );
}

/** Records a refused sign-in: a wrong password (no user known) or a wrong second factor. */
export async function recordSignInFailure(
  executor: Executor,
  input: { userId: string | null; email: string | null; reason: string; clientIp: string | null },
) {
  await recordActivity(
    executor,
    {
      action: "sign-in-failed",
      entityKind: "user",
      entityId: input.userId,
      summary: TWO_FACTOR_ACTIVITY.signInFailed(input.email, input.reason),
    },
    // Nobody proved who they are: the actor is anonymous, the address is kept.
    { id: null, email: null, ipAddress: input.clientIp },
  );
}

async function emailOf(userId: string) {
  return (await getUserById(userId))?.email ?? "";
}

export type SecondFactorResult =
  | { ok: true; cookies: string[]; isAdmin: boolean }
  /** No live pending sign-in (expired, finished, dropped, or never started): start again with the password. */
  | { ok: false; reason: "expired" }
  | { ok: false; reason: "wrong_code"; exhausted: boolean }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

type Origin = { clientIp: string; userAgent?: string | null };

/**
 * Turns the pending sign-in into a session once its second factor was
 * checked, and records the sign-in. Exported for the passkey check, which
 * calls it after verifying its assertion against `pending.userId`.
 */
export async function finishSecondFactorSignIn(
  token: string,
  pending: PendingSignIn,
  method: SignInMethod,
  origin: Origin,
  now = new Date(),
): Promise<SecondFactorResult> {
  const done = await completePendingSignIn(token, { userAgent: origin.userAgent, ipAddress: origin.clientIp }, now);
  if (!done) return { ok: false, reason: "expired" };
  await db().transaction(async (tx) => {
    const row = await getUserById(pending.userId, tx);
    await recordSignIn(tx, { userId: pending.userId, email: row?.email ?? "", method, clientIp: origin.clientIp });
  });
  const isAdmin = await hasRole(done.userId, ADMIN_ROLE).catch(() => false);
  return { ok: true, cookies: done.cookies, isAdmin };
}

/**
 * Checks a TOTP code (`kind` "totp") or a recovery code ("recovery") for the
 * pending sign-in of `token`; on success the session's cookies are returned.
 */
export async function verifySecondFactor(
  input: { token: string | undefined; code: string; kind: "totp" | "recovery" } & Origin,
  now = new Date(),
): Promise<SecondFactorResult> {
  if (!input.token) return { ok: false, reason: "expired" };
  const pending = await getPendingSignIn(input.token, now);
  if (!pending) return { ok: false, reason: "expired" };

  // Counted up front, so parallel guesses cannot slip under a limit; taken back on success.
  const perClientKey = `second-factor:client:${clientKey(input.clientIp)}`;
  const perAccountKey = `second-factor:account:${pending.userId}`;
  const perClient = await hit(perClientKey, SECOND_FACTOR_LIMITS.perClient, now);
  if (!perClient.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: perClient.retryAfterSeconds };
  const perAccount = await hit(perAccountKey, SECOND_FACTOR_LIMITS.perAccount, now);
  if (!perAccount.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: perAccount.retryAfterSeconds };

  const right =
    input.kind === "totp"
      ? await consumeTotpCode(pending.userId, input.code, now)
      : await consumeRecoveryCode(pending.userId, input.code, now);
  if (!right) {
    const { exhausted } = await notePendingSignInFailure(pending.id);
    await recordSignInFailure(db(), {
      userId: pending.userId,
      email: await emailOf(pending.userId),
      reason: input.kind === "totp" ? "totp" : "recovery-code",
      clientIp: input.clientIp,
    });
    return { ok: false, reason: "wrong_code", exhausted };
  }
  await undoHit(perClientKey);
  await undoHit(perAccountKey);
  return finishSecondFactorSignIn(
    input.token,
    pending,
    input.kind === "totp" ? "password+totp" : "password+recovery-code",
    input,
    now,
  );
}

/** Whether the admin area lets this admin in: with REQUIRE_ADMIN_2FA on, only with a second factor. */
export async function adminHasRequiredSecondFactor(userId: string, required: boolean): Promise<boolean> {
  if (!required) return true;
  return hasSecondFactor(userId);
}

export type SecondFactorReset = { totp: boolean; recoveryCodes: number; passkeys: number; sessions: number };

/**
 * The operator's way back in for a locked-out person (`npm run
 * user:reset-2fa`): TOTP off, recovery codes and passkeys deleted, every
 * session and pending sign-in of the account ended, in one transaction with
 * its record. Undefined for an unknown address.
 */
export async function resetSecondFactor(email: string): Promise<SecondFactorReset | undefined> {
  return db().transaction(async (tx) => {
    const user = await findUserByEmail(email, tx);
    if (!user) return undefined;
    const codes = await recoveryCodeCount(tx, user.id);
    const totp = await clearTotpOf(tx, user.id);
    const removedPasskeys = await deletePasskeysOf(tx, user.id);
    const sessions = await deleteUserSessions(user.id, { executor: tx });
    await deletePendingSignInsOf(tx, user.id);
    const result = { totp, recoveryCodes: codes, passkeys: removedPasskeys, sessions };
    await recordActivity(
      tx,
      {
        action: "2fa-disable",
        entityKind: "user",
        entityId: user.id,
        summary: TWO_FACTOR_ACTIVITY.reset(user.email),
        changes: { totp: { from: totp, to: false }, passkeys: { from: result.passkeys, to: 0 } },
      },
      { id: null, email: null, ipAddress: null },
    );
    await queueSecurityNotice(tx, user.id, { kind: "second-factor-reset" });
    return result;
  });
}
