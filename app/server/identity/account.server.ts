/**
 * The signed-in person's own account: change the password (the current one
 * is checked first; every other session ends, this one stays) and end every
 * session but this one. Either drops any authenticator set-up under way
 * (totp-setup.server.ts, clearTotpSetups): one begun by someone else must not survive it.
 */
import { activitySummary } from "~/content/admin/activity";
import { currentActor, recordActivity } from "../activity/activity.server";
import { db } from "../db/client.server";
import { hashPassword, verifyPassword } from "./password.server";
import { hit, resetKey } from "../kernel/rate-limit.server";
import { deleteUserSessions } from "./session.server";
import { clearTotpSetups, passwordHashOf, setPasswordHash } from "./queries.server";

/** Wrong current passwords per account per window: a stolen session cannot guess the password fast. */
export const CHANGE_PASSWORD_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };

export type ChangePasswordResult =
  | { ok: true; endedSessions: number }
  | { ok: false; reason: "wrong_current" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export async function changePassword(input: {
  userId: string;
  currentToken: string | null;
  current: string;
  password: string;
}): Promise<ChangePasswordResult> {
  const key = `change-password:${input.userId}`;
  const attempt = await hit(key, CHANGE_PASSWORD_LIMIT);
  if (!attempt.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: attempt.retryAfterSeconds };
  const stored = await passwordHashOf(input.userId);
  if (!stored || !(await verifyPassword(input.current, stored))) return { ok: false, reason: "wrong_current" };
  await resetKey(key);
  const passwordHash = await hashPassword(input.password);
  return db().transaction(async (tx) => {
    await setPasswordHash(tx, input.userId, passwordHash);
    const endedSessions = await deleteUserSessions(input.userId, { keepToken: input.currentToken, executor: tx });
    await clearTotpSetups(tx, input.userId);
    // Which password it was is a secret and never recorded; that it changed is.
    await recordActivity(tx, {
      action: "password-change",
      entityKind: "user",
      entityId: input.userId,
      summary: activitySummary("password-change", "user", currentActor().email),
    });
    return { ok: true, endedSessions } as const;
  });
}

/** Ends every session of the user except the one making the request. */
export function signOutOtherSessions(userId: string, currentToken: string | null) {
  return db().transaction(async (tx) => {
    const ended = await deleteUserSessions(userId, { keepToken: currentToken, executor: tx });
    await clearTotpSetups(tx, userId);
    await recordActivity(tx, {
      action: "sign-out-others",
      entityKind: "user",
      entityId: userId,
      summary: activitySummary("sign-out-others", "user", currentActor().email),
      changes: { sessions: { from: null, to: ended } },
    });
    return ended;
  });
}
