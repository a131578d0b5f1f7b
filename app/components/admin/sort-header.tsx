import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { TableHead } from "~/components/ui/table";

/**
 * A sortable column heading: a link that sorts by `sortKey` (toggling the
 * direction when it is already the sort), with aria-sort for screen readers.
 */
export function SortHeader({
  label,
  sortKey,
  defaultSort,
  defaultDir = "desc",
  className,
}: {
  label: string;
  sortKey: string;
  defaultSort: string;
  defaultDir?: "asc" | "desc";
  className?: string;
}) {
  const [params] = useSearchParams();
  const sort = params.get("sort") ?? defaultSort;
  const dir = (params.get("dir") ?? defaultDir) as "asc" | "desc";
  const active = sort === sortKey;
  const next = new URLSearchParams(params);
  next.set("sort", sortKey);
  next.set("dir", active && dir === "asc" ? "desc" : active ? "asc" : sortKey === "createdAt" ? "desc" : "asc");
  next.delete("page");
  const Icon = !active ? ArrowUpDown : dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : "none"} className={className}>
      <Link
        to={`?${next.toString()}`}
        preventScrollReset
        className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:outline-2"
      >
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
        <span className="sr-only">{active ? `, sorted ${dir === "asc" ? "ascending" : "descending"}` : ", sort"}</span>
      </Link>
    </TableHead>
  );
}
