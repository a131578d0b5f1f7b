/**
 * The messages each request produces, ready for the outbox: who gets what,
 * in which words (app/content/mail/), and until when it is worth sending
 * (decision 0017). Built once, at the moment of the request, so the outbox
 * holds exactly what is sent.
 */
import type { SiteSettings } from "~/config/site";
import { bookingMail, type BookingMailFacts } from "~/content/mail/booking";
import { contactMail } from "~/content/mail/contact";
import { membershipMail } from "~/content/mail/membership";
import { mailCommon } from "~/content/mail/common";
import { formatBookingDate } from "~/models/booking";
import type { ApplicationDetails } from "~/models/membership";
import { slotStart } from "~/lib/time/calendar";
import { bookingInvite, type InviteBooking } from "../bookings/calendar-invite.server";
import { manageUrl } from "../bookings/manage-token.server";
import type { Booking } from "../bookings/queries.server";
import { mailSiteSettings } from "./mail-origin.server";
import { mailSettings, type MailSettings } from "./mail-settings.server";
import { renderMail, type MailDocument } from "./mail-render.server";
import type { OutgoingMessage } from "./outbox-queries.server";

export const MAIL_KINDS = {
  bookingConfirmation: "booking-confirmation",
  bookingStaff: "booking-staff",
  contactAcknowledgement: "contact-acknowledgement",
  contactStaff: "contact-staff",
  membershipAcknowledgement: "membership-acknowledgement",
  membershipStaff: "membership-staff",
} as const;

const HOUR = 60 * 60 * 1000;
/** An acknowledgement promises a reply within 24 hours: after that it is stale. */
const ACKNOWLEDGEMENT_LIFETIME_MS = 24 * HOUR;
/** Staff are told of a request for a week; after that it is in the admin lists only. */
const STAFF_NOTICE_LIFETIME_MS = 7 * 24 * HOUR;

/** What the messages need to know about where and how they are sent. */
export type MailContext = { site: SiteSettings; mail: MailSettings; now: Date };

/**
 * The context for building mail: links on SITE_URL, or the server's own
 * local address, never on what a request's headers say (mail-origin.server.ts).
 * Tests pass settings of their own.
 */
export function mailContext(site: SiteSettings = mailSiteSettings()): MailContext {
  return { site, mail: mailSettings(), now: new Date() };
}

export const staffNoticeSendBy = (ctx: MailContext) => new Date(ctx.now.getTime() + STAFF_NOTICE_LIFETIME_MS);
const acknowledgementSendBy = (ctx: MailContext) => new Date(ctx.now.getTime() + ACKNOWLEDGEMENT_LIFETIME_MS);

/** Link to a record in the admin area: its list with the record's dialog open. */
export function adminLink(site: SiteSettings, list: "bookings" | "contacts" | "applications", id: string) {
  // "view" is the admin lists' VIEW_PARAM (app/models/pagination.ts).
  return `${site.siteUrl}/admin/${list}?view=${encodeURIComponent(id)}`;
}

export function message(
  ctx: MailContext,
  doc: MailDocument,
  fields: Pick<OutgoingMessage, "kind" | "relatedId" | "to" | "replyTo" | "calendar" | "sendBy" | "secrets">,
): OutgoingMessage {
  const { subject, text, html } = renderMail(doc, ctx.site);
  return { ...fields, subject, text, html };
}

/** The words of a form's acknowledgement (app/content/mail/contact.ts, membership.ts). */
type AcknowledgementText = {
  subject: (brandName: string) => string;
  heading: string;
  greeting: (name: string) => string;
  body: (brandName: string) => string;
};

/**
 * The visitor's copy of a form they sent (contact, membership): a greeting,
 * what happens next, one fact and their own words; replies go to the site.
 */
function acknowledgementMail(
  ctx: MailContext,
  text: AcknowledgementText,
  sent: { kind: string; id: string; name: string; email: string; fact: readonly [string, string]; words: string },
): OutgoingMessage {
  return message(
    ctx,
    {
      subject: text.subject(ctx.site.brandName),
      heading: text.heading,
      audience: "visitor",
      blocks: [
        { type: "paragraph", text: text.greeting(sent.name) },
        { type: "paragraph", text: text.body(ctx.site.brandName) },
        { type: "facts", rows: [sent.fact] },
        { type: "quote", label: mailCommon.yourWords, text: sent.words },
      ],
    },
    {
      kind: sent.kind,
      relatedId: sent.id,
      to: [sent.email],
      replyTo: ctx.site.email,
      sendBy: acknowledgementSendBy(ctx),
    },
  );
}

/* ------------------------------------------------------------------ */
/* Bookings                                                            */
/* ------------------------------------------------------------------ */

export type BookingForMail = InviteBooking & Pick<Booking, "phone" | "location" | "details">;

