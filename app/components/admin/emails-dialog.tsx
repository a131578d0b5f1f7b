/**
 * The view dialog of an outbox message: recipients, subject, kind, status,
 * times, the last error, whether a calendar invite is attached, and the plain
 * text body (shown as text, never as HTML). Resend (Send again for a sent
 * message) puts it back in the queue through the route's action.
 */
import { Loader2, Send } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { EMAIL_DIALOG_TEXT as TEXT, EMAILS_TEXT, emailKindLabel } from "~/content/admin/emails";
import { useToastFrom, type ToastMessage } from "~/lib/toast";
import { isResendable } from "~/models/outbox";
import { EmailStatusBadge } from "./status-badges";
import { DateText } from "./status-list";

export type EmailView = {
  id: string;
  kind: string;
  recipients: string[];
  replyTo: string | null;
  subject: string;
  textBody: string;
  hasCalendar: boolean;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | string;
  sendBy: Date | string | null;
  sentAt: Date | string | null;
  createdAt: Date | string;
  /** It carried a one-time link, hidden here and not kept once it left the queue: never sent again. */
  hasSecrets: boolean;
};

export function EmailDialog({ email, onClose }: { email: EmailView | undefined; onClose: () => void }) {
  const fetcher = useFetcher<{ ok?: boolean; toast?: ToastMessage }>();
  const busy = fetcher.state !== "idle";
  useToastFrom(fetcher.data);
  const to = email?.recipients.join(", ") ?? "";
  const waiting = email?.status === "queued" || email?.status === "sending";

  return (
    <Dialog open={Boolean(email)} onOpenChange={(open) => !open && onClose()}>
      {email && (
        <DialogContent wide showCloseButton={false}>
          <DialogHeader>
            <DialogTitle wrap>{email.subject}</DialogTitle>
            <DialogDescription className="sr-only">{TEXT.description(to)}</DialogDescription>
          </DialogHeader>
          <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-medium text-muted-foreground">{TEXT.to}</dt>
            <dd className="break-all">{to}</dd>
            {email.replyTo && (
              <>
                <dt className="font-medium text-muted-foreground">{TEXT.replyTo}</dt>
                <dd className="break-all">{email.replyTo}</dd>
              </>
            )}
            <dt className="font-medium text-muted-foreground">{TEXT.kind}</dt>
            <dd>{emailKindLabel(email.kind)}</dd>
            <dt className="font-medium text-muted-foreground">{TEXT.status}</dt>
            <dd>
              <EmailStatusBadge status={email.status} />
            </dd>
            <dt className="font-medium text-muted-foreground">{TEXT.attempts}</dt>
            <dd>{email.attempts}</dd>
            <dt className="font-medium text-muted-foreground">{TEXT.created}</dt>
            <dd>
              <DateText value={email.createdAt} withTime />
            </dd>
            {email.sentAt && (
              <>
                <dt className="font-medium text-muted-foreground">{TEXT.sent}</dt>
                <dd>
                  <DateText value={email.sentAt} withTime />
                </dd>
              </>
            )}
            {waiting && (
              <>
                <dt className="font-medium text-muted-foreground">{TEXT.nextAttempt}</dt>
                <dd>
                  <DateText value={email.nextAttemptAt} withTime />
                </dd>
              </>
            )}
            {email.sendBy && (
              <>
                <dt className="font-medium text-muted-foreground">{TEXT.sendBy}</dt>
                <dd>
                  <DateText value={email.sendBy} withTime />
                </dd>
              </>
            )}
            <dt className="font-medium text-muted-foreground">{TEXT.invite}</dt>
            <dd>{email.hasCalendar ? TEXT.withInvite : TEXT.withoutInvite}</dd>
            {email.lastError && (
              <>
                <dt className="font-medium text-muted-foreground">{TEXT.lastError}</dt>
                <dd className="break-words text-destructive">{email.lastError}</dd>
              </>
            )}
          </dl>
          <section aria-label={TEXT.body}>
            <h3 className="mb-1 text-sm font-medium text-muted-foreground">{TEXT.body}</h3>
            {/* Text, not HTML: React escapes whatever a visitor wrote. Focusable so a keyboard can scroll it. */}
            <pre
              tabIndex={0}
              className="max-h-[40vh] overflow-y-auto rounded-md border bg-muted/40 p-4 font-sans text-sm whitespace-pre-wrap break-words"
            >
              {email.textBody}
            </pre>
          </section>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{TEXT.close}</Button>
            </DialogClose>
            {isResendable(email.status) && email.hasSecrets && <p className="text-sm text-muted-foreground sm:mr-auto">{EMAILS_TEXT.linkGone}</p>}
            {isResendable(email.status) && !email.hasSecrets && (
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="resend" />
                <input type="hidden" name="id" value={email.id} />
                <Button type="submit" disabled={busy} className="w-full sm:w-auto">
                  {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
                  {email.status === "sent" ? TEXT.sendAgain : TEXT.resend}
                </Button>
              </fetcher.Form>
            )}
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
