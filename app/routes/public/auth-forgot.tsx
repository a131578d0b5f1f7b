/**
 * Forgot password (/auth/forgot): asks for a one-time link by e-mail. The
 * answer is the same whether or not the address has an account; requests are
 * throttled (password-reset.server.ts).
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseSubmission } from "~/lib/parse-submission";
import { Loader2, MailCheck } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { pageMeta } from "~/components/site/page-meta";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { siteSettingsFor } from "~/server/site/site-settings.server";
import { FORGOT_TEXT as T } from "~/content/forgot-password";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { showToast } from "~/lib/toast";
import { forgotPasswordSchema } from "~/models/account";
import { getAuth } from "~/server/identity/auth.server";
import { markFailureHandled } from "~/server/kernel/availability.server";
import { requestPasswordReset } from "~/server/identity/password-reset.server";
import { requestInfoContext } from "~/server/kernel/request-context.server";
import type { Route } from "./+types/auth-forgot";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: T.metaTitle, description: T.metaDescription, path: "/auth/forgot", noIndex: true });

export const headers = privatePageHeaders;

export function loader({ context }: Route.LoaderArgs) {
  if (getAuth(context).user) throw redirect("/account");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), error: null, sent: false }, { status: 400 });
  }
  const { clientIp } = context.get(requestInfoContext);
  const outcome = await requestPasswordReset({
    email: submission.value.email,
    clientIp,
    site: siteSettingsFor(context),
  }).catch((error: unknown) => {
    console.error("[auth] password reset request failed:", error);
    return undefined;
  });
  if (!outcome) {
    markFailureHandled(context);
    return data({ result: submission.reply(), error: T.unknownError, sent: false }, { status: 500 });
  }
  if (!outcome.ok) {
    return data(
      { result: submission.reply(), error: T.throttled(outcome.retryAfterSeconds), sent: false },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  return data({ result: submission.reply({ resetForm: true }), error: null, sent: true });
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/auth/forgot";
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseSubmission(formData, { schema: forgotPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (actionData?.error) showToast({ type: "error", title: T.errorTitle, description: actionData.error });
  }, [actionData]);

  return (
    <div className="flex min-h-[80vh] items-center justify-center px-4 pb-16 pt-28">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle>
            <h1 className="text-2xl font-bold">{actionData?.sent ? T.sentTitle : T.title}</h1>
          </CardTitle>
          {!actionData?.sent && <CardDescription>{T.subtitle}</CardDescription>}
        </CardHeader>
        <CardContent className="space-y-5">
          {actionData?.sent ? (
            <p role="status" className="flex gap-3 text-sm">
              <MailCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
              {T.sent}
            </p>
          ) : (
            <Form method="post" className="space-y-5" {...getFormProps(form)}>
              <Field label={T.emailLabel} htmlFor={fields.email.id} errors={fields.email.errors}>
                <Input
                  {...getInputProps(fields.email, { type: "email" })}
                  key={fields.email.key}
                  autoComplete="email"
                  required
                />
              </Field>
              {/* Said on the page as well as in the toast: without JavaScript there is no toast. */}
              {actionData?.error && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {actionData.error}
                </p>
              )}
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
          )}
          <p className="text-center text-sm">
            <Link to="/auth" className="underline underline-offset-4 hover:text-primary">
              {T.backToSignIn}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
