/**
 * Membership applications' workflows: an application with its
 * acknowledgement and staff notice, and staff's decision message, each in
 * one transaction (the SQL is in application-queries.server.ts).
 */
import type { SiteSettings } from "~/config/site";
import { activitySummary } from "~/content/admin/activity";
import type { ApplicationDecision, ApplicationInput } from "~/models/membership";
import { recordActivity } from "../activity/activity.server";
import { db } from "../db/client.server";
import { mailContext, newApplicationMail } from "../mail/mail-messages.server";
import { announceMailQueued, enqueueMail } from "../mail/outbox-queries.server";
import { insertApplication, lockApplication, type MembershipApplication } from "./application-queries.server";
import { applicationDecisionMessage } from "./staff-mail.server";

/**
 * Stores an application with status "pending", and in the same transaction
 * the applicant's acknowledgement and the staff notification. `site`: the
 * request's site settings (siteSettingsFor), for the links.
 */
export async function createApplication(input: ApplicationInput, options: { site?: SiteSettings } = {}): Promise<{ id: string }> {
  const ctx = mailContext(options.site);
  const row = await db().transaction(async (tx) => {
    const stored = await insertApplication(tx, input);
    await enqueueMail(tx, newApplicationMail(stored, ctx));
    return stored;
  });
  announceMailQueued();
  return { id: row.id };
}

/** The application's status is no longer the decision the message announces. */
export class DecisionChangedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DecisionChangedError";
  }
}

/**
 * Queues staff's message about their decision (the text as they edited it)
 * to the applicant. The application must still have that status: a message
 * written for "approved" is never sent after someone set it back to pending
 * (DecisionChangedError, with `changedMessage`). Undefined when there is no
 * such application.
 */
export async function sendApplicationDecision(
  id: string,
  input: { decision: ApplicationDecision; message: string; changedMessage: string },
  options: { site?: SiteSettings } = {},
): Promise<MembershipApplication | undefined> {
  const ctx = mailContext(options.site);
  const application = await db().transaction(async (tx) => {
    // Locked: a status change waits until the message is queued, or the message sees it.
    const row = await lockApplication(tx, id);
    if (!row) return undefined;
    if (row.status !== input.decision) throw new DecisionChangedError(input.changedMessage);
    await enqueueMail(tx, [applicationDecisionMessage(row, input.decision, input.message, ctx)]);
    // The message staff sent is part of the record; the status itself was recorded when it changed.
    await recordActivity(tx, {
      action: "decision",
      entityKind: "application",
      entityId: id,
      summary: activitySummary("decision", "application", row.fullName),
      changes: { message: { from: null, to: input.message } },
    });
    return row;
  });
  if (application) announceMailQueued();
  return application;
}
