/**
 * Choosing a new password on a one-time link: the reset link
 * (/auth/reset/<token>) and the staff invitation (/auth/invite/<token>).
 * Both ask for the password twice under the same rules (resetPasswordSchema
 * here, and again on the server with the common-password check), and show a
 * refusal from the server as the spec's error toast.
 */
import { getFormProps, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { MAX_NEW_PASSWORD_LENGTH, resetPasswordSchema } from "~/models/account";
import { AuthCard, AuthRefusal, AuthSubmit } from "~/components/auth/auth-card";
import { useAuthForm, type AuthAnswer } from "~/components/auth/use-auth-form";

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
  actionData: AuthAnswer | undefined;
  /** The account's e-mail, for password managers to file the new password under. */
  username?: string;
  /** More of the form, after the password fields (the reset link's passkeys). */
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useAuthForm(resetPasswordSchema, actionData);
  return (
    <AuthCard title={text.title} description={subtitle}>
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
      <AuthRefusal answer={actionData} />
      <AuthSubmit busy={busy} label={text.submit} busyLabel={text.submitting} />
    </Form>
    </AuthCard>
  );
}
