/**
 * Contact Us (/contact) "Send Us a Message" form.
 */
import * as v from "valibot";
import { email, explicitBoolean, fields, optionalText, requiredText } from "./text";
import { MAX_LENGTH } from "./limits";

export const DEFAULT_CONTACT_SUBJECT = "General Inquiry";

export const CONTACT_MISSING_TITLE = "Missing information";
export const CONTACT_MISSING_MESSAGE = "Please fill in all required fields.";
export const CONTACT_INVALID_EMAIL_TITLE = "Invalid email";
export const CONTACT_INVALID_EMAIL_MESSAGE = "Please enter a valid email address.";

export const contactSchema = fields({
  name: requiredText(CONTACT_MISSING_MESSAGE, MAX_LENGTH.name),
  email: email({
    required: CONTACT_MISSING_MESSAGE,
    invalid: CONTACT_INVALID_EMAIL_MESSAGE,
  }),
  subject: v.pipe(
    optionalText(MAX_LENGTH.subject),
    v.transform((value: string | undefined) => value ?? DEFAULT_CONTACT_SUBJECT),
  ),
  message: requiredText(CONTACT_MISSING_MESSAGE, MAX_LENGTH.message),
});
export type ContactInput = v.InferOutput<typeof contactSchema>;

/**
 * The toast title for a list of field messages from the contact schema:
 * "Missing information" before "Invalid email", as the spec checks them.
 */
export function contactErrorTitle(messages: readonly string[]): string | undefined {
  if (messages.includes(CONTACT_MISSING_MESSAGE)) return CONTACT_MISSING_TITLE;
  if (messages.includes(CONTACT_INVALID_EMAIL_MESSAGE)) return CONTACT_INVALID_EMAIL_TITLE;
  return undefined;
}

/** Admin list: a message is Pending until marked responded. */
export const CONTACT_STATUS_LABELS = { pending: "Pending", responded: "Responded" } as const;
export const contactStatusLabel = (responded: boolean) =>
  responded ? CONTACT_STATUS_LABELS.responded : CONTACT_STATUS_LABELS.pending;

/** Admin toggle of the responded flag: an explicit "true" or "false" (e.g. a hidden input). */
export const contactRespondedSchema = fields({
  responded: explicitBoolean(),
});
export type ContactRespondedInput = v.InferOutput<typeof contactRespondedSchema>;

/** Admin reply to a message, sent to the sender by e-mail. */
export const CONTACT_REPLY_REQUIRED_MESSAGE = "Please write your reply.";
export const contactReplySchema = fields({
  body: requiredText(CONTACT_REPLY_REQUIRED_MESSAGE, MAX_LENGTH.message),
});
export type ContactReplyInput = v.InferOutput<typeof contactReplySchema>;
