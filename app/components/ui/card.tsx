import * as React from "react";

import { cn } from "~/lib/utils";

/**
 * A card's inner spacing. Callers pick one instead of overriding the padding
 * or gap with className: class names are joined, never merged (decision 0032),
 * so two paddings would fight by stylesheet order.
 */
const CARD_SPACING = {
  default: "gap-6 py-6",
  compact: "gap-4 py-6",
  // Edge to edge: a picture on top, the card lays out its own padding.
  flush: "gap-0 p-0",
  boxed: "gap-6 p-6",
} as const;

function Card({ className, spacing = "default", ...props }: React.ComponentProps<"div"> & { spacing?: keyof typeof CARD_SPACING }) {
  return (
    <div
      data-slot="card"
      className={cn(
        "flex flex-col rounded-xl border bg-card text-card-foreground shadow-sm",
        CARD_SPACING[spacing],
        className,
      )}
      {...props}
    />
  );
}

/** "row": the title and an action side by side (the caller aligns them). */
function CardHeader({ className, layout = "grid", ...props }: React.ComponentProps<"div"> & { layout?: "grid" | "row" }) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        "@container/card-header px-6 [.border-b]:pb-6",
        layout === "grid"
          ? "grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 has-data-[slot=card-action]:grid-cols-[1fr_auto]"
          : "flex flex-row justify-between gap-2",
        className,
      )}
      {...props}
    />
  );
}

/** "sm": a small label-like title (the dashboard's count cards). */
function CardTitle({ className, size = "default", ...props }: React.ComponentProps<"div"> & { size?: "default" | "sm" }) {
  return (
    <div
      data-slot="card-title"
      className={cn("font-display", size === "default" ? "leading-none font-semibold" : "text-sm font-medium", className)}
      {...props}
    />
  );
}

function CardDescription({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

function CardAction({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-action"
      className={cn("col-start-2 row-span-2 row-start-1 self-start justify-self-end", className)}
      {...props}
    />
  );
}

function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-6", className)} {...props} />;
}

function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("flex items-center px-6 [.border-t]:pt-6", className)}
      {...props}
    />
  );
}

export { Card, CardHeader, CardTitle, CardDescription, CardAction, CardContent, CardFooter };
