/**
 * On the password-reset page: the account's passkeys, each with a box to
 * remove it together with the new password. A passkey planted by someone who
 * had a session would otherwise outlive the reset that was meant to lock them out.
 */
import { RESET_TEXT as T } from "~/content/account";

export type ResetPasskey = { id: string; name: string; created: string; lastUsed: string | null };

export const REMOVE_PASSKEY_FIELD = "removePasskey";

export function ResetPasskeyChoice({ passkeys }: { passkeys: ResetPasskey[] }) {
  if (passkeys.length === 0) return null;
  return (
    <fieldset className="space-y-3 rounded-md border p-4">
      <legend className="px-1 text-sm font-semibold">{T.passkeysHeading}</legend>
      <p className="text-sm text-muted-foreground">{T.passkeysIntro}</p>
      <ul className="space-y-2">
        {passkeys.map((passkey) => (
          <li key={passkey.id}>
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" name={REMOVE_PASSKEY_FIELD} value={passkey.id} className="mt-1 size-4" />
              <span>
                <span className="font-medium">{T.removePasskey(passkey.name)}</span>
                <span className="block text-muted-foreground">{T.passkeyDetails(passkey.created, passkey.lastUsed)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
