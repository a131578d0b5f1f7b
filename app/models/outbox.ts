/** Outbox statuses as the Emails screen uses them (shared by the server and the browser). */

/** The status filter of the screen; "queued" includes a message being sent right now. */
export const OUTBOX_STATUS_FILTERS = ["queued", "sent", "failed", "expired"] as const;
export type OutboxStatusFilter = (typeof OUTBOX_STATUS_FILTERS)[number];

/** Statuses from which staff may send a message again (not while it waits or is being sent). */
export const RESENDABLE_STATUSES = ["sent", "failed", "expired"] as const;

export function isResendable(status: string): boolean {
  return (RESENDABLE_STATUSES as readonly string[]).includes(status);
}