/** `manageToken`: the secret of the visitor's private link to move or cancel the booking (booking-manage.server.ts). */
export function newBookingMail(booking: BookingForMail, ctx: MailContext, manageToken?: string): OutgoingMessage[] {
  const facts: BookingMailFacts = {
    name: booking.name,
    date: formatBookingDate(booking.eventDate),
    timeSlot: booking.timeSlot,
    projectType: booking.eventType,
  };
  // A confirmation is about a meeting: once it has begun, it is not worth sending.
  const confirmationSendBy = slotStart(booking.eventDate, booking.timeSlot);
  const c = bookingMail.confirmation;
  const s = bookingMail.staff;

  const confirmation = message(
    ctx,
    {
      subject: c.subject(facts),
      heading: c.heading,
      audience: "visitor",
      blocks: [
        { type: "paragraph", text: c.greeting(facts) },
        { type: "paragraph", text: c.intro(ctx.site.brandName) },
        {
          type: "facts",
          rows: [
            [c.labels.date, facts.date],
            [c.labels.time, facts.timeSlot],
            [c.labels.projectType, facts.projectType],
            [c.labels.location, booking.location],
          ],
        },
        ...(booking.details ? [{ type: "quote" as const, label: mailCommon.yourWords, text: booking.details }] : []),
        { type: "list", heading: c.nextStepsHeading, items: c.nextSteps },
        ...(manageToken
          ? [
              { type: "paragraph" as const, text: c.manageIntro },
              { type: "action" as const, label: c.manageAction, url: manageUrl(ctx.site, manageToken) },
            ]
          : []),
      ],
    },
    {
      kind: MAIL_KINDS.bookingConfirmation,
      relatedId: booking.id,
      to: [booking.email],
      replyTo: ctx.site.email,
      calendar: bookingInvite(booking, { method: "REQUEST", sequence: 0, site: ctx.site }),
      sendBy: confirmationSendBy,
      secrets: manageToken ? [manageToken] : undefined,
    },
  );

  const staff = message(
    ctx,
    {
      subject: s.subject(facts),
      heading: s.heading,
      audience: "staff",
      blocks: [
        { type: "paragraph", text: s.intro(facts) },
        {
          type: "facts",
          rows: [
            [s.labels.name, booking.name],
            [s.labels.email, booking.email],
            [s.labels.phone, booking.phone],
            [s.labels.date, facts.date],
            [s.labels.time, facts.timeSlot],
            [s.labels.projectType, facts.projectType],
            [s.labels.location, booking.location],
          ],
        },
        ...(booking.details ? [{ type: "quote" as const, label: s.labels.details, text: booking.details }] : []),
        { type: "action", label: s.action, url: adminLink(ctx.site, "bookings", booking.id) },
      ],
    },
    {
      kind: MAIL_KINDS.bookingStaff,
      relatedId: booking.id,
      to: ctx.mail.staffRecipients,
      replyTo: booking.email,
      sendBy: staffNoticeSendBy(ctx),
    },
  );
  return [confirmation, staff];
}

/* ------------------------------------------------------------------ */
/* Contact messages                                                    */
/* ------------------------------------------------------------------ */

export type ContactMessageForMail = { id: string; name: string; email: string; subject: string; message: string };

export function newContactMessageMail(msg: ContactMessageForMail, ctx: MailContext): OutgoingMessage[] {
  const a = contactMail.acknowledgement;
  const s = contactMail.staff;
  const acknowledgement = acknowledgementMail(ctx, a, {
    kind: MAIL_KINDS.contactAcknowledgement,
    id: msg.id,
    name: msg.name,
    email: msg.email,
    fact: [a.subjectLabel, msg.subject],
    words: msg.message,
  });
  const staff = message(
    ctx,
    {
      subject: s.subject(msg.name, msg.subject),
      heading: s.heading,
      audience: "staff",
      blocks: [
        { type: "paragraph", text: s.intro(msg.name) },
        {
          type: "facts",
          rows: [
            [s.labels.name, msg.name],
            [s.labels.email, msg.email],
            [s.labels.subject, msg.subject],
          ],
        },
        { type: "quote", label: mailCommon.theirWords, text: msg.message },
        { type: "action", label: s.action, url: adminLink(ctx.site, "contacts", msg.id) },
      ],
    },
    {
      kind: MAIL_KINDS.contactStaff,
      relatedId: msg.id,
      to: ctx.mail.staffRecipients,
      replyTo: msg.email,
      sendBy: staffNoticeSendBy(ctx),
    },
  );
  return [acknowledgement, staff];
}

/* ------------------------------------------------------------------ */
/* Membership applications                                             */
/* ------------------------------------------------------------------ */

export function newApplicationMail(app: ApplicationDetails, ctx: MailContext): OutgoingMessage[] {
  const a = membershipMail.acknowledgement;
  const s = membershipMail.staff;
  const acknowledgement = acknowledgementMail(ctx, a, {
    kind: MAIL_KINDS.membershipAcknowledgement,
    id: app.id,
    name: app.fullName,
    email: app.email,
    fact: [a.skillsLabel, app.skills.join(", ")],
    words: app.motivation,
  });
  const staff = message(
    ctx,
    {
      subject: s.subject(app.fullName),
      heading: s.heading,
      audience: "staff",
      blocks: [
        { type: "paragraph", text: s.intro(app.fullName) },
        {
          type: "facts",
          rows: [
            [s.labels.name, app.fullName],
            [s.labels.email, app.email],
            ...(app.phone ? [[s.labels.phone, app.phone] as const] : []),
            [s.labels.age, String(app.age)],
            [s.labels.handle, app.socialMediaHandle],
            [s.labels.followers, app.followersCount.toLocaleString("en-US")],
            [s.labels.skills, app.skills.join(", ")],
          ],
        },
        { type: "quote", label: mailCommon.theirWords, text: app.motivation },
        { type: "action", label: s.action, url: adminLink(ctx.site, "applications", app.id) },
      ],
    },
    {
      kind: MAIL_KINDS.membershipStaff,
      relatedId: app.id,
      to: ctx.mail.staffRecipients,
      replyTo: app.email,
      sendBy: staffNoticeSendBy(ctx),
    },
  );
  return [acknowledgement, staff];
}
