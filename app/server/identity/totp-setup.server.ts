/**
 * Setting up an authenticator app. The secret shown on the set-up page is
 * made for the session that shows it and kept on that session's row
 * (encrypted), for TOTP_SETUP_TTL_MS: someone who knows the password and
 * opens the page in a session of their own sees a secret of their own, which
 * is of no use for the owner's set-up. It is never stored on the account
 * until one code confirms it, and a password change or reset and "sign out
 * everywhere else" drop every pending one (`clearTotpSetups` in queries.server.ts). Once it
 * expires, the page shows a new one.
 */
import { randomBytes } from "node:crypto";
import { createTOTPKeyURI } from "@oslojs/otp";
import QRCode from "qrcode";
import { TWO_FACTOR_ACTIVITY } from "~/content/two-factor";
import { currentActor, recordActivity, type ActivityActor } from "../activity/activity.server";
import { db } from "../db/client.server";
import { announceMailQueued } from "../mail/outbox-queries.server";
import { queueSecurityNotice } from "./account-security-mail.server";
import {
  enableTotp,
  liveTotpSetupSecret,
  setTotpSetupSecret,
  takeTotpSetupSecret,
  totpOf,
} from "./queries.server";
import { hashToken } from "./session.server";
import {
  decryptTotpSecret,
  encryptTotpSecret,
  formatSecretForTyping,
  matchTotpStep,
  replaceRecoveryCodes,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from "./totp.server";

/** How long a set-up's secret waits for its confirming code. */
export const TOTP_SETUP_TTL_MS = 10 * 60 * 1000;
/** 20 bytes = 160 bits, the key size RFC 4226 recommends for HMAC-SHA1. */
const SECRET_BYTES = 20;

export type TotpSetup = { secretText: string; qrCodeDataUrl: string; uri: string };

/**
 * The secret this session is setting up: the live one, or a new one made now
 * (a reload within TOTP_SETUP_TTL_MS shows the same QR code, so a person
 * scanning it is not caught out). Undefined when TOTP is already on or the
 * session is gone.
 */
export async function beginTotpSetup(
  user: { id: string; email: string },
  sessionToken: string,
  issuer: string,
  now = new Date(),
): Promise<TotpSetup | undefined> {
  const account = await totpOf(user.id);
  if (!account || account.enabledAt) return undefined;
  const tokenHash = hashToken(sessionToken);
  let stored = await liveTotpSetupSecret(user.id, tokenHash, now);
  if (!stored) {
    const fresh = encryptTotpSecret(new Uint8Array(randomBytes(SECRET_BYTES)));
    if (!(await setTotpSetupSecret(user.id, tokenHash, fresh, new Date(now.getTime() + TOTP_SETUP_TTL_MS)))) return undefined;
    stored = fresh;
  }
  const key = decryptTotpSecret(stored);
  const uri = createTOTPKeyURI(issuer, user.email, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS);
  // Drawn on the server as an image in the page: no script, no remote service sees the secret.
  const qrCodeDataUrl = await QRCode.toDataURL(uri, { errorCorrectionLevel: "M", margin: 1, width: 224 });
  return { secretText: formatSecretForTyping(key), qrCodeDataUrl, uri };
}

export type ConfirmResult = { ok: true; recoveryCodes: string[] } | { ok: false; reason: "wrong_code" | "no_pending_secret" };

/**
 * Switches TOTP on with this session's set-up secret once a code of it is
 * right, and returns the recovery codes (shown once); the owner is told by
 * mail. The confirming code's step counts as used.
 */
export async function confirmTotpSetup(
  userId: string,
  sessionToken: string,
  input: string,
  now = new Date(),
  actor: ActivityActor = currentActor(),
): Promise<ConfirmResult> {
  const tokenHash = hashToken(sessionToken);
  const secret = await liveTotpSetupSecret(userId, tokenHash, now);
  if (!secret) return { ok: false, reason: "no_pending_secret" };
  const step = matchTotpStep(decryptTotpSecret(secret), input, now);
  if (step === undefined) return { ok: false, reason: "wrong_code" };
  const result = await db().transaction(async (tx) => {
    // This session's set-up is used up, whatever happens next.
    const taken = await takeTotpSetupSecret(tx, userId, tokenHash, secret);
    // Still off: a second tab cannot switch it on twice.
    const email = taken ? await enableTotp(tx, userId, secret, now, step) : undefined;
    if (email === undefined) return { ok: false, reason: "no_pending_secret" } as const;
    const codes = await replaceRecoveryCodes(tx, userId);
    await recordActivity(
      tx,
      { action: "2fa-enable", entityKind: "user", entityId: userId, summary: TWO_FACTOR_ACTIVITY.enabled(email) },
      actor,
    );
    await queueSecurityNotice(tx, userId, { kind: "totp-enabled" });
    return { ok: true, recoveryCodes: codes } as const;
  });
  if (result.ok) announceMailQueued();
  return result;
}
