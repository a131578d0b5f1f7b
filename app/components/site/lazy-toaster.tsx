import { lazy, Suspense, useEffect } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { toasterMounted } from "~/lib/toast";

const Toaster = lazy(async () => {
  const { Toaster: Inner } = await import("~/components/ui/sonner");
  function ReadyToaster() {
    // Runs after sonner's own effect has subscribed to new toasts.
    useEffect(() => toasterMounted(), []);
    return <Inner />;
  }
  return { default: ReadyToaster };
});

/** The toast area, loaded after the page has become interactive. */
export function LazyToaster() {
  // Not in the server's HTML, nor while hydrating: asked for once the page runs.
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
