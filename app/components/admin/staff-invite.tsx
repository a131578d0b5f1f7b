/**
 * The Staff screen's invitations: the form (e-mail and role, checked in the
 * browser with the server's schema, then confirmed in the kit's dialog before
 * it is sent) and the invitations still waiting, each revocable.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseSubmission } from "~/lib/parse-submission";
import { Send, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { DateText } from "~/components/admin/status-list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { INVITE_TEXT as T, STAFF_TEXT } from "~/content/admin/staff";
import { showToast } from "~/lib/toast";
import { INVITE_ROLES, inviteSchema, type InviteInput } from "~/models/staff";

export type PendingInvitationRow = {
  id: string;
  email: string;
  role: string | null;
  invitedByEmail: string | null;
  expiresAt: Date | string;
};

export function InviteForm() {
  const [confirming, setConfirming] = useState<InviteInput | null>(null);
  // The confirmation posts through the kit's shared fetcher: a new successful answer means this invitation went out.
  const fetcher = useFetcher<{ ok?: boolean }>({ key: "confirm-dialog" });
  const answerBefore = useRef<unknown>(undefined);
  const [form, fields] = useForm({
    id: "invite",
    onValidate: ({ formData }) => parseSubmission(formData, { schema: inviteSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { role: "none" },
    onSubmit(event, { submission }) {
      // Sent only after the confirmation below.
      event.preventDefault();
      if (submission?.status === "success") {
        answerBefore.current = fetcher.data;
        setConfirming(submission.value);
      }
    },
  });
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: "email" });
  // The answer arrived: the dialog closes either way (the error toast says why it failed, and what was
  // typed stays to be corrected); a sent invitation empties the form for the next one.
  const answered = confirming !== null && fetcher.state === "idle" && fetcher.data !== answerBefore.current;
  useEffect(() => {
    if (!answered) return;
    setConfirming(null);
    if (fetcher.data?.ok) form.reset();
  }, [answered, fetcher.data, form]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">{T.heading}</h2>
        </CardTitle>
        <CardDescription>{T.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          method="post"
          {...getFormProps(form)}
          onSubmit={(event) => {
            form.onSubmit(event);
            const result = parseSubmission(new FormData(event.currentTarget), { schema: inviteSchema });
            if (result.status === "error") {
              const message = result.error?.email?.[0] ?? result.error?.role?.[0];
              if (message) showToast({ type: "error", title: T.failed, description: message });
            }
          }}
          className="flex flex-col gap-4 sm:flex-row sm:items-end"
        >
          <input type="hidden" name="intent" value="invite" />
          <div className="flex-1">
            <Field label={T.emailLabel} htmlFor={fields.email.id} errors={fields.email.errors}>
              <Input {...emailProps} key={emailKey} placeholder={T.emailPlaceholder} autoComplete="off" required />
            </Field>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{T.roleLabel}</legend>
            <div className="flex gap-4">
              {INVITE_ROLES.map((role) => (
                <label key={role} className="flex items-center gap-2 text-sm">
                  <input type="radio" name={fields.role.name} value={role} defaultChecked={role === "none"} />
                  {T.roles[role]}
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit">
            <Send aria-hidden="true" />
            {T.submit}
          </Button>
        </Form>
        {confirming && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setConfirming(null)}
            title={T.confirmTitle}
            description={T.confirmDescription(confirming.email, confirming.role === "admin")}
            confirmLabel={T.confirm}
            cancelLabel={T.cancel}
            fields={{ intent: "invite", email: confirming.email, role: confirming.role }}
          />
        )}
      </CardContent>
    </Card>
  );
}

export function PendingInvitations({ invitations, failed, now }: { invitations: PendingInvitationRow[]; failed: boolean; now: number }) {
  return (
    <section aria-labelledby="pending-invitations" className="mt-6">
      <h2 id="pending-invitations" className="mb-2 text-lg font-semibold">
        {T.pendingHeading}
      </h2>
      {failed ? (
        <p className="text-sm text-destructive">{T.pendingFailed}</p>
      ) : invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.pendingEmpty}</p>
      ) : (
        <Table aria-label={T.pendingLabel}>
          <TableHeader>
            <TableRow>
              <TableHead>{T.columns.email}</TableHead>
              <TableHead>{T.columns.role}</TableHead>
              <TableHead className="hidden md:table-cell">{T.columns.invitedBy}</TableHead>
              <TableHead>{T.columns.expires}</TableHead>
              <TableHead className="text-right">{STAFF_TEXT.columns.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {invitations.map((invitation) => (
              <TableRow key={invitation.id}>
                <TableCell className="font-medium">{invitation.email}</TableCell>
                <TableCell>{invitation.role ? (STAFF_TEXT.roleLabels[invitation.role] ?? invitation.role) : STAFF_TEXT.noRoles}</TableCell>
                <TableCell className="hidden md:table-cell">{invitation.invitedByEmail ?? "-"}</TableCell>
                <TableCell>
                  {new Date(invitation.expiresAt).getTime() <= now ? (
                    <Badge variant="grey">{T.expired}</Badge>
                  ) : (
                    <DateText value={invitation.expiresAt} withTime />
                  )}
                </TableCell>
                <TableCell className="text-right">
                  <ConfirmDialog
                    trigger={
                      <Button variant="ghost" size="sm" aria-label={T.revokeButton(invitation.email)}>
                        <X aria-hidden="true" className="text-destructive" />
                        {T.revokeLabel}
                      </Button>
                    }
                    title={T.revokeTitle}
                    description={T.revokeDescription(invitation.email)}
                    confirmLabel={T.revokeConfirm}
                    fields={{ intent: "revoke-invite", id: invitation.id }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
