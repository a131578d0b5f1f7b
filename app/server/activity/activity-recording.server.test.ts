/**
 * The record of changes: each kind of staff change writes exactly one entry
 * (actor, address, kind, id, changed fields) in the same transaction as the
 * change, and public submissions write none. A transaction that fails after
 * its entry was written keeps neither the change nor the entry.
 */
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { serializeContent, type BlogPostInput } from "~/models/blog-post";
import { changePassword, signOutOtherSessions } from "../identity/account.server";
import { createPost, deletePost, getPost, setPublished, updatePost } from "../blog/post-queries.server";
import { createBooking, deleteBooking, updateBooking } from "../bookings/bookings.server";
import { getBooking } from "../bookings/queries.server";
import { createContactMessage, replyToContactMessage } from "../inbox/contact-messages.server";
import { deleteContactMessage, setResponded } from "../inbox/contact-queries.server";
import { db } from "../db/client.server";
import { activityLog, newsletterSubscribers, outboxMessages, passwordResetTokens } from "../db/schema";
import { createApplication, sendApplicationDecision } from "../inbox/membership-applications.server";
import { deleteApplication, setApplicationStatus } from "../inbox/application-queries.server";
import { deleteSubscriber } from "../newsletter/queries.server";
import { requeueOutboxMessage } from "../mail/outbox-admin.server";
import { enqueueMail } from "../mail/outbox-queries.server";
import { hashResetToken, resetPassword } from "../identity/password-reset.server";
import { newRequestState, runWithRequestState } from "../kernel/request-state.server";
import { createSession } from "../identity/session.server";
import { createPicture, deletePicture, setPictureActive, setPictureOrder, updatePicture } from "../team/queries.server";
import { grantAdmin, StaffRuleError } from "../identity/staff.server";
import { createUser } from "../identity/users.server";
import { WORK_STORES } from "../work/work-kinds.server";
import { forEachDatabase } from "../testing/databases.server";

const IP = "192.0.2.44";

const post = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: "Monsoon notes",
  excerpt: "What the rains taught us.",
  author: "Pema Sherpa",
  content: serializeContent([{ type: "paragraph", text: "Rain." }]),
  category: "Marketing",
  published: false,
  imageUrl: "/images/demo/blog/cafe.webp",
  ...overrides,
});

const picture = (overrides = {}) => ({
  imageType: "project" as const,
  altText: "Workshop in Bhaktapur",
  description: undefined,
  displayOrder: 1,
  isActive: true,
  imagePath: "/storage/images/team-leader-pictures/x.webp",
  ...overrides,
});

type Staff = { id: string; email: string };

/** A staff account, and `run` that does its work as that person's request would (the guards' actor, the HTTP layer's address). */
async function staff(email = "editor@example.com") {
  const user: Staff = await createUser({ email, password: "long-enough-1", admin: true });
  const as = <T>(work: () => Promise<T>) =>
    runWithRequestState({ ...newRequestState(), actor: { id: user.id, email: user.email }, clientIp: IP }, work);
  return { user, as };
}

const entries = () => db().select().from(activityLog).orderBy(asc(activityLog.createdAt), asc(activityLog.id));

/** Runs `work` and returns the entries it wrote (exactly one expected by the callers). */
async function written<T>(work: () => Promise<T>): Promise<{ result: T; added: (typeof activityLog.$inferSelect)[] }> {
  const before = new Set((await entries()).map((e) => e.id));
  const result = await work();
  return { result, added: (await entries()).filter((e) => !before.has(e.id)) };
}

async function one<T>(work: () => Promise<T>) {
  const { result, added } = await written(work);
  expect(added).toHaveLength(1);
  return { result, entry: added[0]! };
}

const bookingInput = {
  name: "Asha Gurung",
  email: "asha@example.com",
  phone: "+977 9800000000",
  eventDate: "2026-12-01",
  timeSlot: "10:00 AM" as const,
  eventType: "Content Creation" as const,
  location: "Lalitpur",
  details: undefined,
};

