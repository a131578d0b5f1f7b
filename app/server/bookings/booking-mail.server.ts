/**
 * Every message a booking's later life produces, ready for the outbox (the
 * messages sent when it is booked are built with the other requests' in
 * mail-messages.server.ts):
 * - staff confirming it (with the updated invite), cancelling it (with a
 *   METHOD:CANCEL invite) or completing it (a thank-you), and the reminder
 *   the day before a confirmed consultation;
 * - the visitor cancelling or moving it from the manage page: a calendar
 *   update (METHOD:CANCEL, or METHOD:REQUEST with the same UID and a higher
 *   SEQUENCE) and a notice to staff.
 * The invites keep the booking's UID and carry the SEQUENCE the caller raised
 * in the same transaction, so a calendar updates the one event it already holds.
 */
import type { BookingMailFacts } from "~/content/mail/booking";
import { bookingManageMail } from "~/content/mail/booking-manage";
import { bookingStatusMail } from "~/content/mail/booking-status";
import { formatBookingDate, slotStart } from "~/lib/time/calendar";
import type { BookingStatus } from "~/models/booking";
import { adminLink, message, staffNoticeSendBy, type MailContext } from "../mail/mail-messages.server";
import type { MailBlock } from "../mail/mail-render.server";
import type { OutgoingMessage } from "../mail/outbox-queries.server";
import { bookingInvite } from "./calendar-invite.server";
import { manageUrl } from "./manage-token.server";
import type { Booking } from "./queries.server";

export const BOOKING_STATUS_MAIL_KINDS = {
  confirmed: "booking-confirmed",
  cancelled: "booking-cancelled",
  completed: "booking-completed",
  reminder: "booking-reminder",
} as const;

/** A thank-you is stale after a week. */
const THANK_YOU_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const MANAGE_MAIL_KINDS = {
  visitorCancelled: "booking-visitor-cancelled",
  visitorMoved: "booking-visitor-moved",
  staffCancelled: "booking-staff-visitor-cancelled",
  staffMoved: "booking-staff-visitor-moved",
} as const;

/** What the booking mails read of a booking. */
export type MailBooking = Pick<
  Booking,
  "id" | "name" | "email" | "phone" | "eventDate" | "timeSlot" | "eventType" | "location" | "inviteSequence"
>;

/** The facts the words of every booking mail are written with (app/content/mail/booking.ts). */
export function bookingFacts(booking: Pick<Booking, "name" | "eventDate" | "timeSlot" | "eventType">): BookingMailFacts {
  return {
    name: booking.name,
    date: formatBookingDate(booking.eventDate),
    timeSlot: booking.timeSlot,
    projectType: booking.eventType,
  };
}

function factRows(booking: MailBooking, facts: BookingMailFacts): MailBlock {
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
 * A visitor's message about the meeting itself (confirmed, cancelled, the
 * reminder): a greeting, what happened, the facts and a closing line, with
 * the invite's new version when there is one. Useless once the meeting has
 * begun: its send-by is the slot's start.
 */
function meetingMail(
  ctx: MailContext,
  booking: MailBooking,
  kind: string,
  text: { subject: string; heading: string; greeting: string; body: string; closing: string },
  method?: "REQUEST" | "CANCEL",
): OutgoingMessage {
  return message(
    ctx,
    {
      subject: text.subject,
      heading: text.heading,
      audience: "visitor",
      blocks: [
        { type: "paragraph", text: text.greeting },
        { type: "paragraph", text: text.body },
        factRows(booking, bookingFacts(booking)),
        { type: "paragraph", text: text.closing },
      ],
    },
    {
      kind,
      relatedId: booking.id,
      to: [booking.email],
      replyTo: ctx.site.email,
      ...(method ? { calendar: bookingInvite(booking, { method, sequence: booking.inviteSequence, site: ctx.site }) } : {}),
      sendBy: slotStart(booking.eventDate, booking.timeSlot),
    },
  );
}

/**
 * The visitor's message for a status staff just set, or none (pending, or a
 * status that says nothing new). `booking.inviteSequence` must already be the
 * raised one for confirmed and cancelled.
 */
export function bookingStatusChangeMail(
  booking: MailBooking,
  status: BookingStatus,
  ctx: MailContext,
): OutgoingMessage | null {
  if (!statusTellsVisitor(status)) return null;
  const facts = bookingFacts(booking);
  const site = ctx.site;
  if (status === "confirmed") {
    const t = bookingStatusMail.confirmed;
    const text = { subject: t.subject(facts), heading: t.heading, greeting: t.greeting(facts), body: t.body(site.brandName), closing: t.closing };
    return meetingMail(ctx, booking, BOOKING_STATUS_MAIL_KINDS.confirmed, text, "REQUEST");
  }
  if (status === "cancelled") {
    const t = bookingStatusMail.cancelled;
    const text = { subject: t.subject(facts), heading: t.heading, greeting: t.greeting(facts), body: t.body(site.brandName), closing: t.closing(site.siteUrl) };
    return meetingMail(ctx, booking, BOOKING_STATUS_MAIL_KINDS.cancelled, text, "CANCEL");
  }
  const t = bookingStatusMail.completed;
  return message(
    ctx,
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
    {
      relatedId: booking.id,
      to: [booking.email],
      replyTo: site.email,
      kind: BOOKING_STATUS_MAIL_KINDS.completed,
      sendBy: new Date(ctx.now.getTime() + THANK_YOU_LIFETIME_MS),
    },
  );
}

