/**
 * The browser half of the admin kit (the server half is
 * app/server/admin-kit.server.ts): the body of a list screen. A load failure
 * shows its banner, an empty list its message; otherwise a table on desktop
 * and cards on a phone, each with skeletons while the list loads, then the
 * pagination. The screen says only what a row's cells and card show.
 */
import { Eye, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { ErrorBanner } from "~/components/admin/error-banner";
import { Pagination } from "~/components/admin/pagination";
import { SkeletonCards, SkeletonRows } from "~/components/admin/status-list";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableHeader, TableRow } from "~/components/ui/table";
import type { Page } from "~/server/db/list.server";

export function ListScreenBody<Row extends { id: string }>({
  page,
  loadError,
  loading,
  label,
  errorText,
  emptyText,
  head,
  cells,
  card,
}: {
  page: Page<Row>;
  loadError: string | null;
  loading: boolean;
  /** The table's and the card list's accessible name (the screen's title). */
  label: string;
  errorText: (message: string) => ReactNode;
  emptyText: ReactNode;
  /** The table's header cells (SortHeader or TableHead). */
  head: ReactNode[];
  /** A row's table cells. */
  cells: (row: Row) => ReactNode;
  /** A row's card on a phone. */
  card: (row: Row) => ReactNode;
}) {
  return (
    <>
      {loadError ? (
        <ErrorBanner>{errorText(loadError)}</ErrorBanner>
      ) : !loading && page.rows.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <>
          {/* Desktop: a table. */}
          <Table aria-label={label} aria-busy={loading || undefined} containerClassName="hidden md:block">
            <TableHeader>
              <TableRow>{head}</TableRow>
            </TableHeader>
            <TableBody>
              {loading ? (
                <SkeletonRows columns={head.length} />
              ) : (
                page.rows.map((row) => <TableRow key={row.id}>{cells(row)}</TableRow>)
              )}
            </TableBody>
          </Table>
          {/* Mobile: cards. */}
          <ul className="space-y-3 md:hidden" aria-label={label} aria-busy={loading || undefined}>
            {loading ? (
              <SkeletonCards />
            ) : (
              page.rows.map((row) => (
                <li key={row.id} className="rounded-lg border bg-card p-4">
                  {card(row)}
                </li>
              ))
            )}
          </ul>
        </>
      )}
      {!loadError && <Pagination page={page.page} pageCount={page.pageCount} pageSize={page.pageSize} total={page.total} />}
    </>
  );
}

/** The top of a row's card: who (and a detail line) on the left, the status badge on the right. */
export function CardHead({ title, detail, badge }: { title: ReactNode; detail: ReactNode; badge: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="font-medium">{title}</p>
        <p className="truncate text-sm text-muted-foreground">{detail}</p>
      </div>
      {badge}
    </div>
  );
}

/** A row's View (opens its ?view= dialog) and Delete (after confirmation) buttons, named after the record. */
export function ViewDeleteActions({
  id,
  name,
  viewHref,
  text,
}: {
  id: string;
  name: string;
  viewHref: string;
  text: {
    view: (name: string) => string;
    delete: (name: string) => string;
    deleteTitle: string;
    deleteDescription: (name: string) => string;
  };
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="icon">
        <Link to={viewHref} replace preventScrollReset aria-label={text.view(name)}>
          <Eye aria-hidden="true" />
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="icon" aria-label={text.delete(name)}>
            <Trash2 aria-hidden="true" className="text-destructive" />
          </Button>
        }
        title={text.deleteTitle}
        description={text.deleteDescription(name)}
        fields={{ intent: "delete", id }}
      />
    </div>
  );
}
