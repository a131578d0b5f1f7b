import type { ReactNode } from "react";

/** What a list shows when it has nothing to show. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed p-10 text-center text-muted-foreground">
      <p>{children}</p>
      {action}
    </div>
  );
}
