/**
 * The replies part of a contact message's dialog: the replies sent so far
 * (time and author) and a form to write another. The reply is e-mailed to the
 * sender through the outbox and marks the message responded (the route's
 * "reply" intent). The form checks the reply before sending and the server
 * checks it again; on failure the typed text stays, on success the list
 * reloads with the new reply and the form starts empty.
 */
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseSubmission } from "~/lib/parse-submission";
import { Loader2, Send } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldDescription, FieldError } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { CONTACT_DIALOG_TEXT as TEXT } from "~/content/admin/contacts";
import { useToastFrom, type ToastMessage } from "~/lib/toast";
import { contactReplySchema } from "~/models/contact";
import { DateText } from "./status-list";

export type ContactReplyView = { id: string; body: string; sentBy: string; createdAt: Date | string };

type ReplyResult = { ok?: boolean; toast?: ToastMessage; result?: SubmissionResult<string[]> };

export function ContactReplies({
  message,
}: {
  message: { id: string; email: string; subject: string; replies: ContactReplyView[] };
}) {
  return (
    <section aria-labelledby={`replies-${message.id}`} className="grid gap-3 border-t pt-4">
      <h3 id={`replies-${message.id}`} className="text-sm font-semibold">
        {TEXT.repliesHeading}
      </h3>
      {message.replies.length > 0 && (
        <ol className="grid gap-3" aria-label={TEXT.repliesHeading}>
          {message.replies.map((reply) => (
            <li key={reply.id} className="rounded-md border p-3 text-sm">
              <p className="text-muted-foreground">
                <DateText value={reply.createdAt} withTime /> {TEXT.replyMeta(reply.sentBy)}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words">{reply.body}</p>
            </li>
          ))}
        </ol>
      )}
      {/* A fresh form after each reply sent: it starts empty. */}
      <ReplyForm key={message.replies.length} message={message} />
    </section>
  );
}

function ReplyForm({ message }: { message: { id: string; email: string; subject: string } }) {
  const fetcher = useFetcher<ReplyResult>();
  const busy = fetcher.state !== "idle";
  useToastFrom(fetcher.data);
  const [form, fields] = useForm({
    id: `reply-${message.id}`,
    // A success must not fill the next form with the reply just sent.
    lastResult: fetcher.data?.ok ? undefined : fetcher.data?.result,
    onValidate: ({ formData }) => parseSubmission(formData, { schema: contactReplySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-2">
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="id" value={message.id} />
      <Label htmlFor={fields.body.id}>{TEXT.replyLabel}</Label>
      <Textarea
        {...getTextareaProps(fields.body, { ariaDescribedBy: `${fields.body.id}-hint` })}
        placeholder={TEXT.replyPlaceholder}
        rows={5}
        className="max-h-64"
      />
      <FieldError id={fields.body.errorId} errors={fields.body.errors} />
      <FieldDescription id={`${fields.body.id}-hint`}>{TEXT.replyHint(message.email, message.subject)}</FieldDescription>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {busy ? TEXT.sendingReply : TEXT.sendReply}
        </Button>
      </div>
    </fetcher.Form>
  );
}
