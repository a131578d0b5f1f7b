/**
 * The one-time staff invitation link (/auth/invite/<token>, decision 0021):
 * the invited person chooses a password (the rules of every new password),
 * the account is created with the invited role, and they are signed in at
 * once (the link in their own mailbox proved the address; asking for the
 * password they just chose again would add nothing). A link that is unknown
 * answers 400; one that expired, was used or was revoked 410, and an address
 * that meanwhile got an account 409, each with a clear message. The address
 * holds a secret: never cached, never indexed, no Referer sent to other sites, and the server
 * log writes [token] instead (loggable-url.server.ts).
 */
import { parseSubmission } from "~/lib/parse-submission";
import { data, redirect, useActionData } from "react-router";
import { BrokenLinkCard } from "~/components/auth/broken-link-card";
import { NewPasswordForm } from "~/components/auth/new-password-form";
import { pageMeta } from "~/components/site/page-meta";
import { INVITE_PAGE_TEXT as T } from "~/content/account";
import { privatePageHeaders } from "~/lib/private-page-headers";
// The rules of every new password, as on the reset link (the server adds the common-password check).
import { resetPasswordSchema as acceptInvitationSchema } from "~/models/account";
import { getAuth } from "~/server/identity/auth.server";
import { withPasswordRules } from "~/server/identity/password-rules.server";
import { requestInfoContext } from "~/server/kernel/request-context.server";
import { createSession, deleteSession } from "~/server/identity/session.server";
import { acceptInvitation, invitationState, type AcceptResult, type InvitationState } from "~/server/identity/staff.server";
import { toastHeader } from "~/server/kernel/toast.server";
import type { Route } from "./+types/auth-invite";
import { answer, answeredFailure, refuse } from "~/server/kernel/answers.server";

export const meta: Route.MetaFunction = (args) => [
  // The canonical address leaves the token out.
  ...pageMeta(args, { title: T.metaTitle, description: T.metaDescription, path: "/auth/invite", noIndex: true }),
  // Same-origin, not no-referrer: with no-referrer the browser sends
  // `Origin: null` with the form's own post, which the cross-site post guard
  // refuses, so the form would not work without JavaScript. Other sites
  // still get no Referer.
  { name: "referrer", content: "same-origin" },
];

export const headers = privatePageHeaders;

type Broken = Exclude<InvitationState, "valid"> | Extract<AcceptResult, { ok: false }>["state"];
const statusOf = (state: Broken) => (state === "invalid" ? 400 : state === "exists" ? 409 : 410);

export async function loader({ params }: Route.LoaderArgs) {
  const { state, email } = await invitationState(params.token);
  return data({ state, email }, { status: state === "valid" ? 200 : statusOf(state) });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), { schema: withPasswordRules(acceptInvitationSchema) });
  const hideFields = ["password", "confirm"];
  if (submission.status !== "success") {
    return answer(400, { ok: false, result: submission.reply({ hideFields }), toast: null, state: null });
  }
  const outcome = await acceptInvitation(params.token, submission.value.password).catch((error: unknown) => {
    answeredFailure(context, "auth invitation", error);
    return undefined;
  });
  if (!outcome) {
    return refuse(500, { title: T.errorTitle, description: T.unknownError }, { result: submission.reply({ hideFields }), state: null });
  }
  if (!outcome.ok) return answer(statusOf(outcome.state), { ok: false, result: submission.reply({ hideFields }), toast: null, state: outcome.state });

  // Signed in as the new account; a session this browser held for someone else ends (no session fixation).
  const { sessionToken } = getAuth(context);
  if (sessionToken) await deleteSession(sessionToken);
  const { clientIp } = context.get(requestInfoContext);
  const { cookie } = await createSession(outcome.user.id, new Date(), { userAgent: request.headers.get("user-agent"), ipAddress: clientIp });
  const headers = new Headers();
  headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", toastHeader({ type: "success", title: T.doneTitle, description: T.doneMessage }));
  return redirect(outcome.admin ? "/admin" : "/", { headers });
}

export default function AcceptInvitationPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const state = actionData?.state ?? loaderData.state;
  return state === "valid" ? (
    <NewPasswordForm text={T} subtitle={T.subtitle(loaderData.email ?? "")} actionData={actionData} username={loaderData.email ?? undefined} />
  ) : (
    <BrokenLinkCard title={T.invalidTitle} description={T[state]} to="/auth" label={T.toSignIn} />
  );
}
