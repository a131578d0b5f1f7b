/**
 * "Add a passkey" on /account/passkeys: the person types a name (checked
 * here with the server's own rules before the device is asked), the browser
 * creates the passkey, the server verifies and stores it, and the list is
 * loaded again.
 */
import * as v from "valibot";
import { Loader2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { PASSKEYS_TEXT as T } from "~/content/passkeys";
import { ceremonyErrorMessage, loadWebAuthn, postStep } from "~/lib/passkey-client";
import { showToast } from "~/lib/toast";
import { MAX_PASSKEY_NAME_LENGTH, passkeyNameSchema } from "~/models/passkey";

export const PASSKEY_REGISTER_PATH = "/account/passkeys/register";

export function AddPasskeyForm() {
  const id = useId();
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const fail = (description: string) => showToast({ type: "error", title: T.errorTitle, description });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = v.safeParse(passkeyNameSchema, { name });
    if (!checked.success) {
      setErrors(checked.issues.map((issue) => issue.message));
      return;
    }
    setErrors(null);
    setBusy(true);
    try {
      const { startRegistration, browserSupportsWebAuthn } = await loadWebAuthn();
      if (!browserSupportsWebAuthn()) return fail(T.unsupported);
      const issued = await postStep(PASSKEY_REGISTER_PATH, { intent: "options", name });
      // No recent proof that it is the owner: to "Confirm it's you", which comes back here.
      if (!issued.ok && issued.redirectTo) return void navigate(issued.redirectTo);
      if (!issued.ok || !issued.options) {
        const fieldErrors = issued.result?.error?.name;
        if (fieldErrors) return setErrors(fieldErrors);
        return fail(issued.toast?.description ?? T.unknownError);
      }
      let credential;
      try {
        credential = await startRegistration({ optionsJSON: issued.options as Parameters<typeof startRegistration>[0]["optionsJSON"] });
      } catch (error) {
        return fail(ceremonyErrorMessage(error));
      }
      const stored = await postStep(PASSKEY_REGISTER_PATH, { intent: "verify", name, credential: JSON.stringify(credential) });
      if (stored.toast) showToast(stored.toast);
      else if (!stored.ok) fail(T.unknownError);
      if (stored.ok) {
        setName("");
        await revalidator.revalidate();
      }
    } catch {
      fail(T.unknownError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="max-w-md space-y-5" noValidate>
      <Field label={T.nameLabel} htmlFor={id} errors={errors} description={T.nameHint}>
        {(control) => (
          <Input
            {...control}
            name="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={MAX_PASSKEY_NAME_LENGTH}
            autoComplete="off"
            required
          />
        )}
      </Field>
      <Button type="submit" disabled={busy}>
        {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
        {busy ? T.adding : T.addSubmit}
      </Button>
    </form>
  );
}
