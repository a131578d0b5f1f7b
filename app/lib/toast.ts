/**
 * Toasts sent by the server: with a redirect (a one-shot cookie read by the
 * root loader) or in an action's data. Components show them with
 * `useToastFrom(data)`, or call `showToast` directly; each server toast has an
 * id so it is shown once.
 *
 * The toast library is loaded on first use, not with the page: most visits
 * never see a toast, and every kilobyte counts on a slow phone connection.
 */
import { useEffect, useRef } from "react";

export type ToastType = "success" | "error" | "info" | "message";
export type ToastMessage = { id: string; type: ToastType; title: string; description?: string };

let markToasterReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve;
});

// The toast area itself is only put on the page once a first toast is asked
// for, or a form is sent (its answer usually brings one, and the code then
// loads during the round trip): most visits never see a toast, and sonner is
// ~10 KB gzipped a form page would otherwise load after hydrating (decision 0028's
// 150 KB target).
let toasterWanted = false;
const toasterListeners = new Set<() => void>();

/** For `useSyncExternalStore`: whether a toast has been asked for on this page yet. */
export const toasterDemand = {
  subscribe(listener: () => void) {
    toasterListeners.add(listener);
    return () => void toasterListeners.delete(listener);
  },
  wanted: () => toasterWanted,
  notWantedOnServer: () => false,
};

/** Called once the <Toaster> is on the page (it only shows toasts raised after it subscribed). */
export function toasterMounted() {
  markToasterReady();
}

/** Puts the toast area on the page (once). */
export function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of toasterListeners) listener();
}

export function showToast(t: Pick<ToastMessage, "type" | "title" | "description">) {
  wantToaster();
  void Promise.all([import("sonner"), toasterReady])
    .then(([{ toast }]) => {
      const show = t.type === "message" ? toast : toast[t.type];
      show(t.title, { description: t.description });
    })
    // The library could not be loaded (see lazy-toaster.tsx): the toast is lost, the page is not.
    .catch((error: unknown) => console.error("[toast] not shown:", t.title, error));
}

/** Shows `data.toast` once per distinct toast (actions, fetchers, loaders). */
export function useToastFrom(data: { toast?: ToastMessage | null } | null | undefined) {
  const shown = useRef(new Set<string>());
  const toast = data?.toast;
  useEffect(() => {
    if (!toast || shown.current.has(toast.id)) return;
    shown.current.add(toast.id);
    showToast(toast);
  }, [toast]);
}
