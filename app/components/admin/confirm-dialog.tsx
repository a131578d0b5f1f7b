import { Loader2 } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { useToastFrom, type ToastMessage } from "~/lib/toast";

/**
 * Every confirmation posts through this one keyed fetcher. A delete removes
 * the row that holds the dialog, sometimes in the same render that delivers
 * the action's answer, so the toast is shown by the admin layout
 * (`useConfirmDialogToasts`), which stays mounted and shares the fetcher.
 */
const CONFIRM_FETCHER_KEY = "confirm-dialog";

type ConfirmResult = { ok?: boolean; toast?: ToastMessage };

/** Shows the toasts of every ConfirmDialog; called once, by the admin layout. */
export function useConfirmDialogToasts() {
  const fetcher = useFetcher<ConfirmResult>({ key: CONFIRM_FETCHER_KEY });
  useToastFrom(fetcher.data);
}

/**
 * A confirmation dialog that posts `fields` to `action` when confirmed (used
 * for every delete). The dialog stays open while the request runs, closes on
 * success, and the action's toast is shown. Without a `trigger` it is opened
 * by its owner (`open`/`onOpenChange`), e.g. from a dropdown menu item.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  action,
  fields,
  open: openProp,
  onOpenChange,
}: {
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Where to post; defaults to the current route. */
  action?: string;
  fields: Record<string, string>;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  // The fetcher is shared by every dialog on the page: only the one that was
  // confirmed closes, and only on a new result (the fetcher still holds the
  // previous delete's answer until this one's arrives).
  const pending = useRef<{ before: ConfirmResult | undefined } | null>(null);
  const fetcher = useFetcher<ConfirmResult>({ key: CONFIRM_FETCHER_KEY });
  const busy = pending.current !== null && fetcher.state !== "idle";

  useEffect(() => {
    if (pending.current && fetcher.state === "idle" && fetcher.data !== pending.current.before) {
      pending.current = null;
      if (fetcher.data?.ok) setOpen(false);
    }
  });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <fetcher.Form method="post" action={action} onSubmit={() => (pending.current = { before: fetcher.data })}>
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit" variant="destructive" disabled={busy} className="w-full sm:w-auto">
              {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
              {confirmLabel}
            </Button>
          </fetcher.Form>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
