/**
 * Forms of two-factor sign-in (client-safe: Conform runs the same schemas in
 * the browser and on the server). A TOTP code is 6 digits (spaces or a dash
 * in the middle are allowed, as apps show "123 456"); a recovery code is 10
 * base32 letters, written "abcde-fghij".
 */
import { z } from "zod";
import { SECOND_FACTOR_TEXT as S, TWO_FACTOR_TEXT as T } from "~/content/two-factor";
import { MAX_LENGTH } from "./limits";
import { tooLongMessage } from "./text";

export const TOTP_CODE_PATTERN = /^\s*\d{3}[\s-]?\d{3}\s*$/;
export const RECOVERY_CODE_PATTERN = /^\s*[a-z2-7]{5}[\s-]?[a-z2-7]{5}\s*$/i;

const totpCode = (required: string, shape: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).regex(TOTP_CODE_PATTERN, shape);

/** /auth/second-factor: a code from the app or a recovery code, by `method`. */
export const secondFactorSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("totp"), code: totpCode(S.codeRequired, S.codeShape) }),
  z.object({
    method: z.literal("recovery"),
    code: z
      .string({ error: S.codeRequired })
      .trim()
      .min(1, { error: S.codeRequired, abort: true })
      .regex(RECOVERY_CODE_PATTERN, S.recoveryShape),
  }),
]);

/** /account/two-factor: the code that confirms the set-up. */
export const confirmTotpSchema = z.object({ code: totpCode(T.codeRequired, T.codeShape) });

/** /account/two-factor: turning it off needs the current password or a current code. */
export const disableTotpSchema = z
  .object({
    password: z.string().max(MAX_LENGTH.password, tooLongMessage(MAX_LENGTH.password)).optional(),
    code: z.string().trim().regex(TOTP_CODE_PATTERN, T.codeShape).optional().or(z.literal("")),
  })
  .refine((v) => Boolean(v.password) || Boolean(v.code), { path: ["password"], message: T.proofRequired });

/** The forms of /account/two-factor, told apart by their `intent`. */
export const TWO_FACTOR_INTENTS = { confirm: "confirm", regenerate: "regenerate", disable: "disable" } as const;
