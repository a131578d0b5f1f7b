/**
 * The fields that prove it is the account's owner: the current password, or a
 * current code from the authenticator app (when the account has one). Used by
 * /account/confirm and by "Turn off two-factor sign-in".
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Loader2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { parseSubmission } from "~/lib/parse-submission";
import { proofSchema } from "~/models/two-factor";

export type ProofFormText = { passwordLabel: string; orCodeLabel: string; submit: string; submitting: string };

export function ProofForm({
  text,
  lastResult,
  withCode,
  intent,
  destructive = false,
}: {
  text: ProofFormText;
  lastResult: SubmissionResult<string[]> | undefined;
  /** Offer the code field (the account has an authenticator app). */
  withCode: boolean;
  intent?: string;
  destructive?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseSubmission(formData, { schema: proofSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" className="max-w-md space-y-5" {...getFormProps(form)}>
      {intent && <input type="hidden" name="intent" value={intent} />}
      <Field label={text.passwordLabel} htmlFor={fields.password.id} errors={fields.password.errors}>
        <Input {...getInputProps(fields.password, { type: "password" })} key={fields.password.key} autoComplete="current-password" />
      </Field>
      {withCode && (
        <Field label={text.orCodeLabel} htmlFor={fields.code.id} errors={fields.code.errors}>
          <Input
            {...getInputProps(fields.code, { type: "text" })}
            key={fields.code.key}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
          />
        </Field>
      )}
      <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={busy}>
        {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
        {busy ? text.submitting : text.submit}
      </Button>
    </Form>
  );
}
