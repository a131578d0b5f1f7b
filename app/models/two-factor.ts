/**
 * Forms of two-factor sign-in (client-safe: Conform runs the same schemas in
 * the browser and on the server). A TOTP code is 6 digits (spaces or a dash
 * in the middle are allowed, as apps show "123 456"); a recovery code is 10
 * base32 letters, written "abcde-fghij".
 */
import * as v from "valibot";
import { MAX_LENGTH } from "./limits";
import { fields, preprocess, stopIfInvalid, tooLongMessage } from "./text";

export const TOTP_CODE_PATTERN = /^\s*\d{3}[\s-]?\d{3}\s*$/;
export const RECOVERY_CODE_PATTERN = /^\s*[a-z2-7]{5}[\s-]?[a-z2-7]{5}\s*$/i;

/** The sign-in's second step (/auth/second-factor). */
export const SECOND_FACTOR_MESSAGES = {
  codeRequired: "Enter the code",
  codeShape: "The code is 6 digits",
  recoveryShape: "A recovery code looks like abcde-fghij",
} as const;
const S = SECOND_FACTOR_MESSAGES;

/** Setting up and turning off the app (/account/two-factor). */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Enter the 6-digit code from your app",
  codeShape: "The code is 6 digits",
  proofRequired: "Enter your current password or a code from your app",
} as const;
const T = TWO_FACTOR_MESSAGES;

const totpCode = (required: string, shape: string) =>
  v.pipe(v.string(required), v.trim(), v.minLength(1, required), stopIfInvalid<string>(), v.regex(TOTP_CODE_PATTERN, shape));

/** /auth/second-factor: a code from the app or a recovery code, by `method`. */
export const secondFactorSchema = v.variant("method", [
  fields({ method: v.literal("totp"), code: totpCode(S.codeRequired, S.codeShape) }),
  fields({
    method: v.literal("recovery"),
    code: v.pipe(
      v.string(S.codeRequired),
      v.trim(),
      v.minLength(1, S.codeRequired),
      stopIfInvalid<string>(),
      v.regex(RECOVERY_CODE_PATTERN, S.recoveryShape),
    ),
  }),
]);

/** /account/two-factor: the code that confirms the set-up. */
export const confirmTotpSchema = fields({ code: totpCode(T.codeRequired, T.codeShape) });

/** A proof that it is the owner: the current password or a current code (turning two-factor off, /account/confirm). */
export const proofSchema = v.pipe(
  fields({
    // An empty box is a missing password, as before (the parser does not coerce).
    password: preprocess(
      (value: string | undefined) => (value === "" ? undefined : value),
      v.optional(v.pipe(v.string(), v.maxLength(MAX_LENGTH.password, tooLongMessage(MAX_LENGTH.password)))),
    ),
    code: v.union([v.optional(v.pipe(v.string(), v.trim(), v.regex(TOTP_CODE_PATTERN, T.codeShape))), v.literal("")]),
  }),
  v.forward(
    v.check((value) => Boolean(value.password) || Boolean(value.code), T.proofRequired),
    ["password"],
  ),
);

/** The forms of /account/two-factor, told apart by their `intent`. */
export const TWO_FACTOR_INTENTS = { confirm: "confirm", regenerate: "regenerate", disable: "disable" } as const;
