import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "~/lib/utils";

const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center text-sm font-medium whitespace-nowrap transition-all outline-none focus-visible:border-ring focus-visible:ring-[3px] disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 focus-visible:ring-ring/50",
        destructive:
          "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/30",
        outline:
          "border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50",
        secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/90 focus-visible:ring-ring/50",
        // Light on a coloured band (the call to action on Team Leader).
        inverse: "bg-background text-foreground shadow-xs hover:bg-background/90 focus-visible:ring-ring/50",
        ghost: "hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50",
        link: "text-primary underline-offset-4 hover:underline focus-visible:ring-ring/50",
      },
      size: {
        default: "h-9 gap-2 rounded-md px-4 py-2 has-[>svg]:px-3",
        sm: "h-8 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5",
        lg: "h-10 gap-2 rounded-md px-6 has-[>svg]:px-4",
        // Level with a large field (the Blog's search and sign-up rows).
        xl: "h-11 gap-2 rounded-md px-6 has-[>svg]:px-4",
        icon: "size-9 gap-2 rounded-md",
        "icon-sm": "size-8 gap-2 rounded-md",
        // A small rounded chip (the Blog's category filters).
        pill: "h-8 gap-1.5 rounded-full px-4 has-[>svg]:px-2.5",
      },
    },
    defaultVariants: {
      variant: "default",
      size: "default",
    },
  },
);

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
  }) {
  const Comp = asChild ? Slot.Root : "button";

  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "default"}
      data-size={size ?? "default"}
      className={cn(buttonVariants({ variant, size, className }))}
      {...props}
    />
  );
}

export { Button, buttonVariants };
