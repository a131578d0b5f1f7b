/**
 * The notice mailed to an account's owner whenever a way into the account
 * changes (content/mail/account-security.ts). Queued in the transaction of
 * the change, so there is never a change without its notice: a stolen
 * session that adds a passkey tells the owner at once.
 */
import { accountSecurityMail as T, type SecurityChange } from "~/content/mail/account-security";
import { formatDateTime } from "~/lib/time/instants";
import type { Executor } from "../db/client.server";
import { mailContext, message } from "../mail/mail-messages.server";
import { enqueueMail } from "../mail/outbox-queries.server";
import { getUserById } from "./queries.server";

export const ACCOUNT_SECURITY_MAIL_KIND = "account-security";
/** A notice of a change is still worth sending for a day. */
const NOTICE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Queues the notice of `change` to the owner of `userId`, in the caller's transaction. */
export async function queueSecurityNotice(executor: Executor, userId: string, change: SecurityChange): Promise<void> {
  const owner = await getUserById(userId, executor);
  if (!owner) return;
  const ctx = mailContext();
  const brand = ctx.site.brandName;
  await enqueueMail(executor, [
    message(
      ctx,
      {
        subject: T.subject(brand),
        heading: T.heading,
        audience: "visitor",
        blocks: [
          { type: "paragraph", text: T.greeting },
          { type: "paragraph", text: T.what(change) },
          { type: "paragraph", text: T.when(formatDateTime(ctx.now)) },
          { type: "paragraph", text: T.ifYou },
          { type: "paragraph", text: T.ifNotYou },
          { type: "action", label: T.action, url: `${ctx.site.siteUrl}/account` },
        ],
        footer: { reason: T.reason(brand) },
      },
      {
        kind: ACCOUNT_SECURITY_MAIL_KIND,
        relatedId: userId,
        to: [owner.email],
        replyTo: ctx.site.email,
        sendBy: new Date(ctx.now.getTime() + NOTICE_LIFETIME_MS),
      },
    ),
  ]);
}
