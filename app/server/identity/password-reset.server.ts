/**
 * Forgot password: a one-time link to set a new password, valid 30 minutes.
 *
 * The link holds 32 random bytes (base64url); the database keeps only their
 * SHA-256 (password_reset_tokens.token_hash), so a copy of the database holds
 * no working link. The token row and its e-mail are written in one
 * transaction (the outbox, decision 0017). Asking answers the same whether or
 * not the address has an account; requests are throttled per address and
 * client, and per client, like sign-in. Using a link sets the password, marks
 * the link used, voids the account's other unused links and ends every
 * session of the account, all in one transaction.
 */
import { createHash, randomBytes } from "node:crypto";
import type { SiteSettings } from "~/config/site";
import { passwordResetMail } from "~/content/mail/password-reset";
import { clientKey } from "../kernel/client-address.server";
import { activitySummary } from "~/content/admin/activity";
import { currentActor, recordActivity } from "../activity/activity.server";
import { db } from "../db/client.server";
import { mailContext, message, type MailContext } from "../mail/mail-messages.server";
import { enqueueMail, announceMailQueued, type OutgoingMessage } from "../mail/outbox-queries.server";
import { removePasskeyIn } from "./passkeys.server";
import { hashPassword } from "./password.server";
import { hit, type RateLimitRule } from "../kernel/rate-limit.server";
import { deleteUserSessions } from "./session.server";
import {
  claimResetToken,
  findUserForSignIn,
  getUserById,
  insertResetToken,
  listPasskeys,
  normalizeEmail,
  type PasskeyListing,
  resetTokenByHash,
  setPasswordHash,
  useUpResetTokensOf,
} from "./queries.server";

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
export const RESET_PATH = "/auth/reset";
export const PASSWORD_RESET_MAIL_KIND = "password-reset";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const WINDOW_MS = 15 * 60 * 1000;

/** Requests allowed per client (any address) and per address from one client, per window. */
export const FORGOT_LIMITS: { perClient: RateLimitRule; perAddressAndClient: RateLimitRule } = {
  perClient: { limit: 10, windowMs: WINDOW_MS },
  perAddressAndClient: { limit: 3, windowMs: WINDOW_MS },
};

export const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const resetUrl = (site: Pick<SiteSettings, "siteUrl">, token: string) => `${site.siteUrl}${RESET_PATH}/${token}`;

function resetMail(ctx: MailContext, to: string, token: string, sendBy: Date): OutgoingMessage {
  const brand = ctx.site.brandName;
  return message(
    ctx,
    {
      subject: passwordResetMail.subject(brand),
      heading: passwordResetMail.heading,
      audience: "visitor",
      blocks: [
        { type: "paragraph", text: passwordResetMail.greeting },
        { type: "paragraph", text: passwordResetMail.body(brand) },
        { type: "action", label: passwordResetMail.action, url: resetUrl(ctx.site, token) },
        { type: "paragraph", text: passwordResetMail.ignore },
      ],
    },
    // A link that has expired is no use: the message expires with it.
    { kind: PASSWORD_RESET_MAIL_KIND, to: [to], sendBy, secrets: [token] },
  );
}

/**
 * `sending`: the link being made and queued for an address with an account
 * (nothing for an unknown one). The answer does not wait for it (see below).
 */
export type ForgotResult = { ok: true; sending: Promise<void> } | { ok: false; retryAfterSeconds: number };

type ResetRequest = { email: string; site?: SiteSettings; now?: Date };

/**
 * Asks for a reset link. `ok` says nothing about whether the address has an
 * account, and neither does the time it takes: the answer is given once the
 * limits are counted, which is the same work for every address; looking the
 * account up and making its link happen after (`sending`), so an existing
 * address does not answer later than an unknown one. A failure there is
 * logged; the person sees the same answer and can ask again.
 */
