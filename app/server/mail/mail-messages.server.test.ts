import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "~/config/site";
import { slotStart } from "~/lib/time/calendar";
import { bookingEventUid, bookingInvite } from "../bookings/calendar-invite.server";
import { readMailSettings } from "./mail-settings.server";
import {
  MAIL_KINDS,
  newApplicationMail,
  newBookingMail,
  newContactMessageMail,
  type MailContext,
} from "./mail-messages.server";
import { escapeHtml, renderMail } from "./mail-render.server";

const NOW = new Date("2026-11-24T03:00:00Z");
const ctx: MailContext = {
  site: { ...defaultSiteSettings, siteUrl: "https://ekadash.example" },
  mail: readMailSettings({ STAFF_EMAIL: "staff1@ekadash.example,staff2@ekadash.example" }),
  now: NOW,
};

const booking = {
  id: "0b5c6c1e-2f0e-4d7a-9a55-7f4a7d0f9e11",
  name: "Sita <script>alert(1)</script>",
  email: "sita@example.com",
  phone: "+977 9800000000",
  eventDate: "2026-12-05",
  timeSlot: "2:00 PM",
  eventType: "Content Creation",
  location: "Lalitpur",
  details: 'We need "reels" & <b>posters</b>\nfor Dashain.',
};

/** Parses an invite the way a calendar would. */
function parseInvite(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { method: calendar.getFirstPropertyValue("method"), event };
}

