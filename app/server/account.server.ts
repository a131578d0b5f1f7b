/**
 * The signed-in person's own account: change the password (the current one
 * is checked first; every other session ends, this one stays) and end every
 * session but this one.
 */
import { db } from "./db/client.server";
import { hashPassword, verifyPassword } from "./password.server";
import { hit, resetKey } from "./rate-limit.server";
import { deleteUserSessions } from "./session.server";
import { passwordHashOf, setPasswordHash } from "./users.server";

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
    return { ok: true, endedSessions } as const;
  });
}

/** Ends every session of the user except the one making the request. */
export function signOutOtherSessions(userId: string, currentToken: string | null) {
  return deleteUserSessions(userId, { keepToken: currentToken });
}
