import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { PAGINATION_TEXT as TEXT } from "~/content/admin/list";
import { PAGE_SIZES } from "~/models/pagination";

/** "Showing 26–50 of 10,000", previous/next links and the page size choice. */
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
        {page > 1 ? (
          <Button asChild variant="outline" size="icon">
            <Link to={hrefFor({ page: page - 1 })} aria-label={TEXT.previous} preventScrollReset>
              <ChevronLeft aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button variant="outline" size="icon" disabled aria-label={TEXT.previous}>
            <ChevronLeft aria-hidden="true" />
          </Button>
        )}
        {page < pageCount ? (
          <Button asChild variant="outline" size="icon">
            <Link to={hrefFor({ page: page + 1 })} aria-label={TEXT.next} preventScrollReset>
              <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button variant="outline" size="icon" disabled aria-label={TEXT.next}>
            <ChevronRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </nav>
  );
}
