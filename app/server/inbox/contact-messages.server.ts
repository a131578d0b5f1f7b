/**
 * Contact messages' workflows: a visitor's message with its acknowledgement
 * and staff notice, and a staff reply with its e-mail, each in one
 * transaction (the SQL is in contact-queries.server.ts).
 */
import type { SiteSettings } from "~/config/site";
import { DEFAULT_CONTACT_SUBJECT, type ContactInput } from "~/models/contact";
import { db } from "../db/client.server";
import { mailContext, newContactMessageMail } from "../mail/mail-messages.server";
import { announceMailQueued, enqueueMail } from "../mail/outbox-queries.server";
import { insertContactMessage, storeContactReply, type ContactReply } from "./contact-queries.server";
import { contactReplyMessage } from "./staff-mail.server";

/**
 * Stores a visitor's message, not yet responded (an empty subject becomes
 * "General Inquiry"), and in the same transaction the sender's
 * acknowledgement and the staff notification. `site`: the request's site
 * settings (siteSettingsFor), for the links.
 */
export async function createContactMessage(input: ContactInput, options: { site?: SiteSettings } = {}): Promise<{ id: string }> {
  const ctx = mailContext(options.site);
  const subject = input.subject?.trim() ? input.subject : DEFAULT_CONTACT_SUBJECT;
  const row = await db().transaction(async (tx) => {
    const stored = await insertContactMessage(tx, { name: input.name, email: input.email, subject, message: input.message });
    await enqueueMail(tx, newContactMessageMail(stored, ctx));
    return stored;
  });
  announceMailQueued();
  return { id: row.id };
}

/**
 * Sends a staff reply: in one transaction the reply is kept with the message
 * (`sentBy`: the staff member's address), the message is marked responded and
 * the e-mail to the sender is queued. Undefined when there is no such message.
 */
export async function replyToContactMessage(
  id: string,
  reply: { body: string; sentBy: string },
  options: { site?: SiteSettings } = {},
): Promise<ContactReply | undefined> {
  const ctx = mailContext(options.site);
  const stored = await db().transaction(async (tx) => {
    const done = await storeContactReply(tx, id, reply);
    if (!done) return undefined;
    await enqueueMail(tx, [contactReplyMessage(done.message, reply.body, ctx)]);
    return done.reply;
  });
  if (stored) announceMailQueued();
  return stored;
}