/** The reminder the day before a confirmed consultation. */
export function bookingReminderMail(booking: MailBooking, ctx: MailContext): OutgoingMessage {
  const facts = bookingFacts(booking);
  const t = bookingStatusMail.reminder;
  const text = { subject: t.subject(facts), heading: t.heading, greeting: t.greeting(facts), body: t.body(ctx.site.brandName), closing: t.closing };
  return meetingMail(ctx, booking, BOOKING_STATUS_MAIL_KINDS.reminder, text);
}

/* ------------------------------------------------------------------ */
/* The visitor's changes from the manage page                          */
/* ------------------------------------------------------------------ */

const T = bookingManageMail;
const L = T.labels;

const when = (b: { eventDate: string; timeSlot: string }) => `${formatBookingDate(b.eventDate)}, ${b.timeSlot}`;

function staffMessage(
  ctx: MailContext,
  booking: MailBooking,
  kind: string,
  text: { subject: string; heading: string; intro: string },
  previous?: { eventDate: string; timeSlot: string },
): OutgoingMessage {
  const f = bookingFacts(booking);
  return message(
    ctx,
    {
      subject: text.subject,
      heading: text.heading,
      audience: "staff",
      blocks: [
        { type: "paragraph", text: text.intro },
        {
          type: "facts",
          rows: [
            [L.name, booking.name],
            [L.email, booking.email],
            [L.phone, booking.phone],
            [L.date, f.date],
            [L.time, f.timeSlot],
            ...(previous ? [[L.previous, when(previous)] as const] : []),
            [L.projectType, f.projectType],
            [L.location, booking.location],
          ],
        },
        { type: "action", label: T.staffAction, url: adminLink(ctx.site, "bookings", booking.id) },
      ],
    },
    { kind, relatedId: booking.id, to: ctx.mail.staffRecipients, replyTo: booking.email, sendBy: staffNoticeSendBy(ctx) },
  );
}

/** The booking as it is now cancelled (its raised invite_sequence). */
export function visitorCancelledMail(booking: MailBooking, ctx: MailContext): OutgoingMessage[] {
  const f = bookingFacts(booking);
  const c = T.cancelled;
  const visitor = message(
    ctx,
    {
      subject: c.subject(f),
      heading: c.heading,
      audience: "visitor",
      blocks: [
        { type: "paragraph", text: c.greeting(f) },
        { type: "paragraph", text: c.body(ctx.site.brandName) },
        { type: "facts", rows: [[L.date, f.date], [L.time, f.timeSlot], [L.projectType, f.projectType]] },
        { type: "paragraph", text: c.rebook },
        { type: "action", label: c.rebookAction, url: `${ctx.site.siteUrl}/hire` },
      ],
    },
    {
      kind: MANAGE_MAIL_KINDS.visitorCancelled,
      relatedId: booking.id,
      to: [booking.email],
      replyTo: ctx.site.email,
      calendar: bookingInvite(booking, { method: "CANCEL", sequence: booking.inviteSequence, site: ctx.site }),
      // Calling off a meeting is worth sending until it would have begun.
      sendBy: slotStart(booking.eventDate, booking.timeSlot),
    },
  );
  const s = T.staffCancelled;
  return [visitor, staffMessage(ctx, booking, MANAGE_MAIL_KINDS.staffCancelled, { subject: s.subject(f), heading: s.heading, intro: s.intro(f) })];
}

/** The booking at its new time (raised invite_sequence), the time it had before, and the manage link's secret. */
export function visitorMovedMail(
  booking: MailBooking,
  previous: { eventDate: string; timeSlot: string },
  ctx: MailContext,
  manageToken: string,
): OutgoingMessage[] {
  const f = bookingFacts(booking);
  const m = T.moved;
  const visitor = message(
    ctx,
    {
      subject: m.subject(f),
      heading: m.heading,
      audience: "visitor",
      blocks: [
        { type: "paragraph", text: m.greeting(f) },
        { type: "paragraph", text: m.body },
        {
          type: "facts",
          rows: [[L.date, f.date], [L.time, f.timeSlot], [m.previousLabel, when(previous)], [L.projectType, f.projectType]],
        },
        { type: "paragraph", text: m.manageIntro },
        { type: "action", label: m.manageAction, url: manageUrl(ctx.site, manageToken) },
      ],
    },
    {
      kind: MANAGE_MAIL_KINDS.visitorMoved,
      relatedId: booking.id,
      to: [booking.email],
      replyTo: ctx.site.email,
      calendar: bookingInvite(booking, { method: "REQUEST", sequence: booking.inviteSequence, site: ctx.site }),
      sendBy: slotStart(booking.eventDate, booking.timeSlot),
      secrets: [manageToken],
    },
  );
  const s = T.staffMoved;
  return [visitor, staffMessage(ctx, booking, MANAGE_MAIL_KINDS.staffMoved, { subject: s.subject(f), heading: s.heading, intro: s.intro(f) }, previous)];
}
