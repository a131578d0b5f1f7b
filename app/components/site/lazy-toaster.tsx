import { lazy, Suspense, useEffect, useState } from "react";
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
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
