/**
 * A stored outbox message as the worker sends it: its secret links filled in
 * (outbox-secrets.server.ts). The stored row itself holds placeholders, so a
 * test that follows a mailed link reads it here, as the recipient would.
 */
import { openSealedMessage, type OutboxMessage } from "../mail/outbox-queries.server";
import { requestPasswordReset } from "../identity/password-reset.server";

export async function asSent(message: OutboxMessage): Promise<OutboxMessage> {
  const opened = await openSealedMessage(message);
  if (!opened) throw new Error(`The secrets of ${message.kind} ${message.id} are no longer kept.`);
  return opened;
}

/** Asks for a reset link as /auth/forgot does, and waits for the link to be queued (the answer does not). */
export async function askForResetLink(input: Parameters<typeof requestPasswordReset>[0]) {
  const result = await requestPasswordReset(input);
  if (result.ok) await result.sending;
  return result.ok ? { ok: true as const } : result;
}
