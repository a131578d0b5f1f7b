/**
 * Accounts and roles: the only module that touches `users` and `user_roles`.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { activitySummary } from "~/content/admin/activity";
import { recordActivity } from "../activity/activity.server";
import { db, queryRows, type Executor } from "../db/client.server";
import { existingIds } from "../db/counts.server";
import { userRoles, users } from "../db/schema";
import { hashPassword } from "./password.server";
import { newPasswordProblem } from "./password-rules.server";

export const ADMIN_ROLE = "admin";

export type User = { id: string; email: string };

export class UserInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UserInputError";
  }
}

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Creates a user (optionally an admin). Throws UserInputError for bad input or a taken email. */
export async function createUser(input: {
  email: string;
  password: string;
  admin?: boolean;
}): Promise<User> {
  const email = normalizeEmail(input.email);
  if (!EMAIL_SHAPE.test(email)) throw new UserInputError(`"${input.email}" is not a valid email address.`);
  // The rules of every new password (length, not a common one): password-rules.server.ts.
  const problem = newPasswordProblem(input.password);
  if (problem) throw new UserInputError(`${problem}.`);
  // Hash before opening the transaction: keeps the transaction short.
  const passwordHash = await hashPassword(input.password);
  return db().transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    if (!created) throw new UserInputError(`A user with the email ${email} already exists.`);
    if (input.admin) await tx.insert(userRoles).values({ userId: created.id, role: ADMIN_ROLE });
    return created;
  });
}

export async function findUserForSignIn(email: string) {
  const [row] = await db()
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function findUserByEmail(email: string): Promise<User | undefined> {
  const [row] = await db()
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function getUserById(id: string): Promise<User | undefined> {
  const [row] = await db().select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id)).limit(1);
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
  const [row] = await queryRows<{ has_role: boolean }>(
    executor,
    sql`select has_role(${userId}::uuid, ${role}) as has_role`,
  );
  return Boolean(row?.has_role);
}

/** Grants a role. Returns false when the user already had it. */
export async function grantRole(userId: string, role: string = ADMIN_ROLE): Promise<boolean> {
  return db().transaction(async (tx) => {
    const inserted = await tx
      .insert(userRoles)
      .values({ userId, role })
      .onConflictDoNothing({ target: [userRoles.userId, userRoles.role] })
      .returning({ id: userRoles.id });
    // Nothing changed (the role was held already): nothing to record.
    if (inserted.length === 0) return false;
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    await recordActivity(tx, {
      action: "role-grant",
      entityKind: "user",
      entityId: userId,
      summary: activitySummary("role-grant", "user", user?.email),
      changes: { role: { from: null, to: role } },
    });
    return true;
  });
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
