/**
 * "Confirm it's you" (/account/confirm?next=/account/...): the fresh proof
 * asked before adding or removing a passkey or making new recovery codes
 * (reauthentication.server.ts). The password, or a current code from the
 * authenticator app, marks this session as proven for 5 minutes and goes back
 * to the page that asked. Wrong answers are limited per account. Never
 * cached, never indexed.
 */
import { parseSubmission } from "~/lib/parse-submission";
import { Link, redirect } from "react-router";
import { ProofForm } from "~/components/account/proof-form";
import { pageMeta } from "~/components/site/page-meta";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { CONFIRM_TEXT as T } from "~/content/reauthentication";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { useToastFrom } from "~/lib/toast";
import { proofSchema } from "~/models/two-factor";
import { getAuth, requireUser } from "~/server/identity/auth.server";
import { proveItIsYou, safeNext } from "~/server/identity/reauthentication.server";
import { secondFactorMethods } from "~/server/identity/queries.server";
import { answer, answeredFailure, refuse } from "~/server/kernel/answers.server";
import type { Route } from "./+types/account-confirm";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: T.metaTitle, description: T.metaDescription, path: "/account/confirm", noIndex: true });

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  return { next, withCode: (await secondFactorMethods(user.id)).totp };
}

const hidden = ["password", "code"];

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const submission = parseSubmission(await request.formData(), { schema: proofSchema });
  if (submission.status !== "success") return answer(400, { ok: false, result: submission.reply({ hideFields: hidden }), toast: null });
  try {
    const proof = { password: submission.value.password, code: submission.value.code || undefined };
    const outcome = await proveItIsYou(user.id, getAuth(context).sessionToken, proof);
    if (outcome.ok) return redirect(next);
    const throttled = outcome.reason === "throttled";
    return answer(
      throttled ? 429 : 400,
      {
        ok: false,
        result: submission.reply({ hideFields: hidden, fieldErrors: throttled ? {} : { password: [T.wrong] } }),
        toast: throttled ? { type: "error", title: T.errorTitle, description: T.throttled(outcome.retryAfterSeconds) } : null,
      },
      throttled ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined,
    );
  } catch (error) {
    answeredFailure(context, "account confirming it is the owner", error);
    return refuse(500, { title: T.errorTitle, description: T.unknownError }, { result: submission.reply({ hideFields: hidden }) });
  }
}

export default function ConfirmItIsYouPage({ loaderData, actionData }: Route.ComponentProps) {
  useToastFrom(actionData);
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 pb-16 pt-28">
      <p>
        <Link to={loaderData.next} className="text-sm underline underline-offset-4 hover:text-primary">
          {T.backToAccount}
        </Link>
      </p>
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-bold">{T.title}</h1>
          </CardTitle>
          <CardDescription>{T.intro}</CardDescription>
        </CardHeader>
        <CardContent>
          <ProofForm text={T} lastResult={actionData?.result} withCode={loaderData.withCode} />
        </CardContent>
      </Card>
    </div>
  );
}
