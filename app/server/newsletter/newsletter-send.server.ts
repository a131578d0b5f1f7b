/**
 * Sending a published blog post as a newsletter (the blog editor's panel,
 * routes/admin/blog-newsletter.ts): a preview, a test copy to the admin, and
 * the send to every confirmed subscriber through the outbox.
 *
 * A post goes out once. The send claims it with one conditional UPDATE of
 * `newsletter_sent_at` (claimNewsletterSend), in the same transaction that
 * queues the messages and records the activity, so two clicks or two
 * processes queue it once, and a failure leaves it unsent. Sending again
 * needs the time of the last send the admin was shown (their confirmation).
 *
 * Throttled: message n is not sent before n x NEWSLETTER_SEND_INTERVAL_MS
 * after the send (decision 25), so the SMTP server sees a steady trickle and
 * other mail (a password reset) is not stuck behind the whole list.
 */
import type { SiteSettings } from "~/config/site";
import { activitySummary } from "~/content/admin/activity";
import { recordActivity } from "../activity/activity.server";
import { claimNewsletterSend, getPost, isPublicRow, type BlogPost } from "../blog/post-queries.server";
import { db } from "../db/client.server";
import { mailContext, type MailContext } from "../mail/mail-messages.server";
import { newsletterPostMail } from "./newsletter-post-mail.server";
import { confirmedSubscribers, countConfirmedSubscribers } from "./queries.server";
import { announceMailQueued, enqueueMail, type OutgoingMessage } from "../mail/outbox-queries.server";

/** Rows per INSERT (far below PostgreSQL's 65,535 parameters). */
const ENQUEUE_BATCH = 500;

/** A post that may be sent: published now (a scheduled post whose time has come counts). */
const isSendable = (post: BlogPost): boolean => isPublicRow(post);

export type NewsletterState = {
  sendable: boolean;
  sentAt: string | null;
  confirmed: number;
  /** Where a test copy goes: the signed-in admin. */
  testTo: string;
  preview: { subject: string; html: string };
};

/** What the editor's panel shows: the post's state, who would get it and the mail as `adminEmail` would see it. */
export async function newsletterState(postId: string, adminEmail: string, site?: SiteSettings): Promise<NewsletterState | undefined> {
  const post = await getPost(postId);
  if (!post) return undefined;
  const mail = newsletterPostMail(post, { email: adminEmail }, mailContext(site));
  return {
    sendable: isSendable(post),
    sentAt: post.newsletterSentAt?.toISOString() ?? null,
    confirmed: await countConfirmedSubscribers(),
    testTo: adminEmail,
    preview: { subject: mail.subject, html: mail.html },
  };
}

/** Queues a test copy for the admin only; undefined when the post does not exist. Drafts may be tested too. */
export async function sendNewsletterTest(postId: string, adminEmail: string, site?: SiteSettings): Promise<BlogPost | undefined> {
  const post = await getPost(postId);
  if (!post) return undefined;
  await enqueueMail(db(), [newsletterPostMail(post, { email: adminEmail }, mailContext(site), { test: true })]);
  announceMailQueued();
  return post;
}

export type SendOutcome =
  | { outcome: "sent"; recipients: number; sentAt: Date }
  | { outcome: "no-subscribers" }
  | { outcome: "already-sent"; sentAt: Date }
  | { outcome: "not-public" }
  | { outcome: "not-found" };

/** The messages of one send, message n due n intervals after `ctx.now`. */
function sendMessages(post: BlogPost, recipients: { id: string; email: string }[], ctx: MailContext): OutgoingMessage[] {
  const start = ctx.now.getTime();
  return recipients.map((recipient, n) =>
    newsletterPostMail(post, recipient, ctx, { notBefore: new Date(start + n * ctx.mail.newsletterIntervalMs) }),
  );
}

/**
 * Sends a post to every confirmed subscriber. `resendOf`: null for the first
 * send; to send again, the `newsletter_sent_at` the admin confirmed over.
 */
export async function sendNewsletter(postId: string, resendOf: Date | null, site?: SiteSettings): Promise<SendOutcome> {
  const ctx = mailContext(site);
  const result = await db().transaction(async (tx): Promise<SendOutcome | null> => {
    const recipients = await confirmedSubscribers(tx);
    if (recipients.length === 0) return { outcome: "no-subscribers" };
    const post = await claimNewsletterSend(tx, postId, resendOf);
    if (!post) return null;
    const messages = sendMessages(post, recipients, ctx);
    for (let i = 0; i < messages.length; i += ENQUEUE_BATCH) await enqueueMail(tx, messages.slice(i, i + ENQUEUE_BATCH));
    const action = resendOf ? "newsletter-resend" : "newsletter-send";
    await recordActivity(tx, {
      action,
      entityKind: "blog-post",
      entityId: post.id,
      summary: activitySummary(action, "blog-post", post.title),
      changes: {
        newsletterSentAt: { from: resendOf?.toISOString() ?? null, to: post.newsletterSentAt?.toISOString() ?? null },
        recipients: { from: null, to: recipients.length },
      },
    });
    return { outcome: "sent", recipients: recipients.length, sentAt: post.newsletterSentAt! };
  });
  if (result) {
    if (result.outcome === "sent") announceMailQueued();
    return result;
  }
  // Not claimed: say why (read after the fact; the answer is only for the admin's message).
  const post = await getPost(postId);
  if (!post) return { outcome: "not-found" };
  if (!isSendable(post)) return { outcome: "not-public" };
  return post.newsletterSentAt ? { outcome: "already-sent", sentAt: post.newsletterSentAt } : { outcome: "not-public" };
}
