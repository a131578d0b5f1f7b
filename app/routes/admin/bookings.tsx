/**
 * Booking management (/admin/bookings): the project inquiries sent from Work
 * With Us, paged, searched, filtered and sorted in SQL; a details dialog with
 * status and admin notes (?view=<id> opens it; a status change e-mails the
 * visitor), delete with confirmation, Refresh, and a CSV export.
 */
import { fields } from "~/models/text";
import { CalendarDays, Eye, Loader2, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator, type ShouldRevalidateFunctionArgs } from "react-router";
import { BookingDialog, type BookingView } from "~/components/admin/bookings-dialog";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { ListToolbar } from "~/components/admin/list-toolbar";
import { ListScreenBody, RowIcon } from "~/components/admin/list-screen";
import { PageHeader } from "~/components/admin/page-header";
import { SortHeader } from "~/components/admin/sort-header";
import { BookingStatusBadge } from "~/components/admin/status-badges";
import {
  DateText,
  revalidateUnlessOnlyViewChanged,
  useListLoading,
  useViewedRecord,
} from "~/components/admin/status-list";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { TableHead } from "~/components/ui/table";
import { useToastFrom } from "~/lib/toast";
import { BOOKING_STATUSES, BOOKING_STATUS_LABELS, bookingUpdateSchema, formatBookingDate } from "~/models/booking";
import { BOOKINGS_TEXT as TEXT } from "~/content/admin/bookings";
import { BOOKING_CALENDAR_TEXT } from "~/content/admin/booking-calendar";
import { createListQuerySchema } from "~/models/pagination";
import { parseListParams, statusParam } from "~/server/kernel/admin-list.server";
import { idSchema, intent, loadListScreen, runIntent } from "~/server/kernel/admin-kit.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { deleteBooking, updateBooking } from "~/server/bookings/bookings.server";
import { BOOKING_SORT_KEYS, getBooking, listBookings, SlotTakenError } from "~/server/bookings/queries.server";
import type { Route } from "./+types/bookings";

export const meta: Route.MetaFunction = () => [{ title: TEXT.metaTitle }];

const listQuerySchema = createListQuerySchema({ sortKeys: BOOKING_SORT_KEYS, defaultSort: "createdAt" });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  return loadListScreen(request, {
    name: "admin/bookings",
    query: { ...parseListParams(request, listQuerySchema), status: statusParam(request, BOOKING_STATUSES) },
    list: listBookings,
    get: getBooking,
    text: TEXT,
  });
}

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => revalidateUnlessOnlyViewChanged(args);

const byId = idSchema(TEXT.invalidId);

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  return runIntent(
    request,
    {
      update: intent({
        schema: fields({ ...bookingUpdateSchema.entries, ...byId.entries }),
        // A real status change e-mails the visitor (links from this request's address).
        run: ({ id, status, notes }) => updateBooking(id, { status, notes }),
        done: (updated, { status }) => ({ title: TEXT.updated, description: `${updated.name}: ${BOOKING_STATUS_LABELS[status]}` }),
        failed: (description) => ({ title: TEXT.updateFailed(description) }),
        conflict: (error) => error instanceof SlotTakenError,
      }),
      delete: intent({
        schema: byId,
        run: ({ id }) => deleteBooking(id),
        done: () => ({ title: TEXT.deleted }),
        failed: (description) => ({ title: TEXT.deleteFailed(description) }),
      }),
    },
    { name: "admin/bookings", ...TEXT },
  );
}

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
          <>
            <Button asChild variant="outline">
              <Link to="/admin/bookings/calendar">
                <CalendarDays aria-hidden="true" />
                {BOOKING_CALENDAR_TEXT.calendar}
              </Link>
            </Button>
            <Button variant="outline" onClick={() => void refresh()} disabled={refreshing}>
              {refreshing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
              {TEXT.refresh}
            </Button>
          </>
        }
      />
      <ListToolbar placeholder={TEXT.search} statusOptions={statusOptions} exportHref="/admin/export/bookings" />
      <ListScreenBody
        page={page}
        loadError={loadError}
        loading={loading}
        label={TEXT.title}
        errorText={TEXT.loadError}
        emptyText={TEXT.empty}
        head={[
          <SortHeader key="date" label={TEXT.columns.date} sortKey="eventDate" defaultSort="createdAt" />,
          <SortHeader key="customer" label={TEXT.columns.customer} sortKey="name" defaultSort="createdAt" />,
          <TableHead key="type">{TEXT.columns.eventType}</TableHead>,
          <SortHeader key="status" label={TEXT.columns.status} sortKey="status" defaultSort="createdAt" />,
          <SortHeader key="created" label={TEXT.columns.created} sortKey="createdAt" defaultSort="createdAt" />,
          <TableHead key="actions" className="text-right">
            {TEXT.columns.actions}
          </TableHead>,
        ]}
        cells={(booking) => (
          <>
            <td data-label={TEXT.columns.date}>
              <div className="font-medium">{formatBookingDate(booking.eventDate)}</div>
              <div className="text-muted-foreground">{booking.timeSlot}</div>
            </td>
            <td data-cell="title">
              <div className="font-medium">{booking.name}</div>
              <div className="text-muted-foreground">{booking.email}</div>
            </td>
            <td data-label={TEXT.columns.eventType}>{booking.eventType}</td>
            <td data-cell="badge">
              <BookingStatusBadge status={booking.status} />
            </td>
            <td data-label={TEXT.columns.created}>
              <DateText value={booking.createdAt} />
            </td>
            <td>
              <Actions booking={booking} onView={open} onDelete={setToDelete} />
            </td>
          </>
        )}
      />
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
        <button type="button" aria-label={TEXT.actionsFor(booking.name)} className="row-action">
          <RowIcon name="more" />
        </button>
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
