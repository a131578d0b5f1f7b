import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { toasterDemand, toasterMounted, wantToaster } from "~/lib/toast";

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

/** The toast area, loaded when the page first asks for a toast. */
export function LazyToaster() {
  const hydrated = useHydrated();
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.wanted, toasterDemand.notWantedOnServer);
  useEffect(() => {
    if (wanted) return;
    // A sent form usually answers with a toast: load the code meanwhile.
    document.addEventListener("submit", wantToaster, { capture: true, once: true });
    return () => document.removeEventListener("submit", wantToaster, { capture: true });
  }, [wanted]);
  // Not in the server's HTML, nor while hydrating, nor before a first toast:
  // showToast waits for the toaster to be mounted, so nothing is lost.
  if (!hydrated || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
