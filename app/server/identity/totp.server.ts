/**
 * Time-based one-time passwords (RFC 6238, with @oslojs/otp) and the
 * recovery codes that come with them (decision 0022).
 *
 * - The secret is made on the set-up page and kept in users.totp_secret,
 *   encrypted (AES-256-GCM) with a key derived from the server secret, so a
 *   copy of the users table alone does not give away anyone's codes. It stays
 *   "pending" (totp_enabled_at null) until the person confirms one code.
 * - A code is accepted for the current 30-second step or the one before or
 *   after it (clocks of phones drift), and only for a step later than the last
 *   one accepted (users.totp_last_step): one conditional UPDATE claims the
 *   step, so the same code sent twice at once passes once.
 * - Recovery codes are 10 random codes shown once; only their SHA-256 is kept
 *   (they are random, not chosen by people, so a fast hash is enough), and
 *   one UPDATE marks a code used, so each works exactly once.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { decodeBase32IgnorePadding, encodeBase32NoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import QRCode from "qrcode";
import { TWO_FACTOR_ACTIVITY } from "~/content/two-factor";
import { recordActivity, type ActivityActor, currentActor } from "../activity/activity.server";
import { db, type Executor } from "../db/client.server";
import { derivedSecret } from "../kernel/form-stamp.server";
import { verifyPassword } from "./password.server";
import { hit, resetKey } from "../kernel/rate-limit.server";
import {
  claimTotpStep,
  clearTotpOf,
  enableTotp,
  getUserById,
  lockTotpOf,
  passwordHashOf,
  replaceRecoveryCodeHashes,
  setPendingTotpSecret,
  totpOf,
  unusedRecoveryCodeCount,
  useRecoveryCode,
} from "./queries.server";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that are still accepted (RFC 6238 section 5.2 allows one). */
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** 20 bytes = 160 bits, the key size RFC 4226 recommends for HMAC-SHA1. */
const SECRET_BYTES = 20;

/* ---------------------------- the secret ---------------------------- */

function encryptionKey() {
  return derivedSecret("totp-secret-encryption");
}

export function encryptTotpSecret(key: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(), iv);
  const body = Buffer.concat([cipher.update(key), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

export function decryptTotpSecret(stored: string): Uint8Array {
  if (!stored.startsWith("v1.")) throw new Error("Unknown TOTP secret format");
  const raw = Buffer.from(stored.slice(3), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", encryptionKey(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return new Uint8Array(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]));
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

export type TotpSetup = { secretText: string; qrCodeDataUrl: string; uri: string };

/**
 * The secret waiting to be confirmed, made now if there is none (reloading
 * the set-up page shows the same QR code). Undefined when TOTP is already on.
 */
export async function beginTotpSetup(user: { id: string; email: string }, issuer: string): Promise<TotpSetup | undefined> {
  const row = await totpOf(user.id);
  if (!row || row.enabledAt) return undefined;
  let key: Uint8Array;
  if (row.secret) {
    key = decryptTotpSecret(row.secret);
  } else {
    key = new Uint8Array(randomBytes(SECRET_BYTES));
    // Only where none is pending yet: two tabs opening the page agree on one secret.
    if (!(await setPendingTotpSecret(user.id, encryptTotpSecret(key)))) return beginTotpSetup(user, issuer);
  }
  const uri = createTOTPKeyURI(issuer, user.email, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS);
  // Drawn on the server as an image in the page: no script, no remote service sees the secret.
  const qrCodeDataUrl = await QRCode.toDataURL(uri, { errorCorrectionLevel: "M", margin: 1, width: 224 });
  return { secretText: formatSecretForTyping(key), qrCodeDataUrl, uri };
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
async function replaceRecoveryCodes(tx: Executor, userId: string): Promise<string[]> {
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

export type ConfirmResult = { ok: true; recoveryCodes: string[] } | { ok: false; reason: "wrong_code" | "no_pending_secret" };

/**
 * Switches TOTP on once a code of the pending secret is right, and returns the
 * recovery codes (shown once). The confirming code's step counts as used.
 */
export async function confirmTotpSetup(
  userId: string,
  input: string,
  now = new Date(),
  actor: ActivityActor = currentActor(),
): Promise<ConfirmResult> {
  const row = await totpOf(userId);
  if (!row?.secret || row.enabledAt) return { ok: false, reason: "no_pending_secret" };
  const step = matchTotpStep(decryptTotpSecret(row.secret), input, now);
  if (step === undefined) return { ok: false, reason: "wrong_code" };
  return db().transaction(async (tx) => {
    // The same secret the code was checked against, still pending: a second tab cannot switch it on twice.
    if (!(await enableTotp(tx, userId, row.secret!, now, step))) return { ok: false, reason: "no_pending_secret" } as const;
    const codes = await replaceRecoveryCodes(tx, userId);
    await recordActivity(
      tx,
      { action: "2fa-enable", entityKind: "user", entityId: userId, summary: TWO_FACTOR_ACTIVITY.enabled(row.email) },
      actor,
    );
    return { ok: true, recoveryCodes: codes } as const;
  });
}

/** New recovery codes for a user with TOTP on (the old ones stop working). */
export async function regenerateRecoveryCodes(userId: string, actor: ActivityActor = currentActor()): Promise<string[] | undefined> {
  return db().transaction(async (tx) => {
    const row = await lockTotpOf(tx, userId);
    if (!row?.enabledAt) return undefined;
    const codes = await replaceRecoveryCodes(tx, userId);
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
    return codes;
  });
}

/** Turns TOTP off for its owner (who proved it: see the account page) and records it. */
export async function disableTotp(userId: string, actor: ActivityActor = currentActor()): Promise<void> {
  await db().transaction(async (tx) => {
    const row = await getUserById(userId, tx);
    const wasOn = await clearTotpOf(tx, userId);
    if (wasOn) {
      await recordActivity(
        tx,
        { action: "2fa-disable", entityKind: "user", entityId: userId, summary: TWO_FACTOR_ACTIVITY.disabled(row?.email ?? "") },
        actor,
      );
    }
  });
}

/** For tests and the operator's script: decode a typed secret. */
export function decodeTypedSecret(text: string): Uint8Array {
  return decodeBase32IgnorePadding(text.replace(/\s/g, "").toUpperCase());
}

/** Wrong passwords or codes when turning TOTP off, per account per window (a stolen session cannot guess fast). */
export const TOTP_PROOF_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };

export type DisableResult = { ok: true } | { ok: false; reason: "wrong_proof" } | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/**
 * Turns TOTP off once the person proved it is them: their current password,
 * or a current code (which counts as used).
 */
export async function disableTotpWithProof(userId: string, proof: { password?: string; code?: string }): Promise<DisableResult> {
  const key = `two-factor-proof:${userId}`;
  const attempt = await hit(key, TOTP_PROOF_LIMIT);
  if (!attempt.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: attempt.retryAfterSeconds };
  let proven = false;
  if (proof.password) {
    const stored = await passwordHashOf(userId);
    proven = Boolean(stored && (await verifyPassword(proof.password, stored)));
  }
  if (!proven && proof.code) proven = await consumeTotpCode(userId, proof.code);
  if (!proven) return { ok: false, reason: "wrong_proof" };
  await resetKey(key);
  await disableTotp(userId);
  return { ok: true };
}
