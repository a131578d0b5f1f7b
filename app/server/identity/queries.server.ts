/**
 * Identity's queries: the only module that reads or writes the account
 * tables (architecture.test.ts): users and their roles, sessions, pending
 * sign-ins, password-reset links, TOTP and recovery codes, passkeys and
 * staff invitations. One module because they join: a session is only as
 * good as its account, a passkey names its owner, an invitation who sent it.
 *
 * The workflows (signing in, second factors, passkeys, resets, staff
 * changes) hash the tokens and codes, check the rules and write the record of
 * changes; they pass their transaction to the functions here that take one.
 * Tokens are only ever looked up by their hash.
 */
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { ListQuery } from "~/models/pagination";
import { isUuid } from "~/models/ids";
import { db, queryRows, type Executor, type Transaction } from "../db/client.server";
import { existingIds } from "../db/counts.server";
import { offsetOf, orderBy, searchCondition, toPage, type Page } from "../db/list.server";
import {
  passkeys,
  passwordResetTokens,
  pendingSignIns,
  recoveryCodes,
  sessions,
  staffInvitations,
  userRoles,
  users,
} from "../db/schema";

export const ADMIN_ROLE = "admin";

export type User = { id: string; email: string };

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

/* ------------------------------------------------------------------ */
/* Accounts and roles                                                  */
/* ------------------------------------------------------------------ */

