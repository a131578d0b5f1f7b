import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { toasterMounted } from "~/lib/toast";

const Toaster = lazy<ComponentType>(async () => {
  try {
    const { Toaster: Inner } = await import("~/components/ui/sonner");
    function ReadyToaster() {
      // Runs after sonner's own effect has subscribed to new toasts.
      useEffect(() => toasterMounted(), []);
      return <Inner />;
    }
    return { default: ReadyToaster };
  } catch (error) {
    // A flaky connection, or a page opened before a redeploy asking for a
    // chunk that is gone. Thrown on, this failure would replace the whole
    // page with the error screen; without toasts the page still works and
    // says what matters in its own text (the sign-in's refusal, for one).
    console.error("[toaster] the toast code could not be loaded:", error);
    return { default: () => null };
  }
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
