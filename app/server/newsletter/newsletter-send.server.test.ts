import { randomUUID } from "node:crypto";
import { blogPostPath } from "~/models/blog-display";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { siteSettings } from "~/server/site/site-settings.server";
import { serializeContent } from "~/models/blog-post";
import { db } from "../db/client.server";
import { activityLog, blogPosts, newsletterSubscribers, outboxMessages } from "../db/schema";
import { useFormStampSecret } from "../kernel/form-stamp.server";
import { mailSettings, readMailSettings } from "../mail/mail-settings.server";
import { startMailWorker, type MailWorker } from "../mail/mail-worker.server";
import { readNewsletterToken } from "./newsletter-link.server";
import { NEWSLETTER_POST_KIND, NEWSLETTER_TEST_KIND } from "./newsletter-post-mail.server";
import { newsletterState, sendNewsletter, sendNewsletterTest } from "./newsletter-send.server";
import { deleteSubscriber, unsubscribe } from "./queries.server";
import { asSent } from "../testing/sent-mail";
import { forEachDatabase } from "../testing/databases.server";
import { startTestSmtpServer, type TestSmtpServer } from "../testing/smtp-server";

const SITE_URL = "https://collective.example";
const site = { ...siteSettings(), siteUrl: SITE_URL, brandName: "Ekadash Collective" };
const ADMIN = "editor@collective.example";

beforeAll(() => useFormStampSecret(Buffer.alloc(32, 9)));
afterAll(() => useFormStampSecret(undefined));

async function createPost(overrides: Partial<typeof blogPosts.$inferInsert> = {}) {
  const [post] = await db()
    .insert(blogPosts)
    .values({
      title: "Monsoon notes",
      // Each post its own address (several are made per test).
      slug: `monsoon-notes-${randomUUID()}`,
      excerpt: "What the rain taught us.",
      author: "Aarohi",
      category: "Community",
      content: serializeContent([
        { type: "heading", text: "First" },
        { type: "paragraph", text: "A <b>bold</b> start." },
        { type: "list", items: ["one", "two"] },
        { type: "quote", text: "Rain again.", author: "Someone" },
      ]),
      published: true,
      ...overrides,
    })
    .returning();
  return post!;
}

const CONFIRMED = ["first@example.com", "second@example.com"];
const PENDING = "pending@example.com";
const LEFT = "left@example.com";

async function addSubscribers() {
  await db()
    .insert(newsletterSubscribers)
    .values([
      ...CONFIRMED.map((email) => ({ email, status: "confirmed", confirmedAt: new Date() })),
      { email: PENDING, status: "pending" },
      { email: LEFT, status: "unsubscribed", unsubscribedAt: new Date() },
    ]);
}

const messagesOf = (kind: string) => db().select().from(outboxMessages).where(eq(outboxMessages.kind, kind)).orderBy(outboxMessages.nextAttemptAt);

