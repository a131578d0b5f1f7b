/**
 * "Sign in with a passkey": on /auth (mode "sign-in", no password) and on
 * /auth/second-factor (mode "second-factor", after the password; only that
 * person's passkeys are offered). Asks /auth/passkey for options, lets the
 * browser talk to the device, sends the answer back, and on success goes
 * where a password sign-in goes (a full page load, so the new session and
 * its toast are read fresh). Refusals show the spec's "Error" toast.
 */
import { KeyRound, Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { PASSKEYS_TEXT as T } from "~/content/passkeys";
import { ceremonyErrorMessage, loadWebAuthn, postStep } from "~/lib/passkey-client";
import { showToast } from "~/lib/toast";

export const PASSKEY_SIGN_IN_PATH = "/auth/passkey";

export function PasskeyButton({ mode, label, className }: { mode: "sign-in" | "second-factor"; label?: string; className?: string }) {
  const [busy, setBusy] = useState(false);

  const fail = (description: string) => showToast({ type: "error", title: T.errorTitle, description });

  async function run() {
    setBusy(true);
    try {
      const { startAuthentication, browserSupportsWebAuthn } = await loadWebAuthn();
      if (!browserSupportsWebAuthn()) return fail(T.unsupported);
      const issued = await postStep(PASSKEY_SIGN_IN_PATH, { intent: "options", mode });
      if (!issued.ok || !issued.options) {
        if (issued.restart) return window.location.assign(issued.restart);
        return fail(issued.error ?? T.unknownError);
      }
      let credential;
      try {
        credential = await startAuthentication({ optionsJSON: issued.options as Parameters<typeof startAuthentication>[0]["optionsJSON"] });
      } catch (error) {
        return fail(ceremonyErrorMessage(error));
      }
      const verified = await postStep(PASSKEY_SIGN_IN_PATH, { intent: "verify", mode, credential: JSON.stringify(credential) });
      if (verified.ok && verified.redirectTo) return window.location.assign(verified.redirectTo);
      fail(verified.error ?? T.unknownError);
      if (verified.restart) window.location.assign(verified.restart);
    } catch {
      fail(T.unknownError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="outline" className={className} disabled={busy} onClick={() => void run()}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
      {busy ? T.signingIn : (label ?? (mode === "sign-in" ? T.signInButton : T.secondFactorButton))}
    </Button>
  );
}
