import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { changePassword, signOutOtherSessions } from "./account.server";
import { databaseHandle, db } from "../db/client.server";
import { outboxMessages, passwordResetTokens, sessions } from "../db/schema";
import { loggableUrl } from "../kernel/loggable-url.server";
import {
  requestPasswordReset,
  FORGOT_LIMITS,
  hashResetToken,
  PASSWORD_RESET_MAIL_KIND,
  RESET_TOKEN_TTL_MS,
  resetLinkState,
  resetPassword,
} from "./password-reset.server";
import { createSession, getSessionUser, listUserSessions } from "./session.server";
import { signIn } from "./sign-in.server";
import { askForResetLink, asSent } from "../testing/sent-mail";
import { forEachDatabase } from "../testing/databases.server";
import { createUser } from "./users.server";

const IP = "203.0.113.7";

/** The token of the newest reset mail to `to`, read from its link. */
async function tokenMailedTo(to: string) {
  const mails = (await db().select().from(outboxMessages).where(eq(outboxMessages.kind, PASSWORD_RESET_MAIL_KIND)))
    .filter((m) => m.recipients.includes(to))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const last = mails.at(-1);
  const token = last && (await asSent(last)).textBody.match(/\/auth\/reset\/([A-Za-z0-9_-]{43})/)?.[1];
  return { mails, token: token!, sendBy: last?.sendBy };
}

