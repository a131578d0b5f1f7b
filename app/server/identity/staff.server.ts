/**
 * The Staff screen's data (decision 0021): every account with its
 * roles, last sign-in, second factor and state; invitations by e-mail; the
 * admin role granted and revoked; accounts disabled and enabled.
 *
 * Invitations work like reset links (password-reset.server.ts): 32 random
 * bytes in the link, only their SHA-256 stored, the row and its e-mail
 * written in one transaction (the outbox), valid 72 hours, claimed with a
 * conditional update so a link works once.
 *
 * Every change takes one transaction-scoped advisory lock first. The rules
 * "nobody revokes their own role or disables themselves" and "the last active
 * admin keeps the role and the account" read the admins and then change them;
 * without the lock two admins revoking each other at once would both see the
 * other admin and both succeed, leaving none. The lock makes changes to staff
 * accounts run one after another (they are rare), on both engines. Each change
 * writes its activity entry in the same transaction.
 */
import { createHash, randomBytes } from "node:crypto";
import type { SiteSettings } from "~/config/site";
import { STAFF_ACTIVITY_TEXT as A, STAFF_TEXT } from "~/content/admin/staff";
import { staffInvitationMail } from "~/content/mail/staff-invitation";
import { currentActor, recordActivity, type ActivityActor } from "../activity/activity.server";
import { db, type Executor, type Transaction } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { mailContext, message, type MailContext } from "../mail/mail-messages.server";
import { announceMailQueued, enqueueMail, type OutgoingMessage } from "../mail/outbox-queries.server";
import { hashPassword } from "./password.server";
import { newPasswordProblem } from "./password-rules.server";
import { UserInputError } from "./users.server";
import {
  ADMIN_ROLE,
  addRole,
  claimInvitation,
  deletePendingSignInsOf,
  deleteResetTokensOf,
  deleteSessionsOf,
  findUserByEmail,
  getStaffMember,
  insertInvitation,
  insertUser,
  invitationByHash,
  invitationById,
  lockStaffChanges as lockWithKey,
  normalizeEmail,
  otherActiveAdmins,
  removeRole,
  revokeOpenInvitationsBy,
  revokeOpenInvitationsTo,
  setDisabledAt,
  setInvitationRevoked,
  type InvitationRow,
  type StaffMember,
  type User,
} from "./queries.server";

export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
export const INVITE_PATH = "/auth/invite";
export const STAFF_INVITATION_MAIL_KIND = "staff-invitation";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Names the advisory lock every staff change takes (any constant this app alone uses). */
export const STAFF_CHANGE_LOCK_KEY = 160_021;

/** A change refused by a rule (own role, last admin, an existing account): its message is for the person. */
export class StaffRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StaffRuleError";
  }
}

export const isStaffRuleError = (error: unknown): error is StaffRuleError => error instanceof StaffRuleError;

/* ------------------------------------------------------------------ */
/* The list                                                            */
/* ------------------------------------------------------------------ */

/* ------------------------------------------------------------------ */
/* Rules, under the lock                                               */
/* ------------------------------------------------------------------ */

const lockStaffChanges = (tx: Transaction) => lockWithKey(tx, STAFF_CHANGE_LOCK_KEY);

/**
 * The person making the change is still an active admin now that the lock is
 * held: their own role may have been revoked by a change that ran just before.
 */
async function requireActingAdmin(tx: Transaction, actor: ActivityActor) {
  if (!actor.id) return;
  const member = await getStaffMember(actor.id, tx);
  if (!member || member.disabledAt || !member.roles.includes(ADMIN_ROLE)) throw new StaffRuleError(STAFF_TEXT.rules.noLongerAdmin);
}

/**
 * Revokes the open invitations `inviterId` made, in the caller's transaction:
 * an admin who is disabled or loses the role must not come back through a
 * link they sent to an address of their own. Each is recorded.
 */
