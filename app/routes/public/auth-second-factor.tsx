/**
 * The second step of signing in (/auth/second-factor): after a right
 * password, an account with a second factor is asked for a code from its
 * authenticator app, or one of its recovery codes (?method=recovery). An
 * account whose only second factor is a passkey sees no code form, only the
 * passkey button. Without a live pending sign-in the page sends the person
 * back to /auth. Never cached, never indexed.
 */
import { parseSubmission } from "~/lib/parse-submission";
import { redirect } from "react-router";
import { SecondFactorCard } from "~/components/auth/second-factor-card";
import { pageMeta } from "~/components/site/page-meta";
import { SECOND_FACTOR_TEXT as S } from "~/content/two-factor";
import { AUTH_TEXT } from "~/content/auth";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { secondFactorSchema } from "~/models/two-factor";
import { getAuth, maySeeStaffThings } from "~/server/identity/auth.server";
import { clearedPendingSignInCookie, getPendingSignIn, readPendingSignInToken } from "~/server/identity/pending-sign-in.server";
import { requestInfoContext } from "~/server/kernel/request-context.server";
import { PasskeyButton } from "~/components/passkey-button";
import { verifySecondFactor } from "~/server/identity/second-factor.server";
import { secondFactorMethods } from "~/server/identity/queries.server";
import { signedInPath } from "~/server/identity/sign-in.server";
import { redirectWithToast, toastHeader } from "~/server/kernel/toast.server";
import type { Route } from "./+types/auth-second-factor";
import { answer, answeredFailure, refuse } from "~/server/kernel/answers.server";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: S.metaTitle, description: S.metaDescription, path: "/auth/second-factor", noIndex: true });

export const headers = privatePageHeaders;

function backToSignIn(message: string) {
  const response = redirectWithToast("/auth", { type: "error", title: S.errorTitle, description: message });
  response.headers.append("Set-Cookie", clearedPendingSignInCookie());
  return response;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const auth = getAuth(context);
  if (auth.user) throw redirect(signedInPath(maySeeStaffThings(auth)));
  const token = readPendingSignInToken(request);
  const pending = token ? await getPendingSignIn(token) : undefined;
  if (!pending) throw backToSignIn(S.expired);
  const methods = await secondFactorMethods(pending.userId);
  const wantsRecovery = new URL(request.url).searchParams.get("method") === "recovery";
  return { methods, method: methods.totp ? (wantsRecovery ? "recovery" : "totp") : null } as const;
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseSubmission(formData, { schema: secondFactorSchema });
  if (submission.status !== "success") {
    return answer(400, { ok: false, result: submission.reply({ hideFields: ["code"] }), toast: null });
  }
  const { clientIp } = context.get(requestInfoContext);
  try {
    const outcome = await verifySecondFactor({
      token: readPendingSignInToken(request),
      code: submission.value.code,
      kind: submission.value.method,
      clientIp,
      userAgent: request.headers.get("user-agent"),
    });
    if (outcome.ok) {
      const headers = new Headers();
      for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
      headers.append("Set-Cookie", toastHeader({ type: "success", title: AUTH_TEXT.successTitle, description: AUTH_TEXT.successMessage }));
      return redirect(outcome.isAdmin ? "/admin" : "/", { headers });
    }
    if (outcome.reason === "expired") throw backToSignIn(S.expired);
    if (outcome.reason === "wrong_code" && outcome.exhausted) throw backToSignIn(S.exhausted);
    if (outcome.reason === "throttled") {
      return answer(
        429,
        { ok: false, result: submission.reply({ hideFields: ["code"] }), toast: { type: "error", title: S.errorTitle, description: S.throttled(outcome.retryAfterSeconds) } },
        { "Retry-After": String(outcome.retryAfterSeconds) },
      );
    }
    const message = submission.value.method === "totp" ? S.wrongCode : S.wrongRecovery;
    return refuse(401, { title: S.errorTitle, description: message }, { result: submission.reply({ hideFields: ["code"], fieldErrors: { code: [message] } }) });
  } catch (error) {
    if (error instanceof Response) throw error;
    answeredFailure(context, "auth second factor", error);
    return refuse(500, { title: S.errorTitle, description: S.unknownError }, { result: submission.reply({ hideFields: ["code"] }) });
  }
}

export default function SecondFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SecondFactorCard
      methods={loaderData.methods}
      method={loaderData.method}
      lastResult={actionData?.result}
      toast={actionData?.toast}
      // Shown by the card only when the account has passkeys.
      passkeyButton={<PasskeyButton mode="second-factor" className="w-full" />}
    />
  );
}
