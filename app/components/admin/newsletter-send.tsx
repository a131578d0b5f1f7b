/**
 * The blog editor's newsletter panel (shown for a saved post): the send state,
 * a preview of the mail, a test copy to the signed-in admin, and the send to
 * every confirmed subscriber after a confirmation; a post already sent says so
 * and is sent again only through its own confirmation, which names the date.
 * Everything goes through routes/admin/blog-newsletter.ts; its data is loaded
 * here and reloaded after every action on the page.
 */
import { Eye, Loader2, Mail, Send } from "lucide-react";
import { useEffect, useId } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { NEWSLETTER_SEND_TEXT as T } from "~/content/admin/newsletter-send";
import { formatDateTime } from "~/lib/time/instants";
import { useToastFrom, type ToastMessage } from "~/lib/toast";
import type { NewsletterState } from "~/server/newsletter/newsletter-send.server";

export const newsletterUrl = (postId: string) => `/admin/blogs/${postId}/newsletter`;

export function NewsletterSend({ postId }: { postId: string }) {
  const url = newsletterUrl(postId);
  const headingId = useId();
  const state = useFetcher<NewsletterState>();
  const test = useFetcher<{ ok: boolean; toast?: ToastMessage }>();
  useToastFrom(test.data);

  useEffect(() => {
    if (state.state === "idle" && state.data === undefined) void state.load(url);
    // Loaded once per post; React Router reloads it after every action on the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  const data = state.data;
  const sentOn = data?.sentAt ? formatDateTime(data.sentAt) : null;
  const testing = test.state !== "idle";

  return (
    <Card aria-labelledby={headingId} data-testid="newsletter-panel" className="mt-6">
      <CardContent className="space-y-4">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
          <Mail className="size-4" aria-hidden="true" />
          {T.heading}
        </h2>
        {!data ? (
          <p className="text-sm text-muted-foreground" role="status">
            {state.state === "idle" ? T.loadError : T.loading}
          </p>
        ) : (
          <>
            <p className="text-sm" role="status">
              {sentOn ? T.sentOn(sentOn) : T.notSent} {T.confirmedCount(data.confirmed)}
            </p>
            {!data.sendable && <p className="text-sm text-muted-foreground">{T.unpublished}</p>}
            <div className="flex flex-wrap gap-2">
              <Dialog>
                <DialogTrigger asChild>
                  <Button type="button" variant="outline" size="sm">
                    <Eye aria-hidden="true" />
                    {T.preview}
                  </Button>
                </DialogTrigger>
                <DialogContent className="sm:max-w-3xl">
                  <DialogHeader>
                    <DialogTitle>{T.previewTitle}</DialogTitle>
                    <DialogDescription>{T.previewDescription(data.preview.subject)}</DialogDescription>
                  </DialogHeader>
                  {/* Sandboxed: the mail's HTML runs nothing and navigates nowhere. */}
                  <iframe
                    title={T.previewFrame}
                    srcDoc={data.preview.html}
                    sandbox=""
                    className="h-[60vh] w-full rounded-md border bg-white"
                  />
                </DialogContent>
              </Dialog>
              <test.Form method="post" action={url}>
                <input type="hidden" name="intent" value="test" />
                <Button type="submit" variant="outline" size="sm" disabled={testing} aria-describedby={`${headingId}-test`}>
                  {testing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
                  {T.test}
                </Button>
              </test.Form>
              {data.sendable && (
                <ConfirmDialog
                  trigger={
                    <Button type="button" size="sm" disabled={data.confirmed === 0}>
                      <Send aria-hidden="true" />
                      {sentOn ? T.resend : T.send}
                    </Button>
                  }
                  title={sentOn ? T.resendTitle : T.sendTitle}
                  description={sentOn ? T.resendDescription(sentOn, data.confirmed) : T.sendDescription(data.confirmed)}
                  confirmLabel={sentOn ? T.resendConfirm : T.sendConfirm}
                  cancelLabel={T.cancel}
                  action={url}
                  fields={{ intent: "send", resendOf: data.sentAt ?? "" }}
                />
              )}
            </div>
            <p id={`${headingId}-test`} className="text-sm text-muted-foreground">
              {T.testHint(data.testTo)}
            </p>
            {data.sendable && data.confirmed === 0 && <p className="text-sm text-muted-foreground">{T.noSubscribers}</p>}
          </>
        )}
      </CardContent>
    </Card>
  );
}
