import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "~/lib/utils";

/*
 * Status colours use Tailwind's palette (100 background / 900 text), which
 * keeps the text well above the WCAG AA 4.5:1 contrast ratio.
 */
const badgeVariants = cva(
  "shrink-0 overflow-hidden rounded-md border font-medium transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&>svg]:pointer-events-none [&>svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary/90",
        secondary:
          "border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/90",
        destructive:
          "border-transparent bg-destructive text-destructive-foreground [a&]:hover:bg-destructive/90",
        outline: "text-foreground [a&]:hover:bg-accent [a&]:hover:text-accent-foreground",
        // The outline in the brand colour (callers tint the border).
        "outline-primary": "text-primary [a&]:hover:bg-accent [a&]:hover:text-accent-foreground",
        yellow: "border-yellow-300 bg-yellow-100 text-yellow-900",
        green: "border-green-300 bg-green-100 text-green-900",
        blue: "border-blue-300 bg-blue-100 text-blue-900",
        red: "border-red-300 bg-red-100 text-red-900",
        grey: "border-gray-300 bg-gray-100 text-gray-800",
      },
      // How the badge lays out its content; classes are joined, not merged
      // (decision 0032), so a caller picks a layout instead of overriding one.
      layout: {
        inline: "inline-flex w-fit items-center justify-center gap-1 whitespace-nowrap",
        // A full-width block of lines that wrap (a booking in the admin calendar).
        stacked: "flex w-full flex-col items-start justify-start whitespace-normal text-left",
      },
      size: {
        default: "px-2 py-0.5 text-xs",
        // The hero's eyebrow chip (Home, Join).
        lg: "px-4 py-1 text-sm",
        // A removable tag: room for the remove button on the right.
        tag: "py-1 pr-1 pl-2 text-sm",
      },
    },
    defaultVariants: {
      variant: "default",
      layout: "inline",
      size: "default",
    },
  },
);

function Badge({
  className,
  variant,
  layout,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "span";

  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? "default"}
      className={cn(badgeVariants({ variant, layout, size }), className)}
      {...props}
    />
  );
}

export { Badge, badgeVariants };
