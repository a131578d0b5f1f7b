/**
 * Messages staff write: a reply to a contact message (kept with the message,
 * which is marked responded, and queued for the sender in one transaction)
 * and the message about an application's decision (sent as staff edited it,
 * only while the application still has that status).
 */
import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "~/config/site";
import { createContactMessage, replyToContactMessage } from "./contact-messages.server";
import { getContactMessageWithReplies, listContactMessagesWithReplies } from "./contact-queries.server";
import { createApplication, DecisionChangedError, sendApplicationDecision } from "./membership-applications.server";
import { APPLICATION_SORT_KEYS, getApplication, listApplications, setApplicationStatus } from "./application-queries.server";
import { MAIL_KINDS } from "../mail/mail-messages.server";
import { outboxMessagesFor } from "../mail/outbox-queries.server";
import { STAFF_MAIL_KINDS } from "./staff-mail.server";
import { forEachDatabase } from "../testing/databases.server";
import type { ApplicationInput } from "~/models/membership";
import { createListQuerySchema } from "~/models/pagination";
import { CONTACT_MESSAGE_SORT_KEYS } from "./contact-queries.server";
import * as v from "valibot";

const site = { ...defaultSiteSettings, siteUrl: "https://ekadash.example", email: "hello@ekadash.example" };
const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const listQuery = createListQuerySchema({ sortKeys: CONTACT_MESSAGE_SORT_KEYS, defaultSort: "createdAt" });

const contact = {
  name: "Mina",
  email: "mina@example.com",
  subject: "Posters <for> Tihar",
  message: 'Can you design 3 posters & a "reel"?\n<script>x</script>',
};

const application: ApplicationInput = {
  fullName: "Bikash Thapa",
  email: "bikash@example.com",
  phone: "+977 9811111111",
  age: 21,
  socialMediaHandle: "@bikash.creates",
  followersCount: 1200,
  skills: ["content-creation"],
  motivation: "I want to tell stories about my community.",
};

forEachDatabase(() => {
  describe("replying to a contact message", () => {
    it("keeps the reply, marks the message responded and queues the e-mail to the sender", async () => {
      const { id } = await createContactMessage(contact);
      const reply = await replyToContactMessage(
        id,
        { body: "Namaste Mina,\nYes, gladly. <b>Tomorrow</b>?", sentBy: "staff@ekadash.example" },
        { site },
      );
      expect(reply).toMatchObject({ sentBy: "staff@ekadash.example", body: "Namaste Mina,\nYes, gladly. <b>Tomorrow</b>?" });

      const stored = await getContactMessageWithReplies(id);
      expect(stored?.responded).toBe(true);
      expect(stored?.replies).toEqual([reply]);

      const [mail, ...others] = (await outboxMessagesFor(id)).filter((m) => m.kind === STAFF_MAIL_KINDS.contactReply);
      expect(others).toEqual([]);
      expect(mail).toMatchObject({
        recipients: ["mina@example.com"],
        replyTo: "hello@ekadash.example",
        subject: "Re: Posters <for> Tihar",
        status: "queued",
      });
      expect(mail!.textBody).toContain("Namaste Mina,\nYes, gladly. <b>Tomorrow</b>?");
      expect(mail!.textBody).toContain('> Can you design 3 posters & a "reel"?\n> <script>x</script>');
      expect(mail!.htmlBody).toContain("Yes, gladly. &lt;b&gt;Tomorrow&lt;/b&gt;?");
      expect(mail!.htmlBody).toContain("&lt;script&gt;x&lt;/script&gt;");
      expect(mail!.htmlBody).not.toContain("<script>");

      // A second reply is listed after the first; the page of messages carries both.
      const second = await replyToContactMessage(id, { body: "One more thing.", sentBy: "other@ekadash.example" }, { site });
      const page = await listContactMessagesWithReplies(v.parse(listQuery, {}));
      expect(page.rows.find((row) => row.id === id)?.replies.map((r) => r.id)).toEqual([reply!.id, second!.id]);
    });

    it("answers undefined for a missing message and stores nothing", async () => {
      expect(await replyToContactMessage(MISSING_ID, { body: "Hello", sentBy: "staff@ekadash.example" }, { site })).toBeUndefined();
      expect(await outboxMessagesFor(MISSING_ID)).toEqual([]);
    });
  });

  describe("the message about an application's decision", () => {
    it("is queued exactly as staff wrote it, only while the application has that status", async () => {
      const { id } = await createApplication(application);
      const text = "Namaste Bikash,\n\nWelcome aboard! See you on <Saturday>.";

      // Still pending: a message about an approval is refused, nothing is queued.
      await expect(
        sendApplicationDecision(id, { decision: "approved", message: text, changedMessage: "changed" }, { site }),
      ).rejects.toBeInstanceOf(DecisionChangedError);

      await setApplicationStatus(id, "approved");
      // Never sent yet: the dialog has nothing to warn about.
      expect((await getApplication(id))!.lastMessageAt).toBeNull();
      expect(await sendApplicationDecision(id, { decision: "approved", message: text, changedMessage: "changed" }, { site })).toMatchObject({ id });
      const mail = (await outboxMessagesFor(id)).filter((m) => m.kind !== MAIL_KINDS.membershipAcknowledgement && m.kind !== MAIL_KINDS.membershipStaff);
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({
        kind: STAFF_MAIL_KINDS.applicationApproved,
        recipients: ["bikash@example.com"],
        replyTo: "hello@ekadash.example",
        subject: `Welcome to ${site.brandName}`,
      });
      expect(mail[0]!.textBody).toContain(`${text}\n\n--`);
      expect(mail[0]!.htmlBody).toContain("See you on &lt;Saturday&gt;.");
      // The list and the record say when it went, so staff are warned before sending another.
      const sentAt = (await getApplication(id))!.lastMessageAt;
      expect(new Date(sentAt!).getTime()).toBe(mail[0]!.createdAt.getTime());
      const listed = await listApplications(v.parse(createListQuerySchema({ sortKeys: APPLICATION_SORT_KEYS, defaultSort: "createdAt" }), { q: "bikash@example.com" }));
      expect(listed.rows.find((r) => r.id === id)!.lastMessageAt).toBe(sentAt);

      expect(await sendApplicationDecision(MISSING_ID, { decision: "rejected", message: text, changedMessage: "changed" }, { site })).toBeUndefined();
    });
  });
});