forEachDatabase((kind) => {
  describe("asking for a link", () => {
    it("answers before the account is even looked up, so an existing address takes no longer than an unknown one", async () => {
      await createUser({ email: "exists@example.com", password: "old-password-1" });
      const tokens = () => db().select().from(passwordResetTokens);
      if (kind === "postgres") {
        // The account's table held by another transaction: the answer must not wait for it.
        const client = await databaseHandle().pool!.connect();
        await client.query("begin");
        await client.query("lock table users in access exclusive mode");
        try {
          const answer = await requestPasswordReset({ email: "exists@example.com", clientIp: IP });
          expect(answer.ok).toBe(true);
          expect(await tokens()).toHaveLength(0);
          await client.query("rollback");
          await (answer as { sending: Promise<void> }).sending;
        } finally {
          client.release();
        }
      } else {
        // One connection, queries in order: the count is asked before the link's insert can be.
        const answer = await requestPasswordReset({ email: "exists@example.com", clientIp: IP });
        const before = await tokens();
        expect(answer.ok).toBe(true);
        expect(before).toHaveLength(0);
        await (answer as { sending: Promise<void> }).sending;
      }
      expect(await tokens()).toHaveLength(1);
    });
  });

  describe("password reset link", () => {
    it("is mailed through the outbox with only its hash stored, ends every session and works once", async () => {
      const user = await createUser({ email: "reset@example.com", password: "old-password-1" });
      const first = await createSession(user.id);
      const second = await createSession(user.id);
      const now = new Date();
      expect(await askForResetLink({ email: " Reset@Example.com ", clientIp: IP, now })).toEqual({ ok: true });
      const { token, sendBy } = await tokenMailedTo("reset@example.com");
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      expect(row!.tokenHash).toBe(hashResetToken(token));
      expect(row!.tokenHash).not.toContain(token);
      expect(row!.expiresAt.getTime()).toBe(now.getTime() + RESET_TOKEN_TTL_MS);
      // The mail is not worth sending once the link has expired.
      expect(sendBy?.getTime()).toBe(row!.expiresAt.getTime());
      expect(await resetLinkState(token)).toBe("valid");

      expect(await resetPassword(token, "new-password-1")).toEqual({ ok: true, userId: user.id, removedPasskeys: 0 });
      expect(await getSessionUser(first.token)).toBeUndefined();
      expect(await getSessionUser(second.token)).toBeUndefined();
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      expect((await signIn({ email: "reset@example.com", password: "old-password-1", clientIp: IP })).ok).toBe(false);
      expect((await signIn({ email: "reset@example.com", password: "new-password-1", clientIp: IP })).ok).toBe(true);

      // Used once: refused the second time, and the password stays.
      expect(await resetLinkState(token)).toBe("used");
      expect(await resetPassword(token, "third-password-1")).toEqual({ ok: false, state: "used" });
      expect((await signIn({ email: "reset@example.com", password: "new-password-1", clientIp: IP })).ok).toBe(true);
    });

    it("expires after 30 minutes, and a used link voids the account's other links", async () => {
      const user = await createUser({ email: "expire@example.com", password: "old-password-1" });
      const start = new Date(Date.now() - RESET_TOKEN_TTL_MS - 1000);
      await askForResetLink({ email: "expire@example.com", clientIp: IP, now: start });
      const { token: old } = await tokenMailedTo("expire@example.com");
      expect(await resetLinkState(old)).toBe("expired");
      expect(await resetPassword(old, "new-password-1")).toEqual({ ok: false, state: "expired" });
      expect(await resetLinkState(old, new Date(start.getTime() + RESET_TOKEN_TTL_MS - 1000))).toBe("valid");

      await askForResetLink({ email: "expire@example.com", clientIp: IP });
      const { token: a } = await tokenMailedTo("expire@example.com");
      await new Promise((resolve) => setTimeout(resolve, 5));
      await askForResetLink({ email: "expire@example.com", clientIp: IP });
      const { token: b, mails } = await tokenMailedTo("expire@example.com");
      expect(mails).toHaveLength(3);
      expect(a).not.toBe(b);
      expect((await resetPassword(b, "new-password-1")).ok).toBe(true);
      expect(await resetPassword(a, "other-password-1")).toEqual({ ok: false, state: "used" });
      expect(user.id).toBeDefined();
    });

    it("answers the same for an unknown address and stores nothing", async () => {
      expect(await askForResetLink({ email: "nobody@example.com", clientIp: IP })).toEqual({ ok: true });
      expect(await db().select().from(passwordResetTokens)).toHaveLength(0);
      expect(await db().select().from(outboxMessages)).toHaveLength(0);
      expect(await resetLinkState("not-a-token")).toBe("invalid");
      expect(await resetPassword("x".repeat(43), "new-password-1")).toEqual({ ok: false, state: "invalid" });
    });

    it("is throttled per address and client, and per client over all addresses", async () => {
      await createUser({ email: "busy@example.com", password: "old-password-1" });
      for (let i = 0; i < FORGOT_LIMITS.perAddressAndClient.limit; i++) {
        expect((await askForResetLink({ email: "busy@example.com", clientIp: IP })).ok).toBe(true);
      }
      const refused = await askForResetLink({ email: "busy@example.com", clientIp: IP });
      expect(refused).toMatchObject({ ok: false });
      expect(refused.ok ? 0 : refused.retryAfterSeconds).toBeGreaterThan(0);
      // The same address from another client still gets its link.
      expect((await askForResetLink({ email: "busy@example.com", clientIp: "198.51.100.9" })).ok).toBe(true);
      expect((await tokenMailedTo("busy@example.com")).mails).toHaveLength(FORGOT_LIMITS.perAddressAndClient.limit + 1);
      // One client asking for many addresses is stopped too.
      const spread = "192.0.2.44";
      const answers = [];
      for (let i = 0; i <= FORGOT_LIMITS.perClient.limit; i++) {
        answers.push((await askForResetLink({ email: `guess${i}@example.com`, clientIp: spread })).ok);
      }
      expect(answers.slice(0, FORGOT_LIMITS.perClient.limit).every(Boolean)).toBe(true);
      expect(answers.at(-1)).toBe(false);
    });

    it("never writes the token to the log", () => {
      const token = "A".repeat(43);
      expect(loggableUrl(`/auth/reset/${token}`)).toBe("/auth/reset/[token]");
      expect(loggableUrl(`/auth/reset/${token}.data?_routes=x`)).toBe("/auth/reset/[token]?_routes=x");
      expect(loggableUrl(`/auth/reset?token=${token}&x=1`)).toBe("/auth/reset?token=[token]&x=1");
    });
  });

  describe("account page", () => {
    it("changes the password only with the current one, ending the other sessions but not this one", async () => {
      const user = await createUser({ email: "change@example.com", password: "old-password-1" });
      const here = await createSession(user.id, new Date(), { userAgent: "Mozilla/5.0 Firefox/140.0", ipAddress: IP });
      const there = await createSession(user.id);
      const wrong = await changePassword({ userId: user.id, currentToken: here.token, current: "nope-nope", password: "new-password-1" });
      expect(wrong).toEqual({ ok: false, reason: "wrong_current" });
      expect(await getSessionUser(there.token)).toBeDefined();

      const done = await changePassword({ userId: user.id, currentToken: here.token, current: "old-password-1", password: "new-password-1" });
      expect(done).toEqual({ ok: true, endedSessions: 1 });
      expect(await getSessionUser(here.token)).toBeDefined();
      expect(await getSessionUser(there.token)).toBeUndefined();
      expect((await signIn({ email: "change@example.com", password: "new-password-1", clientIp: IP })).ok).toBe(true);
    });

    it("lists the person's sessions with browser, address and last seen, and signs out the others", async () => {
      const user = await createUser({ email: "list@example.com", password: "old-password-1" });
      const other = await createUser({ email: "other@example.com", password: "old-password-1" });
      const start = new Date(Date.now() - 10 * 60 * 1000);
      const here = await createSession(user.id, start, { userAgent: "Mozilla/5.0 Firefox/140.0", ipAddress: IP });
      await createSession(user.id, start, { userAgent: "curl/8", ipAddress: "198.51.100.1" });
      const theirs = await createSession(other.id);
      let list = await listUserSessions(user.id, here.token);
      expect(list.map((s) => [s.current, s.ipAddress])).toEqual([
        [true, IP],
        [false, "198.51.100.1"],
      ]);
      expect(list[0]!.lastSeenAt?.getTime()).toBe(start.getTime());

      // Used again: last seen moves on, but at most once a minute.
      const later = new Date(start.getTime() + 5 * 60 * 1000);
      await getSessionUser(here.token, later);
      await getSessionUser(here.token, new Date(later.getTime() + 30 * 1000));
      list = await listUserSessions(user.id, here.token);
      expect(list[0]!.lastSeenAt?.getTime()).toBe(later.getTime());

      // A sign-in records where it came from.
      const signedIn = await signIn({ email: "list@example.com", password: "old-password-1", clientIp: "192.0.2.8", userAgent: "curl/8" });
      expect(signedIn.ok).toBe(true);
      list = await listUserSessions(user.id, here.token);
      expect(list.map((s) => [s.ipAddress, s.userAgent])).toContainEqual(["192.0.2.8", "curl/8"]);

      expect(await signOutOtherSessions(user.id, here.token)).toBe(2);
      expect((await listUserSessions(user.id, here.token)).map((s) => s.current)).toEqual([true]);
      expect(await getSessionUser(theirs.token)).toBeDefined();
    });
  });
});
