/**
 * The newsletter's confirmation mail (double opt-in): a signed link that
 * confirms the address, and an unsubscribe link in the footer. It is not list
 * mail, so it carries no List-Unsubscribe headers; the newsletter's own mails
 * do (newsletter-post-mail.server.ts).
 */
import { newsletterMail as T } from "~/content/mail/newsletter";
import { message, type MailContext } from "../mail/mail-messages.server";
import { CONFIRM_LINK_LIFETIME_MS, confirmUrl, newsletterToken, unsubscribeUrl } from "./newsletter-link.server";
import type { OutgoingMessage } from "../mail/outbox-queries.server";

export const NEWSLETTER_CONFIRMATION_KIND = "newsletter-confirmation";

export function newsletterConfirmationMail(subscriber: { id: string; email: string }, ctx: MailContext): OutgoingMessage {
  const brand = ctx.site.brandName;
  return message(
    ctx,
    {
      subject: T.confirmation.subject(brand),
      heading: T.confirmation.heading,
      audience: "visitor",
      blocks: [
        { type: "paragraph", text: T.confirmation.body(brand) },
        { type: "action", label: T.confirmation.action, url: confirmUrl(ctx.site, subscriber.email, ctx.now.getTime()) },
        { type: "paragraph", text: T.confirmation.expiry },
      ],
      footer: { reason: T.reason(brand), unsubscribe: { label: T.unsubscribe, url: unsubscribeUrl(ctx.site, subscriber.email) } },
    },
    {
      kind: NEWSLETTER_CONFIRMATION_KIND,
      relatedId: subscriber.id,
      to: [subscriber.email],
      replyTo: ctx.site.email,
      // The link inside stops working then.
      sendBy: new Date(ctx.now.getTime() + CONFIRM_LINK_LIFETIME_MS),
      // Both links work for whoever reads them: kept out of the stored copy.
      secrets: [newsletterToken("confirm", subscriber.email, ctx.now.getTime()), newsletterToken("unsubscribe", subscriber.email)],
    },
  );
}