describe("bookingInvite", () => {
  it("is a REQUEST for 30 minutes from the slot's start, organised by the collective, with the booking's UID", () => {
    const invite = bookingInvite(booking, { method: "REQUEST", sequence: 0, site: ctx.site });
    expect(invite.method).toBe("REQUEST");
    const { method, event } = parseInvite(invite.content);
    expect(method).toBe("REQUEST");
    expect(event.uid).toBe(`booking-${booking.id}@ekadash.example`);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-05T08:15:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-05T08:45:00.000Z");
    expect(event.sequence).toBe(0);
    expect(event.organizer.toLowerCase()).toBe(`mailto:${ctx.site.email}`);
    expect(event.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual([`mailto:${booking.email}`]);
    expect(event.summary).toContain("Content Creation");
  });

  it("keeps the UID for a cancellation, with a higher SEQUENCE and a cancelled event", () => {
    const invite = bookingInvite(booking, { method: "CANCEL", sequence: 1, site: ctx.site });
    const { method, event } = parseInvite(invite.content);
    expect(method).toBe("CANCEL");
    expect(event.uid).toBe(bookingEventUid(booking.id, ctx.site));
    expect(event.sequence).toBe(1);
    expect(event.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  });
});

describe("a booking name in the invite", () => {
  it("cannot name another attendee or change the attendee's parameters (quotes, line breaks)", () => {
    const attacks = [
      'a";RSVP=TRUE:mailto:evil@evil.test;X="',
      'Ram"\r\nATTENDEE:mailto:evil@evil.test\r\nX-A:"',
      'Hari ^\'" ;PARTSTAT=ACCEPTED:mailto:evil@evil.test',
    ];
    for (const name of attacks) {
      const invite = bookingInvite({ ...booking, name }, { method: "REQUEST", sequence: 0, site: ctx.site });
      const { event } = parseInvite(invite.content);
      expect(event.attendees, name).toHaveLength(1);
      const [attendee] = event.attendees;
      expect(String(attendee!.getFirstValue()).toLowerCase(), name).toBe(`mailto:${booking.email}`);
      expect(attendee!.getParameter("rsvp"), name).toBe("TRUE");
      expect(attendee!.getParameter("partstat"), name).toBe("NEEDS-ACTION");
      // The name itself reads back (RFC 6868), with its line breaks and quotes.
      expect(attendee!.getParameter("cn"), name).toBe(name.replace(/\r\n/g, "\n"));
    }
  });
});

describe("renderMail", () => {
  it("escapes what people typed, keeps their line breaks and loads nothing from elsewhere", () => {
    const { html, text, subject } = renderMail(
      {
        subject: "Line\r\nBcc: someone@evil.example",
        heading: "Hello",
        audience: "visitor",
        blocks: [{ type: "quote", label: "What you wrote", text: "<img src=x onerror=alert(1)>\nsecond line" }],
      },
      ctx.site,
    );
    expect(subject).toBe("Line Bcc: someone@evil.example");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;<br>second line");
    expect(html).not.toMatch(/<img|<script|<link|@import|url\(/i);
    expect(html).toContain('<html lang="en">');
    expect(text).toContain("> <img src=x onerror=alert(1)>\n> second line");
    // The collective's contact details close a visitor's message.
    expect(text).toContain(ctx.site.phone);
    expect(html).toContain(escapeHtml(ctx.site.streetAddress));
  });
});

describe("newBookingMail", () => {
  const [confirmation, staff] = newBookingMail(booking, ctx);

  it("confirms to the visitor with the date and time in Nepal time, what happens next and the invite", () => {
    expect(confirmation).toMatchObject({
      kind: MAIL_KINDS.bookingConfirmation,
      relatedId: booking.id,
      to: ["sita@example.com"],
      replyTo: ctx.site.email,
      subject: "Your consultation on December 05, 2026 at 2:00 PM (Nepal time)",
      sendBy: slotStart(booking.eventDate, booking.timeSlot),
    });
    expect(confirmation!.text).toContain("Date: December 05, 2026");
    expect(confirmation!.text).toContain("Time (Nepal time): 2:00 PM");
    expect(confirmation!.text).toContain("Project type: Content Creation");
    expect(confirmation!.text).toContain("What happens next");
    expect(confirmation!.html).toContain("Namaste Sita &lt;script&gt;alert(1)&lt;/script&gt;,");
    expect(confirmation!.html).not.toContain("<script>");
    expect(confirmation!.html).toContain("We need &quot;reels&quot; &amp; &lt;b&gt;posters&lt;/b&gt;<br>for Dashain.");
    expect(parseInvite(confirmation!.calendar!.content).method).toBe("REQUEST");
  });

  it("tells every staff address, with the visitor's details and a link to the booking in the admin area", () => {
    expect(staff).toMatchObject({
      kind: MAIL_KINDS.bookingStaff,
      to: ["staff1@ekadash.example", "staff2@ekadash.example"],
      replyTo: "sita@example.com",
      sendBy: new Date(NOW.getTime() + 7 * 24 * 3600_000),
    });
    expect(staff!.calendar).toBeUndefined();
    const link = `https://ekadash.example/admin/bookings?view=${booking.id}`;
    expect(staff!.text).toContain(link);
    expect(staff!.html).toContain(`href="${link}"`);
    for (const fact of ["sita@example.com", "+977 9800000000", "December 05, 2026", "2:00 PM", "Content Creation", "Lalitpur"]) {
      expect(staff!.text).toContain(fact);
    }
    // Staff messages carry no links but the admin one (and nothing from other hosts).
    expect([...staff!.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([link]);
  });
});

describe("newContactMessageMail", () => {
  it("acknowledges with the 24-hour promise and tells staff with the message and its admin link", () => {
    const [ack, staff] = newContactMessageMail(
      { id: "5d8f2a0c-8f7e-4b55-b1f6-36b1f4f1a001", name: "Ram", email: "ram@example.com", subject: "Collab", message: "Hi <there>" },
      ctx,
    );
    expect(ack).toMatchObject({ kind: MAIL_KINDS.contactAcknowledgement, to: ["ram@example.com"] });
    expect(ack!.text).toContain("reply within 24 hours");
    expect(ack!.sendBy).toEqual(new Date(NOW.getTime() + 24 * 3600_000));
    expect(ack!.html).toContain("Hi &lt;there&gt;");
    expect(staff).toMatchObject({ kind: MAIL_KINDS.contactStaff, replyTo: "ram@example.com", subject: "New message from Ram: Collab" });
    expect(staff!.text).toContain("https://ekadash.example/admin/contacts?view=5d8f2a0c-8f7e-4b55-b1f6-36b1f4f1a001");
  });
});

describe("newApplicationMail", () => {
  it("acknowledges the applicant and tells staff with the application and its admin link", () => {
    const [ack, staff] = newApplicationMail(
      {
        id: "7e1d1b5e-3c3a-4b8e-a3a4-0d1c2b3a4f5e",
        fullName: "Gita",
        email: "gita@example.com",
        phone: null,
        age: 21,
        socialMediaHandle: "@gita",
        followersCount: 12500,
        skills: ["Photography", "Video Editing"],
        motivation: "I love <stories> & people",
      },
      ctx,
    );
    expect(ack).toMatchObject({ kind: MAIL_KINDS.membershipAcknowledgement, to: ["gita@example.com"] });
    expect(ack!.text).toContain("reply to you by e-mail");
    expect(staff).toMatchObject({ kind: MAIL_KINDS.membershipStaff, subject: "New membership application: Gita" });
    expect(staff!.text).toContain("Followers: 12,500");
    expect(staff!.text).toContain("Skills: Photography, Video Editing");
    expect(staff!.text).not.toContain("Phone:");
    expect(staff!.html).toContain("I love &lt;stories&gt; &amp; people");
    expect(staff!.text).toContain("https://ekadash.example/admin/applications?view=7e1d1b5e-3c3a-4b8e-a3a4-0d1c2b3a4f5e");
  });
});
