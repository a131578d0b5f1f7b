/**
 * The status badges of the lists of what visitors send in: bookings (the
 * spec's colours, capitalised, unknown grey), applications (unknown shows as
 * pending), contact messages (Pending / Responded) and outbox e-mails.
 */
import { Badge } from "~/components/ui/badge";
import { bookingStatusColor, formatStatus } from "~/models/booking";
import { emailStatusLabel } from "~/content/admin/emails";
import { contactStatusLabel } from "~/models/contact";
import { APPLICATION_STATUS_LABELS, normalizeApplicationStatus, type ApplicationStatus } from "~/models/membership";

import { SUBSCRIBER_STATUS_LABELS, type SubscriberStatus } from "~/models/newsletter";

type BadgeColor = "yellow" | "green" | "blue" | "red" | "grey";

export function BookingStatusBadge({ status }: { status: string }) {
  const color = bookingStatusColor(status);
  return (
    <Badge variant={color} data-color={color}>
      {formatStatus(status)}
    </Badge>
  );
}

const APPLICATION_COLORS: Record<ApplicationStatus, BadgeColor> = {
  pending: "yellow",
  approved: "green",
  rejected: "red",
};

export function ApplicationStatusBadge({ status }: { status: string }) {
  const value = normalizeApplicationStatus(status);
  return (
    <Badge variant={APPLICATION_COLORS[value]} data-color={APPLICATION_COLORS[value]}>
      {APPLICATION_STATUS_LABELS[value]}
    </Badge>
  );
}

export function ContactStatusBadge({ responded }: { responded: boolean }) {
  const color: BadgeColor = responded ? "green" : "yellow";
  return (
    <Badge variant={color} data-color={color}>
      {contactStatusLabel(responded)}
    </Badge>
  );
}

const EMAIL_COLORS: Record<string, BadgeColor> = {
  queued: "yellow",
  sending: "blue",
  sent: "green",
  failed: "red",
  expired: "grey",
};

/** An outbox message's status (Queued, Sending, Sent, Failed, Expired). */
export function EmailStatusBadge({ status }: { status: string }) {
  const color = EMAIL_COLORS[status] ?? "grey";
  return (
    <Badge variant={color} data-color={color}>
      {emailStatusLabel(status)}
    </Badge>
  );
}

const SUBSCRIBER_COLORS: Record<SubscriberStatus, BadgeColor> = { confirmed: "green", pending: "yellow", unsubscribed: "grey" };

export function SubscriberStatusBadge({ status }: { status: string }) {
  const color = SUBSCRIBER_COLORS[status as SubscriberStatus] ?? "grey";
  return (
    <Badge variant={color} data-color={color}>
      {SUBSCRIBER_STATUS_LABELS[status as SubscriberStatus] ?? status}
    </Badge>
  );
}
