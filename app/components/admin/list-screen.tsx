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

/** A row's View (opens its ?view= dialog) and Delete (after confirmation) buttons. */
export function ViewDeleteActions({
  id,
  viewHref,
  viewLabel,
  deleteLabel,
  deleteTitle,
  deleteDescription,
}: {
  id: string;
  viewHref: string;
  viewLabel: string;
  deleteLabel: string;
  deleteTitle: string;
  deleteDescription: string;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="icon">
        <Link to={viewHref} replace preventScrollReset aria-label={viewLabel}>
          <Eye aria-hidden="true" />
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="icon" aria-label={deleteLabel}>
            <Trash2 aria-hidden="true" className="text-destructive" />
          </Button>
        }
        title={deleteTitle}
        description={deleteDescription}
        fields={{ intent: "delete", id }}
      />
    </div>
  );
}
