/**
 * Accounts: making one (the operator's script) and granting a role, each
 * with its record of changes (the SQL is in queries.server.ts).
 */
import { activitySummary } from "~/content/admin/activity";
import { recordActivity } from "../activity/activity.server";
import { db } from "../db/client.server";
import { hashPassword } from "./password.server";
import { newPasswordProblem } from "./password-rules.server";
import { ADMIN_ROLE, addRole, getUserById, insertUser, normalizeEmail, type User } from "./queries.server";

export class UserInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UserInputError";
  }
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
    const created = await insertUser(tx, email, passwordHash);
    if (!created) throw new UserInputError(`A user with the email ${email} already exists.`);
    if (input.admin) await addRole(tx, created.id, ADMIN_ROLE);
    return created;
  });
}

/** Grants a role. Returns false when the user already had it. */
export async function grantRole(userId: string, role: string = ADMIN_ROLE): Promise<boolean> {
  return db().transaction(async (tx) => {
    // Nothing changed (the role was held already): nothing to record.
    if (!(await addRole(tx, userId, role))) return false;
    const user = await getUserById(userId, tx);
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
