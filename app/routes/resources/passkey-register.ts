/**
 * POST /account/passkeys/register: the two steps of adding a passkey, for
 * the form on /account/passkeys. `intent=options` checks the name and returns
 * the options (the challenge goes in a cookie); `intent=verify` checks the
 * browser's answer (`credential`, JSON) and stores the passkey under `name`.
 * Only for a signed-in person whose session proved it is them within the last
 * few minutes (otherwise 403 and where to confirm: reauthentication.server.ts),
 * and only ever for their own account. Answers are JSON, never cached.
 */
import { parseSubmission } from "~/lib/parse-submission";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { redirect } from "react-router";
import { PASSKEYS_TEXT as T } from "~/content/passkeys";
import { passkeyNameSchema } from "~/models/passkey";
import { getAuth, requireUser } from "~/server/identity/auth.server";
import { answeredFailure } from "~/server/kernel/answers.server";
import { clearedChallengeCookie } from "~/server/identity/passkey-challenge.server";
import { finishRegistration, readCredentialField, registrationOptions, relyingPartyOf } from "~/server/identity/passkeys.server";
import { makeToast } from "~/server/kernel/toast.server";
import { CONFIRM_TEXT } from "~/content/reauthentication";
import { confirmPathFor, hasFreshProof } from "~/server/identity/reauthentication.server";
import type { Route } from "./+types/passkey-register";

export function loader() {
  return redirect("/account/passkeys");
}

function json(body: unknown, status = 200, headers = new Headers()) {
  headers.set("Cache-Control", "no-store");
  return Response.json(body, { status, headers });
}

const errorToast = (description: string) => makeToast({ type: "error", title: T.errorTitle, description });

export async function action({ request, context }: Route.ActionArgs) {
  // A JSON caller gets a 401, not the sign-in page.
  if (!getAuth(context).user) return json({ ok: false, toast: errorToast(T.unknownError) }, 401);
  const user = requireUser(context);
  // Adding a passkey needs a recent proof that it is the owner: a stolen session alone cannot plant one.
  if (!(await hasFreshProof(user.id, getAuth(context).sessionToken))) {
    return json({ ok: false, redirectTo: confirmPathFor("/account/passkeys"), toast: errorToast(CONFIRM_TEXT.needed) }, 403);
  }
  const formData = await request.formData();
  const submission = parseSubmission(formData, { schema: passkeyNameSchema });
  if (submission.status !== "success") return json({ ok: false, result: submission.reply() }, 400);
  const rp = relyingPartyOf(context);
  try {
    if (formData.get("intent") === "options") {
      const { options, cookie } = await registrationOptions(user, rp);
      return json({ ok: true, options }, 200, new Headers({ "Set-Cookie": cookie }));
    }
    const headers = new Headers({ "Set-Cookie": clearedChallengeCookie("register") });
    const credential = readCredentialField<RegistrationResponseJSON>(formData.get("credential"));
    if (!credential) return json({ ok: false, toast: errorToast(T.registrationFailed) }, 400, headers);
    const result = await finishRegistration({ request, user, name: submission.value.name, response: credential, rp });
    if (!result.ok) {
      const message = result.reason === "expired" ? T.expired : result.reason === "duplicate" ? T.alreadyRegistered : T.registrationFailed;
      return json({ ok: false, toast: errorToast(message) }, result.reason === "duplicate" ? 409 : 400, headers);
    }
    return json({ ok: true, toast: makeToast({ type: "success", title: T.successTitle, description: T.added(result.passkey.name) }) }, 200, headers);
  } catch (error) {
    answeredFailure(context, "passkeys registration", error);
    return json({ ok: false, toast: errorToast(T.unknownError) }, 500);
  }
}
