/**
 * Forgot password (/auth/forgot): asks for a one-time link by e-mail. The
 * answer is the same whether or not the address has an account; requests are
 * throttled (password-reset.server.ts).
 */
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseSubmission } from "~/lib/parse-submission";
import { MailCheck } from "lucide-react";
import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { pageMeta } from "~/components/site/page-meta";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { FORGOT_TEXT as T } from "~/content/forgot-password";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { forgotPasswordSchema } from "~/models/account";
import { getAuth } from "~/server/identity/auth.server";
import { requestPasswordReset } from "~/server/identity/password-reset.server";
import { requestInfoContext } from "~/server/kernel/request-context.server";
import type { Route } from "./+types/auth-forgot";
import { AuthCard, AuthRefusal, AuthSubmit } from "~/components/auth/auth-card";
import { useAuthForm } from "~/components/auth/use-auth-form";
import { answer, answeredFailure, refuse } from "~/server/kernel/answers.server";

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
    return answer(400, { ok: false, result: submission.reply(), toast: null, sent: false });
  }
  const { clientIp } = context.get(requestInfoContext);
  const outcome = await requestPasswordReset({
    email: submission.value.email,
    clientIp,
  }).catch((error: unknown) => {
    answeredFailure(context, "auth password reset request", error);
    return undefined;
  });
  if (!outcome) {
    return refuse(500, { title: T.errorTitle, description: T.unknownError }, { result: submission.reply(), sent: false });
  }
  if (!outcome.ok) {
    return answer(
      429,
      { ok: false, result: submission.reply(), toast: { type: "error", title: T.errorTitle, description: T.throttled(outcome.retryAfterSeconds) }, sent: false },
      { "Retry-After": String(outcome.retryAfterSeconds) },
    );
  }
  return answer(200, { ok: true, result: submission.reply({ resetForm: true }), toast: null, sent: true });
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/auth/forgot";
  const [form, fields] = useAuthForm(forgotPasswordSchema, actionData);

  return (
    <AuthCard
      title={actionData?.sent ? T.sentTitle : T.title}
      description={actionData?.sent ? undefined : T.subtitle}
      contentClassName="space-y-5"
>
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
          <AuthRefusal answer={actionData} />
          <AuthSubmit busy={busy} label={T.submit} busyLabel={T.submitting} />
        </Form>
      )}
      <p className="text-center text-sm">
        <Link to="/auth" className="underline underline-offset-4 hover:text-primary">
          {T.backToSignIn}
        </Link>
      </p>
    </AuthCard>
  );
}
