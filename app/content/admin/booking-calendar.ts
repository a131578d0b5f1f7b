/** Bookings Calendar (/admin/bookings/calendar) texts. */
import type { CalendarView } from "~/lib/time/calendar";

export const BOOKING_CALENDAR_TEXT = {
  metaTitle: "Bookings Calendar | Admin",
  title: "Bookings Calendar",
  description: "Consultations by day, coloured by status. Open one to see its details or change its status.",
  /** The link back to the bookings list, and the list's link here. */
  list: "List",
  calendar: "Calendar",
  previous: { week: "Previous week", month: "Previous month" } satisfies Record<CalendarView, string>,
  next: { week: "Next week", month: "Next month" } satisfies Record<CalendarView, string>,
  today: "Today",
  viewLabel: "Calendar view",
  views: { week: "Week", month: "Month" } satisfies Record<CalendarView, string>,
  legend: "Status colours",
  empty: { week: "No consultations this week", month: "No consultations this month" } satisfies Record<CalendarView, string>,
  dayEmpty: "No consultations",
  todayMark: "Today",
  loading: "Loading...",
  loadError: (message: string) => `Error loading bookings: ${message}`,
  notFound: "Booking not found",
  notFoundMessage: "This booking is not on the calendar page shown, or it has been deleted.",
  /** A day's heading for screen readers: "Tuesday, November 24, 2026, 2 consultations". */
  dayLabel: (day: string, count: number) =>
    count === 0 ? day : `${day}, ${count} consultation${count === 1 ? "" : "s"}`,
} as const;