/** Adds an account; undefined when the address has one already. */
export async function insertUser(tx: Executor, email: string, passwordHash: string): Promise<User | undefined> {
  const [created] = await tx
    .insert(users)
    .values({ email, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  return created;
}

/** Gives a role; false when the account had it already. */
export async function addRole(tx: Executor, userId: string, role: string): Promise<boolean> {
  const inserted = await tx
    .insert(userRoles)
    .values({ userId, role })
    .onConflictDoNothing({ target: [userRoles.userId, userRoles.role] })
    .returning({ id: userRoles.id });
  return inserted.length > 0;
}

export async function removeRole(tx: Executor, userId: string, role: string): Promise<void> {
  await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}

export async function findUserForSignIn(email: string) {
  const [row] = await db()
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function findUserByEmail(email: string, executor: Executor = db()): Promise<User | undefined> {
  const [row] = await executor
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function getUserById(id: string, executor: Executor = db()): Promise<User | undefined> {
  const [row] = await executor.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Replaces a user's password hash (hash first, outside the transaction: it is slow). */
export async function setPasswordHash(executor: Executor, userId: string, passwordHash: string) {
  await executor.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The stored hash of a user's password, to check the current one before a change. */
export async function passwordHashOf(userId: string): Promise<string | undefined> {
  const [row] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.hash;
}

/** The spec's role check: the SQL function has_role(user, role). */
export async function hasRole(userId: string, role: string, executor: Executor = db()): Promise<boolean> {
  const [row] = await queryRows<{ has_role: boolean }>(executor, sql`select has_role(${userId}::uuid, ${role}) as has_role`);
  return Boolean(row?.has_role);
}

/** The account's last sign-in (the Staff screen shows it). */
export async function setLastSignIn(userId: string, at: Date): Promise<void> {
  await db().update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
}

/** The e-mail of each of these users that still exists, by id. */
export async function emailsOfUsers(ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db().select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** Which of these ids are still accounts (the record of changes links only those). */
export function existingUserIds(ids: string[]): Promise<Set<string>> {
  return existingIds(users, users.id, ids);
}

/* ------------------------------------------------------------------ */
/* Staff (the admin's Staff screen)                                    */
/* ------------------------------------------------------------------ */

export const STAFF_SORT_KEYS = ["createdAt", "email", "lastSignInAt"] as const;
export type StaffSortKey = (typeof STAFF_SORT_KEYS)[number];

export type StaffMember = {
  id: string;
  email: string;
  roles: string[];
  createdAt: Date;
  lastSignInAt: Date | null;
  disabledAt: Date | null;
  /** A confirmed TOTP or at least one passkey. */
  twoFactor: boolean;
};

// Written out with the table named: Drizzle leaves column names unqualified in a one-table select.
const rolesOf = sql<string[]>`coalesce((select array_agg(ur.role order by ur.role) from user_roles ur where ur.user_id = "users"."id"), '{}'::text[])`;
const twoFactorOf = sql<boolean>`("users"."totp_enabled_at" is not null or exists (select 1 from passkeys pk where pk.user_id = "users"."id"))`;

const memberColumns = {
  id: users.id,
  email: users.email,
  roles: rolesOf,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
  disabledAt: users.disabledAt,
  twoFactor: twoFactorOf,
};

/**
 * One page of accounts, searched by e-mail and sorted in SQL. A search that
 * is an account's id finds that account alone: the Activity screen links to
 * an account that way (/admin/staff?q=<id>).
 */
export async function listStaff(query: ListQuery<StaffSortKey>): Promise<Page<StaffMember>> {
  const q = query.q?.trim();
  const where = q && isUuid(q) ? eq(users.id, q.toLowerCase()) : searchCondition(query.q, [users.email]);
  const [rows, [total]] = await Promise.all([
    db()
      .select(memberColumns)
      .from(users)
      .where(where)
      .orderBy(
        // Never signed in sorts as the oldest sign-in.
        ...orderBy(query, { createdAt: users.createdAt, email: users.email, lastSignInAt: sql`coalesce(${users.lastSignInAt}, 'epoch'::timestamptz)` }, users.id),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db().select({ n: count() }).from(users).where(where),
  ]);
  return toPage(rows.map(normalizeMember), total?.n ?? 0, query);
}

export async function getStaffMember(id: string, executor: Executor = db()): Promise<StaffMember | undefined> {
  const [row] = await executor.select(memberColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ? normalizeMember(row) : undefined;
}

// The drivers differ in how they hand back an array and a boolean from raw SQL.
function normalizeMember(row: StaffMember): StaffMember {
  const roles = Array.isArray(row.roles) ? row.roles : String(row.roles ?? "").replace(/[{}]/g, "").split(",").filter(Boolean);
  return { ...row, roles, twoFactor: row.twoFactor === true || (row.twoFactor as unknown) === "t" };
}

/** Serialises staff changes: one transaction-scoped advisory lock (staff.server.ts). */
export async function lockStaffChanges(tx: Transaction, key: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}

/** Admins whose account is not disabled, other than `exceptId`. */
export async function otherActiveAdmins(tx: Executor, exceptId: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    tx,
    sql`select count(*) as n from ${userRoles} r join ${users} u on u.id = r.user_id
        where r.role = ${ADMIN_ROLE} and u.disabled_at is null and u.id <> ${exceptId}::uuid`,
  );
  return Number(row?.n ?? 0);
}

/** Disables (a time) or enables (null) an account. */
export async function setDisabledAt(tx: Executor, userId: string, at: Date | null): Promise<void> {
  await tx.update(users).set({ disabledAt: at }).where(eq(users.id, userId));
}

/* ------------------------------------------------------------------ */
/* Sessions (session.server.ts)                                        */
/* ------------------------------------------------------------------ */

export async function insertSession(values: typeof sessions.$inferInsert): Promise<void> {
  await db().insert(sessions).values(values);
}

/** The live session of this token hash, with its account, unless the account is disabled. */
export async function liveSessionByHash(tokenHash: string, now: Date) {
  const [row] = await db()
    .select({
      id: sessions.id,
      expiresAt: sessions.expiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      email: users.email,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now), isNull(users.disabledAt)))
    .limit(1);
  return row;
}

export async function updateSession(id: string, set: { expiresAt?: Date; lastSeenAt?: Date }): Promise<void> {
  await db().update(sessions).set(set).where(eq(sessions.id, id));
}

export async function deleteSessionByHash(tokenHash: string): Promise<void> {
  await db().delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, or every one but `keepHash`'s; how many ended. */
export async function deleteSessionsOf(executor: Executor, userId: string, keepHash?: string): Promise<number> {
  const where = keepHash ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepHash)) : eq(sessions.userId, userId);
  const removed = await executor.delete(sessions).where(where).returning({ id: sessions.id });
  return removed.length;
}

/** The user's live sessions, the most recently seen first. */
export async function liveSessionsOf(userId: string, now: Date) {
  return db()
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now)))
    .orderBy(desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`));
}

export async function deleteExpiredSessions(now = new Date()) {
  await db()
    .delete(sessions)
    .where(sql`${lt(sessions.expiresAt, now)} or ${lt(sessions.absoluteExpiresAt, now)}`);
}

/** One session of one user, by its token's hash. */
const ofSession = (userId: string, tokenHash: string) => and(eq(sessions.tokenHash, tokenHash), eq(sessions.userId, userId));

/** This session counts as proven from `at` (reauthentication.server.ts). */
export async function setReauthenticatedAt(userId: string, tokenHash: string, at: Date): Promise<void> {
  await db().update(sessions).set({ reauthenticatedAt: at }).where(ofSession(userId, tokenHash));
}

/** True when this session's owner proved it is them after `since`. */
export async function reauthenticatedSince(userId: string, tokenHash: string, since: Date): Promise<boolean> {
  const [row] = await db()
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(ofSession(userId, tokenHash), gt(sessions.reauthenticatedAt, since)))
    .limit(1);
  return Boolean(row);
}

/* ------------------------------------------------------------------ */
/* TOTP set-up, bound to a session (totp-setup.server.ts)              */
/* ------------------------------------------------------------------ */

/** The live set-up secret (encrypted) of this session, if any. */
export async function liveTotpSetupSecret(userId: string, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db()
    .select({ secret: sessions.totpSetupSecret })
    .from(sessions)
    .where(and(ofSession(userId, tokenHash), gt(sessions.totpSetupExpiresAt, now)))
    .limit(1);
  return row?.secret ?? undefined;
}

/** Keeps a new set-up secret on this session until `expiresAt`; false when the session is gone. */
export async function setTotpSetupSecret(userId: string, tokenHash: string, secret: string, expiresAt: Date): Promise<boolean> {
  const [row] = await db()
    .update(sessions)
    .set({ totpSetupSecret: secret, totpSetupExpiresAt: expiresAt })
    .where(ofSession(userId, tokenHash))
    .returning({ id: sessions.id });
  return Boolean(row);
}

/** Takes this session's set-up secret off it, if it is still `secret`; false when it was not. */
export async function takeTotpSetupSecret(tx: Executor, userId: string, tokenHash: string, secret: string): Promise<boolean> {
  const [taken] = await tx
    .update(sessions)
    .set({ totpSetupSecret: null, totpSetupExpiresAt: null })
    .where(and(ofSession(userId, tokenHash), eq(sessions.totpSetupSecret, secret)))
    .returning({ id: sessions.id });
  return Boolean(taken);
}

/**
 * Drops every pending set-up of the account, in the caller's transaction: a
 * password change or reset, or "sign out everywhere else", ends whatever
 * set-up someone else may have begun.
 */
export async function clearTotpSetups(executor: Executor, userId: string): Promise<void> {
  await executor.update(sessions).set({ totpSetupSecret: null, totpSetupExpiresAt: null }).where(eq(sessions.userId, userId));
}

/* ------------------------------------------------------------------ */
/* Pending sign-ins (pending-sign-in.server.ts)                        */
/* ------------------------------------------------------------------ */

export async function insertPendingSignIn(values: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db().insert(pendingSignIns).values(values);
}

export type PendingSignIn = { id: string; userId: string; failedAttempts: number };

export async function livePendingSignInByHash(tokenHash: string, now: Date): Promise<PendingSignIn | undefined> {
  const [row] = await db()
    .select({ id: pendingSignIns.id, userId: pendingSignIns.userId, failedAttempts: pendingSignIns.failedAttempts })
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, tokenHash), gt(pendingSignIns.expiresAt, now)))
    .limit(1);
  return row;
}

/** Counts one more wrong answer; the count, or undefined when the pending sign-in is gone. */
export async function countPendingSignInFailure(id: string): Promise<number | undefined> {
  const [row] = await db()
    .update(pendingSignIns)
    .set({ failedAttempts: sql`${pendingSignIns.failedAttempts} + 1` })
    .where(eq(pendingSignIns.id, id))
    .returning({ failedAttempts: pendingSignIns.failedAttempts });
  return row?.failedAttempts;
}

export async function deletePendingSignIn(id: string): Promise<void> {
  await db().delete(pendingSignIns).where(eq(pendingSignIns.id, id));
}

/** Deletes the live pending sign-in of this hash and says whose it was, in one statement (so once). */
export async function takePendingSignIn(tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db()
    .delete(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, tokenHash), gt(pendingSignIns.expiresAt, now)))
    .returning({ userId: pendingSignIns.userId });
  return row?.userId;
}

export async function deletePendingSignInsOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
}

export async function deleteExpiredPendingSignIns(now = new Date()) {
  await db().delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, now));
}

/* ------------------------------------------------------------------ */
/* Password-reset links (password-reset.server.ts)                     */
/* ------------------------------------------------------------------ */

export async function insertResetToken(tx: Executor, values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date }) {
  await tx.insert(passwordResetTokens).values(values);
}

export async function resetTokenByHash(tokenHash: string) {
  const [row] = await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks the link used if it still is not (so of two uses at once, one wins). */
export async function claimResetToken(tx: Executor, id: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return claimed.length > 0;
}

/** The account's other unused links stop working. */
export async function useUpResetTokensOf(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function deleteResetTokensOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

/* ------------------------------------------------------------------ */
/* TOTP and recovery codes (totp.server.ts)                            */
/* ------------------------------------------------------------------ */

/** The account's TOTP columns (the secret encrypted) and its address. */
export async function totpOf(userId: string, executor: Executor = db()) {
  const [row] = await executor
    .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The same, locked until the transaction ends. */
export async function lockTotpOf(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row;
}

/** Claims a TOTP step later than the last accepted one, for an account with TOTP on: true once per step. */
export async function claimTotpStep(userId: string, step: number): Promise<boolean> {
  const claimed = await db()
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), isNotNull(users.totpEnabledAt), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/**
 * Switches TOTP on with a confirmed secret, if it is still off (a second tab
 * cannot switch it on twice); the account's address, or undefined.
 */
export async function enableTotp(tx: Executor, userId: string, secret: string, now: Date, step: number): Promise<string | undefined> {
  const [enabled] = await tx
    .update(users)
    .set({ totpSecret: secret, totpEnabledAt: now, totpLastStep: step })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ email: users.email });
  return enabled?.email;
}

/** Turns TOTP off (secret, last step) and deletes the recovery codes; whether it was on. */
export async function clearTotpOf(tx: Executor, userId: string): Promise<boolean> {
  const [before] = await tx.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, userId));
  await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return Boolean(before?.enabledAt);
}

/** Replaces every recovery code of the user by these hashes. */
export async function replaceRecoveryCodeHashes(tx: Executor, userId: string, hashes: string[]): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function unusedRecoveryCodeCount(userId: string): Promise<number> {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.count ?? 0);
}

/** All of the user's recovery codes, used or not. */
export async function recoveryCodeCount(tx: Executor, userId: string): Promise<number> {
  const codes = await tx.select({ id: recoveryCodes.id }).from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return codes.length;
}

/** Marks the code of this hash used if it is one of the user's unused codes; true once per code. */
export async function useRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean> {
  const used = await db()
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export type SecondFactorMethods = { totp: boolean; passkeys: boolean };

/** Which second factors the account has. */
export async function secondFactorMethods(userId: string, executor: Executor = db()): Promise<SecondFactorMethods> {
  const [row] = await executor
    .select({
      totp: sql<boolean>`${users.totpEnabledAt} is not null`,
      // Spelled out: inside a select list Drizzle leaves columns unqualified, and both tables have "id".
      passkeys: sql<boolean>`exists (select 1 from passkeys p where p.user_id = users.id)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { totp: Boolean(row?.totp), passkeys: Boolean(row?.passkeys) };
}

/* ------------------------------------------------------------------ */
/* Passkeys (passkeys.server.ts)                                       */
/* ------------------------------------------------------------------ */

const listingColumns = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
  deviceType: passkeys.deviceType,
  backedUp: passkeys.backedUp,
};

export type PasskeyListing = {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  deviceType: string | null;
  backedUp: boolean;
};

/** A person's passkeys, oldest first. */
export async function listPasskeys(userId: string): Promise<PasskeyListing[]> {
  return db().select(listingColumns).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** The credential ids (and transports) of a person's passkeys, for a ceremony's options. */
export async function passkeyDescriptorsOf(userId: string): Promise<{ id: string; transports: string[] }[]> {
  return db().select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId));
}

/** Stores a verified passkey; undefined when that credential is stored already. */
export async function insertPasskey(tx: Executor, values: typeof passkeys.$inferInsert): Promise<PasskeyListing | undefined> {
  const [stored] = await tx.insert(passkeys).values(values).onConflictDoNothing({ target: passkeys.id }).returning(listingColumns);
  return stored;
}

/** The name of one of `userId`'s own passkeys, locked; undefined for another person's or an unknown id. */
export async function lockOwnPasskeyName(tx: Executor, userId: string, id: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: passkeys.name })
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .for("update");
  return row?.name;
}

