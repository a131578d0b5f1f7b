/**
 * The details dialog of a booking: customer, contact, event date, time slot,
 * event type, location, optional event details, and the admin edit (status
 * selector, Admin Notes, Update Booking). Saved through the route's action;
 * on success the list reloads and the dialog closes. The hint under the
 * status says which changes e-mail the customer.
 */
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseSubmission } from "~/lib/parse-submission";
import type { SubmissionResult } from "@conform-to/react";
import { Loader2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FieldDescription, FieldError, fieldControlProps, fieldDescriptionId } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useUnsavedChanges } from "~/hooks/use-unsaved-changes";
import { useToastFrom, type ToastMessage } from "~/lib/toast";
import { BOOKING_DIALOG_TEXT } from "~/content/admin/bookings";
import {
  BOOKING_STATUSES,
  BOOKING_STATUS_LABELS,
  bookingUpdateSchema,
  formatBookingDate,
  isBookingStatus,
} from "~/models/booking";
import { BookingStatusBadge } from "./status-badges";
import { mailtoHref } from "~/lib/mailto";
import { DateText } from "./status-list";
import type { Booking } from "~/server/bookings/queries.server";

/** What the dialog shows and edits of a booking. */
export type BookingView = Pick<
  Booking,
  "id" | "name" | "email" | "phone" | "eventDate" | "timeSlot" | "eventType" | "location" | "details" | "status" | "notes" | "createdAt"
>;

type UpdateResult = { ok?: boolean; toast?: ToastMessage; result?: SubmissionResult<string[]> };

/**
 * `action`: where the update is posted; by default the route that shows the
 * dialog (the calendar posts to the bookings list's action instead).
 */
export function BookingDialog({
  booking,
  onClose,
  action,
}: {
  booking: BookingView | undefined;
  onClose: () => void;
  action?: string;
}) {
  return (
    <Dialog open={Boolean(booking)} onOpenChange={(open) => !open && onClose()}>
      {booking && (
        <DialogContent wide>
          {/* A new form per booking, so its fields start from that booking. */}
          <BookingDetails key={booking.id} booking={booking} onSaved={onClose} action={action} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function BookingDetails({ booking, onSaved, action }: { booking: BookingView; onSaved: () => void; action?: string }) {
  const fetcher = useFetcher<UpdateResult>();
  const busy = fetcher.state !== "idle";
  useToastFrom(fetcher.data);
  const statusId = useId();
  const savedStatus = isBookingStatus(booking.status) ? booking.status : "";
  const [status, setStatus] = useState<string>(savedStatus);
  const [notes, setNotes] = useState(booking.notes ?? "");
  const dirty = status !== savedStatus || notes !== (booking.notes ?? "");
  useUnsavedChanges(dirty && !busy);

  const [form, fields] = useForm({
    id: `booking-${booking.id}`,
    lastResult: fetcher.data?.result,
    defaultValue: { status: savedStatus, notes: booking.notes ?? "" },
    onValidate: ({ formData }) => parseSubmission(formData, { schema: bookingUpdateSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  // The textarea is controlled (for the unsaved-changes warning): no defaultValue.
  const { defaultValue: _notesDefault, ...notesProps } = getTextareaProps(fields.notes);

  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && handled.current !== fetcher.data) {
      handled.current = fetcher.data;
      onSaved();
    }
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{BOOKING_DIALOG_TEXT.title}</DialogTitle>
        <DialogDescription>
          {BOOKING_DIALOG_TEXT.received} <DateText value={booking.createdAt} withTime />
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm">
        <Item label={BOOKING_DIALOG_TEXT.fields.customer} className="col-span-2 sm:col-span-1">{booking.name}</Item>
        <Item label={BOOKING_DIALOG_TEXT.fields.contact} className="col-span-2 sm:col-span-1">
          <a href={mailtoHref(booking.email)} className="block break-all text-primary underline-offset-4 hover:underline">
            {booking.email}
          </a>
          <a href={`tel:${booking.phone.replace(/\s+/g, "")}`} className="block text-primary underline-offset-4 hover:underline">
            {booking.phone}
          </a>
        </Item>
        <Item label={BOOKING_DIALOG_TEXT.fields.eventDate}>{formatBookingDate(booking.eventDate)}</Item>
        <Item label={BOOKING_DIALOG_TEXT.fields.timeSlot}>{booking.timeSlot}</Item>
        <Item label={BOOKING_DIALOG_TEXT.fields.eventType}>{booking.eventType}</Item>
        <Item label={BOOKING_DIALOG_TEXT.fields.location}>
          <span className="break-words">{booking.location}</span>
        </Item>
        {booking.details && (
          <Item label={BOOKING_DIALOG_TEXT.fields.details} className="col-span-2">
            <p className="whitespace-pre-wrap break-words">{booking.details}</p>
          </Item>
        )}
        <Item label={BOOKING_DIALOG_TEXT.fields.currentStatus}>
          <BookingStatusBadge status={booking.status} />
        </Item>
      </dl>
      <fetcher.Form method="post" action={action} {...getFormProps(form)} className="grid gap-4 border-t pt-4">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={booking.id} />
        <div className="grid gap-2">
          <Label id={`${statusId}-label`}>{BOOKING_DIALOG_TEXT.status}</Label>
          <Select name={fields.status.name} value={status} onValueChange={setStatus} disabled={busy}>
            <SelectTrigger
              className="w-full sm:max-w-xs"
              aria-labelledby={`${statusId}-label`}
              {...fieldControlProps(fields.status.id, { errors: fields.status.errors, description: true })}
            >
              <SelectValue placeholder={BOOKING_DIALOG_TEXT.statusPlaceholder} />
            </SelectTrigger>
            <SelectContent>
              {BOOKING_STATUSES.map((value) => (
                <SelectItem key={value} value={value}>
                  {BOOKING_STATUS_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldError id={`${fields.status.id}-error`} errors={fields.status.errors} />
          <FieldDescription id={fieldDescriptionId(fields.status.id)}>{BOOKING_DIALOG_TEXT.statusHint}</FieldDescription>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={fields.notes.id}>{BOOKING_DIALOG_TEXT.notes}</Label>
          <Textarea
            {...notesProps}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            placeholder={BOOKING_DIALOG_TEXT.notesPlaceholder}
            rows={4}
            className="max-h-64"
          />
          <FieldError id={fields.notes.errorId} errors={fields.notes.errors} />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
            {busy ? BOOKING_DIALOG_TEXT.submitting : BOOKING_DIALOG_TEXT.submit}
          </Button>
        </div>
      </fetcher.Form>
    </>
  );
}

function Item({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
