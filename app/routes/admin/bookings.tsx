/**
 * Booking management (/admin/bookings): the project inquiries sent from Work
 * With Us, paged, searched, filtered and sorted in SQL; a details dialog with
 * status and admin notes (?view=<id> opens it), delete with confirmation,
 * Refresh, and a CSV export.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { Eye, Loader2, MoreHorizontal, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { data, useRevalidator, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { BookingDialog, type BookingView } from "~/components/admin/bookings-dialog";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { ErrorBanner } from "~/components/admin/error-banner";
import { ListToolbar } from "~/components/admin/list-toolbar";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { SortHeader } from "~/components/admin/sort-header";
import { BookingStatusBadge } from "~/components/admin/status-badges";
import {
  DateText,
  revalidateUnlessOnlyViewChanged,
  SkeletonCards,
  SkeletonRows,
  useListLoading,
  useViewedRecord,
  VIEW_PARAM,
} from "~/components/admin/status-list";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { useToastFrom } from "~/lib/toast";
import { BOOKING_STATUSES, BOOKING_STATUS_LABELS, bookingUpdateSchema, formatBookingDate } from "~/models/booking";
import { createListQuerySchema } from "~/models/pagination";
import { isUuid } from "~/models/ids";
import { parseListParams, statusParam } from "~/server/admin-list.server";
import { requireAdmin } from "~/server/auth.server";
import {
  BOOKING_SORT_KEYS,
  deleteBooking,
  getBooking,
  listBookings,
  SlotTakenError,
  updateBooking,
  type Booking,
} from "~/server/bookings.server";
import { makeToast } from "~/server/toast.server";
import type { Route } from "./+types/bookings";

export const meta: Route.MetaFunction = () => [{ title: "Booking Management | Admin" }];

const TEXT = {
  title: "Booking Management",
  description: "Project inquiries and consultations booked on Work With Us.",
  search: "Search by name, email, phone, event type or location...",
  refresh: "Refresh",
  empty: "No bookings found.",
  loadError: (message: string) => `Error loading bookings: ${message}`,
  notFound: "Booking not found",
  notFoundMessage: "This booking does not exist or has been deleted.",
  invalidId: "This is not a valid booking id.",
  updated: "Booking updated successfully",
  updateFailed: (message: string) => `Failed to update booking: ${message}`,
  deleted: "Booking deleted successfully",
  deleteFailed: (message: string) => `Failed to delete booking: ${message}`,
  unknownIntent: "Unknown action",
  deleteTitle: "Are you sure?",
  deleteDescription: (name: string) =>
    `This action cannot be undone. This will permanently delete the booking from ${name}.`,
  viewDetails: "View Details",
  delete: "Delete",
} as const;

const listQuerySchema = createListQuerySchema({ sortKeys: BOOKING_SORT_KEYS, defaultSort: "createdAt" });

/** The database's own words (not the query text a query builder wraps them in). */
function message(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error && cause.message ? cause.message : "Unknown error";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = parseListParams(request, listQuerySchema);
  const status = statusParam(request, BOOKING_STATUSES);
  const viewId = new URL(request.url).searchParams.get(VIEW_PARAM);

  let page: Awaited<ReturnType<typeof listBookings>> = { rows: [], total: 0, page: 1, pageSize: query.pageSize, pageCount: 1 };
  let loadError: string | null = null;
  let viewed: Booking | null = null;
  let viewMissing: string | null = null;
  try {
    page = await listBookings({ ...query, status });
    // Past the last page (e.g. after deletions): show the last page instead.
    if (page.rows.length === 0 && page.total > 0 && query.page > page.pageCount) {
      page = await listBookings({ ...query, status, page: page.pageCount });
    }
    if (viewId) {
      viewed = page.rows.find((row) => row.id === viewId) ?? (isUuid(viewId) ? ((await getBooking(viewId)) ?? null) : null);
      if (!viewed) viewMissing = viewId;
    }
  } catch (error) {
    // Shown in place as the error card; never a 500 page.
    console.error("[admin/bookings] load failed:", error);
    loadError = message(error);
  }

  const toast =
    viewMissing && !loadError ? makeToast({ type: "error", title: TEXT.notFound, description: TEXT.notFoundMessage }) : null;
  return data({ page, viewed, viewMissing, loadError, toast }, { status: viewMissing && !loadError ? 404 : 200 });
}

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => revalidateUnlessOnlyViewChanged(args);

