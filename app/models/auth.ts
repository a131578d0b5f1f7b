/**
 * Sign-in form (/auth). The spec shows no format or length rule on the
 * client: email and password are only required. The password is never
 * trimmed; its cap only guards the hashing on the server.
 */
import { z } from "zod";
import { NUL_MESSAGE, hasNoNul, tooLongMessage } from "./text";
import { MAX_LENGTH } from "./limits";

export const EMAIL_REQUIRED_MESSAGE = "Email is required";
export const PASSWORD_REQUIRED_MESSAGE = "Password is required";

export const signInSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: EMAIL_REQUIRED_MESSAGE, abort: true })
    .max(MAX_LENGTH.email, tooLongMessage(MAX_LENGTH.email))
    .refine(hasNoNul, NUL_MESSAGE)
    // Accounts are stored lower-cased.
    .toLowerCase(),
  password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, { error: PASSWORD_REQUIRED_MESSAGE, abort: true })
    .max(MAX_LENGTH.password, tooLongMessage(MAX_LENGTH.password))
    .refine(hasNoNul, NUL_MESSAGE),
});

export type SignInInput = z.infer<typeof signInSchema>;