forEachDatabase(() => {
  beforeEach(addSubscribers);

  describe("sendNewsletter", () => {
    it("queues one message per confirmed subscriber only, each with its own unsubscribe link and headers, spread out", async () => {
      const post = await createPost();
      const result = await sendNewsletter(post.id, null, site);
      expect(result).toMatchObject({ outcome: "sent", recipients: 2 });

      const messages = await messagesOf(NEWSLETTER_POST_KIND);
      expect(messages.map((m) => m.recipients).sort()).toEqual(CONFIRMED.map((email) => [email]));
      for (const stored of messages) {
        const m = await asSent(stored);
        const email = m.recipients[0]!;
        expect(m.subject).toBe("Monsoon notes");
        expect(m.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
        const link = /^<(https:\/\/collective\.example\/newsletter\/unsubscribe\?token=([^>]+))>$/.exec(m.headers?.["List-Unsubscribe"] ?? "");
        expect(link, "a List-Unsubscribe header").not.toBeNull();
        expect(readNewsletterToken("unsubscribe", link![2]!)).toEqual({ state: "valid", email });
        // The same link in the footer of both parts; the post's words, escaped.
        expect(m.textBody).toContain(link![1]);
        expect(m.htmlBody).toContain(link![1]!.replaceAll("&", "&amp;"));
        expect(m.htmlBody).toContain("A &lt;b&gt;bold&lt;/b&gt; start.");
        expect(m.textBody).toContain(`${SITE_URL}${blogPostPath(post.slug)}`);
        expect(m.textBody).toContain("> Rain again.");
      }
      // Throttled: the second is due one interval after the first.
      const gap = messages[1]!.nextAttemptAt.getTime() - messages[0]!.nextAttemptAt.getTime();
      expect(gap).toBe(mailSettings().newsletterIntervalMs);

      const [stored] = await db().select().from(blogPosts).where(eq(blogPosts.id, post.id));
      expect(stored!.newsletterSentAt?.getTime()).toBe((result as { sentAt: Date }).sentAt.getTime());
      const [entry] = await db().select().from(activityLog).where(eq(activityLog.entityId, post.id));
      expect(entry).toMatchObject({ action: "newsletter-send", entityKind: "blog-post" });
      expect(entry!.summary).toContain("Monsoon notes");
      expect(entry!.changes).toMatchObject({ recipients: { to: 2 } });
    });

    it("refuses a second send, and sends again only over the date the admin was shown", async () => {
      const post = await createPost();
      const first = await sendNewsletter(post.id, null, site);
      if (first.outcome !== "sent") throw new Error(first.outcome);

      const again = await sendNewsletter(post.id, null, site);
      expect(again).toEqual({ outcome: "already-sent", sentAt: first.sentAt });
      expect(await sendNewsletter(post.id, new Date(first.sentAt.getTime() - 1), site)).toMatchObject({ outcome: "already-sent" });
      expect(await messagesOf(NEWSLETTER_POST_KIND)).toHaveLength(2);

      const resent = await sendNewsletter(post.id, first.sentAt, site);
      expect(resent).toMatchObject({ outcome: "sent", recipients: 2 });
      expect(await messagesOf(NEWSLETTER_POST_KIND)).toHaveLength(4);
      // The same confirmation does not send a third time.
      expect(await sendNewsletter(post.id, first.sentAt, site)).toMatchObject({ outcome: "already-sent" });
      const actions = await db().select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, post.id));
      expect(actions.map((a) => a.action).sort()).toEqual(["newsletter-resend", "newsletter-send"]);
    });

    it("queues a post once when two sends race", async () => {
      const post = await createPost();
      const outcomes = await Promise.all([1, 2, 3].map(() => sendNewsletter(post.id, null, site)));
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(["already-sent", "already-sent", "sent"]);
      expect(await messagesOf(NEWSLETTER_POST_KIND)).toHaveLength(CONFIRMED.length);
    });

    it("refuses a draft, a missing post, and a list without confirmed subscribers, without marking anything sent", async () => {
      const draft = await createPost({ published: false });
      expect(await sendNewsletter(draft.id, null, site)).toEqual({ outcome: "not-public" });
      expect(await sendNewsletter("00000000-0000-4000-8000-000000000000", null, site)).toEqual({ outcome: "not-found" });
      const post = await createPost();
      await db().update(newsletterSubscribers).set({ status: "pending" });
      expect(await sendNewsletter(post.id, null, site)).toEqual({ outcome: "no-subscribers" });
      const sent = await db().select().from(blogPosts).where(inArray(blogPosts.id, [draft.id, post.id]));
      expect(sent.map((p) => p.newsletterSentAt)).toEqual([null, null]);
      expect(await messagesOf(NEWSLETTER_POST_KIND)).toHaveLength(0);
    });

    it("withdraws a waiting message when its subscriber unsubscribes or is removed", async () => {
      const post = await createPost();
      await sendNewsletter(post.id, null, site);
      expect(await unsubscribe(CONFIRMED[0]!)).toBe(true);
      const [removed] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, CONFIRMED[1]!));
      await deleteSubscriber(removed!.id);
      const messages = await messagesOf(NEWSLETTER_POST_KIND);
      expect(messages.map((m) => m.status)).toEqual(["expired", "expired"]);
    });
  });

  describe("sendNewsletterTest and newsletterState", () => {
    it("sends the test copy to the admin only and leaves the post unsent", async () => {
      const post = await createPost();
      expect(await sendNewsletterTest(post.id, ADMIN, site)).toBeTruthy();
      const messages = await db().select().from(outboxMessages);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ kind: NEWSLETTER_TEST_KIND, recipients: [ADMIN], subject: "[Test] Monsoon notes" });
      expect(messages[0]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      const state = await newsletterState(post.id, ADMIN, site);
      expect(state).toMatchObject({ sendable: true, sentAt: null, confirmed: 2, testTo: ADMIN });
      expect(state!.preview.subject).toBe("Monsoon notes");
      expect(state!.preview.html).toContain("Unsubscribe from this newsletter");
      expect(await sendNewsletterTest("00000000-0000-4000-8000-000000000000", ADMIN, site)).toBeUndefined();
    });
  });

  describe("the worker", () => {
    let smtp: TestSmtpServer | undefined;
    let worker: MailWorker | undefined;
    afterEach(async () => {
      await worker?.stop();
      await smtp?.close();
      worker = smtp = undefined;
    });

    it("sends a newsletter's List-Unsubscribe headers over SMTP", async () => {
      const post = await createPost();
      await sendNewsletterTest(post.id, ADMIN, site);
      smtp = await startTestSmtpServer();
      worker = startMailWorker(readMailSettings({ SMTP_URL: smtp.url, MAIL_FROM: "Test <hello@collective.test>" }), { pollMs: 100 });
      const [mail] = await smtp.waitForMessages(1);
      // The header lines as they arrived (mailparser folds List-* headers into one object).
      const line = (name: string) => mail!.headerLines.find((l) => l.key === name)?.line.replace(/\r?\n\s+/g, " ");
      expect(line("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      expect(line("list-unsubscribe")).toMatch(/^List-Unsubscribe: <https:\/\/collective\.example\/newsletter\/unsubscribe\?token=[^>]+>$/);
      await expect
        .poll(async () => (await db().select().from(outboxMessages).where(and(eq(outboxMessages.kind, NEWSLETTER_TEST_KIND))))[0]?.status)
        .toBe("sent");
    });
  });
});
