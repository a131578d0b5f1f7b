/**
 * The message about a decision, in an application's dialog: once the
 * application is approved or rejected, staff see the prepared text for that
 * decision (app/content/mail/replies.ts) in a textarea, edit it, and send it
 * to the applicant through the route's "decision" intent (queued in the
 * outbox). The form checks the text before sending and the server checks it
 * again; on failure the typed text stays. After sending, the form gives way
 * to a note saying where the message went.
 */
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseSubmission } from "~/lib/parse-submission";
import { Loader2, Send } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldDescription, FieldError } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { DECISION_TEXT as TEXT } from "~/content/admin/applications";
import { applicationDecisionMail } from "~/content/mail/replies";
import { formatDateTime } from "~/lib/time/instants";
import { useSiteSettings } from "~/lib/root-data";
import { useToastFrom, type ToastMessage } from "~/lib/toast";
import { applicationDecisionMessageSchema, type ApplicationDecision } from "~/models/membership";

type DecisionResult = { ok?: boolean; toast?: ToastMessage; result?: SubmissionResult<string[]> };

export function ApplicationDecisionMessage({
  application,
  decision,
}: {
  application: { id: string; fullName: string; email: string; lastMessageAt?: string | null };
  decision: ApplicationDecision;
}) {
  const site = useSiteSettings();
  const fetcher = useFetcher<DecisionResult>();
  const busy = fetcher.state !== "idle";
  useToastFrom(fetcher.data);
  const template = applicationDecisionMail[decision].template({ name: application.fullName, brandName: site.brandName });
  const [form, fields] = useForm({
    id: `decision-${application.id}-${decision}`,
    lastResult: fetcher.data?.ok ? undefined : fetcher.data?.result,
    defaultValue: { message: template },
    onValidate: ({ formData }) => parseSubmission(formData, { schema: applicationDecisionMessageSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const headingId = `${form.id}-heading`;

  return (
    <section aria-labelledby={headingId} className="grid gap-2 border-t pt-4">
      <h3 id={headingId} className="text-sm font-semibold">
        {TEXT.heading}
      </h3>
      {fetcher.state === "idle" && fetcher.data?.ok ? (
        <p role="status" className="text-sm">
          {TEXT.sentNote(application.email)}
        </p>
      ) : (
        <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-2">
          {application.lastMessageAt && (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900" data-testid="decision-already-sent">
              {TEXT.alreadySent(formatDateTime(application.lastMessageAt))}
            </p>
          )}
          <p className="text-sm text-muted-foreground">{TEXT.intro[decision]}</p>
          <input type="hidden" name="intent" value="decision" />
          <input type="hidden" name="id" value={application.id} />
          <input type="hidden" name="decision" value={decision} />
          <Label htmlFor={fields.message.id}>{TEXT.label}</Label>
          <Textarea
            {...getTextareaProps(fields.message, { ariaDescribedBy: `${fields.message.id}-hint` })}
            rows={10}
            className="max-h-80"
          />
          <FieldError id={fields.message.errorId} errors={fields.message.errors} />
          <FieldDescription id={`${fields.message.id}-hint`}>{TEXT.hint(application.email)}</FieldDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => form.update({ name: fields.message.name, value: template })}
            >
              {TEXT.resetTemplate}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
              {busy ? TEXT.sending : TEXT.send}
            </Button>
          </div>
        </fetcher.Form>
      )}
    </section>
  );
}
