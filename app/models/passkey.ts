/**
 * The passkey forms of /account/passkeys: the name typed when a passkey is
 * added, and a new name. Client-safe: the browser checks the same rules
 * before the ceremony starts, the server again before anything is stored.
 */
import { z } from "zod";
import { PASSKEYS_TEXT as T } from "~/content/passkeys";
import { NUL_MESSAGE, hasNoNul } from "./text";

export const MAX_PASSKEY_NAME_LENGTH = 60;

const passkeyName = z
  .string({ error: T.nameRequired })
  .trim()
  .min(1, { error: T.nameRequired, abort: true })
  .max(MAX_PASSKEY_NAME_LENGTH, T.nameTooLong(MAX_PASSKEY_NAME_LENGTH))
  .refine(hasNoNul, NUL_MESSAGE);

/** Step one of adding a passkey: the name, checked before the device is asked. */
export const passkeyNameSchema = z.object({ name: passkeyName });

/** Renaming: which passkey (its credential id) and its new name. */
export const renamePasskeySchema = z.object({
  id: z.string().min(1).max(1024),
  name: passkeyName,
});