export async function renameOwnPasskey(tx: Executor, userId: string, id: string, name: string): Promise<void> {
  await tx.update(passkeys).set({ name }).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
}

/** Deletes one of `userId`'s own passkeys; its name, or undefined when it was not theirs. */
export async function deleteOwnPasskey(tx: Executor, userId: string, id: string): Promise<string | undefined> {
  const [removed] = await tx.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))).returning({ name: passkeys.name });
  return removed?.name;
}

/** Deletes every passkey of the user; how many. */
export async function deletePasskeysOf(tx: Executor, userId: string): Promise<number> {
  const removed = await tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  return removed.length;
}

export type StoredCredential = {
  id: string;
  userId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  email: string;
  disabledAt: Date | null;
};

/** A stored credential with its owner's address and state. */
export async function credentialById(id: string): Promise<StoredCredential | undefined> {
  const [row] = await db()
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      email: users.email,
      disabledAt: users.disabledAt,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.id, id))
    .limit(1);
  return row;
}

/** After a verified use: the new counter, whether it is backed up, when it was used. */
export async function notePasskeyUse(tx: Executor, id: string, use: { counter: number; backedUp: boolean; at: Date }): Promise<void> {
  await tx.update(passkeys).set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: use.at }).where(eq(passkeys.id, id));
}

