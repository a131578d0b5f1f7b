import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";

/** A load or save failure shown in place (e.g. "Error loading bookings: ..."). */
export function ErrorBanner({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="mb-4 flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-destructive">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