async function revokeInvitationsBy(tx: Transaction, inviterId: string, now: Date, actor: ActivityActor) {
  for (const invitation of await revokeOpenInvitationsBy(tx, inviterId, now)) {
    await recordActivity(tx, { action: "invite-revoke", entityKind: "invitation", entityId: invitation.id, summary: A.inviteRevoke(invitation.email) }, actor);
  }
}

/** Whether the account that sent an invitation is still an active admin (a link is worth no more than its sender). */
async function inviterIsActiveAdmin(executor: Executor, inviterId: string | null): Promise<boolean> {
  if (!inviterId) return false;
  const inviter = await getStaffMember(inviterId, executor);
  return Boolean(inviter && !inviter.disabledAt && inviter.roles.includes(ADMIN_ROLE));
}

type Change = { actor?: ActivityActor; now?: Date };

/** Runs a change to account `id` under the staff lock; undefined when the account does not exist. */
async function changeAccount<R>(
  id: string,
  change: Change,
  work: (tx: Transaction, target: StaffMember, actor: ActivityActor) => Promise<R>,
): Promise<R | undefined> {
  const actor = change.actor ?? currentActor();
  return db().transaction(async (tx) => {
    await lockStaffChanges(tx);
    await requireActingAdmin(tx, actor);
    const target = await getStaffMember(id, tx);
    if (!target) return undefined;
    return work(tx, target, actor);
  });
}

export type ChangedAccount = Pick<StaffMember, "id" | "email">;

export function grantAdmin(id: string, change: Change = {}): Promise<ChangedAccount | undefined> {
  return changeAccount(id, change, async (tx, target, actor) => {
    if (target.roles.includes(ADMIN_ROLE)) throw new StaffRuleError(STAFF_TEXT.rules.alreadyAdmin);
    await addRole(tx, id, ADMIN_ROLE);
    await recordActivity(
      tx,
      { action: "role-grant", entityKind: "user", entityId: id, summary: A.roleGrant(target.email), changes: { roles: { from: target.roles, to: [...target.roles, ADMIN_ROLE].sort() } } },
      actor,
    );
    return { id, email: target.email };
  });
}

export function revokeAdmin(id: string, change: Change = {}): Promise<ChangedAccount | undefined> {
  const now = change.now ?? new Date();
  return changeAccount(id, change, async (tx, target, actor) => {
    if (actor.id === id) throw new StaffRuleError(STAFF_TEXT.rules.ownRole);
    if (!target.roles.includes(ADMIN_ROLE)) throw new StaffRuleError(STAFF_TEXT.rules.notAdmin);
    if ((await otherActiveAdmins(tx, id)) === 0) throw new StaffRuleError(STAFF_TEXT.rules.lastAdmin);
    await removeRole(tx, id, ADMIN_ROLE);
    await revokeInvitationsBy(tx, id, now, actor);
    await recordActivity(
      tx,
      { action: "role-revoke", entityKind: "user", entityId: id, summary: A.roleRevoke(target.email), changes: { roles: { from: target.roles, to: target.roles.filter((r) => r !== ADMIN_ROLE) } } },
      actor,
    );
    return { id, email: target.email };
  });
}

/**
 * Disables an account: it cannot sign in, and every session, half-finished
 * sign-in and unused password-reset link of it ends in the same transaction
 * (a link mailed before would otherwise set a password on an account that
 * was closed for a reason), as do the invitations it sent.
 */
