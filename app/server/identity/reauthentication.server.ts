/**
 * A fresh proof that the person at the keyboard is the account's owner,
 * asked before the changes that would let a stolen session keep a way in:
 * adding or removing a passkey, turning two-factor sign-in off, making new
 * recovery codes. A signed-in session alone is not enough for these: the
 * person gives their password (or a current code from their authenticator
 * app) on /account/confirm, or with the change itself, and the session counts
 * as proven for REAUTH_WINDOW_MS (sessions.reauthenticated_at). Wrong proofs
 * are limited per account, so a stolen session cannot guess the password.
 */
import { redirect, type RouterContextProvider } from "react-router";
import { hit, resetKey } from "../kernel/rate-limit.server";
import { getAuth, requireUser } from "./auth.server";
import { verifyPassword } from "./password.server";
import { passwordHashOf, reauthenticatedSince, setReauthenticatedAt, type User } from "./queries.server";
import { hashToken } from "./session.server";
import { consumeTotpCode } from "./totp.server";

/** How long a proof counts: long enough for a few changes in a row, short enough to be fresh. */
export const REAUTH_WINDOW_MS = 5 * 60 * 1000;
/** Wrong passwords or codes per account per window (a stolen session cannot guess fast). */
export const PROOF_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };
/** The page that asks for the proof. */
export const CONFIRM_PATH = "/account/confirm";

export type Proof = { password?: string; code?: string };

export type ProofResult = { ok: true } | { ok: false; reason: "wrong_proof" } | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/**
 * Checks the password, or else a current TOTP code (which counts as used), of
 * `userId`; when right, the session `sessionToken` counts as proven from now.
 */
export async function proveItIsYou(userId: string, sessionToken: string | null, proof: Proof, now = new Date()): Promise<ProofResult> {
  const key = `reauth:${userId}`;
  const attempt = await hit(key, PROOF_LIMIT, now);
  if (!attempt.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: attempt.retryAfterSeconds };
  let proven = false;
  if (proof.password) {
    const stored = await passwordHashOf(userId);
    proven = Boolean(stored && (await verifyPassword(proof.password, stored)));
  }
  if (!proven && proof.code) proven = await consumeTotpCode(userId, proof.code, now);
  if (!proven) return { ok: false, reason: "wrong_proof" };
  await resetKey(key);
  if (sessionToken) await setReauthenticatedAt(userId, hashToken(sessionToken), now);
  return { ok: true };
}

/** True when this session's owner proved it is them within the last REAUTH_WINDOW_MS. */
export async function hasFreshProof(userId: string, sessionToken: string | null, now = new Date()): Promise<boolean> {
  if (!sessionToken) return false;
  return reauthenticatedSince(userId, hashToken(sessionToken), new Date(now.getTime() - REAUTH_WINDOW_MS));
}

/** The confirmation page's address, coming back to `next` (an /account page) afterwards. */
export function confirmPathFor(next: string) {
  return `${CONFIRM_PATH}?next=${encodeURIComponent(next)}`;
}

/** Where the confirmation page may send the person back to: only their own account pages. */
export function safeNext(next: string | null): string {
  return next && /^\/account(\/[a-z-]+)?$/.test(next) ? next : "/account";
}

/**
 * The signed-in user, once their session has a fresh proof; otherwise a
 * redirect to the confirmation page, which comes back to `returnTo`.
 */
export async function requireFreshProof(context: Readonly<RouterContextProvider>, returnTo: string): Promise<User> {
  const user = requireUser(context);
  if (!(await hasFreshProof(user.id, getAuth(context).sessionToken))) throw redirect(confirmPathFor(returnTo));
  return user;
}
