/**
 * The manage page's "move to another time" form: the booking form's date
 * and slot pickers (booking-pickers.tsx), offering only free slots that have
 * not begun.
 * A plain form post, so it works without JavaScript; the server checks every
 * rule again (booking-manage-action.server.ts).
 */
import { useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import { BookingDatePicker, BookingSelect, fullyBookedDays } from "~/components/site/booking-pickers";
import { SubmitButton } from "~/components/site/public-form";
import { FieldError } from "~/components/ui/field";
import { BOOKING_MANAGE_TEXT as T } from "~/content/booking-manage";
import { useHydrated } from "~/hooks/use-hydrated";
import { TIME_SLOTS, parseDateString, pastSlots } from "~/models/booking";

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
      <BookingDatePicker
        labelId={dateLabelId}
        nativeId="booking-move-date"
        name="eventDate"
        date={date}
        onDate={setDate}
        month={month}
        onMonth={setMonth}
        range={range}
        unavailable={fullyBooked}
        invalid={Boolean(error)}
        describedBy={undefined}
        text={{ label: T.dateLabel, selected: T.selectedDate }}
      />
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