export function disableAccount(id: string, change: Change = {}): Promise<(ChangedAccount & { endedSessions: number }) | undefined> {
  const now = change.now ?? new Date();
  return changeAccount(id, change, async (tx, target, actor) => {
    if (actor.id === id) throw new StaffRuleError(STAFF_TEXT.rules.ownAccount);
    if (target.disabledAt) throw new StaffRuleError(STAFF_TEXT.rules.alreadyDisabled);
    if (target.roles.includes(ADMIN_ROLE) && (await otherActiveAdmins(tx, id)) === 0) throw new StaffRuleError(STAFF_TEXT.rules.lastAdmin);
    await setDisabledAt(tx, id, now);
    const ended = await deleteSessionsOf(tx, id);
    await deletePendingSignInsOf(tx, id);
    await deleteResetTokensOf(tx, id);
    await revokeInvitationsBy(tx, id, now, actor);
    await recordActivity(
      tx,
      { action: "disable", entityKind: "user", entityId: id, summary: A.disable(target.email), changes: { disabledAt: { from: null, to: now.toISOString() } } },
      actor,
    );
    return { id, email: target.email, endedSessions: ended };
  });
}

export function enableAccount(id: string, change: Change = {}): Promise<ChangedAccount | undefined> {
  return changeAccount(id, change, async (tx, target, actor) => {
    if (!target.disabledAt) throw new StaffRuleError(STAFF_TEXT.rules.alreadyActive);
    await setDisabledAt(tx, id, null);
    await recordActivity(
      tx,
      { action: "enable", entityKind: "user", entityId: id, summary: A.enable(target.email), changes: { disabledAt: { from: target.disabledAt.toISOString(), to: null } } },
      actor,
    );
    return { id, email: target.email };
  });
}

/* ------------------------------------------------------------------ */
/* Invitations                                                         */
/* ------------------------------------------------------------------ */

export const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const invitationUrl = (site: Pick<SiteSettings, "siteUrl">, token: string) => `${site.siteUrl}${INVITE_PATH}/${token}`;

function invitationMail(ctx: MailContext, to: string, token: string, admin: boolean, invitedBy: string | null, sendBy: Date): OutgoingMessage {
  const brand = ctx.site.brandName;
  const m = staffInvitationMail;
  return message(
    ctx,
    {
      subject: m.subject(brand),
      heading: m.heading,
      audience: "visitor",
      blocks: [
        { type: "paragraph", text: m.greeting },
        { type: "paragraph", text: m.body(brand, invitedBy) },
        ...(admin ? [{ type: "paragraph" as const, text: m.asAdmin }] : []),
        { type: "action", label: m.action, url: invitationUrl(ctx.site, token) },
        { type: "paragraph", text: m.ignore },
      ],
      footer: { reason: m.reason(brand) },
    },
    // An expired link is no use: the message expires with it.
    { kind: STAFF_INVITATION_MAIL_KIND, to: [to], sendBy, secrets: [token] },
  );
}

/**
 * Invites `email` with `role` (admin or none). Refused for an address that
 * already has an account. A new invitation to the same address replaces the
 * earlier ones (their links stop working): the newest mail is the one that works.
 */
export async function createInvitation(input: {
  email: string;
  admin: boolean;
  actor?: ActivityActor;
  site?: SiteSettings;
  now?: Date;
}): Promise<{ id: string; email: string }> {
  const email = normalizeEmail(input.email);
  const actor = input.actor ?? currentActor();
  const ctx = mailContext(input.site);
  const now = input.now ?? ctx.now;
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const role = input.admin ? ADMIN_ROLE : null;
  const created = await db().transaction(async (tx) => {
    await lockStaffChanges(tx);
    await requireActingAdmin(tx, actor);
    if (await findUserByEmail(email, tx)) throw new StaffRuleError(STAFF_TEXT.rules.accountExists);
    await revokeOpenInvitationsTo(tx, email, now);
    const row = await insertInvitation(tx, { email, role, tokenHash: hashInvitationToken(token), invitedBy: actor.id, expiresAt, createdAt: now });
    await enqueueMail(tx, [invitationMail({ ...ctx, now }, email, token, input.admin, actor.email, expiresAt)]);
    await recordActivity(
      tx,
      { action: "invite", entityKind: "invitation", entityId: row.id, summary: A.invite(email, input.admin), changes: { email: { from: null, to: email }, role: { from: null, to: role } } },
      actor,
    );
    return row;
  });
  announceMailQueued();
  return created;
}

