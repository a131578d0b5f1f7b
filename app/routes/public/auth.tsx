import { getFormProps, getInputProps } from "@conform-to/react";
import { parseSubmission } from "~/lib/parse-submission";
import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { PasskeyButton } from "~/components/passkey-button";
import { pageMeta } from "~/components/site/page-meta";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useSiteSettings } from "~/lib/root-data";
import { AUTH_TEXT } from "~/content/auth";
import { FORGOT_TEXT } from "~/content/forgot-password";
import { PASSKEYS_TEXT } from "~/content/passkeys";
import { signInSchema } from "~/models/auth";
import { getAuth, maySeeStaffThings } from "~/server/identity/auth.server";
import { requestInfoContext } from "~/server/kernel/request-context.server";
import { signedInHeaders, signedInPath, signIn, signInThrottledMessage } from "~/server/identity/sign-in.server";
import type { Route } from "./+types/auth";
import { passRetryAfter } from "~/lib/retry-after";
import { AuthCard, AuthRefusal, AuthSubmit } from "~/components/auth/auth-card";
import { useAuthForm } from "~/components/auth/use-auth-form";
import { answer, answeredFailure, refuse } from "~/server/kernel/answers.server";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: AUTH_TEXT.metaTitle,
    description: AUTH_TEXT.metaDescription,
    path: "/auth",
    noIndex: true,
  });

/** A rate-limited answer says when to try again. */
export const headers = passRetryAfter;

/** An already signed-in user is sent on at once: an admin to /admin, anyone else to /. */
function redirectSignedIn(isAdmin: boolean) {
  return redirect(signedInPath(isAdmin));
}

export function loader({ context }: Route.LoaderArgs) {
  const auth = getAuth(context);
  if (auth.user) throw redirectSignedIn(maySeeStaffThings(auth));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const auth = getAuth(context);
  const formData = await request.formData();
  const submission = parseSubmission(formData, { schema: signInSchema });
  if (submission.status !== "success") {
    return answer(400, { ok: false, result: submission.reply({ hideFields: ["password"] }), toast: null });
  }
  const { clientIp } = context.get(requestInfoContext);
  const result = await signIn({
    ...submission.value,
    clientIp,
    userAgent: request.headers.get("user-agent"),
    previousToken: auth.sessionToken }).catch((error: unknown) => {
    answeredFailure(context, "auth sign-in", error);
    return undefined;
  });
  if (!result) {
    // The spec's answer to an unexpected failure: the toast "Error", on the
    // page, with what was typed kept. The exception's own text is internal
    // (database details), so the person reads the spec's general message.
    return refuse(500, { title: AUTH_TEXT.errorTitle, description: AUTH_TEXT.unknownError }, { result: submission.reply({ hideFields: ["password"] }) });
  }
  if (!result.ok) {
    const throttled = result.reason === "throttled";
    const description = throttled
      ? signInThrottledMessage(result.retryAfterSeconds)
      : result.reason === "disabled"
        ? AUTH_TEXT.accountDisabled
        : AUTH_TEXT.invalidCredentials;
    return answer(
      throttled ? 429 : result.reason === "disabled" ? 403 : 401,
      { ok: false, result: submission.reply({ hideFields: ["password"] }), toast: { type: "error", title: AUTH_TEXT.errorTitle, description } },
      throttled ? { "Retry-After": String(result.retryAfterSeconds) } : undefined,
    );
  }
  if (result.ok === "second-factor") {
    // No session yet: the pending sign-in's cookie, and the page that asks for the second factor.
    return redirect("/auth/second-factor", { headers: { "Set-Cookie": result.cookie } });
  }
  return redirect(signedInPath(result.isAdmin), { headers: signedInHeaders([result.cookie]) });
}

export default function SignInPage() {
  const site = useSiteSettings();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/auth";

  // A refused sign-in: the spec's destructive toast "Error" with the server's message.
  const [form, fields] = useAuthForm(signInSchema, actionData);

  return (
    <AuthCard title={AUTH_TEXT.title(site.brandName)} description={AUTH_TEXT.subtitle}>
      <Form method="post" className="space-y-5" {...getFormProps(form)}>
        <Field label={AUTH_TEXT.emailLabel} htmlFor={fields.email.id} errors={fields.email.errors}>
          <Input
            {...getInputProps(fields.email, { type: "email" })}
            key={fields.email.key}
            autoComplete="email"
            required
          />
        </Field>
        <Field label={AUTH_TEXT.passwordLabel} htmlFor={fields.password.id} errors={fields.password.errors}>
          <Input
            {...getInputProps(fields.password, { type: "password" })}
            key={fields.password.key}
            autoComplete="current-password"
            required
          />
        </Field>
        <p className="-mt-2 text-right text-sm">
          <Link to="/auth/forgot" className="underline underline-offset-4 hover:text-primary">
            {FORGOT_TEXT.link}
          </Link>
        </p>
        {/* A person who mistypes is told even when the toast cannot show (no JavaScript yet, or none at all). */}
        <AuthRefusal answer={actionData} />
        <AuthSubmit busy={busy} label={AUTH_TEXT.submit} busyLabel={AUTH_TEXT.submitting} />
      </Form>
      <div className="my-5 flex items-center gap-3 text-xs uppercase text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {PASSKEYS_TEXT.or}
        <span className="h-px flex-1 bg-border" />
      </div>
      <PasskeyButton mode="sign-in" className="w-full" />
    </AuthCard>
  );
}
