/**
 * The rules for a NEW password, in one place (OWASP ASVS V6.2):
 * at least 8 characters (the spec), at most MAX_NEW_PASSWORD_LENGTH (far
 * above the 64 ASVS asks to allow), and not one of the 10,000 most common
 * passwords, compared without regard to case. The length rules are also in
 * the client-safe schemas of app/models/account.ts (the browser checks them);
 * the list is only here, on the server: it is 76 kB the browser need not load.
 *
 * The list (app/server/data/common-passwords.txt, made by
 * scripts/common-passwords.ts) is read with fs from the project root, not
 * imported: plain Node refuses JSON imports in scripts, and the bundle need
 * not carry it.
 */
import fs from "node:fs";
import path from "node:path";
import * as v from "valibot";
import { PASSWORD_RULES_TEXT } from "~/content/account";
import { MAX_NEW_PASSWORD_LENGTH, MIN_NEW_PASSWORD_LENGTH, PASSWORD_MESSAGES } from "~/models/account";
import { projectRoot } from "../kernel/project-root.server";

export { MAX_NEW_PASSWORD_LENGTH, MIN_NEW_PASSWORD_LENGTH };

export const COMMON_PASSWORDS_FILE = "app/server/data/common-passwords.txt";

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(path.join(projectRoot(), COMMON_PASSWORDS_FILE), "utf8")
      .split("\n")
      .filter((line) => line.length > 0),
  );
  return common;
}

/** Whether the password is on the shipped list of common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** What is wrong with a new password, in words for the person, or null when it may be used. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < MIN_NEW_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort(MIN_NEW_PASSWORD_LENGTH);
  if (password.length > MAX_NEW_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong(MAX_NEW_PASSWORD_LENGTH);
  if (isCommonPassword(password)) return PASSWORD_RULES_TEXT.tooCommon;
  return null;
}

/**
 * A form schema with the server-only rule added: a common `password` is
 * refused with a message under the field, like the length rules the browser
 * already checked. Use it on the server in place of the shared schema.
 */
export function withPasswordRules<S extends v.GenericSchema<unknown, { password: string }>>(schema: S): S {
  const notCommon = v.check((value: { password: string }) => !isCommonPassword(value.password), PASSWORD_RULES_TEXT.tooCommon);
  // The pipe reads and returns what `schema` does; only the check is added.
  return v.pipe(schema, v.forward(notCommon, ["password"])) as unknown as S;
}
