/**
 * The blog editor's Share preview button and dialog (decision 0026): create a
 * link that shows the post as last saved to anyone who has it, copy it (it
 * is shown once: only its hash is kept), see the live links and revoke them.
 * Data from routes/admin/blog-preview-links.ts.
 */
import { Copy, Link2, Loader2, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { DateText } from "~/components/admin/status-list";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { PREVIEW_LINK_TEXT as T } from "~/content/admin/blog-history";
import { formatDateTime } from "~/lib/time/instants";
import { showToast, useToastFrom } from "~/lib/toast";
import type { action as linksAction, loader as linksLoader } from "~/routes/admin/blog-preview-links";

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast({ type: "success", title: T.copiedTitle, description: T.copiedMessage });
  } catch {
    showToast({ type: "error", title: T.copyFailedTitle, description: T.copyFailedMessage });
  }
}

export function BlogPreviewLinks({ postId }: { postId: string }) {
  const url = `/admin/blogs/edit/${postId}/preview-links`;
  const [open, setOpen] = useState(false);
  const links = useFetcher<typeof linksLoader>();
  const create = useFetcher<typeof linksAction>();
  useToastFrom(create.data);
  const creating = create.state !== "idle";
  const newLinkId = useId();
  // Only a successful create answers with the address (shown once).
  const created = (create.data as { url?: string } | undefined)?.url ?? null;

  useEffect(() => {
    if (open) void links.load(url);
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <Link2 aria-hidden="true" />
          {T.button}
        </Button>
      </DialogTrigger>
      <DialogContent wide>
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>{T.description}</DialogDescription>
        </DialogHeader>
        <create.Form method="post" action={url}>
          <input type="hidden" name="intent" value="create" />
          <Button type="submit" disabled={creating}>
            {creating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Link2 aria-hidden="true" />}
            {creating ? T.creating : T.create}
          </Button>
        </create.Form>
        {created && (
          <div className="grid gap-2">
            <Label htmlFor={newLinkId}>{T.newLinkLabel}</Label>
            <div className="flex gap-2">
              <Input id={newLinkId} readOnly value={created} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
              <Button type="button" variant="outline" onClick={() => void copy(created)}>
                <Copy aria-hidden="true" />
                {T.copy}
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">{T.createdMessage}</p>
          </div>
        )}
        <section aria-labelledby={`${newLinkId}-active`} className="grid gap-2">
          <h3 id={`${newLinkId}-active`} className="font-semibold">
            {T.activeHeading}
          </h3>
          {links.data?.error ? (
            <p className="text-sm text-destructive">{links.data.error}</p>
          ) : !links.data ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              {T.loading}
            </p>
          ) : links.data.links.length === 0 ? (
            <p className="text-sm text-muted-foreground">{T.none}</p>
          ) : (
            <Table aria-label={T.activeHeading}>
              <TableHeader>
                <TableRow>
                  <TableHead>{T.created}</TableHead>
                  <TableHead>{T.expires}</TableHead>
                  <TableHead className="text-right">
                    <span className="sr-only">{T.revoke}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {links.data.links.map((link) => (
                  <TableRow key={link.id}>
                    <TableCell>
                      <DateText value={link.createdAt} withTime />
                      <span className="block break-all text-xs text-muted-foreground">
                        {link.createdByEmail ? T.createdBy(link.createdByEmail) : T.createdByUnknown}
                      </span>
                    </TableCell>
                    <TableCell>
                      <DateText value={link.expiresAt} withTime />
                    </TableCell>
                    <TableCell className="text-right">
                      <ConfirmDialog
                        trigger={
                          <Button type="button" variant="ghost" size="sm" aria-label={T.revokeLabel(formatDateTime(link.createdAt))}>
                            <X aria-hidden="true" className="text-destructive" />
                            {T.revoke}
                          </Button>
                        }
                        title={T.revokeTitle}
                        description={T.revokeDescription}
                        confirmLabel={T.revokeConfirm}
                        cancelLabel={T.cancel}
                        action={url}
                        fields={{ intent: "revoke", linkId: link.id }}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
