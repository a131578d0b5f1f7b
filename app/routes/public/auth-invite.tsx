/**
 * The one-time staff invitation link (/auth/invite/<token>, decision 0021):
 * the invited person chooses a password (the rules of every new password),
 * the account is created with the invited role, and they are signed in at
 * once (the link in their own mailbox proved the address; asking for the
 * password they just chose again would add nothing). A link that is unknown
 * answers 400; one that expired, was used or was revoked 410, and an address
 * that meanwhile got an account 409, each with a clear message. The address
 * holds a secret: never cached, never indexed, no Referer sent, and the server
 * log writes [token] instead (loggable-url.server.ts).
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Loader2 } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { pageMeta } from "~/components/site/page-meta";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { INVITE_PAGE_TEXT as T } from "~/content/account";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { showToast } from "~/lib/toast";
// The rules of every new password, as on the reset link (the server adds the common-password check).
import { MAX_NEW_PASSWORD_LENGTH, resetPasswordSchema as acceptInvitationSchema } from "~/models/account";
import { getAuth } from "~/server/auth.server";
import { markFailureHandled } from "~/server/availability.server";
import { withPasswordRules } from "~/server/password-rules.server";
import { requestInfoContext } from "~/server/request-context.server";
import { createSession, deleteSession } from "~/server/session.server";
import { acceptInvitation, invitationState, type AcceptResult, type InvitationState } from "~/server/staff.server";
import { toastHeader } from "~/server/toast.server";
import type { Route } from "./+types/auth-invite";

export const meta: Route.MetaFunction = (args) => [
  // The canonical address leaves the token out.
  ...pageMeta(args, { title: T.metaTitle, description: T.metaDescription, path: "/auth/invite", noIndex: true }),
  { name: "referrer", content: "no-referrer" },
];

export const headers = privatePageHeaders;

type Broken = Exclude<InvitationState, "valid"> | Extract<AcceptResult, { ok: false }>["state"];
const statusOf = (state: Broken) => (state === "invalid" ? 400 : state === "exists" ? 409 : 410);

export async function loader({ params }: Route.LoaderArgs) {
  const { state, email } = await invitationState(params.token);
  return data({ state, email }, { status: state === "valid" ? 200 : statusOf(state) });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: withPasswordRules(acceptInvitationSchema) });
  const hideFields = ["password", "confirm"];
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields }), state: null, error: null }, { status: 400 });
  }
  const outcome = await acceptInvitation(params.token, submission.value.password).catch((error: unknown) => {
    console.error("[auth] accepting an invitation failed:", error);
    return undefined;
  });
  if (!outcome) {
    markFailureHandled(context);
    return data({ result: submission.reply({ hideFields }), state: null, error: T.unknownError }, { status: 500 });
  }
  if (!outcome.ok) return data({ result: submission.reply({ hideFields }), state: outcome.state, error: null }, { status: statusOf(outcome.state) });

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
  return (
    <div className="flex min-h-[80vh] items-center justify-center px-4 pb-16 pt-28">
      <Card className="w-full max-w-md">
        {state === "valid" ? <AcceptForm email={loaderData.email ?? ""} /> : <BrokenLink state={state} />}
      </Card>
    </div>
  );
}

function BrokenLink({ state }: { state: Broken }) {
  return (
    <>
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="text-2xl font-bold">{T.invalidTitle}</h1>
        </CardTitle>
        <CardDescription>{T[state]}</CardDescription>
      </CardHeader>
      <CardContent className="text-center">
        <Button asChild>
          <Link to="/auth">{T.toSignIn}</Link>
        </Button>
      </CardContent>
    </>
  );
}

function AcceptForm({ email }: { email: string }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: acceptInvitationSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (actionData?.error) showToast({ type: "error", title: T.errorTitle, description: actionData.error });
  }, [actionData]);
  return (
    <>
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="text-2xl font-bold">{T.title}</h1>
        </CardTitle>
        <CardDescription>{T.subtitle(email)}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="space-y-5" {...getFormProps(form)}>
          {/* For password managers: the account the new password belongs to. */}
          <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
          <Field label={T.passwordLabel} htmlFor={fields.password.id} errors={fields.password.errors}>
            <Input
              {...getInputProps(fields.password, { type: "password" })}
              key={fields.password.key}
              autoComplete="new-password"
              maxLength={MAX_NEW_PASSWORD_LENGTH}
              required
            />
          </Field>
          <Field label={T.confirmLabel} htmlFor={fields.confirm.id} errors={fields.confirm.errors}>
            <Input
              {...getInputProps(fields.confirm, { type: "password" })}
              key={fields.confirm.key}
              autoComplete="new-password"
              maxLength={MAX_NEW_PASSWORD_LENGTH}
              required
            />
          </Field>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? (
              <>
                <Loader2 className="animate-spin" aria-hidden="true" />
                {T.submitting}
              </>
            ) : (
              T.submit
            )}
          </Button>
        </Form>
      </CardContent>
    </>
  );
}
