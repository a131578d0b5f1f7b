/** Emails (/admin/emails) texts: the outbox list, the message view and the "not configured" notice. */
import { formatCount } from "~/models/pagination";

export const EMAILS_TEXT = {
  metaTitle: "Emails | Admin",
  title: "Emails",
  description: "Every message the site sends, newest first: confirmations, acknowledgements and staff notices.",
  search: "Search by recipient or subject...",
  empty: "No emails found.",
  fetchError: "Error fetching emails",
  notFound: "Email not found",
  notFoundMessage: "This email does not exist.",
  invalidId: "This is not a valid email id.",
  unknownIntent: "Unknown action",
  resent: "Queued to send again",
  resentMessage: (to: string) => `The email to ${to} will be sent again in a moment.`,
  resendError: "Error resending email",
  notResendable: "This email is already waiting to be sent.",
  linkGone: "This email held a one-time link, which is not kept once it has been sent or given up. Ask the person to request a new link.",
  view: (subject: string) => `View email: ${subject}`,
  columns: {
    to: "To",
    subject: "Subject",
    kind: "Kind",
    status: "Status",
    attempts: "Attempts",
    lastError: "Last error",
    time: "Time",
    actions: "Actions",
  },
} as const;

export const EMAIL_STATUS_LABELS = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  expired: "Expired",
} as const;

/** The status filter's options (a message being sent counts as queued). */
export const EMAIL_FILTER_LABELS = {
  queued: "Queued",
  sent: "Sent",
  failed: "Failed",
  expired: "Expired",
} as const;

export function emailStatusLabel(status: string): string {
  return (EMAIL_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** The kinds of mail-messages.server.ts (MAIL_KINDS) and those added later, in words. */
const KIND_LABELS: Record<string, string> = {
  "booking-confirmation": "Booking confirmation",
  "booking-staff": "New booking (staff)",
  "contact-acknowledgement": "Message acknowledgement",
  "contact-staff": "New message (staff)",
  "membership-acknowledgement": "Application acknowledgement",
  "membership-staff": "New application (staff)",
};

/** A kind in words; one without a label reads as its name ("booking-reminder" → "Booking reminder"). */
export function emailKindLabel(kind: string): string {
  const known = KIND_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/[-_]+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : kind;
}

export const EMAIL_DIALOG_TEXT = {
  description: (to: string) => `Email to ${to}`,
  to: "To",
  replyTo: "Reply-To",
  kind: "Kind",
  status: "Status",
  attempts: "Attempts",
  created: "Created",
  sent: "Sent at",
  nextAttempt: "Next attempt",
  sendBy: "Send by",
  lastError: "Last error",
  invite: "Calendar invite",
  withInvite: "Attached (.ics)",
  withoutInvite: "None",
  body: "Message (plain text)",
  close: "Close",
  resend: "Resend",
  sendAgain: "Send again",
} as const;

/** The notice shown on the Emails screen and the dashboard while SMTP_URL is unset. */
export const MAIL_NOT_CONFIGURED_TEXT = {
  title: "E-mail is not configured",
  body: (waiting: number | null) =>
    `${waiting === null ? "Messages are" : `${formatCount(waiting)} ${waiting === 1 ? "message is" : "messages are"}`} waiting in the outbox. ` +
    "They are sent once SMTP_URL is set and the site restarted; any whose time has passed by then " +
    "(a confirmation after the consultation, an old acknowledgement) are marked expired instead.",
  link: "See the emails",
} as const;

/** Shown while SITE_URL is unset: links in mail name the server's own local address (mail-origin.server.ts). */
export const MAIL_LINKS_LOCAL_TEXT = {
  title: "Links in e-mails point at this computer",
  body: (origin: string) =>
    `SITE_URL is not set, so every link the site mails (password resets, invitations, booking and newsletter links) starts with ${origin}, ` +
    "which works only on the machine running the site. Set SITE_URL to the site's public address and restart it.",
} as const;
