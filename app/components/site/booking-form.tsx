/**
 * The Work With Us booking form ("Tell Us About Your Project"): a calendar,
 * time-slot and project-type selects on the left, the visitor's details on
 * the right. The calendar posts through a hidden input; before the page is
 * hydrated (or without JavaScript) a native date input takes its place. The
 * two selects are native in both cases, so the form always posts.
 */
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { formConstraint, parseSubmission } from "~/lib/parse-submission";
import { CalendarDays } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Form } from "react-router";
import { FormGuardFields } from "~/components/site/form-guard-fields";
import {
  NoScriptOutcome,
  SubmitButton,
  isVisitorSubmit,
  useFormBusy,
} from "~/components/site/public-form";
import type { PublicFormData } from "~/lib/form-answer";
import { Calendar } from "~/components/ui/calendar";
import { useHydrated } from "~/hooks/use-hydrated";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { showToast } from "~/lib/toast";
import { cn } from "~/lib/utils";
import { BOOKING_TEXT } from "~/content/hire";
import {
  MISSING_INFORMATION_TITLE,
  MISSING_SELECTION_MESSAGE,
  PROJECT_TYPES,
  TIME_SLOTS,
  bookingDateRange,
  createBookingSchema,
  formatBookingDate,
  parseDateString,
  pastSlots,
} from "~/models/booking";

const T = BOOKING_TEXT;

/** The days of the window on which every slot is taken: shown, not choosable, in the calendar. */
export function fullyBookedDays(taken: Record<string, string[]>): string[] {
  return Object.entries(taken)
    .filter(([day, slots]) => parseDateString(day) && TIME_SLOTS.every((s) => slots.includes(s)))
    .map(([day]) => day);
}

const later = (a: string, b: string) => (a > b ? a : b);

const asString = (value: unknown) => (typeof value === "string" ? value : "");

export type BookingFormProps = {
  actionData: PublicFormData | undefined;
  /** Bookable days in Nepal time ("yyyy-MM-dd"), from bookingDateRange(). */
  range: { min: string; max: string };
  /** Slots already held on each day of the window. */
  taken: Record<string, string[]>;
};

