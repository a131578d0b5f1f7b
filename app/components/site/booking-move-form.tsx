/**
 * The manage page's "move to another time" form: the booking form's date
 * and slot pickers (calendar once hydrated, a native date input before;
 * native select for the slot), offering only free slots that have not begun.
 * A plain form post, so it works without JavaScript; the server checks every
 * rule again (booking-manage-action.server.ts).
 */
import { useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import { BookingSelect, fullyBookedDays } from "~/components/site/booking-form";
import { SubmitButton } from "~/components/site/public-form";
import { Calendar } from "~/components/ui/calendar";
import { FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { BOOKING_MANAGE_TEXT as T } from "~/content/booking-manage";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/utils";
import { TIME_SLOTS, formatBookingDate, parseDateString, pastSlots } from "~/models/booking";

export type BookingMoveFormProps = {
  booking: { eventDate: string; timeSlot: string };
  range: { min: string; max: string };
  /** Slots held by other bookings on each day of the window. */
  taken: Record<string, string[]>;
  /** The loader's clock (ms), so the server's HTML and the first browser render agree. */
  now: number;
  /** Values of a refused move, kept. */
  values?: { eventDate: string; timeSlot: string };
  error?: string;
};

/** True while this page is posting the given intent. */
export function usePosting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

export function BookingMoveForm({ booking, range, taken, now, values, error }: BookingMoveFormProps) {
  const hydrated = useHydrated();
  const busy = usePosting("move");
  const [date, setDate] = useState(values?.eventDate || booking.eventDate);
  const [slot, setSlot] = useState(values?.timeSlot ?? "");
  const [month, setMonth] = useState(() => (parseDateString(date) ? date : range.min));

  const takenOnDate = date ? (taken[date] ?? []) : [];
  const passedOnDate: string[] = date ? pastSlots(date, hydrated ? new Date() : new Date(now)) : [];
  const fullyBooked = useMemo(() => fullyBookedDays(taken), [taken]);

  const errorId = "booking-move-error";
  const dateLabelId = "booking-move-date-label";
  const options = TIME_SLOTS.map((s) => {
    const current = date === booking.eventDate && s === booking.timeSlot;
    const note = current ? T.current : takenOnDate.includes(s) ? T.unavailable : passedOnDate.includes(s) ? T.passed : null;
    return { value: s, label: note ? `${s} (${note})` : s, disabled: note !== null };
  });
  // A selection that has become unavailable on the chosen day is not kept.
  const chosen = options.find((o) => o.value === slot && !o.disabled) ? slot : "";

  return (
    <Form method="post" className="space-y-5" aria-describedby={error ? errorId : undefined}>
      <input type="hidden" name="intent" value="move" />
      {hydrated ? (
        <div role="group" aria-labelledby={dateLabelId} className="space-y-2">
          <p id={dateLabelId} className="text-sm font-medium">
            {T.dateLabel}
          </p>
          <div data-testid="booking-calendar" className={cn("flex justify-center rounded-lg border", error && "border-destructive")}>
            <Calendar
              selected={date}
              onSelect={setDate}
              month={month}
              onMonthChange={setMonth}
              min={range.min}
              max={range.max}
              today={range.min}
              unavailable={fullyBooked}
              className="rounded-lg"
            />
          </div>
          <p aria-live="polite" className="text-sm text-muted-foreground" data-testid="booking-selected-date">
            {T.selectedDate} <span className="font-medium text-foreground">{date ? formatBookingDate(date) : ""}</span>
          </p>
          <input type="hidden" name="eventDate" value={date} />
        </div>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor="booking-move-date">{T.dateLabel}</Label>
          <Input id="booking-move-date" type="date" name="eventDate" min={range.min} max={range.max} defaultValue={date} required />
        </div>
      )}
      <BookingSelect
        label={T.timeSlotLabel}
        id="booking-move-slot"
        name="timeSlot"
        value={chosen}
        onChange={setSlot}
        placeholder={T.timeSlotPlaceholder}
        options={options}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      />
      <FieldError id={errorId} errors={error ? [error] : null} />
      <SubmitButton busy={busy} label={T.moveSubmit} busyLabel={T.moving} />
    </Form>
  );
}
