/**
 * The view dialog of a contact message: subject, From, Date (with time), the
 * message, the replies sent so far and a reply form (contact-replies.tsx), a
 * Close button and the Mark as Responded / Mark as Not Responded toggle
 * (saved through the route's action; the list reloads).
 */
import { Loader2 } from "lucide-react";
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
import { useToastFrom, type ToastMessage } from "~/lib/toast";
import { CONTACT_DIALOG_TEXT } from "~/content/admin/contacts";
import { ContactReplies, type ContactReplyView } from "./contact-replies";
import { ContactStatusBadge } from "./status-badges";
import { mailtoHref } from "~/lib/mailto";
import { DateText } from "./status-list";

export type ContactMessageView = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  responded: boolean;
  createdAt: Date | string;
  replies: ContactReplyView[];
};

export function ContactMessageDialog({
  message,
  onClose,
}: {
  message: ContactMessageView | undefined;
  onClose: () => void;
}) {
  const fetcher = useFetcher<{ ok?: boolean; toast?: ToastMessage }>();
  const busy = fetcher.state !== "idle";
  useToastFrom(fetcher.data);
  // While saving, the badge shows the state being saved and the button the action under way.
  const target = busy && fetcher.formData ? fetcher.formData.get("responded") === "true" : !message?.responded;
  const responded = busy ? target : Boolean(message?.responded);

  return (
    <Dialog open={Boolean(message)} onOpenChange={(open) => !open && onClose()}>
      {message && (
        <DialogContent wide tall showCloseButton={false}>
          <DialogHeader>
            <DialogTitle wrap>{message.subject}</DialogTitle>
            <DialogDescription className="sr-only">Message from {message.name}</DialogDescription>
          </DialogHeader>
          <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-medium text-muted-foreground">{CONTACT_DIALOG_TEXT.from}</dt>
            <dd className="break-words">
              {message.name}{" "}
              <a href={mailtoHref(message.email)} className="break-all text-primary underline-offset-4 hover:underline">
                &lt;{message.email}&gt;
              </a>
            </dd>
            <dt className="font-medium text-muted-foreground">{CONTACT_DIALOG_TEXT.date}</dt>
            <dd>
              <DateText value={message.createdAt} withTime />
            </dd>
            <dt className="font-medium text-muted-foreground">{CONTACT_DIALOG_TEXT.status}</dt>
            <dd>
              <ContactStatusBadge responded={responded} />
            </dd>
          </dl>
          <div className="max-h-[50vh] overflow-y-auto rounded-md border bg-muted/40 p-4 text-sm whitespace-pre-wrap break-words">
            {message.message}
          </div>
          <ContactReplies message={message} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{CONTACT_DIALOG_TEXT.close}</Button>
            </DialogClose>
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="responded" />
              <input type="hidden" name="id" value={message.id} />
              <input type="hidden" name="responded" value={String(target)} />
              <Button type="submit" disabled={busy} className="w-full sm:w-auto">
                {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
                {target ? CONTACT_DIALOG_TEXT.markResponded : CONTACT_DIALOG_TEXT.markNotResponded}
              </Button>
            </fetcher.Form>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
