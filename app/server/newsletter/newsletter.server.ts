/**
 * Subscribing to the newsletter, double opt-in: a new address is `pending`
 * and a confirmation mail is queued in the same transaction; only the signed
 * link in it (newsletter-link.server.ts) makes it `confirmed`. The SQL is in
 * queries.server.ts.
 */
import type { SiteSettings } from "~/config/site";
import { db } from "../db/client.server";
import { mailContext } from "../mail/mail-messages.server";
import { announceMailQueued, enqueueMail, queuedRecently } from "../mail/outbox-queries.server";
import { NEWSLETTER_CONFIRMATION_KIND, newsletterConfirmationMail } from "./newsletter-mail.server";
import { insertPendingSubscriber, lockSubscriber, normalizeEmail, setPendingAgain } from "./queries.server";

/** A pending address is sent its confirmation again at most this often (a repeat subscribe). */
export const CONFIRMATION_RESEND_MS = 60 * 60 * 1000;

export type SubscribeOutcome = "created" | "resent" | "already-pending" | "already-confirmed" | "resubscribed";

/**
 * Subscribes an address (double opt-in). New: stored pending, confirmation
 * queued. Pending: the confirmation again, unless one went out within the
 * hour. Confirmed: nothing. Unsubscribed: pending again, with a confirmation.
 * The visitor gets the same answer in every case (the outcome is for tests
 * and logs), so the box does not tell anyone whether an address is on the list.
 */
export async function subscribe(email: string, options: { site?: SiteSettings } = {}): Promise<{ outcome: SubscribeOutcome }> {
  const address = normalizeEmail(email);
  const ctx = mailContext(options.site);
  const outcome = await db().transaction(async (tx): Promise<SubscribeOutcome> => {
    const inserted = await insertPendingSubscriber(tx, address);
    if (inserted) {
      await enqueueMail(tx, [newsletterConfirmationMail(inserted, ctx)]);
      return "created";
    }
    // Locked: two repeats at once decide one after the other whether to re-send.
    const row = await lockSubscriber(tx, address);
    if (!row || row.status === "confirmed") return "already-confirmed";
    if (row.status === "unsubscribed") {
      await setPendingAgain(tx, row.id);
      await enqueueMail(tx, [newsletterConfirmationMail(row, ctx)]);
      return "resubscribed";
    }
    if (await queuedRecently(tx, NEWSLETTER_CONFIRMATION_KIND, row.id, CONFIRMATION_RESEND_MS)) return "already-pending";
    await enqueueMail(tx, [newsletterConfirmationMail(row, ctx)]);
    return "resent";
  });
  if (outcome === "created" || outcome === "resent" || outcome === "resubscribed") announceMailQueued();
  return { outcome };
}
