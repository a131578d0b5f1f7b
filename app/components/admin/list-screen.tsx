/**
 * The browser half of the admin kit (the server half is
 * app/server/kernel/admin-kit.server.ts): the body of a list screen. A load failure
 * shows its banner, an empty list its message; otherwise the rows, with
 * skeletons while the list loads, then the pagination. Each row is drawn
 * once: one table for every screen, shown as a card per row on a phone by CSS
 * (the `row-list` rules in app.css; its cells are plain <td>s marked with
 * data-cell / data-label). The lists used to draw a phone's cards as a second
 * list beside the table, every row twice.
 */
import { Eye, MoreHorizontal, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { iconSprite } from "~/components/admin/icon-sprite";
import { ErrorBanner } from "~/components/admin/error-banner";
import { Pagination } from "~/components/admin/pagination";
import { SkeletonRows } from "~/components/admin/status-list";
import { Table, TableHeader, TableRow } from "~/components/ui/table";
import type { Page } from "~/server/db/list.server";

/** The row actions' icons: drawn once per page (RowIconSprite), each row refers to them (RowIcon). */
const { Sprite: RowIconSprite, Icon: RowIcon } = iconSprite("row-icon", { view: Eye, delete: Trash2, more: MoreHorizontal });
export { RowIcon };

export function ListScreenBody<Row extends { id: string }>({
  page,
  loadError,
  loading,
  label,
  errorText,
  emptyText,
  head,
  cells,
}: {
  page: Page<Row>;
  loadError: string | null;
  loading: boolean;
  /** The table's accessible name (the screen's title). */
  label: string;
  errorText: (message: string) => ReactNode;
  emptyText: ReactNode;
  /** The table's header cells (SortHeader or TableHead). */
  head: ReactNode[];
  /** A row's cells: <td>s marked data-cell="title" / "badge" or data-label={column} for the phone's card. */
  cells: (row: Row) => ReactNode;
}) {
  return (
    <>
      {loadError ? (
        <ErrorBanner>{errorText(loadError)}</ErrorBanner>
      ) : !loading && page.rows.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <>
          <RowIconSprite />
          <Table className="row-list" aria-label={label} aria-busy={loading || undefined}>
            <TableHeader>
              <TableRow>{head}</TableRow>
            </TableHeader>
            <tbody>
              {loading ? <SkeletonRows columns={head.length} /> : page.rows.map((row) => <tr key={row.id}>{cells(row)}</tr>)}
            </tbody>
          </Table>
        </>
      )}
      {!loadError && <Pagination page={page.page} pageCount={page.pageCount} pageSize={page.pageSize} total={page.total} />}
    </>
  );
}

/**
 * A row's View (opens its ?view= dialog) and Delete (after confirmation)
 * buttons, named after the record (their icons come from the sprite
 * ListScreenBody draws).
 */
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
      <Link to={viewHref} replace preventScrollReset aria-label={text.view(name)} className="row-action">
        <RowIcon name="view" />
      </Link>
      <ConfirmDialog
        trigger={
          <button type="button" aria-label={text.delete(name)} className="row-action">
            <RowIcon name="delete" className="text-destructive" />
          </button>
        }
        title={text.deleteTitle}
        description={text.deleteDescription(name)}
        fields={{ intent: "delete", id }}
      />
    </div>
  );
}
