/**
 * Choosing a new password on a one-time link: the reset link
 * (/auth/reset/<token>) and the staff invitation (/auth/invite/<token>).
 * Both ask for the password twice under the same rules (resetPasswordSchema
 * here, and again on the server with the common-password check), and show a
 * refusal from the server as the spec's error toast.
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseSubmission } from "~/lib/parse-submission";
import { Loader2 } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { showToast } from "~/lib/toast";
import { MAX_NEW_PASSWORD_LENGTH, resetPasswordSchema } from "~/models/account";

export type NewPasswordFormText = {
  title: string;
  passwordLabel: string;
  confirmLabel: string;
  submit: string;
  submitting: string;
  errorTitle: string;
};

export function NewPasswordForm({
  text,
  subtitle,
  actionData,
  username,
  children,
}: {
  text: NewPasswordFormText;
  subtitle: string;
  actionData: { result?: SubmissionResult<string[]>; error?: string | null } | undefined;
  /** The account's e-mail, for password managers to file the new password under. */
  username?: string;
  /** More of the form, after the password fields (the reset link's passkeys). */
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseSubmission(formData, { schema: resetPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (actionData?.error) showToast({ type: "error", title: text.errorTitle, description: actionData.error });
  }, [actionData, text.errorTitle]);
  return (
    <>
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="text-2xl font-bold">{text.title}</h1>
        </CardTitle>
        <CardDescription>{subtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="space-y-5" {...getFormProps(form)}>
          {username && <input type="email" name="username" value={username} autoComplete="username" readOnly hidden />}
          <Field label={text.passwordLabel} htmlFor={fields.password.id} errors={fields.password.errors}>
            <Input
              {...getInputProps(fields.password, { type: "password" })}
              key={fields.password.key}
              autoComplete="new-password"
              maxLength={MAX_NEW_PASSWORD_LENGTH}
              required
            />
          </Field>
          <Field label={text.confirmLabel} htmlFor={fields.confirm.id} errors={fields.confirm.errors}>
            <Input
              {...getInputProps(fields.confirm, { type: "password" })}
              key={fields.confirm.key}
              autoComplete="new-password"
              maxLength={MAX_NEW_PASSWORD_LENGTH}
              required
            />
          </Field>
          {children}
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
                {text.submitting}
              </>
            ) : (
              text.submit
            )}
          </Button>
        </Form>
      </CardContent>
    </>
  );
}
