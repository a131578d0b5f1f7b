/** The words of the date calendar (components/ui/calendar.tsx), for screen readers. */
export const CALENDAR_TEXT = {
  // The names react-day-picker gave these buttons, which the browser tests and people's habits know.
  previousMonth: "Go to the Previous Month",
  nextMonth: "Go to the Next Month",
} as const;
