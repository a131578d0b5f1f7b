/**
 * Sign-in form (/auth). The spec shows no format or length rule on the
 * client: email and password are only required. The password is never
 * trimmed; its cap only guards the hashing on the server.
 */
import * as v from "valibot";
import { fields, hasNoNul, NUL_MESSAGE, stopIfInvalid, tooLongMessage } from "./text";
import { MAX_LENGTH } from "./limits";

export const EMAIL_REQUIRED_MESSAGE = "Email is required";
export const PASSWORD_REQUIRED_MESSAGE = "Password is required";

/**
 * An account's e-mail address as typed: required, capped and free of NUL.
 * Sign-in asks nothing more; the forgot-password form adds the format rule.
 * Each form lower-cases it last, as accounts are stored.
 */
export const accountEmailText = v.pipe(
  v.string(EMAIL_REQUIRED_MESSAGE),
  v.trim(),
  v.minLength(1, EMAIL_REQUIRED_MESSAGE),
  stopIfInvalid<string>(),
  v.maxLength(MAX_LENGTH.email, tooLongMessage(MAX_LENGTH.email)),
  v.check(hasNoNul, NUL_MESSAGE),
);

export const signInSchema = fields({
  email: v.pipe(accountEmailText, v.toLowerCase()),
  password: v.pipe(
    v.string(PASSWORD_REQUIRED_MESSAGE),
    v.minLength(1, PASSWORD_REQUIRED_MESSAGE),
    stopIfInvalid<string>(),
    v.maxLength(MAX_LENGTH.password, tooLongMessage(MAX_LENGTH.password)),
    v.check(hasNoNul, NUL_MESSAGE),
  ),
});

export type SignInInput = v.InferOutput<typeof signInSchema>;
