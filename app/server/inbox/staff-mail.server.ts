/**
 * Messages staff write themselves, ready for the outbox: a reply to a
 * contact message (their words, then the visitor's message quoted back,
 * escaped by the renderer) and the decision on a membership application (a
 * prepared text staff may edit, sent as they left it).
 */
import { applicationDecisionMail, contactReplyMail } from "~/content/mail/replies";
import { formatDateTime } from "~/lib/time/instants";
import type { MailContext } from "../mail/mail-messages.server";
import { oneLine, renderMail } from "../mail/mail-render.server";
import type { OutgoingMessage } from "../mail/outbox-queries.server";

export const STAFF_MAIL_KINDS = {
  contactReply: "contact-reply",
  applicationApproved: "membership-approved",
  applicationRejected: "membership-rejected",
} as const;

/** A person's answer stays worth sending for a week (the worker retries for a day; this only bounds a long wait for SMTP). */
const PERSONAL_MESSAGE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type ContactForReply = { id: string; email: string; subject: string; message: string; createdAt: Date };

export function contactReplyMessage(contact: ContactForReply, body: string, ctx: MailContext): OutgoingMessage {
  const { subject, text, html } = renderMail(
    {
      subject: contactReplyMail.subject(oneLine(contact.subject)),
      heading: contactReplyMail.heading(ctx.site.brandName),
      audience: "visitor",
      blocks: [
        { type: "paragraph", text: body },
        { type: "quote", label: contactReplyMail.quoteLabel(formatDateTime(contact.createdAt)), text: contact.message },
      ],
    },
    ctx.site,
  );
  return {
    kind: STAFF_MAIL_KINDS.contactReply,
    relatedId: contact.id,
    to: [contact.email],
    replyTo: ctx.site.email,
    subject,
    text,
    html,
    sendBy: new Date(ctx.now.getTime() + PERSONAL_MESSAGE_LIFETIME_MS),
  };
}

export type ApplicationForDecision = { id: string; email: string };

export function applicationDecisionMessage(
  application: ApplicationForDecision,
  decision: "approved" | "rejected",
  body: string,
  ctx: MailContext,
): OutgoingMessage {
  const t = applicationDecisionMail[decision];
  const { subject, text, html } = renderMail(
    {
      subject: t.subject(ctx.site.brandName),
      heading: t.heading,
      audience: "visitor",
      blocks: [{ type: "paragraph", text: body }],
    },
    ctx.site,
  );
  return {
    kind: decision === "approved" ? STAFF_MAIL_KINDS.applicationApproved : STAFF_MAIL_KINDS.applicationRejected,
    relatedId: application.id,
    to: [application.email],
    replyTo: ctx.site.email,
    subject,
    text,
    html,
    sendBy: new Date(ctx.now.getTime() + PERSONAL_MESSAGE_LIFETIME_MS),
  };
}
