import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "../db/client.server";
import { sessions } from "../db/schema";
import { ABSOLUTE_TTL_MS, createSession, deleteSession, getSessionUser, IDLE_TTL_MS, readSessionToken } from "./session.server";
import { deleteExpiredSessions } from "./queries.server";
import { forEachDatabase } from "../testing/databases.server";
import { createUser } from "./users.server";
import { ACCOUNT_SLOWDOWN, accountDelayMs, signIn, SIGN_IN_LIMITS } from "./sign-in.server";
import { verifyPassword } from "./password.server";

// The real password check, watched: a throttled sign-in must refuse before any
// hashing (behaviour, not a time bound; the time is measured in the bench).
vi.mock("./password.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("./password.server")>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const HOUR = 60 * 60 * 1000;

forEachDatabase(() => {
  describe("sessions", () => {
    it("stores only a hash of the token and resolves the token to its user", async () => {
      const user = await createUser({ email: "s@example.com", password: "password-1", admin: true });
      const { token, cookie } = await createSession(user.id);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const rows = await db().select().from(sessions);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).not.toContain(token);
      expect(await getSessionUser(token)).toEqual({ user: { id: user.id, email: "s@example.com" }, isAdmin: true });
      expect(await getSessionUser("x".repeat(43))).toBeUndefined();
    });

    it("slides the idle expiry forward when used, but never past the absolute limit", async () => {
      const user = await createUser({ email: "slide@example.com", password: "password-1" });
      const start = new Date("2026-01-01T00:00:00Z");
      const { token } = await createSession(user.id, start);
      const later = new Date(start.getTime() + 2 * 24 * HOUR);
      expect(await getSessionUser(token, later)).toBeDefined();
      const [row] = await db().select().from(sessions).where(eq(sessions.userId, user.id));
      expect(row!.expiresAt.getTime()).toBe(later.getTime() + IDLE_TTL_MS);

      // Used every five days, it stays alive, yet ends at the absolute limit.
      for (let day = 5; day <= 25; day += 5) {
        expect(await getSessionUser(token, new Date(start.getTime() + day * 24 * HOUR))).toBeDefined();
      }
      expect(await getSessionUser(token, new Date(start.getTime() + ABSOLUTE_TTL_MS - HOUR))).toBeDefined();
      expect(await getSessionUser(token, new Date(start.getTime() + ABSOLUTE_TTL_MS + 1000))).toBeUndefined();
    });

    it("ends after the idle time without use", async () => {
      const user = await createUser({ email: "idle@example.com", password: "password-1" });
      const start = new Date("2026-01-01T00:00:00Z");
      const { token } = await createSession(user.id, start);
      expect(await getSessionUser(token, new Date(start.getTime() + IDLE_TTL_MS + 1000))).toBeUndefined();
      await deleteExpiredSessions(new Date(start.getTime() + IDLE_TTL_MS + 1000));
      expect(await db().select().from(sessions)).toHaveLength(0);
    });

    it("deletes the row at sign-out", async () => {
      const user = await createUser({ email: "out@example.com", password: "password-1" });
      const { token } = await createSession(user.id);
      await deleteSession(token);
      expect(await getSessionUser(token)).toBeUndefined();
      expect(await db().select().from(sessions)).toHaveLength(0);
    });

    it("reads the token from the session cookie only when it has the right shape", () => {
      const token = "a".repeat(43);
      expect(readSessionToken(new Request("http://x/", { headers: { cookie: `session=${token}` } }))).toBe(token);
      expect(readSessionToken(new Request("http://x/", { headers: { cookie: "session=short" } }))).toBeUndefined();
      expect(readSessionToken(new Request("http://x/"))).toBeUndefined();
    });
  });

  describe("signIn", () => {
    it("answers an unknown email and a wrong password the same way", async () => {
      await createUser({ email: "known@example.com", password: "right-password" });
      expect(await signIn({ email: "known@example.com", password: "wrong-password", clientIp: "1.1.1.1" })).toEqual({
        ok: false,
        reason: "invalid_credentials",
      });
      expect(await signIn({ email: "nobody@example.com", password: "wrong-password", clientIp: "1.1.1.1" })).toEqual({
        ok: false,
        reason: "invalid_credentials",
      });
    });

    it("issues a new session and drops the one the browser had", async () => {
      const user = await createUser({ email: "again@example.com", password: "right-password", admin: true });
      const old = await createSession(user.id);
      const result = await signIn({
        email: "AGAIN@example.com",
        password: "right-password",
        clientIp: "1.1.1.1",
        previousToken: old.token,
      });
      expect(result).toMatchObject({ ok: true, isAdmin: true });
      expect(await getSessionUser(old.token)).toBeUndefined();
      expect(await db().select().from(sessions)).toHaveLength(1);
    });
  });

  describe("sign-in throttling", () => {
    it("throttles one client guessing one account, without hashing, but never locks the owner out", async () => {
      await createUser({ email: "target@example.com", password: "right-password" });
      const limit = SIGN_IN_LIMITS.perAccountAndClient.limit;
      for (let i = 0; i < limit; i++) {
        const r = await signIn({ email: "target@example.com", password: `guess-${i}`, clientIp: "10.0.0.1" });
        expect(r).toMatchObject({ ok: false, reason: "invalid_credentials" });
      }
      expect(vi.mocked(verifyPassword)).toHaveBeenCalled();
      vi.mocked(verifyPassword).mockClear();
      // The guesser is refused, even with the right password, whatever the letter case...
      const throttled = await signIn({ email: "TARGET@example.com", password: "right-password", clientIp: "10.0.0.1" });
      expect(throttled).toMatchObject({ ok: false, reason: "throttled" });
      // ...before any password hashing.
      expect(vi.mocked(verifyPassword)).not.toHaveBeenCalled();
      // The owner, from another address, gets in at once.
      expect(await signIn({ email: "target@example.com", password: "right-password", clientIp: "10.9.9.9" })).toMatchObject({
        ok: true,
      });
    }, 120_000);

    it("slows an account guessed from many addresses down instead of refusing it", async () => {
      expect(accountDelayMs(ACCOUNT_SLOWDOWN.afterFailures)).toBe(0);
      expect(accountDelayMs(ACCOUNT_SLOWDOWN.afterFailures + 1)).toBe(ACCOUNT_SLOWDOWN.stepMs);
      expect(accountDelayMs(10_000)).toBe(ACCOUNT_SLOWDOWN.maxDelayMs);

      await createUser({ email: "spread@example.com", password: "right-password" });
      const failures = ACCOUNT_SLOWDOWN.afterFailures + 2;
      for (let i = 0; i < failures; i++) {
        const r = await signIn({ email: "spread@example.com", password: `guess-${i}`, clientIp: `10.2.0.${i}` });
        expect(r).toMatchObject({ ok: false, reason: "invalid_credentials" });
      }
      // Never refused, but the next attempt waits before it is checked.
      const started = Date.now();
      const owner = await signIn({ email: "spread@example.com", password: "right-password", clientIp: "10.3.0.1" });
      expect(owner).toMatchObject({ ok: true });
      expect(Date.now() - started).toBeGreaterThanOrEqual(accountDelayMs(failures));
      // Two dozen password hashes: slow on a busy machine.
    }, 120_000);

    it("counts an IPv6 client by its /64", async () => {
      const limit = SIGN_IN_LIMITS.perAccountAndClient.limit;
      for (let i = 0; i < limit; i++) {
        await signIn({ email: "v6@example.com", password: "x", clientIp: `2001:db8:5:6::${(i + 1).toString(16)}` });
      }
      expect(await signIn({ email: "v6@example.com", password: "x", clientIp: "2001:db8:5:6:ffff::1" })).toMatchObject({
        reason: "throttled",
      });
      expect(await signIn({ email: "v6@example.com", password: "x", clientIp: "2001:db8:5:7::1" })).toMatchObject({
        reason: "invalid_credentials",
      });
    });

    it("throttles one client guessing across many accounts", async () => {
      const limit = SIGN_IN_LIMITS.perClient.limit;
      for (let i = 0; i < limit; i++) {
        await signIn({ email: `user${i}@example.com`, password: "x", clientIp: "6.6.6.6" });
      }
      expect(await signIn({ email: "other@example.com", password: "x", clientIp: "6.6.6.6" })).toMatchObject({
        reason: "throttled",
      });
      expect(await signIn({ email: "other@example.com", password: "x", clientIp: "7.7.7.7" })).toMatchObject({
        reason: "invalid_credentials",
      });
    }, 120_000);
  });
});