const idSchema = z.object({ id: z.string({ error: TEXT.invalidId }).trim().refine(isUuid, TEXT.invalidId) });
const updateFormSchema = bookingUpdateSchema.extend(idSchema.shape);

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "update") {
    const submission = parseWithZod(formData, { schema: updateFormSchema });
    if (submission.status !== "success") {
      const errors = submission.error ?? {};
      const description = errors.id?.[0] ?? errors.status?.[0] ?? errors.notes?.[0] ?? "Invalid input";
      return data(
        {
          ok: false,
          result: submission.reply(),
          toast: makeToast({ type: "error", title: TEXT.updateFailed(description) }),
        },
        { status: 400 },
      );
    }
    const { id, status, notes } = submission.value;
    try {
      const updated = await updateBooking(id, { status, notes });
      if (!updated) {
        return data(
          { ok: false, result: submission.reply(), toast: makeToast({ type: "error", title: TEXT.updateFailed(TEXT.notFoundMessage) }) },
          { status: 404 },
        );
      }
      return {
        ok: true,
        result: submission.reply(),
        toast: makeToast({
          type: "success",
          title: TEXT.updated,
          description: `${updated.name}: ${BOOKING_STATUS_LABELS[status]}`,
        }),
      };
    } catch (error) {
      if (error instanceof SlotTakenError) {
        return data(
          { ok: false, result: submission.reply(), toast: makeToast({ type: "error", title: TEXT.updateFailed(error.message) }) },
          { status: 409 },
        );
      }
      console.error("[admin/bookings] update failed:", error);
      return data(
        { ok: false, result: submission.reply(), toast: makeToast({ type: "error", title: TEXT.updateFailed(message(error)) }) },
        { status: 500 },
      );
    }
  }

  if (intent === "delete") {
    const submission = parseWithZod(formData, { schema: idSchema });
    if (submission.status !== "success") {
      return data(
        { ok: false, toast: makeToast({ type: "error", title: TEXT.deleteFailed(TEXT.invalidId) }) },
        { status: 400 },
      );
    }
    try {
      const deleted = await deleteBooking(submission.value.id);
      if (!deleted) {
        return data(
          { ok: false, toast: makeToast({ type: "error", title: TEXT.deleteFailed(TEXT.notFoundMessage) }) },
          { status: 404 },
        );
      }
      return { ok: true, toast: makeToast({ type: "success", title: TEXT.deleted }) };
    } catch (error) {
      console.error("[admin/bookings] delete failed:", error);
      return data(
        { ok: false, toast: makeToast({ type: "error", title: TEXT.deleteFailed(message(error)) }) },
        { status: 500 },
      );
    }
  }

  return data({ ok: false, toast: makeToast({ type: "error", title: TEXT.unknownIntent }) }, { status: 400 });
}

const COLUMNS = 6;

type Row = Route.ComponentProps["loaderData"]["page"]["rows"][number];

