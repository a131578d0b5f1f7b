/**
 * Bookings: the public "Work With Us" (/hire) consultation form and the admin
 * booking update. Dates are calendar days in Nepal time, "yyyy-MM-dd".
 */
import * as v from "valibot";
import { addMonthsToDateString, formatBookingDate, isSlotPast, nepalToday, parseDateString } from "~/lib/time/calendar";
import { choice, email, fields, HTML_EMAIL_PATTERN, optionalText, requiredText, stopIfInvalid } from "./text";
import { MAX_LENGTH } from "./limits";

export const TIME_SLOTS = [
  "10:00 AM",
  "11:00 AM",
  "12:00 PM",
  "1:00 PM",
  "2:00 PM",
  "3:00 PM",
  "4:00 PM",
  "5:00 PM",
  "6:00 PM",
] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export const PROJECT_TYPES = [
  "Digital Marketing & Promotion",
  "Social Media Management",
  "Social Impact Project",
  "Content Creation",
  "Digital Campaign",
  "Youth Engagement Initiative",
  "Brand Collaboration",
  "Website/App Development",
  "Other",
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const BOOKING_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export type BadgeColor = "yellow" | "green" | "blue" | "red" | "grey";

export const BOOKING_STATUS_COLORS: Record<BookingStatus, BadgeColor> = {
  pending: "yellow",
  confirmed: "green",
  completed: "blue",
  cancelled: "red",
};

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === "string" && (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** Badge colour of a status; an unknown value is grey. */
export function bookingStatusColor(status: string | null | undefined): BadgeColor {
  return isBookingStatus(status) ? BOOKING_STATUS_COLORS[status] : "grey";
}

/** A status as displayed: capitalised ("pending" -> "Pending"). */
export function formatStatus(status: string | null | undefined): string {
  if (!status) return "";
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/* ------------------------------------------------------------------ */
/* Dates (Nepal time)                                                  */
/* ------------------------------------------------------------------ */

// The calendar-day helpers live with every other date helper (app/lib/time/calendar.ts);
// the booking screens and tests reach them through this module too.
export { addMonthsToDateString, formatBookingDate, isSlotPast, nepalToday, parseDateString } from "~/lib/time/calendar";

/** Bookable window: today up to this many months ahead. */
export const BOOKING_WINDOW_MONTHS = 6;

/** The selectable dates: from today (Nepal) to six months from today. */
export function bookingDateRange(now: Date = new Date()): { min: string; max: string } {
  const min = nepalToday(now);
  return { min, max: addMonthsToDateString(min, BOOKING_WINDOW_MONTHS) };
}

/** True when `value` is a real "yyyy-MM-dd" day inside the booking window. */
export function isBookableDate(value: string, now: Date = new Date()): boolean {
  if (!parseDateString(value)) return false;
  const { min, max } = bookingDateRange(now);
  return value >= min && value <= max;
}

/** The slots of `eventDate` that have already begun in Nepal at `now` (all of them on an earlier day). */
export function pastSlots(eventDate: string, now: Date = new Date()): TimeSlot[] {
  return TIME_SLOTS.filter((slot) => isSlotPast(eventDate, slot, now));
}

/* ------------------------------------------------------------------ */
/* Public booking form                                                 */
/* ------------------------------------------------------------------ */

export const MISSING_INFORMATION_TITLE = "Missing information";
export const MISSING_SELECTION_MESSAGE = "Please select a date, time slot, and project type";
export const INVALID_DATE_MESSAGE = "Please select a valid date";
export const DATE_OUT_OF_RANGE_MESSAGE = "Please select a date between today and six months from today";

export const BOOKING_MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address.",
  phoneRequired: "Phone is required",
  locationRequired: "Location is required",
} as const;

export const PAST_SLOT_MESSAGE = "This time has already passed. Please choose a later time.";

/** The date and slot fields, shared by the booking form and the manage page's move form. */
function slotFields(getNow: () => Date) {
  return {
    eventDate: v.pipe(
      v.string(MISSING_SELECTION_MESSAGE),
      v.trim(),
      v.minLength(1, MISSING_SELECTION_MESSAGE),
      stopIfInvalid<string>(),
      v.check((value) => parseDateString(value) !== null, INVALID_DATE_MESSAGE),
      stopIfInvalid<string>(),
      v.check((value) => isBookableDate(value, getNow()), DATE_OUT_OF_RANGE_MESSAGE),
    ),
    timeSlot: choice(TIME_SLOTS, MISSING_SELECTION_MESSAGE),
  };
}

/**
 * No booking in the past: a slot earlier today (Nepal time) is refused; later
 * today is fine. Checked once the date and slot are themselves valid, whatever
 * the other fields hold.
 */
type Slot = { eventDate: string; timeSlot: string };
const SLOT_KEYS: readonly unknown[] = ["eventDate", "timeSlot"];

function refuseThePast<S extends v.GenericSchema<unknown, Slot>>(schema: S, getNow: () => Date) {
  const notPast = v.rawCheck<Slot>(({ dataset, addIssue }) => {
    // Only once the date and the slot are themselves valid, whatever the other fields hold.
    if (dataset.issues?.some((issue) => SLOT_KEYS.includes(issue.path?.[0]?.key))) return;
    const value = dataset.value as Slot;
    if (!isSlotPast(value.eventDate, value.timeSlot, getNow())) return;
    addIssue({
      message: PAST_SLOT_MESSAGE,
      path: [{ type: "object", origin: "value", input: { ...value }, key: "timeSlot", value: value.timeSlot }],
    });
  });
  // The pipe reads and returns what `schema` does; only the check is added.
  return v.pipe(schema, notPast) as unknown as S;
}

/**
 * The public booking schema. `getNow` is read at parse time so a long-open
 * page still checks against the current day.
 */
export function createBookingSchema(getNow: () => Date = () => new Date()) {
  const schema = fields({
    ...slotFields(getNow),
      eventType: choice(PROJECT_TYPES, MISSING_SELECTION_MESSAGE),
      name: requiredText(BOOKING_MESSAGES.nameRequired, MAX_LENGTH.name),
      email: email({
        required: BOOKING_MESSAGES.emailRequired,
        invalid: BOOKING_MESSAGES.emailInvalid,
        pattern: HTML_EMAIL_PATTERN,
      }),
      phone: requiredText(BOOKING_MESSAGES.phoneRequired, MAX_LENGTH.phone),
      location: requiredText(BOOKING_MESSAGES.locationRequired, MAX_LENGTH.location),
      details: optionalText(MAX_LENGTH.details),
    });
  return refuseThePast(schema, getNow);
}

/** Moving a booking from its manage page: a new date and slot, under the booking form's rules. */
export function createBookingMoveSchema(getNow: () => Date = () => new Date()) {
  return refuseThePast(fields(slotFields(getNow)), getNow);
}
export type BookingMoveInput = v.InferOutput<ReturnType<typeof createBookingMoveSchema>>;

export const bookingSchema = createBookingSchema();
export type BookingInput = v.InferOutput<typeof bookingSchema>;

/** The three selections whose absence triggers the "Missing information" toast. */
export const BOOKING_SELECTION_FIELDS = ["eventDate", "timeSlot", "eventType"] as const;

/** Body of the success toast. */
export function bookingSuccessMessage(booking: Pick<BookingInput, "eventType" | "eventDate" | "timeSlot">): string {
  return `We'll contact you soon to discuss your ${booking.eventType} project. Initial consultation scheduled for ${formatBookingDate(booking.eventDate)} at ${booking.timeSlot}.`;
}

/* ------------------------------------------------------------------ */
/* Admin update                                                        */
/* ------------------------------------------------------------------ */

export const INVALID_STATUS_MESSAGE = "Please select a valid status";

export const bookingUpdateSchema = fields({
  status: choice(BOOKING_STATUSES, INVALID_STATUS_MESSAGE),
  notes: optionalText(MAX_LENGTH.notes),
});
export type BookingUpdateInput = v.InferOutput<typeof bookingUpdateSchema>;
