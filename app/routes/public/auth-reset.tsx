/**
 * The one-time link to set a new password (/auth/reset/<token>). A link that
 * is unknown answers 400, one that expired or was used 410, each with a way to
 * ask again. A working link lists the account's passkeys, each of which can be
 * removed with the new password (a passkey does not need the password). After the reset every session of the account has ended and the
 * person signs in with the new password (/auth, with a success toast). The
 * address holds a secret: never cached, never indexed, no Referer sent to other sites, and
 * the server log writes [token] instead (loggable-url.server.ts).
 */
import { parseSubmission } from "~/lib/parse-submission";
import { data, useActionData } from "react-router";
import { BrokenLinkCard } from "~/components/auth/broken-link-card";
import { NewPasswordForm } from "~/components/auth/new-password-form";
import { REMOVE_PASSKEY_FIELD, ResetPasskeyChoice, type ResetPasskey } from "~/components/auth/reset-passkey-choice";
import { pageMeta } from "~/components/site/page-meta";
import { RESET_TEXT as T } from "~/content/account";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { resetPasswordSchema } from "~/models/account";
import { formatDateTime } from "~/lib/time/instants";
import { withPasswordRules } from "~/server/identity/password-rules.server";
import { passkeysOfResetLink, resetLinkState, resetPassword, type ResetLinkState } from "~/server/identity/password-reset.server";
import { redirectWithToast } from "~/server/kernel/toast.server";
import type { Route } from "./+types/auth-reset";
import { answer, answeredFailure, refuse } from "~/server/kernel/answers.server";

export const meta: Route.MetaFunction = (args) => [
  // The canonical address leaves the token out.
  ...pageMeta(args, { title: T.metaTitle, description: T.metaDescription, path: "/auth/reset", noIndex: true }),
  // Same-origin, not no-referrer: with no-referrer the browser sends
  // `Origin: null` with the form's own post, which the cross-site post guard
  // refuses, so the form would not work without JavaScript. Other sites
  // still get no Referer.
  { name: "referrer", content: "same-origin" },
];

export const headers = privatePageHeaders;

const statusOf = (state: Exclude<ResetLinkState, "valid">) => (state === "invalid" ? 400 : 410);

export async function loader({ params }: Route.LoaderArgs) {
  const state = await resetLinkState(params.token);
  // A working link shows the account's passkeys, to remove any the owner does not recognise.
  const passkeys: ResetPasskey[] =
    state === "valid"
      ? (await passkeysOfResetLink(params.token)).map((p) => ({
          id: p.id,
          name: p.name,
          created: formatDateTime(p.createdAt),
          lastUsed: p.lastUsedAt ? formatDateTime(p.lastUsedAt) : null,
        }))
      : [];
  return data({ state, passkeys }, { status: state === "valid" ? 200 : statusOf(state) });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseSubmission(formData, { schema: withPasswordRules(resetPasswordSchema) });
  if (submission.status !== "success") {
    return answer(400, { ok: false, result: submission.reply({ hideFields: ["password", "confirm"] }), toast: null, state: null });
  }
  const removePasskeys = formData.getAll(REMOVE_PASSKEY_FIELD).filter((id): id is string => typeof id === "string");
  const outcome = await resetPassword(params.token, submission.value.password, new Date(), { removePasskeys }).catch((error: unknown) => {
    answeredFailure(context, "auth password reset", error);
    return undefined;
  });
  if (!outcome) {
    return refuse(500, { title: T.errorTitle, description: T.unknownError }, { result: submission.reply({ hideFields: ["password", "confirm"] }), state: null });
  }
  if (!outcome.ok) return answer(statusOf(outcome.state), { ok: false, result: submission.reply(), toast: null, state: outcome.state });
  return redirectWithToast("/auth", { type: "success", title: T.doneTitle, description: T.doneMessage });
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const state = actionData?.state ?? loaderData.state;
  return state === "valid" ? (
    <NewPasswordForm text={T} subtitle={T.subtitle} actionData={actionData}>
      <ResetPasskeyChoice passkeys={loaderData.passkeys} />
    </NewPasswordForm>
  ) : (
    <BrokenLinkCard title={T.invalidTitle} description={T[state]} to="/auth/forgot" label={T.askAgain} />
  );
}
