/**
 * The signed-in person's own page (/account, any role): change the password
 * and see where the account is signed in, with "Sign out everywhere else".
 * Anonymous visitors are sent to /auth. Never cached, never indexed.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseSubmission } from "~/lib/parse-submission";
import { Loader2 } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { TwoFactorLinkCard } from "~/components/account/two-factor-cards";
import { pageMeta } from "~/components/site/page-meta";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { ACCOUNT_TEXT as T, PASSWORD_RULES_TEXT } from "~/content/account";
import { FORGOT_TEXT } from "~/content/forgot-password";
import { PASSKEYS_TEXT } from "~/content/passkeys";
import { formatDateTime } from "~/lib/time/instants";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { useToastFrom } from "~/lib/toast";
import { describeUserAgent } from "~/lib/user-agent";
import { changePasswordSchema, MAX_NEW_PASSWORD_LENGTH } from "~/models/account";
import { changePassword, signOutOtherSessions } from "~/server/identity/account.server";
import { withPasswordRules } from "~/server/identity/password-rules.server";
import { getAuth, requireUser } from "~/server/identity/auth.server";
import { secondFactorMethods } from "~/server/identity/queries.server";
import { listUserSessions } from "~/server/identity/session.server";
import type { Route } from "./+types/account";
import { answer, answeredFailure, refuse, succeed } from "~/server/kernel/answers.server";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: T.metaTitle, description: T.metaDescription, path: "/account", noIndex: true });

export const headers = privatePageHeaders;

const CHANGE_INTENT = "change-password";
const SIGN_OUT_OTHERS_INTENT = "sign-out-others";

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const sessions = await listUserSessions(user.id, getAuth(context).sessionToken);
  return {
    email: user.email,
    twoFactorOn: (await secondFactorMethods(user.id)).totp,
    sessions: sessions.map((s) => ({
      id: s.id,
      browser: describeUserAgent(s.userAgent) ?? T.unknownBrowser,
      address: s.ipAddress ?? T.unknownAddress,
      lastSeen: formatDateTime(s.lastSeenAt ?? s.createdAt),
      current: s.current,
    })),
  };
}

const hidden = ["current", "password", "confirm"];

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const { sessionToken } = getAuth(context);
  const formData = await request.formData();
  try {
    if (formData.get("intent") === SIGN_OUT_OTHERS_INTENT) {
      const count = await signOutOtherSessions(user.id, sessionToken);
      return succeed({ title: T.signedOutOthersTitle, description: T.signedOutOthers(count) }, { result: undefined });
    }
    const submission = parseSubmission(formData, { schema: withPasswordRules(changePasswordSchema) });
    if (submission.status !== "success") {
      return answer(400, { ok: false, result: submission.reply({ hideFields: hidden }), toast: null });
    }
    const outcome = await changePassword({ userId: user.id, currentToken: sessionToken, ...submission.value });
    if (!outcome.ok) {
      const throttled = outcome.reason === "throttled";
      return answer(
        throttled ? 429 : 400,
        {
          ok: false,
          result: submission.reply({
            hideFields: hidden,
            fieldErrors: throttled ? {} : { current: [PASSWORD_RULES_TEXT.currentWrong] },
          }),
          toast: throttled ? { type: "error", title: T.errorTitle, description: FORGOT_TEXT.throttled(outcome.retryAfterSeconds) } : null,
        },
        throttled ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined,
      );
    }
    return succeed({ title: T.changedTitle, description: T.changed }, { result: submission.reply({ resetForm: true }) });
  } catch (error) {
    answeredFailure(context, "account change", error);
    return refuse(500, { title: T.errorTitle, description: T.unknownError }, { result: undefined });
  }
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  useToastFrom(actionData);
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 pb-16 pt-28">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{T.title}</h1>
        <p className="text-muted-foreground">{T.signedInAs(loaderData.email)}</p>
      </header>
      <ChangePasswordCard />
      <TwoFactorLinkCard on={loaderData.twoFactorOn} />
      <PasskeysLinkCard />
      <SessionsCard sessions={loaderData.sessions} />
    </div>
  );
}

function PasskeysLinkCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">{PASSKEYS_TEXT.accountHeading}</h2>
        </CardTitle>
        <CardDescription>{PASSKEYS_TEXT.accountIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/account/passkeys">{PASSKEYS_TEXT.accountLink}</Link>
        </Button>
      </CardContent>
    </Card>
  );
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

function ChangePasswordCard() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === CHANGE_INTENT;
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseSubmission(formData, { schema: changePasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    // A refused change moves focus to the first field with an error (keyboard users hear why).
    if (actionData?.result?.error) document.getElementById(form.id)?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [actionData, form.id]);
  const passwordField = (field: typeof fields.current, label: string, autoComplete: string) => (
    <Field label={label} htmlFor={field.id} errors={field.errors}>
      <Input
        {...getInputProps(field, { type: "password" })}
        key={field.key}
        autoComplete={autoComplete}
        maxLength={MAX_NEW_PASSWORD_LENGTH}
        required
      />
    </Field>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">{T.passwordHeading}</h2>
        </CardTitle>
        <CardDescription>{T.passwordIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="max-w-md space-y-5" {...getFormProps(form)}>
          <input type="hidden" name="intent" value={CHANGE_INTENT} />
          {passwordField(fields.current, T.currentLabel, "current-password")}
          {passwordField(fields.password, T.newLabel, "new-password")}
          {passwordField(fields.confirm, T.confirmLabel, "new-password")}
          <Button type="submit" disabled={busy}>
            <BusyLabel busy={busy} idle={T.changeSubmit} working={T.changing} />
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

type SessionRow = Route.ComponentProps["loaderData"]["sessions"][number];

function SessionsCard({ sessions }: { sessions: SessionRow[] }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === SIGN_OUT_OTHERS_INTENT;
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">{T.sessionsHeading}</h2>
        </CardTitle>
        <CardDescription>{T.sessionsIntro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <ul className="divide-y rounded-md border" aria-label={T.sessionsHeading}>
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-medium">
                  {s.browser}
                  {s.current && (
                    <span className="ml-2 rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
                      {T.thisSession}
                    </span>
                  )}
                </p>
                <p className="text-sm text-muted-foreground">{s.address}</p>
              </div>
              <p className="text-sm text-muted-foreground">{T.lastSeen(s.lastSeen)}</p>
            </li>
          ))}
        </ul>
        {others === 0 ? (
          <p className="text-sm text-muted-foreground">{T.noOtherSessions}</p>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value={SIGN_OUT_OTHERS_INTENT} />
            <Button type="submit" variant="outline" disabled={busy}>
              <BusyLabel busy={busy} idle={T.signOutOthers} working={T.signingOut} />
            </Button>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}

