/**
 * The Work With Us booking form ("Tell Us About Your Project"): the date,
 * time-slot and project-type pickers on the left (booking-pickers.tsx, shared
 * with the manage page's move form), the visitor's details on the right.
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
import { useHydrated } from "~/hooks/use-hydrated";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { showToast } from "~/lib/toast";
import { BOOKING_TEXT } from "~/content/hire";
import { BookingDatePicker, BookingSelect, fullyBookedDays } from "~/components/site/booking-pickers";
import {
  MISSING_INFORMATION_TITLE,
  MISSING_SELECTION_MESSAGE,
  PROJECT_TYPES,
  TIME_SLOTS,
  bookingDateRange,
  createBookingSchema,
  parseDateString,
  pastSlots,
} from "~/models/booking";

const T = BOOKING_TEXT;

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
            <BookingDatePicker
              labelId={dateLabelId}
              nativeId="booking-date-native"
              name={fields.eventDate.name}
              date={date}
              onDate={setDate}
              month={month}
              onMonth={setMonth}
              range={bookable}
              nativeRange={range}
              unavailable={fullyBooked}
              invalid={flagged.eventDate}
              describedBy={describedBy(flagged.eventDate)}
              text={{ label: T.dateLabel, selected: T.selectedDate, none: T.noDateSelected }}
            />

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
