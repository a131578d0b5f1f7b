/**
 * The card of /auth/second-factor: the code form (a code from the app, or a
 * recovery code) when the account has TOTP on, and the `passkeyButton` slot
 * for accounts with a passkey. An account with passkeys only sees no code
 * form it could not satisfy.
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseSubmission } from "~/lib/parse-submission";
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { SECOND_FACTOR_TEXT as S } from "~/content/two-factor";
import { useToastFrom, type ToastMessage } from "~/lib/toast";
import { secondFactorSchema } from "~/models/two-factor";

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
    <div className="flex min-h-[80vh] items-center justify-center px-4 pb-16 pt-28">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle>
            <h1 className="text-2xl font-bold">{S.title}</h1>
          </CardTitle>
          <CardDescription>
            {method === "totp" ? S.totpIntro : method === "recovery" ? S.recoveryIntro : S.passkeyOnlyIntro}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
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
        </CardContent>
      </Card>
    </div>
  );
}

function CodeForm({ method, lastResult }: { method: "totp" | "recovery"; lastResult?: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/auth/second-factor");
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseSubmission(formData, { schema: secondFactorSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
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
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            {S.submitting}
          </>
        ) : (
          S.submit
        )}
      </Button>
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
