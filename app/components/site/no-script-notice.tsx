import { useHydrated } from "~/hooks/use-hydrated";
import type { ToastMessage } from "~/lib/toast";
import { cn } from "~/lib/utils";

/**
 * Toasts need JavaScript. Until the page is hydrated (or when scripts never
 * run) a loader's toast is shown here instead; afterwards sonner shows it.
 */
export function NoScriptNotice({ toast, className }: { toast: ToastMessage | null | undefined; className?: string }) {
  const hydrated = useHydrated();
  if (hydrated || !toast) return null;
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      className={cn(
        "rounded-lg border p-4 text-sm",
        toast.type === "error" ? "border-destructive/40 bg-destructive/5 text-destructive" : "bg-card",
        className,
      )}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description && <p className="mt-1">{toast.description}</p>}
    </div>
  );
}

/**
 * A toast sent with a redirect (signed in, password changed, signed out),
 * written at the top of the page while there is no JavaScript to show it;
 * nothing once the page is hydrated, so the page does not move then.
 */
export function RedirectNotice({ toast }: { toast: ToastMessage | null | undefined }) {
  const hydrated = useHydrated();
  if (hydrated || !toast) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-24 sm:px-6">
      <NoScriptNotice toast={toast} />
    </div>
  );
}
