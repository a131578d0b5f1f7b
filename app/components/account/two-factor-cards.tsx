/**
 * The cards of /account/two-factor: set-up (QR code, key, confirming code),
 * the recovery codes (shown once, with copy and download), new codes, and
 * turning it off.
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseSubmission } from "~/lib/parse-submission";
import { Loader2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { TWO_FACTOR_TEXT as T } from "~/content/two-factor";
import { confirmTotpSchema, TWO_FACTOR_INTENTS as INTENTS } from "~/models/two-factor";
import { ProofForm } from "./proof-form";

type LastResult = SubmissionResult<string[]> | undefined;

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function BusyLabel({ busy, idle, working }: { busy: boolean; idle: string; working: string }) {
  return busy ? (
    <>
      <Loader2 className="animate-spin" aria-hidden="true" />
      {working}
    </>
  ) : (
    idle
  );
}

function Section({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">{heading}</h2>
        </CardTitle>
        <CardDescription>{intro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}

export function TotpSetupCard({ setup, lastResult }: { setup: { secretText: string; qrCodeDataUrl: string }; lastResult: LastResult }) {
  const busy = useBusy(INTENTS.confirm);
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseSubmission(formData, { schema: confirmTotpSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Section heading={T.setupHeading} intro={T.setupIntro}>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        {/* Drawn on the server: the secret never reaches another service. */}
        <img src={setup.qrCodeDataUrl} alt={T.qrAlt} width={224} height={224} className="rounded-md border bg-white" />
        <div className="space-y-2">
          <p className="text-sm font-medium">{T.secretLabel}</p>
          <code className="block rounded-md bg-muted p-3 font-mono text-base tracking-wider" data-testid="totp-secret">
            {setup.secretText}
          </code>
        </div>
      </div>
      <Form method="post" className="max-w-xs space-y-5" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={INTENTS.confirm} />
        <Field label={T.codeLabel} htmlFor={fields.code.id} errors={fields.code.errors}>
          <Input
            {...getInputProps(fields.code, { type: "text" })}
            key={fields.code.key}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            required
          />
        </Field>
        <Button type="submit" disabled={busy}>
          <BusyLabel busy={busy} idle={T.confirmSubmit} working={T.confirming} />
        </Button>
      </Form>
    </Section>
  );
}

export function RecoveryCodesCard({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  const text = codes.join("\n") + "\n";
  return (
    <Section heading={T.recoveryHeading} intro={T.recoveryIntro}>
      <ul aria-label={T.recoveryListLabel} className="grid max-w-sm grid-cols-2 gap-2 font-mono text-base">
        {codes.map((code) => (
          <li key={code} className="rounded bg-muted px-3 py-1.5">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
        >
          {copied ? T.copied : T.copyCodes}
        </Button>
        <Button asChild variant="outline">
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download={T.downloadFileName}>
            {T.downloadCodes}
          </a>
        </Button>
        <Button asChild>
          <Link to="/account/two-factor" replace>
            {T.recoveryDone}
          </Link>
        </Button>
      </div>
    </Section>
  );
}

export function RegenerateCodesCard({ enabledAt, unusedCodes, isAdmin }: { enabledAt: string; unusedCodes: number; isAdmin: boolean }) {
  const busy = useBusy(INTENTS.regenerate);
  return (
    <>
      <Section heading={T.onHeading} intro={T.onIntro(enabledAt, unusedCodes)}>
        <p className="flex flex-wrap gap-4 text-sm">
          <Link to="/account" className="underline underline-offset-4 hover:text-primary">
            {T.backToAccount}
          </Link>
          {isAdmin && (
            <Link to="/admin" className="underline underline-offset-4 hover:text-primary">
              {T.toAdmin}
            </Link>
          )}
        </p>
      </Section>
      <Section heading={T.regenerateHeading} intro={T.regenerateIntro}>
        <Form method="post">
          <input type="hidden" name="intent" value={INTENTS.regenerate} />
          <Button type="submit" variant="outline" disabled={busy}>
            <BusyLabel busy={busy} idle={T.regenerateSubmit} working={T.regenerating} />
          </Button>
        </Form>
      </Section>
    </>
  );
}

export function DisableTotpCard({ lastResult }: { lastResult: LastResult }) {
  return (
    <Section heading={T.disableHeading} intro={T.disableIntro}>
      <ProofForm
        text={{ passwordLabel: T.passwordLabel, orCodeLabel: T.orCodeLabel, submit: T.disableSubmit, submitting: T.disabling }}
        lastResult={lastResult}
        withCode
        intent={INTENTS.disable}
        destructive
      />
    </Section>
  );
}

/** On /account: whether two-factor sign-in is on, and the way to its page. */
export function TwoFactorLinkCard({ on }: { on: boolean }) {
  return (
    <Section heading={T.accountLinkHeading} intro={on ? T.accountLinkOn : T.accountLinkOff}>
      <Button asChild variant="outline">
        <Link to="/account/two-factor">{T.accountLink}</Link>
      </Button>
    </Section>
  );
}
