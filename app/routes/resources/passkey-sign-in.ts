/**
 * POST /auth/passkey: the two steps of signing in with a passkey, for the
 * passkey button (app/components/passkey-button.tsx). `intent=options`
 * returns the options and sets the challenge cookie; `intent=verify` checks
 * the browser's answer (`credential`, JSON) and, when it is right, sets the
 * session cookie and the "Success" toast and names where to go next (the
 * same cookie and the same place as a password sign-in).
 *
 * `mode=sign-in` (on /auth): any passkey, no password. `mode=second-factor`
 * (on /auth/second-factor): only a passkey of the person whose password was
 * right, completing their pending sign-in once. Answers are JSON, never cached.
 */
import { redirect } from "react-router";
import { PASSKEYS_TEXT as T } from "~/content/passkeys";
import { getAuth } from "~/server/identity/auth.server";
import { answeredFailure } from "~/server/kernel/answers.server";
import { clearedChallengeCookie } from "~/server/identity/passkey-challenge.server";
import {
  completeSecondFactorWithPasskey,
  readCredentialField,
  relyingPartyOf,
  secondFactorOptions,
  signInOptions,
  signInWithPasskey,
} from "~/server/identity/passkeys.server";
import { clearedPendingSignInCookie } from "~/server/identity/pending-sign-in.server";
import { requestInfoContext } from "~/server/kernel/request-context.server";
import { signedInHeaders, signedInPath, signInThrottledMessage } from "~/server/identity/sign-in.server";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { Route } from "./+types/passkey-sign-in";

export function loader() {
  return redirect("/auth");
}

function json(body: unknown, status = 200, headers = new Headers()) {
  headers.set("Cache-Control", "no-store");
  return Response.json(body, { status, headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const mode = formData.get("mode") === "second-factor" ? "second-factor" : "sign-in";
  const rp = relyingPartyOf(context);
  const { clientIp } = context.get(requestInfoContext);
  const userAgent = request.headers.get("user-agent");
  try {
    if (intent === "options") {
      const issued = mode === "sign-in" ? await signInOptions(rp) : await secondFactorOptions(request, rp);
      // No live pending sign-in (or no passkey on it): start again with the password.
      if (!issued) return json({ ok: false, error: T.secondFactorExpired, restart: "/auth" }, 410, new Headers({ "Set-Cookie": clearedPendingSignInCookie() }));
      return json({ ok: true, options: issued.options }, 200, new Headers({ "Set-Cookie": issued.cookie }));
    }
    if (intent !== "verify") return json({ ok: false, error: T.unknownError }, 400);
    const credential = readCredentialField<AuthenticationResponseJSON>(formData.get("credential"));
    const cleared = clearedChallengeCookie(mode);
    if (!credential) return json({ ok: false, error: mode === "sign-in" ? T.signInRefused : T.secondFactorRefused }, 400, new Headers({ "Set-Cookie": cleared }));

    if (mode === "sign-in") {
      const result = await signInWithPasskey({ request, response: credential, rp, clientIp, userAgent, previousToken: getAuth(context).sessionToken });
      if (result.ok) {
        const headers = signedInHeaders([result.cookie, cleared]);
        return json({ ok: true, redirectTo: signedInPath(result.isAdmin) }, 200, headers);
      }
      const headers = new Headers({ "Set-Cookie": cleared });
      if (result.reason === "throttled") {
        headers.set("Retry-After", String(result.retryAfterSeconds));
        return json({ ok: false, error: signInThrottledMessage(result.retryAfterSeconds) }, 429, headers);
      }
      const error = result.reason === "disabled" ? T.disabled : result.reason === "expired" ? T.expired : T.signInRefused;
      return json({ ok: false, error }, result.reason === "disabled" ? 403 : 401, headers);
    }

    const result = await completeSecondFactorWithPasskey({ request, response: credential, rp, clientIp, userAgent });
    if (result.ok) {
      return json({ ok: true, redirectTo: signedInPath(result.isAdmin) }, 200, signedInHeaders([...result.cookies, cleared]));
    }
    const headers = new Headers({ "Set-Cookie": cleared });
    if (result.reason === "refused" && !result.exhausted) return json({ ok: false, error: T.secondFactorRefused }, 401, headers);
    // Gone, used up or disabled: the pending sign-in is over; back to the password.
    headers.append("Set-Cookie", clearedPendingSignInCookie());
    const error = result.reason === "disabled" ? T.disabled : T.secondFactorExpired;
    return json({ ok: false, error, restart: "/auth" }, result.reason === "disabled" ? 403 : 410, headers);
  } catch (error) {
    answeredFailure(context, "passkeys sign-in", error);
    return json({ ok: false, error: T.unknownError }, 500);
  }
}
