import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

import { cn } from "~/lib/utils";

/*
 * Sonner injects its own (unlayered) stylesheet, so these overrides use
 * Tailwind's important modifier to win over it. They only apply to the light
 * theme: the site's tokens are light, and in dark mode Sonner's own dark
 * palette keeps toasts following the system theme. The rich colours are
 * swapped for 50/900 pairs so toast text meets WCAG AA contrast.
 */
const lightThemeOverrides = [
  "data-[sonner-theme=light]:[--normal-bg:var(--popover)]!",
  "data-[sonner-theme=light]:[--normal-text:var(--popover-foreground)]!",
  "data-[sonner-theme=light]:[--normal-border:var(--border)]!",
  "data-[sonner-theme=light]:[--success-bg:var(--color-green-50)]!",
  "data-[sonner-theme=light]:[--success-border:var(--color-green-300)]!",
  "data-[sonner-theme=light]:[--success-text:var(--color-green-900)]!",
  "data-[sonner-theme=light]:[--info-bg:var(--color-blue-50)]!",
  "data-[sonner-theme=light]:[--info-border:var(--color-blue-300)]!",
  "data-[sonner-theme=light]:[--info-text:var(--color-blue-900)]!",
  "data-[sonner-theme=light]:[--warning-bg:var(--color-amber-50)]!",
  "data-[sonner-theme=light]:[--warning-border:var(--color-amber-300)]!",
  "data-[sonner-theme=light]:[--warning-text:var(--color-amber-900)]!",
  "data-[sonner-theme=light]:[--error-bg:var(--color-red-50)]!",
  "data-[sonner-theme=light]:[--error-border:var(--color-red-300)]!",
  "data-[sonner-theme=light]:[--error-text:var(--color-red-900)]!",
];

function Toaster({ className, style, toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="system"
      position="bottom-left"
      richColors
      closeButton
      className={cn("toaster group", lightThemeOverrides, className)}
      style={{ "--border-radius": "var(--radius)", ...style } as React.CSSProperties}
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: "font-sans",
          title: "font-medium",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

export { Toaster };
