/**
 * The blog editor's History button and dialog: the post's versions (one per
 * save: who and when), what changed between a chosen version and the post
 * now (words struck through or underlined), and Restore after a
 * confirmation. Data from routes/admin/blog-history.ts. A restore answers
 * through the admin kit's confirmation fetcher, so the layout shows its toast
 * while the editor opens afresh on the restored post.
 */
import { History, Loader2, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { DateText } from "~/components/admin/status-list";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { HISTORY_TEXT as T } from "~/content/admin/blog-history";
import { formatDateTime } from "~/lib/time/instants";
import { cn } from "~/lib/utils";
import type { loader as historyLoader } from "~/routes/admin/blog-history";

/** The admin kit's confirmation fetcher: the layout shows its toasts (confirm-dialog.tsx). */
const CONFIRM_FETCHER_KEY = "confirm-dialog";

export function BlogPostHistory({ postId, onBeforeRestore }: { postId: string; onBeforeRestore?: () => void }) {
  const url = `/admin/blogs/edit/${postId}/history`;
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const history = useFetcher<typeof historyLoader>();
  const restore = useFetcher<{ ok?: boolean }>({ key: CONFIRM_FETCHER_KEY });
  const restoring = restore.state !== "idle";

  useEffect(() => {
    if (open) void history.load(chosen ? `${url}?revision=${chosen}` : url);
    // Loaded when the dialog opens and when another version is chosen.
  }, [open, chosen]);

  // A failed restore closes the confirmation (the layout's toast says why).
  useEffect(() => {
    if (restore.state === "idle" && restore.data && !restore.data.ok) setConfirming(false);
  }, [restore.state, restore.data]);

  const revisions = history.data?.revisions ?? [];
  const numberOf = (id: string | null) => {
    const index = revisions.findIndex((r) => r.id === id);
    return index === -1 ? null : revisions.length - index;
  };
  const chosenRevision = revisions.find((r) => r.id === chosen);
  const chosenNumber = numberOf(chosen);
  const compared = history.data?.compared?.id === chosen ? history.data?.compared : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setChosen(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <History aria-hidden="true" />
          {T.button}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>{T.description}</DialogDescription>
        </DialogHeader>
        {history.data?.error ? (
          <p className="text-sm text-destructive">{history.data.error}</p>
        ) : !history.data ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {T.loading}
          </p>
        ) : revisions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.empty}</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
            <ul aria-label={T.listLabel} className="grid max-h-[60vh] content-start gap-1 overflow-y-auto md:border-r md:pr-3">
              {revisions.map((revision, index) => {
                const n = revisions.length - index;
                const source = numberOf(revision.restoredFrom);
                return (
                  <li key={revision.id}>
                    <button
                      type="button"
                      aria-pressed={revision.id === chosen}
                      aria-label={T.choose(n, formatDateTime(revision.createdAt))}
                      onClick={() => setChosen(revision.id)}
                      className={cn(
                        "w-full rounded-md border px-3 py-2 text-left text-sm hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                        revision.id === chosen ? "border-primary bg-accent" : "border-transparent",
                      )}
                    >
                      <span className="flex items-center gap-2 font-medium">
                        {T.version(n)}
                        {index === 0 && <Badge variant="outline">{T.latest}</Badge>}
                      </span>
                      <span className="block text-muted-foreground">
                        <DateText value={revision.createdAt} withTime />
                      </span>
                      <span className="block break-all text-muted-foreground">{T.savedBy(revision.authorEmail ?? T.nobody)}</span>
                      {source !== null && <span className="block text-muted-foreground">{T.restoredFrom(source)}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
            <section aria-live="polite" className="min-w-0">
              {!chosenRevision || chosenNumber === null ? (
                <p className="text-sm text-muted-foreground">{T.chooseHint}</p>
              ) : !compared ? (
                <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                  {T.loading}
                </p>
              ) : (
                <div className="grid gap-4">
                  <h3 className="font-semibold">{T.compareHeading(chosenNumber, formatDateTime(chosenRevision.createdAt))}</h3>
                  {compared.changes.length === 0 ? (
                    <p className="text-sm text-muted-foreground">{T.noDifference}</p>
                  ) : (
                    <>
                      <p className="text-sm text-muted-foreground">{T.legend}</p>
                      <dl className="grid max-h-[45vh] gap-3 overflow-y-auto pr-1" data-testid="revision-diff">
                        {compared.changes.map((change) => (
                          <div key={change.field} className="grid gap-1">
                            <dt className="text-sm font-medium">{T.fields[change.field]}</dt>
                            <dd className="whitespace-pre-wrap break-words rounded-md border bg-muted/30 p-2 text-sm">
                              {change.parts.map((part, i) =>
                                part.removed ? (
                                  <del key={i} className="bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100">
                                    <span className="sr-only">{T.removedLabel} </span>
                                    {part.value}
                                  </del>
                                ) : part.added ? (
                                  <ins key={i} className="bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100">
                                    <span className="sr-only">{T.addedLabel} </span>
                                    {part.value}
                                  </ins>
                                ) : (
                                  <span key={i}>{part.value}</span>
                                ),
                              )}
                            </dd>
                          </div>
                        ))}
                      </dl>
                    </>
                  )}
                  {compared.changes.length > 0 && (
                    <div>
                      <Button type="button" onClick={() => setConfirming(true)}>
                        <RotateCcw aria-hidden="true" />
                        {T.restore}
                      </Button>
                    </div>
                  )}
                </div>
              )}
            </section>
          </div>
        )}
        <AlertDialog open={confirming} onOpenChange={(next) => !restoring && setConfirming(next)}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{T.restoreTitle}</AlertDialogTitle>
              <AlertDialogDescription>
                {chosenRevision && chosenNumber !== null ? T.restoreDescription(chosenNumber, formatDateTime(chosenRevision.createdAt)) : ""}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={restoring}>{T.cancel}</AlertDialogCancel>
              <restore.Form method="post" action={url} onSubmit={() => onBeforeRestore?.()}>
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="revisionId" value={chosen ?? ""} />
                <Button type="submit" disabled={restoring} className="w-full sm:w-auto">
                  {restoring && <Loader2 className="animate-spin" aria-hidden="true" />}
                  {T.restoreConfirm}
                </Button>
              </restore.Form>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </DialogContent>
    </Dialog>
  );
}
