/**
 * The one-time link to set a new password (/auth/reset/<token>). A link that
 * is unknown answers 400, one that expired or was used 410, each with a way to
 * ask again. After the reset every session of the account has ended and the
 * person signs in with the new password (/auth, with a success toast). The
 * address holds a secret: never cached, never indexed, no Referer sent, and
 * the server log writes [token] instead (loggable-url.server.ts).
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Loader2 } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { pageMeta } from "~/components/site/page-meta";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { RESET_TEXT as T } from "~/content/account";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { showToast } from "~/lib/toast";
import { MAX_NEW_PASSWORD_LENGTH, resetPasswordSchema } from "~/models/account";
import { markFailureHandled } from "~/server/availability.server";
import { withPasswordRules } from "~/server/password-rules.server";
import { resetLinkState, resetPassword, type ResetLinkState } from "~/server/password-reset.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/auth-reset";

export const meta: Route.MetaFunction = (args) => [
  // The canonical address leaves the token out.
  ...pageMeta(args, { title: T.metaTitle, description: T.metaDescription, path: "/auth/reset", noIndex: true }),
  { name: "referrer", content: "no-referrer" },
];

export const headers = privatePageHeaders;

const statusOf = (state: Exclude<ResetLinkState, "valid">) => (state === "invalid" ? 400 : 410);

export async function loader({ params }: Route.LoaderArgs) {
  const state = await resetLinkState(params.token);
  return data({ state }, { status: state === "valid" ? 200 : statusOf(state) });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: withPasswordRules(resetPasswordSchema) });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirm"] }), state: null, error: null }, { status: 400 });
  }
  const outcome = await resetPassword(params.token, submission.value.password).catch((error: unknown) => {
    console.error("[auth] password reset failed:", error);
    return undefined;
  });
  if (!outcome) {
    markFailureHandled(context);
    return data({ result: submission.reply({ hideFields: ["password", "confirm"] }), state: null, error: T.unknownError }, { status: 500 });
  }
  if (!outcome.ok) return data({ result: submission.reply(), state: outcome.state, error: null }, { status: statusOf(outcome.state) });
  return redirectWithToast("/auth", { type: "success", title: T.doneTitle, description: T.doneMessage });
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const state = actionData?.state ?? loaderData.state;
  return (
    <div className="flex min-h-[80vh] items-center justify-center px-4 pb-16 pt-28">
      <Card className="w-full max-w-md">{state === "valid" ? <ResetForm /> : <BrokenLink state={state} />}</Card>
    </div>
  );
}

function BrokenLink({ state }: { state: Exclude<ResetLinkState, "valid"> }) {
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
          <Link to="/auth/forgot">{T.askAgain}</Link>
        </Button>
      </CardContent>
    </>
  );
}

function ResetForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
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
        <CardDescription>{T.subtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="space-y-5" {...getFormProps(form)}>
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
