/**
 * Setting up an authenticator app. The secret shown on the set-up page is
 * made for the session that shows it and kept on that session's row
 * (encrypted), for TOTP_SETUP_TTL_MS: someone who knows the password and
 * opens the page in a session of their own sees a secret of their own, which
 * is of no use for the owner's set-up. It is never stored on the account
 * until one code confirms it, and a password change or reset and "sign out
 * everywhere else" drop every pending one (`clearTotpSetups`). Once it
 * expires, the page shows a new one.
 */
import { randomBytes } from "node:crypto";
import { createTOTPKeyURI } from "@oslojs/otp";
import { and, eq, gt, isNull } from "drizzle-orm";
import QRCode from "qrcode";
import { TWO_FACTOR_ACTIVITY } from "~/content/two-factor";
import { currentActor, recordActivity, type ActivityActor } from "./activity.server";
import { queueSecurityNotice } from "./account-security-mail.server";
import { db, type Executor } from "./db/client.server";
import { sessions, users } from "./db/schema";
import { announceMailQueued } from "./outbox.server";
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

const ofSession = (userId: string, sessionToken: string) =>
  and(eq(sessions.tokenHash, hashToken(sessionToken)), eq(sessions.userId, userId));

/** The live set-up secret of this session, if any. */
async function pendingSecret(userId: string, sessionToken: string, now: Date): Promise<string | undefined> {
  const [row] = await db()
    .select({ secret: sessions.totpSetupSecret })
    .from(sessions)
    .where(and(ofSession(userId, sessionToken), gt(sessions.totpSetupExpiresAt, now)))
    .limit(1);
  return row?.secret ?? undefined;
}

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
  const [account] = await db().select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!account || account.enabledAt) return undefined;
  let stored = await pendingSecret(user.id, sessionToken, now);
  if (!stored) {
    const fresh = encryptTotpSecret(new Uint8Array(randomBytes(SECRET_BYTES)));
    const [row] = await db()
      .update(sessions)
      .set({ totpSetupSecret: fresh, totpSetupExpiresAt: new Date(now.getTime() + TOTP_SETUP_TTL_MS) })
      .where(ofSession(user.id, sessionToken))
      .returning({ id: sessions.id });
    if (!row) return undefined;
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
  const secret = await pendingSecret(userId, sessionToken, now);
  if (!secret) return { ok: false, reason: "no_pending_secret" };
  const step = matchTotpStep(decryptTotpSecret(secret), input, now);
  if (step === undefined) return { ok: false, reason: "wrong_code" };
  const result = await db().transaction(async (tx) => {
    // This session's set-up is used up, whatever happens next.
    const [taken] = await tx
      .update(sessions)
      .set({ totpSetupSecret: null, totpSetupExpiresAt: null })
      .where(and(ofSession(userId, sessionToken), eq(sessions.totpSetupSecret, secret)))
      .returning({ id: sessions.id });
    // Still off: a second tab cannot switch it on twice.
    const [enabled] = taken
      ? await tx
          .update(users)
          .set({ totpSecret: secret, totpEnabledAt: now, totpLastStep: step })
          .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
          .returning({ email: users.email })
      : [];
    if (!enabled) return { ok: false, reason: "no_pending_secret" } as const;
    const codes = await replaceRecoveryCodes(tx, userId);
    await recordActivity(
      tx,
      { action: "2fa-enable", entityKind: "user", entityId: userId, summary: TWO_FACTOR_ACTIVITY.enabled(enabled.email) },
      actor,
    );
    await queueSecurityNotice(tx, userId, { kind: "totp-enabled" });
    return { ok: true, recoveryCodes: codes } as const;
  });
  if (result.ok) announceMailQueued();
  return result;
}

/**
 * Drops every pending set-up of the account, in the caller's transaction: a
 * password change or reset, or "sign out everywhere else", ends whatever
 * set-up someone else may have begun.
 */
export async function clearTotpSetups(executor: Executor, userId: string): Promise<void> {
  await executor.update(sessions).set({ totpSetupSecret: null, totpSetupExpiresAt: null }).where(eq(sessions.userId, userId));
}
