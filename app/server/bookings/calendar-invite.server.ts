/**
 * Calendar invites for consultations (RFC 5545 through ical-generator):
 * METHOD:REQUEST for a booking and METHOD:CANCEL when it is called off, one
 * UID per booking for its whole life and a SEQUENCE that grows with every
 * change, so a calendar updates the one event instead of adding another.
 * Times are written in UTC: the instant is worked out from the slot's wall
 * time in Nepal (slotStart, app/lib/time/calendar.ts), and every calendar
 * shows it in its owner's time zone.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import type { SiteSettings } from "~/config/site";
import { bookingMail } from "~/content/mail/booking";
import { slotStart } from "~/lib/time/calendar";
import type { OutboxCalendar } from "../db/schema";
import type { Booking } from "./queries.server";

/** Every consultation lasts this long. */
export const CONSULTATION_MINUTES = 30;

export function slotEnd(eventDate: string, timeSlot: string): Date {
  return new Date(slotStart(eventDate, timeSlot).getTime() + CONSULTATION_MINUTES * 60_000);
}

/** The UID of a booking's event: the same for every invite about it. */
export function bookingEventUid(bookingId: string, site: SiteSettings): string {
  return `booking-${bookingId}@${new URL(site.siteUrl).hostname}`;
}

/**
 * A person's name as an iCalendar parameter value (the attendee's CN),
 * encoded as RFC 6868 says: ^ as ^^, a double quote as ^', a line break as
 * ^n. ical-generator puts the value in quotes but escapes a quote inside with
 * a backslash, which RFC 5545 does not have: calendar programs end the value
 * at that quote, so a name such as `a";RSVP=TRUE:mailto:evil@evil.test;X="`
 * would name another attendee. Other control characters are dropped.
 */
export function calendarParameterText(value: string): string {
  return value
    .replace(/\^/g, "^^")
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, "^n")
    .replace(/[\u0000-\u001f\u007f]/g, "");
}

export type InviteBooking = Pick<Booking, "id" | "name" | "email" | "eventDate" | "timeSlot" | "eventType">;

export function bookingInvite(
  booking: InviteBooking,
  { method, sequence, site }: { method: OutboxCalendar["method"]; sequence: number; site: SiteSettings },
): OutboxCalendar {
  const calendar = ical({
    prodId: { company: site.brandName, product: "website", language: "EN" },
    method: method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: bookingEventUid(booking.id, site),
    sequence,
    stamp: new Date(),
    start: slotStart(booking.eventDate, booking.timeSlot),
    end: slotEnd(booking.eventDate, booking.timeSlot),
    summary: bookingMail.invite.summary(site.brandName, booking.eventType),
    description: bookingMail.invite.description(site.brandName, site.siteUrl),
    url: site.siteUrl,
    status: method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: calendarParameterText(site.brandName), email: site.email },
    attendees: [
      {
        name: calendarParameterText(booking.name),
        email: booking.email,
        rsvp: true,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
      },
    ],
  });
  return {
    method,
    filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
    content: calendar.toString(),
  };
}
