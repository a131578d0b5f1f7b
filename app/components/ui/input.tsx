import * as React from "react";

import { cn } from "~/lib/utils";

/** A field's height (and, but for "sm", the full width): picked, not overridden (decision 0032). */
const INPUT_SIZES = { default: "h-9 w-full", sm: "h-8", lg: "h-11 w-full" } as const;

function Input({ className, type, fieldSize = "default", ...props }: React.ComponentProps<"input"> & { fieldSize?: keyof typeof INPUT_SIZES }) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        "flex min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none selection:bg-primary selection:text-primary-foreground placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
        "file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
        INPUT_SIZES[fieldSize],
        className,
      )}
      {...props}
    />
  );
}

export { Input };