/* ------------------------------------------------------------------ */
/* Staff invitations (staff.server.ts)                                 */
/* ------------------------------------------------------------------ */

export type InvitationRow = typeof staffInvitations.$inferSelect;

export type PendingInvitation = {
  id: string;
  email: string;
  role: string | null;
  invitedByEmail: string | null;
  createdAt: Date;
  expiresAt: Date;
};

/** Invitations neither accepted nor revoked (expired ones too, marked by their date), newest first. */
export async function listPendingInvitations(limit = 50): Promise<PendingInvitation[]> {
  return db()
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      invitedByEmail: users.email,
      createdAt: staffInvitations.createdAt,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id))
    .limit(limit);
}

/** Open invitations to this address stop working (a newer one replaces them). */
export async function revokeOpenInvitationsTo(tx: Executor, email: string, now: Date): Promise<void> {
  await tx
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)));
}

export async function insertInvitation(tx: Executor, values: typeof staffInvitations.$inferInsert): Promise<{ id: string; email: string }> {
  const [row] = await tx.insert(staffInvitations).values(values).returning({ id: staffInvitations.id, email: staffInvitations.email });
  return row!;
}

export async function invitationById(tx: Executor, id: string): Promise<InvitationRow | undefined> {
  const [row] = await tx.select().from(staffInvitations).where(eq(staffInvitations.id, id)).limit(1);
  return row;
}

/** Revokes the invitation, unless it was revoked already (the first date stays). */
export async function setInvitationRevoked(tx: Executor, id: string, now: Date): Promise<void> {
  await tx
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.revokedAt)));
}

/** Revokes the open invitations one account sent; the ones it revoked. */
export async function revokeOpenInvitationsBy(tx: Executor, inviterId: string, now: Date): Promise<{ id: string; email: string }[]> {
  return tx
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.invitedBy, inviterId), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .returning({ id: staffInvitations.id, email: staffInvitations.email });
}

export async function invitationByHash(tokenHash: string): Promise<InvitationRow | undefined> {
  const [row] = await db().select().from(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks the invitation accepted if it is still open and unexpired (so of two uses at once, one wins). */
export async function claimInvitation(tx: Executor, id: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, now)))
    .returning({ id: staffInvitations.id });
  return claimed.length > 0;
}
