import { ChevronLeft, ChevronRight } from "lucide-react";
import { useSearchParams } from "react-router";
import { PageLink } from "~/components/ui/pagination";
import { PAGINATION_TEXT as TEXT } from "~/content/admin/list";
import { PAGE_SIZES } from "~/models/pagination";

/** The admin lists' pages: "Showing 26–50 of 10,000", the page size choice, previous and next (components/ui/pagination.tsx). */
export function Pagination({ page, pageCount, pageSize, total }: { page: number; pageCount: number; pageSize: number; total: number }) {
  const [params] = useSearchParams();
  const hrefFor = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, String(value));
    return `?${next.toString()}`;
  };
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <nav aria-label={TEXT.label} className="mt-4 flex flex-col items-center justify-between gap-3 text-sm sm:flex-row">
      <p className="text-muted-foreground" aria-live="polite">
        {TEXT.showing(first, last, total)}
      </p>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2 text-muted-foreground">
          {TEXT.rowsPerPage}
          <select
            className="h-9 rounded-md border bg-background px-2 text-foreground"
            value={pageSize}
            onChange={(event) => {
              window.location.search = hrefFor({ pageSize: event.target.value, page: 1 });
            }}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <span className="px-2 text-muted-foreground">
          {TEXT.pageOf(page, pageCount)}
        </span>
        <PageLink to={page > 1 ? hrefFor({ page: page - 1 }) : null} label={TEXT.previous} size="icon" keepScroll>
          <ChevronLeft aria-hidden="true" />
        </PageLink>
        <PageLink to={page < pageCount ? hrefFor({ page: page + 1 }) : null} label={TEXT.next} size="icon" keepScroll>
          <ChevronRight aria-hidden="true" />
        </PageLink>
      </div>
    </nav>
  );
}