export default function BookingsPage({ loaderData }: Route.ComponentProps) {
  const { page, viewed, viewMissing, loadError } = loaderData;
  useToastFrom(loaderData);
  const listLoading = useListLoading();
  const revalidator = useRevalidator();
  const [refreshing, setRefreshing] = useState(false);
  const loading = listLoading || refreshing;
  const { record, open, close } = useViewedRecord<BookingView>({ rows: page.rows, viewed, viewMissing });
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const statusOptions = BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] }));

  const refresh = async () => {
    setRefreshing(true);
    try {
      await revalidator.revalidate();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div>
      <PageHeader
        title={TEXT.title}
        description={TEXT.description}
        actions={
          <Button variant="outline" onClick={() => void refresh()} disabled={refreshing}>
            {refreshing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
            {TEXT.refresh}
          </Button>
        }
      />
      <ListToolbar placeholder={TEXT.search} statusOptions={statusOptions} exportHref="/admin/export/bookings" />
      {loadError ? (
        <ErrorBanner>{TEXT.loadError(loadError)}</ErrorBanner>
      ) : !loading && page.rows.length === 0 ? (
        <EmptyState>{TEXT.empty}</EmptyState>
      ) : (
        <>
          {/* Desktop: a table. */}
          <Table aria-label={TEXT.title} aria-busy={loading || undefined} containerClassName="hidden md:block">
            <TableHeader>
              <TableRow>
                <SortHeader label="Date" sortKey="eventDate" defaultSort="createdAt" />
                <SortHeader label="Customer" sortKey="name" defaultSort="createdAt" />
                <TableHead>Event Type</TableHead>
                <SortHeader label="Status" sortKey="status" defaultSort="createdAt" />
                <SortHeader label="Created" sortKey="createdAt" defaultSort="createdAt" />
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loading ? (
                <SkeletonRows columns={COLUMNS} />
              ) : (
                page.rows.map((booking) => (
                  <TableRow key={booking.id}>
                    <TableCell>
                      <div className="font-medium">{formatBookingDate(booking.eventDate)}</div>
                      <div className="text-muted-foreground">{booking.timeSlot}</div>
                    </TableCell>
                    <TableCell>
                      <div className="font-medium">{booking.name}</div>
                      <div className="text-muted-foreground">{booking.email}</div>
                    </TableCell>
                    <TableCell>{booking.eventType}</TableCell>
                    <TableCell>
                      <BookingStatusBadge status={booking.status} />
                    </TableCell>
                    <TableCell>
                      <DateText value={booking.createdAt} />
                    </TableCell>
                    <TableCell className="text-right">
                      <Actions booking={booking} onView={open} onDelete={setToDelete} />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          {/* Mobile: cards. */}
          <ul className="space-y-3 md:hidden" aria-label={TEXT.title} aria-busy={loading || undefined}>
            {loading ? (
              <SkeletonCards />
            ) : (
              page.rows.map((booking) => (
                <li key={booking.id} className="rounded-lg border bg-card p-4">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-medium">{booking.name}</p>
                      <p className="truncate text-sm text-muted-foreground">{booking.email}</p>
                    </div>
                    <BookingStatusBadge status={booking.status} />
                  </div>
                  <p className="mt-2 text-sm">
                    {formatBookingDate(booking.eventDate)} · {booking.timeSlot}
                  </p>
                  <div className="mt-1 flex items-center justify-between gap-3 text-sm text-muted-foreground">
                    <span className="min-w-0 truncate">{booking.eventType}</span>
                    <Actions booking={booking} onView={open} onDelete={setToDelete} />
                  </div>
                </li>
              ))
            )}
          </ul>
        </>
      )}
      {!loadError && <Pagination page={page.page} pageCount={page.pageCount} pageSize={page.pageSize} total={page.total} />}
      <BookingDialog booking={record} onClose={close} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && setToDelete(null)}
        title={TEXT.deleteTitle}
        description={TEXT.deleteDescription(toDelete?.name ?? "")}
        confirmLabel={TEXT.delete}
        fields={{ intent: "delete", id: toDelete?.id ?? "" }}
      />
    </div>
  );
}

function Actions({
  booking,
  onView,
  onDelete,
}: {
  booking: Row;
  onView: (id: string) => void;
  onDelete: (target: { id: string; name: string }) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${booking.name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onView(booking.id)}>
          <Eye aria-hidden="true" />
          {TEXT.viewDetails}
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete({ id: booking.id, name: booking.name })}>
          <Trash2 aria-hidden="true" />
          {TEXT.delete}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
