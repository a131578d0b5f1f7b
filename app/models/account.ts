/**
 * Forms of the account pages: forgot password, the reset link's new
 * password, and the signed-in change of password. Client-safe (Conform runs
 * the same schemas in the browser and on the server). A new password is at
 * least 8 characters (the spec) and at most MAX_NEW_PASSWORD_LENGTH, far
 * above the 64 that OWASP ASVS asks to allow; it is never trimmed.
 */
import * as v from "valibot";
import { accountEmailText } from "./auth";
import { MAX_LENGTH } from "./limits";
import { fields, hasNoNul, NUL_MESSAGE, SIMPLE_EMAIL_PATTERN, stopIfInvalid, tooLongMessage } from "./text";

export const MIN_NEW_PASSWORD_LENGTH = 8;
export const MAX_NEW_PASSWORD_LENGTH = 256;
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";

/** The password fields' own messages (the server's checks of the same rules use them too). */
export const PASSWORD_MESSAGES = {
  required: "Password is required",
  tooShort: (min: number) => `The password must be at least ${min} characters long`,
  tooLong: (max: number) => `The password must be at most ${max} characters long`,
  mismatch: "The passwords do not match",
  currentRequired: "Your current password is required",
} as const;
const P = PASSWORD_MESSAGES;

const newPassword = v.pipe(
  v.string(P.required),
  v.minLength(1, P.required),
  stopIfInvalid<string>(),
  v.minLength(MIN_NEW_PASSWORD_LENGTH, P.tooShort(MIN_NEW_PASSWORD_LENGTH)),
  v.maxLength(MAX_NEW_PASSWORD_LENGTH, P.tooLong(MAX_NEW_PASSWORD_LENGTH)),
  v.check(hasNoNul, NUL_MESSAGE),
);

// An empty box is "required" (the parser no longer turns "" into a missing value).
const confirm = v.pipe(
  v.string(P.required),
  v.minLength(1, P.required),
  stopIfInvalid<string>(),
  v.maxLength(MAX_NEW_PASSWORD_LENGTH, P.tooLong(MAX_NEW_PASSWORD_LENGTH)),
);

type NewPassword = { password: string; confirm: string };

/** The confirmation must repeat the new password; reported on `confirm`. */
function withConfirmation<S extends v.GenericSchema<unknown, NewPassword>>(schema: S): S {
  const matches = v.check((value: NewPassword) => value.password === value.confirm, P.mismatch);
  // The pipe reads and returns what `schema` does; only the check is added.
  return v.pipe(schema, v.forward(matches, ["confirm"])) as unknown as S;
}

export const forgotPasswordSchema = fields({
  email: v.pipe(
    accountEmailText,
    stopIfInvalid<string>(),
    // zod's e-mail rule, which this form has always used (decision 33).
    v.regex(SIMPLE_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE),
    v.toLowerCase(),
  ),
});

export const resetPasswordSchema = withConfirmation(fields({ password: newPassword, confirm }));

export const changePasswordSchema = withConfirmation(
  fields({
    current: v.pipe(
      v.string(P.currentRequired),
      // An empty box stops here, as the missing value it used to be did.
      v.minLength(1, P.currentRequired),
      stopIfInvalid<string>(),
      v.maxLength(MAX_LENGTH.password, tooLongMessage(MAX_LENGTH.password)),
    ),
    password: newPassword,
    confirm,
  }),
);