const applicationInput = {
  fullName: "Bikash Thapa",
  email: "bikash@example.com",
  phone: "+977 9811111111",
  age: 21,
  socialMediaHandle: "@bikash.creates",
  followersCount: 1200,
  skills: ["content-creation" as const],
  motivation: "I want to tell stories about my community and learn from other young creators.",
};

forEachDatabase(() => {
  describe("blog posts", () => {
    it("records create, edit (changed fields only), schedule, publish, unpublish and delete, each once, by the person and address", async () => {
      const { user, as } = await staff();
      const { result: created, entry: create } = await one(() => as(() => createPost(post())));
      expect(create).toMatchObject({
        actorId: user.id,
        actorEmail: user.email,
        ipAddress: IP,
        action: "create",
        entityKind: "blog-post",
        entityId: created.id,
        summary: "Created blog post “Monsoon notes”",
      });

      const { entry: edit } = await one(() => as(() => updatePost(created.id, post({ title: "Monsoon notes, revised" }))));
      expect(edit).toMatchObject({ action: "update", entityId: created.id });
      expect(edit.changes).toEqual({ title: { from: "Monsoon notes", to: "Monsoon notes, revised" } });

      const at = new Date(Date.now() + 86_400_000);
      const { entry: schedule } = await one(() => as(() => updatePost(created.id, post({ title: "Monsoon notes, revised", publishAt: at }))));
      expect(schedule.action).toBe("schedule");
      expect(schedule.changes).toEqual({ publishAt: { from: null, to: at.toISOString() } });

      const { entry: publish } = await one(() => as(() => setPublished(created.id, true)));
      expect(publish.action).toBe("publish");
      expect(publish.changes).toEqual({
        published: { from: false, to: true },
        publishAt: { from: at.toISOString(), to: null },
      });
      const { entry: unpublish } = await one(() => as(() => updatePost(created.id, post({ title: "Monsoon notes, revised", published: false }))));
      expect(unpublish.action).toBe("unpublish");

      const { entry: removed } = await one(() => as(() => deletePost(created.id)));
      expect(removed).toMatchObject({ action: "delete", entityId: created.id, changes: null });
      // A missing post: nothing changed, nothing recorded.
      expect((await written(() => as(() => deletePost(created.id)))).added).toHaveLength(0);
    });
  });

  describe("Our Work", () => {
    it("records each kind's create, edit and delete", async () => {
      const { as } = await staff();
      const cases = [
        ["case-studies", "case-study", { title: "Tihar", description: "d", imageUrl: "/a.webp", readMoreLink: "#", tags: ["A"] }, { title: "Tihar 2" }, "title"],
        ["featured-projects", "featured-project", { title: "A", description: "d", imageUrl: "/a.webp", category: "Festival" }, { category: "Education" }, "category"],
        ["testimonials", "testimonial", { name: "Rita", position: "Owner", company: "Brew", testimonial: "Great", rating: 4, imageSrc: "/p.webp" }, { rating: 5 }, "rating"],
        ["client-logos", "client-logo", { name: "Patan Prints", imageUrl: "/l.svg" }, { name: "Patan Prints Co." }, "name"],
      ] as const;
      for (const [slug, kind, input, edit, field] of cases) {
        const store = WORK_STORES[slug] as unknown as {
          create: (i: unknown) => Promise<{ id: string }>;
          update: (id: string, i: unknown) => Promise<unknown>;
          delete: (id: string) => Promise<boolean>;
        };
        const { result, entry } = await one(() => as(() => store.create(input)));
        expect(entry).toMatchObject({ action: "create", entityKind: kind, entityId: result.id });
        const { entry: updated } = await one(() => as(() => store.update(result.id, { ...input, ...edit })));
        expect(updated).toMatchObject({ action: "update", entityKind: kind, entityId: result.id });
        expect(updated.changes).toEqual({ [field]: { from: (input as Record<string, unknown>)[field], to: (edit as Record<string, unknown>)[field] } });
        const { entry: deleted } = await one(() => as(() => store.delete(result.id)));
        expect(deleted).toMatchObject({ action: "delete", entityKind: kind, entityId: result.id });
      }
    });
  });

  describe("team-leader pictures", () => {
    it("records create, edit, the active switch, a move and delete", async () => {
      const { as } = await staff();
      const id = crypto.randomUUID();
      await one(() => as(() => createPicture(id, picture())));
      const { entry: edit } = await one(() => as(() => updatePicture(id, picture({ altText: "Workshop in Patan" }))));
      expect(edit.changes).toEqual({ altText: { from: "Workshop in Bhaktapur", to: "Workshop in Patan" } });
      const { entry: hidden } = await one(() => as(() => setPictureActive(id, false)));
      expect(hidden.changes).toEqual({ isActive: { from: true, to: false } });
      const { entry: moved } = await one(() => as(() => setPictureOrder(id, 4)));
      expect(moved).toMatchObject({ action: "reorder", changes: { displayOrder: { from: 1, to: 4 } } });
      const { entry: deleted } = await one(() => as(() => deletePicture(id)));
      expect(deleted).toMatchObject({ action: "delete", entityKind: "team-leader-picture", entityId: id });
    });
  });

  describe("requests from the public", () => {
    it("write no entry; staff's status changes, notes, replies, decisions and deletes write one each", async () => {
      const { user, as } = await staff();
      const { result: booking, added: publicAdded } = await written(() => createBooking(bookingInput));
      expect(publicAdded).toHaveLength(0);
      const { entry: status } = await one(() => as(() => updateBooking(booking.id, { status: "confirmed", notes: "Call first" })));
      expect(status).toMatchObject({ action: "status", entityKind: "booking", entityId: booking.id, actorEmail: user.email });
      expect(status.changes).toEqual({ status: { from: "pending", to: "confirmed" }, notes: { from: null, to: "Call first" } });
      const { entry: notes } = await one(() => as(() => updateBooking(booking.id, { status: "confirmed", notes: "Call at 9" })));
      expect(notes).toMatchObject({ action: "notes", changes: { notes: { from: "Call first", to: "Call at 9" } } });
      await one(() => as(() => deleteBooking(booking.id)));

      const message = await createContactMessage({ name: "Sita", email: "sita@example.com", subject: "Hi", message: "A question about rates." });
      const { entry: responded } = await one(() => as(() => setResponded(message.id, true)));
      expect(responded).toMatchObject({ action: "status", entityKind: "contact-message", changes: { responded: { from: false, to: true } } });
      const { entry: reply } = await one(() => as(() => replyToContactMessage(message.id, { body: "Thanks!", sentBy: user.email })));
      expect(reply).toMatchObject({ action: "reply", changes: { reply: { from: null, to: "Thanks!" } } });
      await one(() => as(() => deleteContactMessage(message.id)));

      const application = await createApplication(applicationInput);
      const { entry: approved } = await one(() => as(() => setApplicationStatus(application.id, "approved")));
      expect(approved).toMatchObject({ action: "status", entityKind: "application", changes: { status: { from: "pending", to: "approved" } } });
      const { entry: decision } = await one(() =>
        as(() => sendApplicationDecision(application.id, { decision: "approved", message: "Welcome!", changedMessage: "changed" })),
      );
      expect(decision).toMatchObject({ action: "decision", changes: { message: { from: null, to: "Welcome!" } } });
      await one(() => as(() => deleteApplication(application.id)));

      const [subscriber] = await db().insert(newsletterSubscribers).values({ email: "reader@example.com" }).returning();
      const { entry: unsubscribed } = await one(() => as(() => deleteSubscriber(subscriber!.id)));
      expect(unsubscribed).toMatchObject({ action: "delete", entityKind: "subscriber", summary: "Deleted subscriber “reader@example.com”" });
      expect(await getBooking(booking.id)).toBeUndefined();
    });
  });

  describe("roles, mail and accounts", () => {
    it("records a role grant, a resend, a password change, signing out the others and a reset link used, never a secret", async () => {
      const { user, as } = await staff();
      const member = await createUser({ email: "member@example.com", password: "long-enough-1" });
      const { entry: grant } = await one(() => as(() => grantAdmin(member.id)));
      expect(grant).toMatchObject({ action: "role-grant", entityKind: "user", entityId: member.id, changes: { roles: { from: [], to: ["admin"] } } });
      // Granted again: refused by the rule, and nothing recorded.
      const again = await written(() => as(() => grantAdmin(member.id)).catch((error: unknown) => error));
      expect(again.result).toBeInstanceOf(StaffRuleError);
      expect(again.added).toHaveLength(0);

      const [mailId] = await enqueueMail(db(), [{ kind: "contact-acknowledgement", to: ["a@example.com"], subject: "Thanks", text: "Hi", html: "<p>Hi</p>" }]);
      await db().update(outboxMessages).set({ status: "failed" }).where(eq(outboxMessages.id, mailId!));
      const { entry: resend } = await one(() => as(() => requeueOutboxMessage(mailId!, { notResendable: "waiting", linkGone: "gone" })));
      expect(resend).toMatchObject({ action: "resend", entityKind: "email", entityId: mailId, changes: { status: { from: "failed", to: "queued" } } });

      const kept = await createSession(user.id);
      await createSession(user.id);
      const { entry: changed } = await one(() =>
        as(() => changePassword({ userId: user.id, currentToken: kept.token, current: "long-enough-1", password: "new-password-22" })),
      );
      expect(changed).toMatchObject({ action: "password-change", entityId: user.id, actorId: user.id, changes: null });
      await createSession(user.id);
      const { entry: others } = await one(() => as(() => signOutOtherSessions(user.id, kept.token)));
      expect(others).toMatchObject({ action: "sign-out-others", entityId: user.id, changes: { sessions: { from: null, to: 1 } } });

      // A reset link is used by nobody signed in: the entry names the account's owner.
      const token = "R".repeat(43);
      await db().insert(passwordResetTokens).values({ userId: member.id, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + 60_000) });
      const { entry: reset } = await one(() =>
        runWithRequestState({ ...newRequestState(), clientIp: IP }, () => resetPassword(token, "another-password-3")),
      );
      expect(reset).toMatchObject({ action: "password-reset", actorId: member.id, actorEmail: member.email, ipAddress: IP, entityId: member.id });

      const everything = JSON.stringify(await entries());
      for (const secret of ["long-enough-1", "new-password-22", "another-password-3", token, hashResetToken(token), kept.token, "scrypt"]) {
        expect(everything).not.toContain(secret);
      }
    });
  });

  describe("one transaction", () => {
    it("a change whose transaction fails after its entry was written keeps neither", async () => {
      const { as } = await staff();
      const { id } = await as(() => createPost(post()));
      const before = (await entries()).length;
      // Fails at commit, after the change and its entry were both written.
      await db().execute(
        sql.raw(`create function activity_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused at commit'; end $$`),
      );
      await db().execute(
        sql.raw(`create constraint trigger activity_test_refuse after insert on activity_log
          deferrable initially deferred for each row execute function activity_test_refuse()`),
      );
      try {
        await expect(as(() => updatePost(id, post({ title: "Never saved" })))).rejects.toThrow();
        await expect(as(() => deletePost(id))).rejects.toThrow();
      } finally {
        await db().execute(sql.raw(`drop trigger activity_test_refuse on activity_log`));
        await db().execute(sql.raw(`drop function activity_test_refuse()`));
      }
      expect((await getPost(id))?.title).toBe("Monsoon notes");
      expect(await entries()).toHaveLength(before);
    });

    it("a change whose entry cannot be written is not made", async () => {
      const { as } = await staff();
      const booking = await createBooking(bookingInput);
      await db().execute(sql.raw(`alter table activity_log add constraint activity_test_short check (char_length(summary) < 5)`));
      try {
        await expect(as(() => updateBooking(booking.id, { status: "confirmed", notes: "x" }))).rejects.toThrow();
      } finally {
        await db().execute(sql.raw(`alter table activity_log drop constraint activity_test_short`));
      }
      expect(await getBooking(booking.id)).toMatchObject({ status: "pending", notes: null });
      expect(await entries()).toHaveLength(0);
    });
  });
});
