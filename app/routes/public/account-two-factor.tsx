/**
 * Two-factor sign-in of the signed-in person (/account/two-factor, any role):
 * set up an authenticator app (QR code and the key as text; one code
 * confirms it), see the recovery codes once, make new ones, or turn it off
 * with the current password or a code. The admin area sends admins without
 * a second factor here (?required=admin). Never cached, never indexed.
 */
import { parseSubmission } from "~/lib/parse-submission";
import type { ShouldRevalidateFunction } from "react-router";
import {
  DisableTotpCard,
  RecoveryCodesCard,
  RegenerateCodesCard,
  TotpSetupCard,
} from "~/components/account/two-factor-cards";
import { pageMeta } from "~/components/site/page-meta";
import { siteSettingsFor } from "~/server/site/site-settings.server";
import { TWO_FACTOR_TEXT as T } from "~/content/two-factor";
import { formatDateTime } from "~/lib/time/instants";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { useToastFrom } from "~/lib/toast";
import { confirmTotpSchema, proofSchema, TWO_FACTOR_INTENTS as INTENTS } from "~/models/two-factor";
import { getAuth, maySeeStaffThings, requireUser } from "~/server/identity/auth.server";
import { secondFactorMethods } from "~/server/identity/queries.server";
import { proveItIsYou, requireFreshProof } from "~/server/identity/reauthentication.server";
import { disableTotp, regenerateRecoveryCodes, totpStatus } from "~/server/identity/totp.server";
import { beginTotpSetup, confirmTotpSetup } from "~/server/identity/totp-setup.server";
import type { Route } from "./+types/account-two-factor";
import { answer, answeredFailure, refuse, succeed } from "~/server/kernel/answers.server";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: T.metaTitle, description: T.metaDescription, path: "/account/two-factor", noIndex: true });

export const headers = privatePageHeaders;

/** After an expired set-up the page loads again, so the new QR code it names is shown. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { expired?: boolean } | undefined)?.expired === true || defaultShouldRevalidate;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const adminRequired = new URL(request.url).searchParams.get("required") === "admin";
  const methods = await secondFactorMethods(user.id);
  if (!methods.totp) {
    // A secret for this session alone, for a few minutes (totp-setup.server.ts).
    const setup = await beginTotpSetup(user, getAuth(context).sessionToken ?? "", siteSettingsFor(context).brandName);
    return { adminRequired, methods, isAdmin: maySeeStaffThings(getAuth(context)), setup: setup ? { secretText: setup.secretText, qrCodeDataUrl: setup.qrCodeDataUrl } : null, on: null };
  }
  const status = await totpStatus(user.id);
  return {
    adminRequired,
    methods,
    isAdmin: maySeeStaffThings(getAuth(context)),
    setup: null,
    on: { enabledAt: status.enabledAt ? formatDateTime(status.enabledAt) : "", unusedCodes: status.unusedRecoveryCodes },
  };
}

const hidden = ["code", "password"];

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const sessionToken = getAuth(context).sessionToken;
  const formData = await request.formData();
  const intent = formData.get("intent");
  // New codes need a recent proof that it is the owner (the confirmation page asks, then comes back).
  if (intent === INTENTS.regenerate) await requireFreshProof(context, "/account/two-factor");
  try {
    if (intent === INTENTS.regenerate) {
      const codes = await regenerateRecoveryCodes(user.id);
      if (!codes) return answer(409, { ok: false, intent, result: undefined, codes: null, toast: null });
      return succeed({ title: T.regeneratedTitle, description: T.regenerated }, { intent, result: undefined, codes });
    }
    if (intent === INTENTS.disable) {
      const submission = parseSubmission(formData, { schema: proofSchema });
      if (submission.status !== "success") {
        return answer(400, { ok: false, intent, result: submission.reply({ hideFields: hidden }), codes: null, toast: null });
      }
      // The form asks for the proof itself: the password or a current code.
      const outcome = await proveItIsYou(user.id, sessionToken, { password: submission.value.password, code: submission.value.code || undefined });
      if (!outcome.ok) {
        const throttled = outcome.reason === "throttled";
        return answer(
          throttled ? 429 : 400,
          {
            ok: false,
            intent,
            result: submission.reply({ hideFields: hidden, fieldErrors: throttled ? {} : { password: [T.proofWrong] } }),
            codes: null,
            toast: throttled ? { type: "error", title: T.errorTitle, description: T.throttled(outcome.retryAfterSeconds) } : null,
          },
          throttled ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined,
        );
      }
      await disableTotp(user.id);
      return succeed({ title: T.disabledTitle, description: T.disabled }, { intent, result: submission.reply({ resetForm: true }), codes: null });
    }
    const submission = parseSubmission(formData, { schema: confirmTotpSchema });
    if (submission.status !== "success") {
      return answer(400, { ok: false, intent: INTENTS.confirm, result: submission.reply({ hideFields: hidden }), codes: null, toast: null });
    }
    const outcome = await confirmTotpSetup(user.id, sessionToken ?? "", submission.value.code);
    if (!outcome.ok) {
      const expired = outcome.reason === "no_pending_secret";
      return answer(400, {
        ok: false,
        intent: INTENTS.confirm,
        result: submission.reply({ hideFields: hidden, fieldErrors: { code: [expired ? T.setupExpired : T.wrongCode] } }),
        codes: null,
        toast: null,
        expired,
      });
    }
    return succeed(
      { title: T.enabledTitle, description: T.enabled },
      { intent: INTENTS.confirm, result: submission.reply({ resetForm: true }), codes: outcome.recoveryCodes },
    );
  } catch (error) {
    answeredFailure(context, "account two-factor change", error);
    return refuse(500, { title: T.errorTitle, description: T.unknownError }, { intent, result: undefined, codes: null });
  }
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  useToastFrom(actionData);
  const { adminRequired, setup, on } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 pb-16 pt-28">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{T.title}</h1>
        {adminRequired && !on && (
          <div role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-4">
            <p className="font-semibold">{T.adminRequiredTitle}</p>
            <p className="text-sm">{T.adminRequired}</p>
          </div>
        )}
      </header>
      {actionData?.codes && <RecoveryCodesCard codes={actionData.codes} />}
      {setup && <TotpSetupCard setup={setup} lastResult={actionData?.intent === INTENTS.confirm ? actionData.result : undefined} />}
      {on && !actionData?.codes && (
        <>
          <RegenerateCodesCard enabledAt={on.enabledAt} unusedCodes={on.unusedCodes} isAdmin={loaderData.isAdmin} />
          <DisableTotpCard lastResult={actionData?.intent === INTENTS.disable ? actionData.result : undefined} />
        </>
      )}
    </div>
  );
}
