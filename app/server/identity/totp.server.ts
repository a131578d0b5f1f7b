/**
 * Time-based one-time passwords (RFC 6238, with @oslojs/otp) and the
 * recovery codes that come with them (decision 0022).
 *
 * - The secret is made on the set-up page for that session alone
 *   (totp-setup.server.ts) and, once one code confirms it, kept in
 *   users.totp_secret, encrypted (AES-256-GCM) with a key derived from the
 *   server secret (sealed-box.server.ts), so a copy of the users table alone
 *   does not give away anyone's codes.
 * - A code is accepted for the current 30-second step or the one before or
 *   after it (clocks of phones drift), and only for a step later than the last
 *   one accepted (users.totp_last_step): one conditional UPDATE claims the
 *   step, so the same code sent twice at once passes once.
 * - Recovery codes are 10 random codes shown once; only their SHA-256 is kept
 *   (they are random, not chosen by people, so a fast hash is enough), and
 *   one UPDATE marks a code used, so each works exactly once.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { decodeBase32IgnorePadding, encodeBase32NoPadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { TWO_FACTOR_ACTIVITY } from "~/content/two-factor";
import { recordActivity, type ActivityActor, currentActor } from "../activity/activity.server";
import { db, type Executor } from "../db/client.server";
import { openBytes, sealBytes } from "../kernel/sealed-box.server";
import { announceMailQueued } from "../mail/outbox-queries.server";
import { queueSecurityNotice } from "./account-security-mail.server";
import {
  claimTotpStep,
  clearTotpOf,
  getUserById,
  lockTotpOf,
  replaceRecoveryCodeHashes,
  totpOf,
  unusedRecoveryCodeCount,
  useRecoveryCode,
} from "./queries.server";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that are still accepted (RFC 6238 section 5.2 allows one). */
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

/* ---------------------------- the secret ---------------------------- */

export function encryptTotpSecret(key: Uint8Array): string {
  return sealBytes("totp-secret-encryption", key);
}

export function decryptTotpSecret(stored: string): Uint8Array {
  return openBytes("totp-secret-encryption", stored);
}

/** The secret as people type it into an app: base32, in groups of four. */
export function formatSecretForTyping(key: Uint8Array) {
  return encodeBase32NoPadding(key).match(/.{1,4}/g)!.join(" ");
}

/** The time step `now` falls in. */
export function totpStep(now = new Date()) {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code for a step (what an authenticator app shows). */
export function totpCodeAt(key: Uint8Array, step: number) {
  return generateHOTP(key, BigInt(step), TOTP_DIGITS);
}

/** Only digits count: "123 456" and "123-456" are what people type. */
export function normalizeTotpCode(input: string) {
  const digits = input.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/** The step the code belongs to (now, or one step either side), or undefined. */
export function matchTotpStep(key: Uint8Array, input: string, now = new Date()): number | undefined {
  const code = normalizeTotpCode(input);
  if (!code) return undefined;
  const current = totpStep(now);
  let found: number | undefined;
  // Every candidate is compared (no early exit), in constant time.
  for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step++) {
    if (timingSafeEqual(Buffer.from(totpCodeAt(key, step)), Buffer.from(code))) found ??= step;
  }
  return found;
}

/** When TOTP was turned on (undefined: off) and how many recovery codes are left. */
export async function totpStatus(userId: string): Promise<{ enabledAt: Date | undefined; unusedRecoveryCodes: number }> {
  const row = await totpOf(userId);
  return { enabledAt: row?.enabledAt ?? undefined, unusedRecoveryCodes: await unusedRecoveryCodeCount(userId) };
}

/* ------------------------- recovery codes -------------------------- */

export function hashRecoveryCode(code: string) {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function normalizeRecoveryCode(input: string) {
  return input.toLowerCase().replace(/[\s-]/g, "");
}

/** 10 new codes of 10 base32 letters (50 bits each), shown as "abcde-fghij". */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = encodeBase32NoPadding(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** Replaces every recovery code of the user, inside the caller's transaction; returns the new ones. */
export async function replaceRecoveryCodes(tx: Executor, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodeHashes(tx, userId, codes.map(hashRecoveryCode));
  return codes;
}

/** Marks the code used if it is one of the user's unused codes; true once per code. */
export async function consumeRecoveryCode(userId: string, input: string, now = new Date()): Promise<boolean> {
  if (!/^[a-z2-7]{10}$/.test(normalizeRecoveryCode(input))) return false;
  return useRecoveryCode(userId, hashRecoveryCode(input), now);
}

/* --------------------------- using a code -------------------------- */

/**
 * Accepts a TOTP code of a user with TOTP on, once: the matched step must be
 * later than the last accepted one, and claiming it is one UPDATE, so of two
 * requests with the same code only one gets the row back.
 */
export async function consumeTotpCode(userId: string, input: string, now = new Date()): Promise<boolean> {
  const row = await totpOf(userId);
  if (!row?.secret || !row.enabledAt) return false;
  const step = matchTotpStep(decryptTotpSecret(row.secret), input, now);
  if (step === undefined) return false;
  return claimTotpStep(userId, step);
}

/* ------------------------ turning it on and off --------------------- */

/**
 * New recovery codes for a user with TOTP on (the old ones stop working); the
 * owner is told by mail. The caller has asked for a recent proof that it is
 * the owner (reauthentication.server.ts).
 */
export async function regenerateRecoveryCodes(userId: string, actor: ActivityActor = currentActor()): Promise<string[] | undefined> {
  const codes = await db().transaction(async (tx) => {
    const row = await lockTotpOf(tx, userId);
    if (!row?.enabledAt) return undefined;
    const fresh = await replaceRecoveryCodes(tx, userId);
    await recordActivity(
      tx,
      {
        action: "recovery-codes-regenerated",
        entityKind: "user",
        entityId: userId,
        summary: TWO_FACTOR_ACTIVITY.regenerated(row.email),
      },
      actor,
    );
    await queueSecurityNotice(tx, userId, { kind: "recovery-codes" });
    return fresh;
  });
  if (codes) announceMailQueued();
  return codes;
}

/** Turns TOTP off for its owner (who proved it: see the account page), records it and tells the owner. */
export async function disableTotp(userId: string, actor: ActivityActor = currentActor()): Promise<void> {
  const wasOn = await db().transaction(async (tx) => {
    const row = await getUserById(userId, tx);
    const on = await clearTotpOf(tx, userId);
    if (on) {
      await recordActivity(
        tx,
        { action: "2fa-disable", entityKind: "user", entityId: userId, summary: TWO_FACTOR_ACTIVITY.disabled(row?.email ?? "") },
        actor,
      );
      await queueSecurityNotice(tx, userId, { kind: "totp-disabled" });
    }
    return on;
  });
  if (wasOn) announceMailQueued();
}

/** For tests and the operator's script: decode a typed secret. */
export function decodeTypedSecret(text: string): Uint8Array {
  return decodeBase32IgnorePadding(text.replace(/\s/g, "").toUpperCase());
}
