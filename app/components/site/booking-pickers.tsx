/**
 * The booking's pickers, shared by the Work With Us form (booking-form.tsx)
 * and the manage page's move form (booking-move-form.tsx): the day (a
 * calendar once hydrated, posting through a hidden input; a native date input
 * before, or without JavaScript) and the native selects for the slot and the
 * project type, so the forms always post.
 */
import { Calendar } from "~/components/ui/calendar";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/utils";
import { TIME_SLOTS, formatBookingDate, parseDateString } from "~/models/booking";

/** The days of the window on which every slot is taken: shown, not choosable, in the calendar. */
export function fullyBookedDays(taken: Record<string, string[]>): string[] {
  return Object.entries(taken)
    .filter(([day, slots]) => parseDateString(day) && TIME_SLOTS.every((s) => slots.includes(s)))
    .map(([day]) => day);
}

/**
 * The day of the booking. `range`: the days the calendar offers;
 * `nativeRange`: the native input's (the page's own, by default).
 * `text.none`: what is shown before a day is chosen (without it, the
 * "selected" line is always shown).
 */
export function BookingDatePicker({
  labelId,
  nativeId,
  name,
  date,
  onDate,
  month,
  onMonth,
  range,
  nativeRange = range,
  unavailable,
  invalid,
  describedBy,
  text,
}: {
  labelId: string;
  nativeId: string;
  name: string;
  date: string;
  onDate: (date: string) => void;
  month: string;
  onMonth: (month: string) => void;
  range: { min: string; max: string };
  nativeRange?: { min: string; max: string };
  unavailable: string[];
  invalid: boolean;
  describedBy: string | undefined;
  text: { label: string; selected: string; none?: string };
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <div className="grid gap-2">
        <Label htmlFor={nativeId}>{text.label}</Label>
        <Input
          id={nativeId}
          type="date"
          name={name}
          min={nativeRange.min}
          max={nativeRange.max}
          defaultValue={date}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      </div>
    );
  }
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className="space-y-2">
      <p id={labelId} className="text-sm font-medium">
        {text.label}
      </p>
      <div
        data-testid="booking-calendar"
        data-invalid={invalid || undefined}
        className={cn("flex justify-center rounded-lg border", invalid && "border-destructive")}
      >
        <Calendar
          selected={date}
          onSelect={onDate}
          month={month}
          onMonthChange={onMonth}
          min={range.min}
          max={range.max}
          today={range.min}
          unavailable={unavailable}
          className="rounded-lg"
        />
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground" data-testid="booking-selected-date">
        {date || text.none === undefined ? (
          <>
            {text.selected} <span className="font-medium text-foreground">{date ? formatBookingDate(date) : ""}</span>
          </>
        ) : (
          text.none
        )}
      </p>
      <input type="hidden" name={name} value={date} />
    </div>
  );
}

/**
 * The labelled time-slot and project-type picker: a native <select>, so a phone shows
 * its own picker, it posts with or without JavaScript, and no select library
 * loads on the page (decision 10).
 */
export function BookingSelect({
  label,
  id,
  name,
  value,
  onChange,
  placeholder,
  options,
  invalid,
  describedBy,
}: {
  label: string;
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  invalid: boolean;
  describedBy: string | undefined;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
