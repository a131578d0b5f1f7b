/**
 * The outbox as staff see it (/admin/emails): Resend, and whether mail is
 * configured at all. The list and the messages are read through
 * outbox-queries.server.ts; the worker's side is mail-worker.server.ts.
 */
import { mailSettings, type MailSettings } from "./mail-settings.server";
import { announceMailQueued, countOutboxByStatus, outboxMessageExists, requeueMessageRow, type OutboxListRow } from "./outbox-queries.server";

/** Resend asked of a message that is still waiting or being sent: it goes out anyway, once. */
export class OutboxNotResendableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutboxNotResendableError";
  }
}

/**
 * Puts a sent, failed or expired message back in the queue as a fresh
 * attempt (requeueMessageRow) and wakes this process's worker. Undefined when
 * there is no such message; OutboxNotResendableError (with the text's
 * `notResendable`) when it is queued or being sent, and (with `linkGone`)
 * when it carried a one-time link: that link is not kept once the message
 * left the queue, so it cannot go out again (the person asks for a new one).
 */
export async function requeueOutboxMessage(
  id: string,
  text: { notResendable: string; linkGone: string },
): Promise<OutboxListRow | undefined> {
  const row = await requeueMessageRow(id);
  if (row === "link-gone") throw new OutboxNotResendableError(text.linkGone);
  if (row) {
    announceMailQueued();
    return row;
  }
  if (await outboxMessageExists(id)) throw new OutboxNotResendableError(text.notResendable);
  return undefined;
}

/** Whether mail goes out, and how many messages wait (queued or being sent). */
export type MailStatus = { configured: boolean; waiting: number };

export async function mailStatus(settings: Pick<MailSettings, "smtpUrl"> = mailSettings()): Promise<MailStatus> {
  const counts = await countOutboxByStatus();
  return { configured: settings.smtpUrl !== undefined, waiting: (counts.queued ?? 0) + (counts.sending ?? 0) };
}
