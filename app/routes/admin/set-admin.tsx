/**
 * Set Admin User (/admin/set-admin), titled "Assign Admin Role": grants the
 * admin role by user id (a UUID), and finds a user's id by e-mail. A visitor
 * who is not an admin is sent to /auth (the layout middleware and this
 * module's own guard). The id (or the lookup's button) only names the user:
 * the grant itself is the Staff screen's, confirmed in the same dialog and
 * made by the same function with the same rules (staff.server.ts `grantAdmin`).
 */
import * as v from "valibot";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseSubmission } from "~/lib/parse-submission";
import { Loader2, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { PageHeader } from "~/components/admin/page-header";
import { GRANT_INTENT, GrantAdminDialog } from "~/components/admin/grant-admin-dialog";
import { UserLookupCard, type UserLookup } from "~/components/admin/set-admin-lookup";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { showToast, useToastFrom } from "~/lib/toast";
import { SET_ADMIN_FORM_TEXT as TEXT, SET_ADMIN_TEXT } from "~/content/admin/set-admin";
import { ADMIN_ROLE, setAdminSchema, userLookupSchema } from "~/models/set-admin";
import { requireAdmin } from "~/server/identity/auth.server";
import { findUserByEmail, getUserById, hasRole } from "~/server/identity/queries.server";
import { grantAdmin, isStaffRuleError } from "~/server/identity/staff.server";
import { idSchema, intent, runIntent } from "~/server/kernel/admin-kit.server";
import type { Route } from "./+types/set-admin";
import { answer, failureMessage, refuse, succeed } from "~/server/kernel/answers.server";

export const meta: Route.MetaFunction = () => [{ title: `${SET_ADMIN_TEXT.title} | Admin` }];

/** Admin-only; anyone else is sent to /auth, as the spec says for this page. */
const guard = (context: Route.LoaderArgs["context"]) => requireAdmin(context, { nonAdminRedirect: "/auth" });

export async function loader({ request, context }: Route.LoaderArgs) {
  guard(context);
  const email = new URL(request.url).searchParams.get("email");
  if (email === null) return { lookup: null };

  const parsed = v.safeParse(userLookupSchema, { email });
  if (!parsed.success) {
    const lookup: UserLookup = { email, error: parsed.issues[0]?.message ?? TEXT.unknownEmail, user: null };
    return data({ lookup }, { status: 400 });
  }
  const user = await findUserByEmail(parsed.output.email);
  if (!user) {
    const lookup: UserLookup = { email, error: TEXT.unknownEmail, user: null };
    return data({ lookup }, { status: 404 });
  }
  const lookup: UserLookup = {
    email,
    error: null,
    user: { id: user.id, email: user.email, isAdmin: await hasRole(user.id, ADMIN_ROLE) },
  };
  return { lookup };
}

const byId = idSchema(TEXT.unknownUser);

export async function action({ request, context }: Route.ActionArgs) {
  guard(context);
  const formData = await request.clone().formData();
  if (formData.get("intent") === GRANT_INTENT) {
    return runIntent(
      request,
      {
        [GRANT_INTENT]: intent({
          schema: byId,
          run: ({ id }) => grantAdmin(id),
          done: (account) => ({ title: SET_ADMIN_TEXT.success, description: account.email }),
          failed: (description) => ({ title: SET_ADMIN_TEXT.failure, description }),
          conflict: isStaffRuleError,
        }),
      },
      { name: "admin/set-admin", unknownIntent: SET_ADMIN_TEXT.failure, notFoundMessage: TEXT.unknownUser },
    );
  }
  const submission = parseSubmission(formData, { schema: setAdminSchema });
  if (submission.status !== "success") {
    const title = submission.error?.userId?.[0] ?? SET_ADMIN_TEXT.failure;
    return refuse(400, { title }, { result: submission.reply() });
  }

  const { userId } = submission.value;
  try {
    const user = await getUserById(userId);
    if (!user) {
      return refuse(404, { title: TEXT.unknownUser }, { result: submission.reply({ fieldErrors: { userId: [TEXT.unknownUser] } }) });
    }
    if (await hasRole(userId, ADMIN_ROLE)) {
      return succeed({ type: "info", title: SET_ADMIN_TEXT.alreadyAdmin }, { result: submission.reply() });
    }
    // Nothing changes yet: the page asks for the confirmation first.
    return answer(200, { ok: true, toast: null, result: submission.reply(), confirm: { id: user.id, email: user.email } });
  } catch (error) {
    failureMessage("admin/set-admin looking the user up", error);
    return refuse(500, { title: SET_ADMIN_TEXT.failure }, { result: submission.reply() });
  }
}

export default function SetAdminPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  useToastFrom(actionData);
  // The user the id named, waiting for the confirmation (closed by Cancel or once granted).
  const [confirming, setConfirming] = useState<{ id: string; email: string } | null>(null);
  useEffect(() => setConfirming(actionData && "confirm" in actionData ? (actionData.confirm ?? null) : null), [actionData]);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "assign-by-id";

  const [form, fields] = useForm({
    id: "assign-admin",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseSubmission(formData, { schema: setAdminSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key: userIdKey, ...userIdProps } = getInputProps(fields.userId, { type: "text" });

  return (
    <div>
      <PageHeader title={SET_ADMIN_TEXT.title} description={TEXT.description} />
      <div className="grid max-w-5xl items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-lg font-semibold">{TEXT.byIdTitle}</h2>
            </CardTitle>
            <CardDescription>{TEXT.byIdDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            <Form
              method="post"
              {...getFormProps(form)}
              onSubmit={(event) => {
                form.onSubmit(event);
                // Refused in the browser: the spec's error toast, besides the message under the field.
                if (event.defaultPrevented) {
                  const result = parseSubmission(new FormData(event.currentTarget), { schema: setAdminSchema });
                  const message = result.status === "error" ? result.error?.userId?.[0] : undefined;
                  if (message) showToast({ type: "error", title: message });
                }
              }}
              className="space-y-4"
            >
              <input type="hidden" name="intent" value="assign-by-id" />
              <Field label={TEXT.userId} htmlFor={fields.userId.id} errors={fields.userId.errors}>
                <Input
                  {...userIdProps}
                  key={userIdKey}
                  placeholder={TEXT.placeholder}
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono"
                  required
                />
              </Field>
              <Button type="submit" disabled={busy}>
                {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
                {busy ? TEXT.submitting : TEXT.submit}
              </Button>
            </Form>
          </CardContent>
        </Card>
        <UserLookupCard lookup={loaderData.lookup} />
      </div>
      {confirming && <GrantAdminDialog user={confirming} open onOpenChange={(open) => !open && setConfirming(null)} />}
    </div>
  );
}