export async function requestPasswordReset(
  input: ResetRequest & { clientIp: string },
  makeLink: (request: ResetRequest) => Promise<void> = mailResetLink,
): Promise<ForgotResult> {
  const client = clientKey(input.clientIp);
  const email = normalizeEmail(input.email);
  const perClient = await hit(`forgot:client:${client}`, FORGOT_LIMITS.perClient);
  if (!perClient.allowed) return { ok: false, retryAfterSeconds: perClient.retryAfterSeconds };
  const perPair = await hit(`forgot:pair:${client}:${email}`, FORGOT_LIMITS.perAddressAndClient);
  if (!perPair.allowed) return { ok: false, retryAfterSeconds: perPair.retryAfterSeconds };
  const sending = makeLink({ ...input, email }).catch((error: unknown) => {
    console.error("[auth] making a password reset link failed:", error);
  });
  return { ok: true, sending };
}

/** Makes and mails a link for the address's account, if it has one that is not disabled. */
async function mailResetLink(input: ResetRequest): Promise<void> {
  const user = await findUserForSignIn(input.email);
  // A disabled account gets no link (and the answer is the same as for no account).
  if (!user || user.disabledAt) return;
  const ctx = mailContext(input.site);
  const now = input.now ?? ctx.now;
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  await db().transaction(async (tx) => {
    await insertResetToken(tx, { userId: user.id, tokenHash: hashResetToken(token), expiresAt, createdAt: now });
    await enqueueMail(tx, [resetMail({ ...ctx, now }, user.email, token, expiresAt)]);
  });
  announceMailQueued();
}

export type ResetLinkState = "valid" | "invalid" | "expired" | "used";

async function findToken(token: string) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return resetTokenByHash(hashResetToken(token));
}

function stateOf(row: { expiresAt: Date; usedAt: Date | null } | undefined, now: Date): ResetLinkState {
  if (!row) return "invalid";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

/** What a link is worth, for the page that opens it. */
export async function resetLinkState(token: string, now = new Date()): Promise<ResetLinkState> {
  return stateOf(await findToken(token), now);
}

/**
 * The passkeys of the account a working link resets, offered for removal on
 * its page (a passkey signs in without the password the reset changes);
 * none for a link that does not work.
 */
export async function passkeysOfResetLink(token: string, now = new Date()): Promise<PasskeyListing[]> {
  const row = await findToken(token);
  return row && stateOf(row, now) === "valid" ? listPasskeys(row.userId) : [];
}

export type ResetResult = { ok: true; userId: string; removedPasskeys: number } | { ok: false; state: Exclude<ResetLinkState, "valid"> };

/**
 * Sets a new password with a link. The link is claimed with a conditional
 * update (unused and unexpired), so two uses at once cannot both succeed.
 */
export async function resetPassword(
  token: string,
  password: string,
  now = new Date(),
  options: { removePasskeys?: string[] } = {},
): Promise<ResetResult> {
  const row = await findToken(token);
  const state = stateOf(row, now);
  if (state !== "valid" || !row) return { ok: false, state: state === "valid" ? "invalid" : state };
  const passwordHash = await hashPassword(password);
  return db().transaction(async (tx) => {
    if (!(await claimResetToken(tx, row.id, now))) return { ok: false, state: "used" } as const;
    await setPasswordHash(tx, row.userId, passwordHash);
    // The account's other links stop working: the password they would reset is new.
    await useUpResetTokensOf(tx, row.userId, now);
    // Every session ends, and with them any authenticator set-up under way (totp-setup.server.ts).
    await deleteUserSessions(row.userId, { executor: tx });
    // Nobody is signed in when a link is used: the person is the account's owner.
    const owner = await getUserById(row.userId, tx);
    const actor = { ...currentActor(), id: row.userId, email: owner?.email ?? null };
    await recordActivity(
      tx,
      {
        action: "password-reset",
        entityKind: "user",
        entityId: row.userId,
        summary: activitySummary("password-reset", "user", owner?.email),
      },
      actor,
    );
    // The passkeys the owner chose on the link's page go with the old password (only their own).
    let removed = 0;
    for (const id of new Set(options.removePasskeys ?? [])) {
      if ((await removePasskeyIn(tx, row.userId, id, actor)).ok) removed++;
    }
    return { ok: true, userId: row.userId, removedPasskeys: removed } as const;
  }).then((result) => {
    if (result.ok && result.removedPasskeys > 0) announceMailQueued();
    return result;
  });
}
