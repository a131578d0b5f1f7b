/**
 * The one pagination control of the site: a link to another page of a list,
 * or the same button disabled when there is no such page, and the window of
 * page numbers around the current one. The blog's list
 * (components/site/blog-pagination.tsx) and the admin lists
 * (components/admin/pagination.tsx) lay it out as each screen shows it.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** `to`: the page's address, or null when there is no such page (shown disabled). */
export function PageLink({
  to,
  label,
  rel,
  size,
  variant = "outline",
  current,
  keepScroll,
  children,
}: {
  to: string | null;
  /** Accessible name when the content is only an icon or a number. */
  label?: string;
  rel?: "prev" | "next";
  size?: "icon";
  variant?: "outline" | "default";
  /** Marks the page being shown. */
  current?: boolean;
  /** Keep the scroll position (a list inside a screen). */
  keepScroll?: boolean;
  children: ReactNode;
}) {
  if (to === null) {
    return (
      <Button variant={variant} size={size} disabled aria-label={label}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant={variant} size={size}>
      <Link to={to} rel={rel} aria-label={label} aria-current={current ? "page" : undefined} preventScrollReset={keepScroll}>
        {children}
      </Link>
    </Button>
  );
}

/** Page numbers around the current one: 1 … 4 5 6 … 10. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) result.push("gap");
    result.push(p);
  });
  return result;
}
