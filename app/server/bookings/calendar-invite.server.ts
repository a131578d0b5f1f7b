/**
 * Calendar invites for consultations (RFC 5545 through ical-generator):
 * METHOD:REQUEST for a booking and METHOD:CANCEL when it is called off, one
 * UID per booking for its whole life and a SEQUENCE that grows with every
 * change, so a calendar updates the one event instead of adding another.
 * Times are written in UTC: the instant is worked out from the slot's wall
 * time in Nepal, and every calendar shows it in its owner's time zone.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import type { SiteSettings } from "~/config/site";
import { bookingMail } from "~/content/mail/booking";
import { NEPAL_TIME_ZONE } from "~/lib/time/zone";
import type { OutboxCalendar } from "../db/schema";

/** Every consultation lasts this long. */
export const CONSULTATION_MINUTES = 30;

const wallTimeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: NEPAL_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
});

/** Minutes the zone is ahead of UTC at `instant`. */
function zoneOffsetMinutes(instant: number): number {
  const parts = Object.fromEntries(wallTimeFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The instant a slot starts: "2026-12-05" + "10:00 AM", read as Nepal time. */
export function slotStart(eventDate: string, timeSlot: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(eventDate);
  const time = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(timeSlot);
  if (!day || !time) throw new RangeError(`Not a slot: ${eventDate} ${timeSlot}`);
  const hour = (Number(time[1]) % 12) + (time[3] === "PM" ? 12 : 0);
  const wall = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), hour, Number(time[2]));
  // The offset at the wall time read as UTC is the offset at the instant
  // unless a clock change lies between them (Nepal has had none since 1986).
  return new Date(wall - zoneOffsetMinutes(wall) * 60_000);
}

export function slotEnd(eventDate: string, timeSlot: string): Date {
  return new Date(slotStart(eventDate, timeSlot).getTime() + CONSULTATION_MINUTES * 60_000);
}

/** The UID of a booking's event: the same for every invite about it. */
export function bookingEventUid(bookingId: string, site: SiteSettings): string {
  return `booking-${bookingId}@${new URL(site.siteUrl).hostname}`;
}

export type InviteBooking = {
  id: string;
  name: string;
  email: string;
  eventDate: string;
  timeSlot: string;
  eventType: string;
};

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
    organizer: { name: site.brandName, email: site.email },
    attendees: [
      {
        name: booking.name,
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