export function BookingForm({ actionData, range, taken }: BookingFormProps) {
  const hydrated = useHydrated();
  const busy = useFormBusy();
  const schema = useMemo(() => createBookingSchema(), []);
  const [form, fields] = useForm({
    id: "booking-form",
    lastResult: actionData?.result,
    constraint: formConstraint(schema),
    onValidate: ({ formData }) => parseSubmission(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  const [date, setDate] = useState(() => asString(fields.eventDate.initialValue));
  const [slot, setSlot] = useState(() => asString(fields.timeSlot.initialValue));
  const [type, setType] = useState(() => asString(fields.eventType.initialValue));
  // A page served from cache may be a day old: never offer a day that has already passed.
  const bookable = useMemo(() => {
    if (!hydrated) return range;
    const now = bookingDateRange();
    return { min: later(range.min, now.min), max: later(range.max, now.max) };
  }, [hydrated, range]);
  const [month, setMonth] = useState(() => (parseDateString(date) ? date : bookable.min));

  // A successful booking clears the selections (Conform resets the text fields).
  useEffect(() => {
    if (actionData?.outcome !== "success") return;
    setDate("");
    setSlot("");
    setType("");
    setMonth(bookable.min);
    // Only when a new answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionData]);

  const takenOnDate = useMemo(() => (date ? (taken[date] ?? []) : []), [date, taken]);
  // Slots of today that have begun (Nepal time) cannot be chosen; the server refuses them too.
  // Worked out in the browser only, with its clock, so the server's HTML and the hydrated page agree.
  const passedOnDate: string[] = useMemo(() => (hydrated && date ? pastSlots(date) : []), [hydrated, date]);
  // A slot that is (or has just become) taken or passed on the chosen day cannot stay selected.
  useEffect(() => {
    if (slot && (takenOnDate.includes(slot) || passedOnDate.includes(slot))) setSlot("");
  }, [slot, takenOnDate, passedOnDate]);

  // Once a selection was flagged, check it again as soon as it changes.
  const { validate } = form;
  const flagged = {
    eventDate: Boolean(fields.eventDate.errors),
    timeSlot: Boolean(fields.timeSlot.errors),
    eventType: Boolean(fields.eventType.errors),
  };
  useEffect(() => {
    if (flagged.eventDate) validate({ name: "eventDate" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [date]);
  useEffect(() => {
    if (flagged.timeSlot) validate({ name: "timeSlot" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slot]);
  useEffect(() => {
    if (flagged.eventType) validate({ name: "eventType" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type]);

  const fullyBooked = useMemo(() => fullyBookedDays(taken), [taken]);

  const selectionErrors = [
    ...(fields.eventDate.errors ?? []),
    ...(fields.timeSlot.errors ?? []),
    ...(fields.eventType.errors ?? []),
  ];
  const selectionMessage = [...new Set(selectionErrors)];
  const selectionErrorId = "booking-selection-error";
  const describedBy = (invalid: boolean) => (invalid ? selectionErrorId : undefined);

  const formProps = getFormProps(form);
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (hydrated && isVisitorSubmit(event) && (!date || !slot || !type)) {
      showToast({ type: "error", title: MISSING_INFORMATION_TITLE, description: MISSING_SELECTION_MESSAGE });
    }
    formProps.onSubmit(event);
  }

  const dateLabelId = "booking-date-label";
  const slotId = "booking-time-slot";
  const typeId = "booking-project-type";

  return (
    <Form method="post" {...formProps} onSubmit={onSubmit} className="space-y-8">
      <FormGuardFields />
      <div className="grid gap-8 lg:grid-cols-2">
        <Card spacing="compact">
          <CardHeader>
            <CardTitle>
              <h3 className="flex items-center gap-2 text-xl">
                <CalendarDays className="size-5 text-primary" aria-hidden="true" />
                {T.leftPanel}
              </h3>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-6">
            {hydrated ? (
              <div
                role="group"
                aria-labelledby={dateLabelId}
                aria-describedby={describedBy(flagged.eventDate)}
                className="space-y-2"
              >
                <p id={dateLabelId} className="text-sm font-medium">
                  {T.dateLabel}
                </p>
                <div
                  data-testid="booking-calendar"
                  data-invalid={flagged.eventDate || undefined}
                  className={cn(
                    "flex justify-center rounded-lg border",
                    flagged.eventDate && "border-destructive",
                  )}
                >
                  <Calendar
                    selected={date}
                    onSelect={setDate}
                    month={month}
                    onMonthChange={setMonth}
                    min={bookable.min}
                    max={bookable.max}
                    today={bookable.min}
                    unavailable={fullyBooked}
                    className="rounded-lg"
                  />
                </div>
                <p aria-live="polite" className="text-sm text-muted-foreground" data-testid="booking-selected-date">
                  {date ? (
                    <>
                      {T.selectedDate} <span className="font-medium text-foreground">{formatBookingDate(date)}</span>
                    </>
                  ) : (
                    T.noDateSelected
                  )}
                </p>
                <input type="hidden" name={fields.eventDate.name} value={date} />
              </div>
            ) : (
              <div className="grid gap-2">
                <Label htmlFor="booking-date-native">{T.dateLabel}</Label>
                <Input
                  id="booking-date-native"
                  type="date"
                  name={fields.eventDate.name}
                  min={range.min}
                  max={range.max}
                  defaultValue={date}
                  required
                  aria-invalid={flagged.eventDate || undefined}
                  aria-describedby={describedBy(flagged.eventDate)}
                />
              </div>
            )}

            <BookingSelect
              label={T.timeSlotLabel}
              id={slotId}
              name={fields.timeSlot.name}
              value={slot}
              onChange={setSlot}
              placeholder={T.timeSlotPlaceholder}
              options={TIME_SLOTS.map((s) => {
                const unavailable = takenOnDate.includes(s);
                const passed = !unavailable && passedOnDate.includes(s);
                const note = unavailable ? T.unavailable : passed ? T.passed : null;
                return { value: s, label: note ? `${s} (${note})` : s, disabled: unavailable || passed };
              })}
              invalid={flagged.timeSlot}
              describedBy={describedBy(flagged.timeSlot)}
            />

            <BookingSelect
              label={T.projectTypeLabel}
              id={typeId}
              name={fields.eventType.name}
              value={type}
              onChange={setType}
              placeholder={T.projectTypePlaceholder}
              options={PROJECT_TYPES.map((t) => ({ value: t, label: t }))}
              invalid={flagged.eventType}
              describedBy={describedBy(flagged.eventType)}
            />
            <FieldError id={selectionErrorId} errors={selectionMessage.length ? selectionMessage : null} />
          </CardContent>
        </Card>

        <Card spacing="compact">
          <CardHeader>
            <CardTitle>
              <h3 className="text-xl">{T.rightPanel}</h3>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-5">
            <Field label={T.nameLabel} htmlFor={fields.name.id} errors={fields.name.errors}>
              <Input
                {...getInputProps(fields.name, { type: "text" })}
                key={fields.name.key}
                autoComplete="name"
                placeholder={T.namePlaceholder}
              />
            </Field>
            <Field label={T.emailLabel} htmlFor={fields.email.id} errors={fields.email.errors}>
              <Input
                {...getInputProps(fields.email, { type: "email" })}
                key={fields.email.key}
                autoComplete="email"
                placeholder={T.emailPlaceholder}
              />
            </Field>
            <Field label={T.phoneLabel} htmlFor={fields.phone.id} errors={fields.phone.errors}>
              <Input
                {...getInputProps(fields.phone, { type: "tel" })}
                key={fields.phone.key}
                autoComplete="tel"
                placeholder={T.phonePlaceholder}
              />
            </Field>
            <Field label={T.locationLabel} htmlFor={fields.location.id} errors={fields.location.errors}>
              <Input
                {...getInputProps(fields.location, { type: "text" })}
                key={fields.location.key}
                autoComplete="address-level2"
                placeholder={T.locationPlaceholder}
              />
            </Field>
            <Field
              label={
                <>
                  {T.detailsLabel} <span className="font-normal text-muted-foreground">{T.detailsOptional}</span>
                </>
              }
              htmlFor={fields.details.id}
              errors={fields.details.errors}
            >
              <Textarea
                {...getTextareaProps(fields.details)}
                key={fields.details.key}
                rows={3}
                placeholder={T.detailsPlaceholder}
                className="field-sizing-fixed"
              />
            </Field>
          </CardContent>
        </Card>
      </div>

      <NoScriptOutcome toast={actionData?.toast} />
      <div className="flex justify-center">
        <SubmitButton busy={busy} label={T.submit} busyLabel={T.submitting} className="min-w-64" />
      </div>
    </Form>
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
