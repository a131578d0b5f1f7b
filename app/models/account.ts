/**
 * Forms of the account pages: forgot password, the reset link's new
 * password, and the signed-in change of password. Client-safe (Conform runs
 * the same schemas in the browser and on the server). A new password is at
 * least 8 characters (the spec) and at most MAX_NEW_PASSWORD_LENGTH, far
 * above the 64 that OWASP ASVS asks to allow; it is never trimmed.
 */
import { z } from "zod";
import { PASSWORD_RULES_TEXT as P } from "~/content/account";
import { EMAIL_REQUIRED_MESSAGE } from "./auth";
import { MAX_LENGTH } from "./limits";
import { NUL_MESSAGE, hasNoNul, tooLongMessage } from "./text";

export const MIN_NEW_PASSWORD_LENGTH = 8;
export const MAX_NEW_PASSWORD_LENGTH = 256;
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";

const newPassword = z
  .string({ error: P.required })
  .min(1, { error: P.required, abort: true })
  .min(MIN_NEW_PASSWORD_LENGTH, P.tooShort(MIN_NEW_PASSWORD_LENGTH))
  .max(MAX_NEW_PASSWORD_LENGTH, P.tooLong(MAX_NEW_PASSWORD_LENGTH))
  .refine(hasNoNul, NUL_MESSAGE);

const confirm = z.string({ error: P.required }).max(MAX_NEW_PASSWORD_LENGTH, P.tooLong(MAX_NEW_PASSWORD_LENGTH));

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: EMAIL_REQUIRED_MESSAGE, abort: true })
    .max(MAX_LENGTH.email, tooLongMessage(MAX_LENGTH.email))
    .refine(hasNoNul, NUL_MESSAGE)
    .pipe(z.email(INVALID_EMAIL_MESSAGE))
    .transform((value) => value.toLowerCase()),
});

export const resetPasswordSchema = z
  .object({ password: newPassword, confirm })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: P.mismatch });

export const changePasswordSchema = z
  .object({
    current: z
      .string({ error: P.currentRequired })
      .min(1, P.currentRequired)
      .max(MAX_LENGTH.password, tooLongMessage(MAX_LENGTH.password)),
    password: newPassword,
    confirm,
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: P.mismatch });
