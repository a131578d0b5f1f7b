/**
 * The card of /auth/second-factor: the code form (a code from the app, or a
 * recovery code) when the account has TOTP on, and the `passkeyButton` slot
 * for accounts with a passkey. An account with passkeys only sees no code
 * form it could not satisfy.
 */
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { SECOND_FACTOR_TEXT as S } from "~/content/two-factor";
import { useToastFrom, type ToastMessage } from "~/lib/toast";
import { secondFactorSchema } from "~/models/two-factor";
import { AuthCard, AuthSubmit } from "~/components/auth/auth-card";
import { useAuthForm } from "~/components/auth/use-auth-form";

export type SecondFactorCardProps = {
  methods: { totp: boolean; passkeys: boolean };
  /** The code form shown, or null when the account has no TOTP (passkeys only). */
  method: "totp" | "recovery" | null;
  lastResult?: SubmissionResult<string[]> | null;
  toast?: ToastMessage | null;
  /** Where the passkey sign-in button goes (added by the passkey feature); shown when the account has passkeys. */
  passkeyButton?: ReactNode;
};

export function SecondFactorCard({ methods, method, lastResult, toast, passkeyButton }: SecondFactorCardProps) {
  useToastFrom({ toast });
  return (
    <AuthCard
      title={S.title}
      description={method === "totp" ? S.totpIntro : method === "recovery" ? S.recoveryIntro : S.passkeyOnlyIntro}
      contentClassName="space-y-5"
>
      {method && <CodeForm key={method} method={method} lastResult={lastResult} />}
      {methods.passkeys && (
        <div className="space-y-3" data-slot="passkey">
          {method && <p className="text-center text-sm text-muted-foreground">{S.passkeyAlsoIntro}</p>}
          {passkeyButton}
        </div>
      )}
      <p className="text-center text-sm">
        <Link to="/auth" className="underline underline-offset-4 hover:text-primary">
          {S.startOver}
        </Link>
      </p>
    </AuthCard>
  );
}

function CodeForm({ method, lastResult }: { method: "totp" | "recovery"; lastResult?: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/auth/second-factor");
  // The toast of the action's answer is shown by the card (useToastFrom above).
  const [form, fields] = useAuthForm(secondFactorSchema, { result: lastResult });
  const totp = method === "totp";
  return (
    <Form method="post" className="space-y-5" {...getFormProps(form)}>
      <input type="hidden" name="method" value={method} />
      <Field label={totp ? S.codeLabel : S.recoveryLabel} htmlFor={fields.code.id} errors={fields.code.errors}>
        <Input
          {...getInputProps(fields.code, { type: "text" })}
          key={fields.code.key}
          autoComplete="one-time-code"
          inputMode={totp ? "numeric" : "text"}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={totp ? 7 : 11}
          autoFocus
          required
        />
      </Field>
      <AuthSubmit busy={busy} label={S.submit} busyLabel={S.submitting} />
      <p className="text-center text-sm">
        <Link
          to={totp ? "/auth/second-factor?method=recovery" : "/auth/second-factor"}
          className="underline underline-offset-4 hover:text-primary"
        >
          {totp ? S.useRecovery : S.useTotp}
        </Link>
      </p>
    </Form>
  );
}
