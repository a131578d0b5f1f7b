/**
 * The messages a booking's later life produces, ready for the outbox: staff
 * confirming (with the updated invite), cancelling (with a METHOD:CANCEL
 * invite) or completing it (a thank-you), and the reminder the day before a
 * confirmed consultation. The invites keep the booking's UID and carry the
 * SEQUENCE the caller raised in the same transaction, so a calendar updates
 * the one event it already holds.
 */
import { bookingStatusMail } from "~/content/mail/booking-status";
import type { BookingMailFacts } from "~/content/mail/booking";
import { formatBookingDate } from "~/lib/time/calendar";
import type { BookingStatus } from "~/models/booking";
import { slotStart } from "~/lib/time/calendar";
import { bookingInvite, type InviteBooking } from "./calendar-invite.server";
import type { MailContext } from "../mail/mail-messages.server";
import { renderMail, type MailBlock } from "../mail/mail-render.server";
import type { OutgoingMessage } from "../mail/outbox.server";

export const BOOKING_STATUS_MAIL_KINDS = {
  confirmed: "booking-confirmed",
  cancelled: "booking-cancelled",
  completed: "booking-completed",
  reminder: "booking-reminder",
} as const;

/** A thank-you is stale after a week. */
const THANK_YOU_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type StatusMailBooking = InviteBooking & { location: string; inviteSequence: number };

function factsOf(booking: StatusMailBooking): BookingMailFacts {
  return {
    name: booking.name,
    date: formatBookingDate(booking.eventDate),
    timeSlot: booking.timeSlot,
    projectType: booking.eventType,
  };
}

function factRows(booking: StatusMailBooking, facts: BookingMailFacts): MailBlock {
  const l = bookingStatusMail.labels;
  return {
    type: "facts",
    rows: [
      [l.date, facts.date],
      [l.time, facts.timeSlot],
      [l.projectType, facts.projectType],
      [l.location, booking.location],
    ],
  };
}

/** Statuses that tell the visitor something when staff set them. */
export function statusTellsVisitor(status: string): status is "confirmed" | "cancelled" | "completed" {
  return status === "confirmed" || status === "cancelled" || status === "completed";
}

/** Statuses whose message carries a new version of the calendar invite (the caller raises invite_sequence). */
export function statusChangesInvite(status: string): boolean {
  return status === "confirmed" || status === "cancelled";
}

/**
 * The visitor's message for a status staff just set, or none (pending, or a
 * status that says nothing new). `booking.inviteSequence` must already be the
 * raised one for confirmed and cancelled.
 */
export function bookingStatusChangeMail(
  booking: StatusMailBooking,
  status: BookingStatus,
  ctx: MailContext,
): OutgoingMessage | null {
  if (!statusTellsVisitor(status)) return null;
  const facts = factsOf(booking);
  const site = ctx.site;
  const common = { relatedId: booking.id, to: [booking.email], replyTo: site.email };
  // Confirmation and cancellation are about the meeting: useless once it has begun.
  const meetingStart = slotStart(booking.eventDate, booking.timeSlot);

  if (status === "confirmed") {
    const t = bookingStatusMail.confirmed;
    const { subject, text, html } = renderMail(
      {
        subject: t.subject(facts),
        heading: t.heading,
        audience: "visitor",
        blocks: [
          { type: "paragraph", text: t.greeting(facts) },
          { type: "paragraph", text: t.body(site.brandName) },
          factRows(booking, facts),
          { type: "paragraph", text: t.closing },
        ],
      },
      site,
    );
    return {
      ...common,
      kind: BOOKING_STATUS_MAIL_KINDS.confirmed,
      subject,
      text,
      html,
      calendar: bookingInvite(booking, { method: "REQUEST", sequence: booking.inviteSequence, site }),
      sendBy: meetingStart,
    };
  }
  if (status === "cancelled") {
    const t = bookingStatusMail.cancelled;
    const { subject, text, html } = renderMail(
      {
        subject: t.subject(facts),
        heading: t.heading,
        audience: "visitor",
        blocks: [
          { type: "paragraph", text: t.greeting(facts) },
          { type: "paragraph", text: t.body(site.brandName) },
          factRows(booking, facts),
          { type: "paragraph", text: t.closing(site.siteUrl) },
        ],
      },
      site,
    );
    return {
      ...common,
      kind: BOOKING_STATUS_MAIL_KINDS.cancelled,
      subject,
      text,
      html,
      calendar: bookingInvite(booking, { method: "CANCEL", sequence: booking.inviteSequence, site }),
      sendBy: meetingStart,
    };
  }
  const t = bookingStatusMail.completed;
  const { subject, text, html } = renderMail(
    {
      subject: t.subject(site.brandName),
      heading: t.heading,
      audience: "visitor",
      blocks: [
        { type: "paragraph", text: t.greeting(facts) },
        { type: "paragraph", text: t.body(site.brandName, facts) },
        { type: "paragraph", text: t.closing },
      ],
    },
    site,
  );
  return {
    ...common,
    kind: BOOKING_STATUS_MAIL_KINDS.completed,
    subject,
    text,
    html,
    sendBy: new Date(ctx.now.getTime() + THANK_YOU_LIFETIME_MS),
  };
}

/**
 * The reminder the day before a confirmed consultation. Not worth sending
 * once the meeting has begun: its send-by is the slot's start.
 */
export function bookingReminderMail(booking: StatusMailBooking, ctx: MailContext): OutgoingMessage {
  const facts = factsOf(booking);
  const t = bookingStatusMail.reminder;
  const { subject, text, html } = renderMail(
    {
      subject: t.subject(facts),
      heading: t.heading,
      audience: "visitor",
      blocks: [
        { type: "paragraph", text: t.greeting(facts) },
        { type: "paragraph", text: t.body(ctx.site.brandName) },
        factRows(booking, facts),
        { type: "paragraph", text: t.closing },
      ],
    },
    ctx.site,
  );
  return {
    kind: BOOKING_STATUS_MAIL_KINDS.reminder,
    relatedId: booking.id,
    to: [booking.email],
    replyTo: ctx.site.email,
    subject,
    text,
    html,
    sendBy: slotStart(booking.eventDate, booking.timeSlot),
  };
}
