/**
 * The bookings calendar's pieces: the toolbar (Previous / Today / Next, the
 * range shown, the Week/Month radio group) and the days, a list of days
 * whose bookings are links that open the booking's dialog (?booking=<id>).
 * On a wide screen the list is a seven-column grid; on a phone the week is a
 * day-by-day list and the month lists only the days that have bookings.
 * Everything is a link or a radio, so Tab reaches it in reading order.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { BookingStatusBadge } from "~/components/admin/status-badges";
import { badgeVariants } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { BOOKING_CALENDAR_TEXT as TEXT } from "~/content/admin/booking-calendar";
import {
  formatDayInFull,
  formatDayMonth,
  formatDayRange,
  formatMonthYear,
  shiftCalendarDate,
  weekdayName,
  weekdayNames,
  type CalendarView,
} from "~/lib/time/calendar";
import { cn } from "~/lib/utils";
import { BOOKING_STATUSES, bookingStatusColor, formatStatus } from "~/models/booking";

/** The dialog's parameter here (?view= is the calendar's own week/month). */
export const BOOKING_PARAM = "booking";

export type CalendarEntry = { id: string; name: string; eventDate: string; timeSlot: string; status: string };

/** The calendar's address for a view and day (no dialog open). */
export function calendarHref(view: CalendarView, date: string): string {
  return `?view=${view}&date=${date}`;
}

function withoutBooking(search: string) {
  const params = new URLSearchParams(search);
  params.delete(BOOKING_PARAM);
  params.sort();
  return params.toString();
}

/** True while another week or month is loading (not when a dialog opens or closes). */
export function useCalendarLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "loading" || navigation.formMethod) return false;
  return (
    navigation.location.pathname === location.pathname &&
    withoutBooking(navigation.location.search) !== withoutBooking(location.search)
  );
}

export function CalendarToolbar({ view, date, today, days }: { view: CalendarView; date: string; today: string; days: string[] }) {
  const navigate = useNavigate();
  const range = view === "week" ? formatDayRange(days[0]!, days.at(-1)!) : formatMonthYear(date);
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="icon">
          <Link to={calendarHref(view, shiftCalendarDate(view, date, -1))} preventScrollReset aria-label={TEXT.previous[view]}>
            <ChevronLeft aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={calendarHref(view, today)} preventScrollReset>
            {TEXT.today}
          </Link>
        </Button>
        <Button asChild variant="outline" size="icon">
          <Link to={calendarHref(view, shiftCalendarDate(view, date, 1))} preventScrollReset aria-label={TEXT.next[view]}>
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
        {/* Announced when it changes, so Previous/Next say where they went. */}
        <h2 className="ml-1 text-lg font-semibold" aria-live="polite">
          {range}
        </h2>
      </div>
      <RadioGroupPrimitive.Root
        value={view}
        onValueChange={(next) => void navigate(calendarHref(next as CalendarView, date), { preventScrollReset: true })}
        orientation="horizontal"
        aria-label={TEXT.viewLabel}
        className="inline-flex w-fit rounded-md border p-0.5"
      >
        {(["week", "month"] as const).map((value) => (
          <RadioGroupPrimitive.Item
            key={value}
            value={value}
            className="rounded px-3 py-1.5 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground"
          >
            {TEXT.views[value]}
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
    </div>
  );
}

/** The four status colours, with the list's own badges, so colour is never the only clue. */
export function StatusLegend() {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <span id="calendar-legend">{TEXT.legend}:</span>
      <ul aria-labelledby="calendar-legend" className="flex flex-wrap gap-2">
        {BOOKING_STATUSES.map((status) => (
          <li key={status}>
            <BookingStatusBadge status={status} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CalendarDays({
  view,
  date,
  today,
  days,
  bookings,
  loading,
  hrefFor,
}: {
  view: CalendarView;
  date: string;
  today: string;
  days: string[];
  bookings: CalendarEntry[];
  loading: boolean;
  hrefFor: (id: string) => string;
}) {
  const byDay = new Map<string, CalendarEntry[]>();
  for (const booking of bookings) byDay.set(booking.eventDate, [...(byDay.get(booking.eventDate) ?? []), booking]);
  const month = date.slice(0, 7);
  const range = view === "week" ? formatDayRange(days[0]!, days.at(-1)!) : formatMonthYear(date);

  return (
    <div className="relative">
      {/* Column headings for the wide grid; each day's own heading says its full date. */}
      <div aria-hidden="true" className="hidden grid-cols-7 gap-2 pb-2 text-center text-xs font-medium text-muted-foreground lg:grid">
        {weekdayNames().map((name) => (
          <div key={name}>{name}</div>
        ))}
      </div>
      {/* Always present, so screen readers hear it when the text appears. */}
      <span role="status" className="sr-only">
        {loading ? TEXT.loading : ""}
      </span>
      <ol aria-label={range} aria-busy={loading || undefined} className="grid min-w-0 grid-cols-1 gap-2 lg:grid-cols-7">
        {days.map((day) => {
          const entries = byDay.get(day) ?? [];
          const outside = view === "month" && day.slice(0, 7) !== month;
          const isToday = day === today;
          return (
            <li
              key={day}
              data-day={day}
              aria-current={isToday ? "date" : undefined}
              className={cn(
                "min-w-0 rounded-lg border p-2",
                view === "month" ? "lg:min-h-28" : "lg:min-h-48",
                // A phone's month lists only the days with bookings.
                view === "month" && entries.length === 0 && !loading && "max-lg:hidden",
                outside && "bg-muted/40",
                isToday && "border-primary ring-1 ring-primary",
              )}
            >
              <h3 className="mb-2 flex items-baseline justify-between gap-2 text-sm">
                <span className="sr-only">{TEXT.dayLabel(formatDayInFull(day), entries.length)}</span>
                <span aria-hidden="true" className={cn("font-medium", outside && "text-muted-foreground")}>
                  <span className="lg:hidden">{`${weekdayName(day)}, ${formatDayMonth(day)}`}</span>
                  <span className="max-lg:hidden">
                    {view === "week" ? `${weekdayName(day, "short")} ${Number(day.slice(8))}` : Number(day.slice(8))}
                  </span>
                </span>
                {isToday && (
                  <span aria-hidden="true" className="text-xs font-semibold text-primary">
                    {TEXT.todayMark}
                  </span>
                )}
              </h3>
              {loading ? (
                <Skeleton data-testid="calendar-skeleton" aria-hidden="true" className="h-8 w-full" />
              ) : entries.length === 0 ? (
                view === "week" && <p className="text-xs text-muted-foreground">{TEXT.dayEmpty}</p>
              ) : (
                <ul className="grid gap-1">
                  {entries.map((booking) => (
                    <li key={booking.id}>
                      <BookingLink booking={booking} view={view} href={hrefFor(booking.id)} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** One booking, in its status badge's colours; the status is also written (visibly in a week, for screen readers in a month). */
function BookingLink({ booking, view, href }: { booking: CalendarEntry; view: CalendarView; href: string }) {
  const color = bookingStatusColor(booking.status);
  return (
    <Link
      to={href}
      replace
      preventScrollReset
      data-color={color}
      data-status={booking.status}
      className={cn(badgeVariants({ variant: color, layout: "stacked" }), "hover:underline")}
    >
      <span className="font-semibold">
        {booking.timeSlot}
        <span className={cn(view === "month" && "sr-only")}> · {formatStatus(booking.status)}</span>
      </span>
      <span className="w-full break-words font-normal">{booking.name}</span>
    </Link>
  );
}
