/**
 * The passkey forms of /account/passkeys: the name typed when a passkey is
 * added, and a new name. Client-safe: the browser checks the same rules
 * before the ceremony starts, the server again before anything is stored.
 */
import * as v from "valibot";
import { fields, hasNoNul, NUL_MESSAGE, stopIfInvalid } from "./text";

export const MAX_PASSKEY_NAME_LENGTH = 60;

export const PASSKEY_NAME_MESSAGES = {
  nameRequired: "A name is required",
  nameTooLong: (max: number) => `The name must be at most ${max} characters long`,
} as const;
const T = PASSKEY_NAME_MESSAGES;

const passkeyName = v.pipe(
  v.string(T.nameRequired),
  v.trim(),
  v.minLength(1, T.nameRequired),
  stopIfInvalid<string>(),
  v.maxLength(MAX_PASSKEY_NAME_LENGTH, T.nameTooLong(MAX_PASSKEY_NAME_LENGTH)),
  v.check(hasNoNul, NUL_MESSAGE),
);

/** Step one of adding a passkey: the name, checked before the device is asked. */
export const passkeyNameSchema = fields({ name: passkeyName });

/** Renaming: which passkey (its credential id) and its new name. */
export const renamePasskeySchema = fields({
  id: v.pipe(v.string(), v.minLength(1), stopIfInvalid<string>(), v.maxLength(1024)),
  name: passkeyName,
});