/** Revokes an invitation that is still open; undefined when there is none with this id. */
export async function revokeInvitation(id: string, change: Change = {}): Promise<{ id: string; email: string } | undefined> {
  const actor = change.actor ?? currentActor();
  const now = change.now ?? new Date();
  return db().transaction(async (tx) => {
    await lockStaffChanges(tx);
    await requireActingAdmin(tx, actor);
    const row = await invitationById(tx, id);
    if (!row) return undefined;
    if (row.acceptedAt || row.revokedAt) throw new StaffRuleError(STAFF_TEXT.rules.invitationGone);
    await setInvitationRevoked(tx, id, now);
    await recordActivity(tx, { action: "invite-revoke", entityKind: "invitation", entityId: id, summary: A.inviteRevoke(row.email) }, actor);
    return { id, email: row.email };
  });
}

export type InvitationState = "valid" | "invalid" | "expired" | "used" | "revoked";

async function findInvitation(token: string): Promise<InvitationRow | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return invitationByHash(hashInvitationToken(token));
}

function stateOf(row: InvitationRow | undefined, now: Date): InvitationState {
  if (!row) return "invalid";
  if (row.acceptedAt) return "used";
  if (row.revokedAt) return "revoked";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

/** What a link is worth, and for which address, for the page that opens it. */
export async function invitationState(token: string, now = new Date()): Promise<{ state: InvitationState; email: string | null }> {
  const row = await findInvitation(token);
  let state = stateOf(row, now);
  if (state === "valid" && !(await inviterIsActiveAdmin(db(), row!.invitedBy))) state = "revoked";
  return { state, email: state === "valid" ? row!.email : null };
}

export type AcceptResult =
  | { ok: true; user: User; admin: boolean }
  | { ok: false; state: Exclude<InvitationState, "valid"> | "exists" };

class AccountExists extends Error {}

/**
 * Accepts an invitation: the account is created with the invited role, the
 * invitation marked accepted, and the record written, in one transaction,
 * only while its sender is still an active admin (otherwise it is revoked). The
 * invitation is claimed with a conditional update (open and unexpired), so
 * two uses at once cannot both create an account. The caller signs the
 * person in.
 */
export async function acceptInvitation(token: string, password: string, now = new Date()): Promise<AcceptResult> {
  const problem = newPasswordProblem(password);
  if (problem) throw new UserInputError(problem);
  const row = await findInvitation(token);
  const state = stateOf(row, now);
  if (state !== "valid" || !row) return { ok: false, state: state === "valid" ? "invalid" : state };
  // Hash before the transaction: it is slow on purpose.
  const passwordHash = await hashPassword(password);
  try {
    return await db().transaction(async (tx) => {
      await lockStaffChanges(tx);
      // Checked under the lock: the sender may have been disabled or demoted a moment ago.
      if (!(await inviterIsActiveAdmin(tx, row.invitedBy))) {
        await setInvitationRevoked(tx, row.id, now);
        return { ok: false, state: "revoked" } as const;
      }
      if (!(await claimInvitation(tx, row.id, now))) return { ok: false, state: "used" } as const;
      const user = await insertUser(tx, row.email, passwordHash);
      // The address got an account another way since the invitation: undo the claim.
      if (!user) throw new AccountExists();
      const admin = row.role === ADMIN_ROLE;
      if (admin) await addRole(tx, user.id, ADMIN_ROLE);
      await recordActivity(
        tx,
        { action: "invite-accept", entityKind: "invitation", entityId: row.id, summary: A.inviteAccept(user.email), changes: { account: { from: null, to: user.id } } },
        // The new person did it, from the address of this request.
        { id: user.id, email: user.email, ipAddress: currentActor().ipAddress },
      );
      return { ok: true, user, admin } as const;
    });
  } catch (error) {
    if (error instanceof AccountExists || isUniqueViolation(error, "users_email_key")) return { ok: false, state: "exists" };
    throw error;
  }
}
