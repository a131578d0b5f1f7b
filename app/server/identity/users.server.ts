/**
 * Accounts: making one (the operator's script; the SQL is in queries.server.ts).
 */
import { db } from "../db/client.server";
import { hashPassword } from "./password.server";
import { newPasswordProblem } from "./password-rules.server";
import { ADMIN_ROLE, addRole, insertUser, normalizeEmail, type User } from "./queries.server";

export class UserInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UserInputError";
  }
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message as a sentence: the field messages have no full stop, the common-password one has. */
const asSentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

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
  if (problem) throw new UserInputError(asSentence(problem));
  // Hash before opening the transaction: keeps the transaction short.
  const passwordHash = await hashPassword(input.password);
  return db().transaction(async (tx) => {
    const created = await insertUser(tx, email, passwordHash);
    if (!created) throw new UserInputError(`A user with the email ${email} already exists.`);
    if (input.admin) await addRole(tx, created.id, ADMIN_ROLE);
    return created;
  });
}

// Granting the admin role is staff.server.ts `grantAdmin`: one function, one set of rules, one record.
