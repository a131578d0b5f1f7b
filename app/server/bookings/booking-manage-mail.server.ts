/**
 * The messages a visitor's change from the manage page produces: the visitor
 * gets a calendar update (METHOD:CANCEL, or METHOD:REQUEST with the same UID
 * and a higher SEQUENCE), staff are told. Built like the messages in
 * mail-messages.server.ts, in the same transaction as the change.
 */
import { bookingManageMail } from "~/content/mail/booking-manage";
import type { BookingMailFacts } from "~/content/mail/booking";
import { formatBookingDate } from "~/lib/time/calendar";
import { slotStart } from "~/lib/time/calendar";
import { bookingInvite } from "./calendar-invite.server";
import { adminLink, message, staffNoticeSendBy, type BookingForMail, type MailContext } from "../mail/mail-messages.server";
import type { OutgoingMessage } from "../mail/outbox.server";

export const MANAGE_MAIL_KINDS = {
  visitorCancelled: "booking-visitor-cancelled",
  visitorMoved: "booking-visitor-moved",
  staffCancelled: "booking-staff-visitor-cancelled",
  staffMoved: "booking-staff-visitor-moved",
} as const;

export type ManagedBookingForMail = BookingForMail & { inviteSequence: number };

const T = bookingManageMail;
const L = T.labels;

function factsOf(booking: ManagedBookingForMail): BookingMailFacts {
  return {
    name: booking.name,
    date: formatBookingDate(booking.eventDate),
    timeSlot: booking.timeSlot,
    projectType: booking.eventType,
  };
}

const when = (b: { eventDate: string; timeSlot: string }) => `${formatBookingDate(b.eventDate)}, ${b.timeSlot}`;

function staffMessage(
  ctx: MailContext,
  booking: ManagedBookingForMail,
  kind: string,
  text: { subject: string; heading: string; intro: string },
  previous?: { eventDate: string; timeSlot: string },
): OutgoingMessage {
  const f = factsOf(booking);
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
export function visitorCancelledMail(booking: ManagedBookingForMail, ctx: MailContext): OutgoingMessage[] {
  const f = factsOf(booking);
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

/** The booking at its new time (raised invite_sequence), the time it had before, and the manage link. */
export function visitorMovedMail(
  booking: ManagedBookingForMail,
  previous: { eventDate: string; timeSlot: string },
  ctx: MailContext,
  manageUrl: string,
): OutgoingMessage[] {
  const f = factsOf(booking);
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
        { type: "action", label: m.manageAction, url: manageUrl },
      ],
    },
    {
      kind: MANAGE_MAIL_KINDS.visitorMoved,
      relatedId: booking.id,
      to: [booking.email],
      replyTo: ctx.site.email,
      calendar: bookingInvite(booking, { method: "REQUEST", sequence: booking.inviteSequence, site: ctx.site }),
      sendBy: slotStart(booking.eventDate, booking.timeSlot),
    },
  );
  const s = T.staffMoved;
  return [visitor, staffMessage(ctx, booking, MANAGE_MAIL_KINDS.staffMoved, { subject: s.subject(f), heading: s.heading, intro: s.intro(f) }, previous)];
}
