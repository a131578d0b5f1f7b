/**
 * Newsletter box on the blog list: one e-mail field ("email type" input).
 */
import * as v from "valibot";
import { email, fields, HTML_EMAIL_PATTERN } from "./text";

export const NEWSLETTER_EMAIL_MESSAGE = "Please enter a valid email address.";

export const newsletterSchema = fields({
  // Subscribers are stored lower-cased, once.
  email: email({
    required: NEWSLETTER_EMAIL_MESSAGE,
    invalid: NEWSLETTER_EMAIL_MESSAGE,
    pattern: HTML_EMAIL_PATTERN,
    lowercase: true,
  }),
});
export type NewsletterInput = v.InferOutput<typeof newsletterSchema>;

/** A subscriber's state: pending (asked to confirm by e-mail), confirmed (receives mail), unsubscribed. */
export const SUBSCRIBER_STATUSES = ["confirmed", "pending", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  confirmed: "Confirmed",
  pending: "Pending",
  unsubscribed: "Unsubscribed",
};
