/**
 * Bookings calendar (/admin/bookings/calendar): the consultations of a week
 * or a month by day, coloured by status like the list's badges. The address
 * holds the page (?view=week|month&date=yyyy-MM-dd; default: this week in
 * Nepal) and the open booking (?booking=<id>), so reload and Back work. A
 * booking opens the list's own details dialog, which saves through the
 * bookings list's action (the same checks and toasts); this page reloads after.
 */
import { List } from "lucide-react";
import { useCallback, useEffect } from "react";
import { data, Link, useNavigation, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import {
  BOOKING_PARAM,
  CalendarDays,
  CalendarToolbar,
  StatusLegend,
  useCalendarLoading,
} from "~/components/admin/booking-calendar";
import { BookingDialog } from "~/components/admin/bookings-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { ErrorBanner } from "~/components/admin/error-banner";
import { PageHeader } from "~/components/admin/page-header";
import { Button } from "~/components/ui/button";
import { BOOKING_CALENDAR_TEXT as TEXT } from "~/content/admin/booking-calendar";
import { calendarDays, nepalToday, parseDateString, type CalendarView } from "~/lib/time/calendar";
import { useToastFrom } from "~/lib/toast";
import { failureMessage } from "~/server/kernel/answers.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { bookingsBetween } from "~/server/bookings/booking-calendar.server";
import type { Booking } from "~/server/bookings/queries.server";
import { makeToast } from "~/server/kernel/toast.server";
import type { Route } from "./+types/booking-calendar";

export const meta: Route.MetaFunction = () => [{ title: TEXT.metaTitle }];

/** A day the calendar can page to; anything else (a typo, year 20260) shows today. */
function pageDate(value: string | null, today: string): string {
  const parsed = value ? parseDateString(value) : null;
  return parsed && parsed.year >= 1900 && parsed.year <= 2999 ? value! : today;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const view: CalendarView = params.get("view") === "month" ? "month" : "week";
  const today = nepalToday();
  const date = pageDate(params.get("date"), today);
  const days = calendarDays(view, date);
  let bookings: Booking[] = [];
  let loadError: string | null = null;
  try {
    bookings = await bookingsBetween(days[0]!, days.at(-1)!);
  } catch (error) {
    loadError = failureMessage("admin/bookings/calendar load", error);
  }
  // A link to a booking that is not on this page (deleted, or another week).
  const asked = params.get(BOOKING_PARAM);
  const missing = Boolean(asked && !loadError && !bookings.some((booking) => booking.id === asked));
  const toast = missing ? makeToast({ type: "error", title: TEXT.notFound, description: TEXT.notFoundMessage }) : null;
  return data({ view, date, today, days, bookings, loadError, toast }, { status: missing ? 404 : 200 });
}

/** Opening or closing a booking's dialog needs no new data; paging and saving do. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(BOOKING_PARAM);
    params.sort();
    return `${url.pathname}?${params}`;
  };
  return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
}

export default function BookingCalendarPage({ loaderData }: Route.ComponentProps) {
  const { view, date, today, days, bookings, loadError } = loaderData;
  useToastFrom(loaderData);
  const loading = useCalendarLoading();
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  const openId = params.get(BOOKING_PARAM);
  const record = openId ? bookings.find((booking) => booking.id === openId) : undefined;

  const hrefFor = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(BOOKING_PARAM, id);
    return `?${next}`;
  };
  const close = useCallback(() => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(BOOKING_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setParams]);

  // A booking not on this page (its toast says so): drop it from the address.
  useEffect(() => {
    if (openId && !record && navigation.state === "idle") close();
  }, [openId, record, navigation.state, close]);

  return (
    <div className="min-w-0">
      <PageHeader
        title={TEXT.title}
        description={TEXT.description}
        actions={
          <Button asChild variant="outline">
            <Link to="/admin/bookings">
              <List aria-hidden="true" />
              {TEXT.list}
            </Link>
          </Button>
        }
      />
      <CalendarToolbar view={view} date={date} today={today} days={days} />
      <StatusLegend />
      {loadError && <ErrorBanner>{TEXT.loadError(loadError)}</ErrorBanner>}
      {!loadError && !loading && bookings.length === 0 && (
        <div className="mb-4">
          <EmptyState>{TEXT.empty[view]}</EmptyState>
        </div>
      )}
      <CalendarDays view={view} date={date} today={today} days={days} bookings={bookings} loading={loading} hrefFor={hrefFor} />
      <BookingDialog booking={record} onClose={close} action="/admin/bookings" />
    </div>
  );
}
