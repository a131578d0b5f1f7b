/**
 * What the three visitor forms (booking, contact, membership) share on the
 * client: the shape of their action data, the "still works without
 * JavaScript" helpers, the busy submit button, and a client action wrapper
 * that turns a failed request (network down, a server answering 500 with an
 * unreadable body) into the form's error toast while keeping what was typed.
 */
import { Loader2 } from "lucide-react";
import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import type { PublicFormData } from "~/lib/form-answer";
import type { ToastMessage } from "~/lib/toast";
import { cn } from "~/lib/utils";

/** Every field message of a submission's errors (server or client check), in field order. */
export function fieldMessages(errors: Record<string, string[] | null> | null | undefined): string[] {
  return Object.values(errors ?? {}).flatMap((messages) => messages ?? []);
}

/** True while this page's form is being posted (and the page reloads its data afterwards). */
export function useFormBusy(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formAction?.split("?")[0] === location.pathname
  );
}

/** Conform's intent submitter name (its "validate this field" runs as a submit event). */
const CONFORM_INTENT = "__intent__";

/** True for a submit event the visitor made (not one of Conform's validation intents). */
export function isVisitorSubmit(event: React.FormEvent<HTMLFormElement>): boolean {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter?.getAttribute("name") !== CONFORM_INTENT;
}

/** A toast made in the browser (the server makes its own with makeToast). */
export function clientToast(type: ToastMessage["type"], title: string, description?: string): ToastMessage {
  const id = `client-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  return { id, type, title, description };
}

/**
 * Runs the server action; when the request itself fails (no answer, or an
 * answer that is not the action's data), logs it and answers with the form's
 * error toast. Nothing is reset, so every typed value stays.
 */
export async function submitOrExplain<T>(
  serverAction: () => Promise<T>,
  error: { title: string; description: string },
): Promise<T | PublicFormData> {
  try {
    return await serverAction();
  } catch (cause) {
    console.error("The form could not be sent:", cause);
    return { ok: false, outcome: "error", toast: clientToast("error", error.title, error.description) };
  }
}

/** The submit button: disabled with a spinner and the busy label while posting. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={busy} className={cn("w-full sm:w-auto", className)}>
      {busy ? (
        <>
          <Loader2 className="animate-spin" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}

/**
 * Toasts need JavaScript. Before the page is hydrated (or when scripts never
 * run) the outcome of a submission is shown here instead.
 */
export function NoScriptOutcome({ toast }: { toast: ToastMessage | null | undefined }) {
  const hydrated = useHydrated();
  if (hydrated || !toast) return null;
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      className={cn(
        "rounded-lg border p-4 text-sm",
        toast.type === "error" ? "border-destructive/40 bg-destructive/5 text-destructive" : "border-success/40 bg-success/5",
      )}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description && <p className="mt-1">{toast.description}</p>}
    </div>
  );
}

/** The spec's "scrolls to the top on open" (not when the address points at an anchor). */
export function useScrollToTopOnOpen() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
    // Only when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
