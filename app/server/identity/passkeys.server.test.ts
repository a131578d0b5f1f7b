/**
 * Passkeys against @simplewebauthn/server's real verification, with a
 * software authenticator (testing/software-authenticator.ts) in place of the
 * browser and device: registration, storage, rename and remove (only one's
 * own), sign-in without a password (counter, replay, disabled accounts,
 * throttling, the record of changes) and the second factor of a pending
 * sign-in (only that person's passkeys, completed exactly once).
 */
import { parse as parseCookies } from "cookie";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../db/client.server";
import { activityLog, passkeys, pendingSignIns, users } from "../db/schema";
import { useFormStampSecret } from "../kernel/form-stamp.server";
import { PASSKEY_CHALLENGE_TTL_MS, takeChallenge } from "./passkey-challenge.server";
import { completeSecondFactorWithPasskey, finishRegistration, registrationOptions, relyingPartyFor, removePasskey, renamePasskey, secondFactorOptions, signInOptions, signInWithPasskey } from "./passkeys.server";
import { listPasskeys } from "./queries.server";
import { PENDING_SIGN_IN_MAX_FAILURES, pendingSignInCookieName, startPendingSignIn } from "./pending-sign-in.server";
import { hit } from "../kernel/rate-limit.server";
import { getSessionUser, sessionCookieName } from "./session.server";
import { SIGN_IN_LIMITS, signInClientKey } from "./sign-in.server";
import { forEachDatabase } from "../testing/databases.server";
import { softwareAuthenticator, type SoftwareAuthenticator } from "../testing/software-authenticator";
import { createUser } from "./users.server";
import { type User } from "./queries.server";

const ORIGIN = "http://localhost:4000";
const RP = relyingPartyFor(ORIGIN, "Test site");
const IP = "198.51.100.20";

beforeAll(() => useFormStampSecret(Buffer.alloc(32, 9)));
afterAll(() => useFormStampSecret(undefined));

/** A request carrying the `name=value` part of each Set-Cookie given. */
function requestWith(...setCookies: string[]) {
  const cookie = setCookies.map((c) => c.split(";")[0]).join("; ");
  return new Request(`${ORIGIN}/auth/passkey`, { method: "POST", headers: { cookie } });
}

function sessionTokenOf(setCookies: string[]) {
  for (const c of setCookies) {
    const value = parseCookies(c.split(";")[0]!)[sessionCookieName()];
    if (value) return value;
  }
  throw new Error("no session cookie");
}

const actorOf = (user: User) => ({ id: user.id, email: user.email, ipAddress: IP });

async function addPasskey(user: User, name: string, device: SoftwareAuthenticator = softwareAuthenticator(ORIGIN)) {
  const { options, cookie } = await registrationOptions(user, RP);
  const result = await finishRegistration({ request: requestWith(cookie), user, name, response: device.register(options), rp: RP, actor: actorOf(user) });
  expect(result.ok).toBe(true);
  return device;
}

async function passwordlessAttempt(device: SoftwareAuthenticator, knobs: Parameters<SoftwareAuthenticator["assert"]>[1] = {}) {
  const { options, cookie } = await signInOptions(RP);
  const response = device.assert(options, knobs);
  const request = requestWith(cookie);
  return { request, response, result: await signInWithPasskey({ request, response, rp: RP, clientIp: IP, userAgent: "Test" }) };
}

async function activityOf(userId: string, action: string) {
  return db()
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.actorId, userId), eq(activityLog.action, action)));
}

/** Refused sign-ins recorded against the account (anonymous actor: nobody proved who they are). */
async function failuresOf(userId: string) {
  return db()
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityId, userId), eq(activityLog.action, "sign-in-failed")));
}

forEachDatabase(() => {
  describe("registration", () => {
    it("stores a verified passkey under its name, with its record entry, and uses each challenge once", async () => {
      const user = await createUser({ email: "keys@example.com", password: "password-123" });
      const device = softwareAuthenticator(ORIGIN);
      const { options, cookie } = await registrationOptions(user, RP);
      expect(options.rp).toEqual({ name: "Test site", id: "localhost" });
      expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      // The challenge never leaves the cookie in the clear without its signature.
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toContain(`Max-Age=${PASSKEY_CHALLENGE_TTL_MS / 1000}`);
      const response = device.register(options);

      const stored = await finishRegistration({ request: requestWith(cookie), user, name: "Laptop", response, rp: RP, actor: actorOf(user) });
      expect(stored.ok).toBe(true);
      const [row] = await db().select().from(passkeys).where(eq(passkeys.userId, user.id));
      expect(row).toMatchObject({ id: device.id, name: "Laptop", counter: 0, transports: ["internal"], deviceType: "singleDevice", backedUp: false, lastUsedAt: null });
      expect(row!.publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(await listPasskeys(user.id)).toMatchObject([{ id: device.id, name: "Laptop" }]);
      const [entry] = await activityOf(user.id, "passkey-add");
      expect(entry).toMatchObject({ entityKind: "passkey", entityId: device.id, actorEmail: user.email, ipAddress: IP });

      // The same cookie and answer again: the challenge was used.
      const replay = await finishRegistration({ request: requestWith(cookie), user, name: "Again", response, rp: RP, actor: actorOf(user) });
      expect(replay).toEqual({ ok: false, reason: "invalid" });
      // The second options exclude the passkey already there (one per device).
      const next = await registrationOptions(user, RP);
      expect(next.options.excludeCredentials?.map((c) => c.id)).toEqual([device.id]);
    });

    it("refuses an answer for another origin, a challenge issued to someone else, and an expired one", async () => {
      const user = await createUser({ email: "owner@example.com", password: "password-123" });
      const other = await createUser({ email: "other@example.com", password: "password-123" });
      const { options, cookie } = await registrationOptions(user, RP);
      const phished = softwareAuthenticator(ORIGIN).register(options, { origin: "http://evil.example" });
      expect(await finishRegistration({ request: requestWith(cookie), user, name: "x", response: phished, rp: RP })).toEqual({ ok: false, reason: "invalid" });

      const second = await registrationOptions(user, RP);
      const answer = softwareAuthenticator(ORIGIN).register(second.options);
      expect(await finishRegistration({ request: requestWith(second.cookie), user: other, name: "x", response: answer, rp: RP })).toEqual({
        ok: false,
        reason: "invalid",
      });
      // Tampered: the signature no longer matches.
      const tampered = second.cookie.replace(/(=[^.]*\.[^.]*\.)/, "$1x");
      expect((await takeChallenge(requestWith(tampered), "register", user.id)).ok).toBe(false);
      const third = await registrationOptions(user, RP);
      expect(await takeChallenge(requestWith(third.cookie), "register", user.id, Date.now() + PASSKEY_CHALLENGE_TTL_MS + 1000)).toEqual({
        ok: false,
        reason: "expired",
      });
      expect(await listPasskeys(user.id)).toEqual([]);
      expect(await listPasskeys(other.id)).toEqual([]);
    });
  });

  describe("rename and remove", () => {
    it("act only on the person's own passkeys, and each is on record", async () => {
      const owner = await createUser({ email: "mine@example.com", password: "password-123" });
      const stranger = await createUser({ email: "stranger@example.com", password: "password-123" });
      const device = await addPasskey(owner, "Phone");

      expect(await renamePasskey(stranger.id, device.id, "Stolen", actorOf(stranger))).toEqual({ ok: false, reason: "not_found" });
      expect(await removePasskey(stranger.id, device.id, actorOf(stranger))).toEqual({ ok: false, reason: "not_found" });
      expect(await listPasskeys(owner.id)).toMatchObject([{ name: "Phone" }]);
      expect(await activityOf(stranger.id, "passkey-remove")).toEqual([]);

      expect(await renamePasskey(owner.id, device.id, "Work phone", actorOf(owner))).toEqual({ ok: true, from: "Phone" });
      expect(await listPasskeys(owner.id)).toMatchObject([{ name: "Work phone" }]);
      const [renamed] = await activityOf(owner.id, "passkey-rename");
      expect(renamed!.changes).toEqual({ name: { from: "Phone", to: "Work phone" } });

      expect(await removePasskey(owner.id, device.id, actorOf(owner))).toEqual({ ok: true, name: "Work phone" });
      expect(await listPasskeys(owner.id)).toEqual([]);
      expect(await activityOf(owner.id, "passkey-remove")).toHaveLength(1);
      expect(await removePasskey(owner.id, device.id, actorOf(owner))).toEqual({ ok: false, reason: "not_found" });
    });

    it("keeps several passkeys per account", async () => {
      const user = await createUser({ email: "several@example.com", password: "password-123" });
      await addPasskey(user, "Laptop");
      await addPasskey(user, "Phone");
      expect((await listPasskeys(user.id)).map((p) => p.name).sort()).toEqual(["Laptop", "Phone"]);
    });
  });

  describe("sign-in without a password", () => {
    it("opens a session, updates the counter, last use and last sign-in, and records the sign-in", async () => {
      const user = await createUser({ email: "passwordless@example.com", password: "password-123", admin: true });
      const device = await addPasskey(user, "Laptop");
      const { request, response, result } = await passwordlessAttempt(device);
      expect(result).toMatchObject({ ok: true, isAdmin: true, userId: user.id });
      if (!result.ok) return;
      expect((await getSessionUser(sessionTokenOf([result.cookie])))?.user.id).toBe(user.id);
      const [row] = await db().select().from(passkeys).where(eq(passkeys.id, device.id));
      expect(row!.counter).toBe(1);
      expect(row!.lastUsedAt).toBeInstanceOf(Date);
      const [account] = await db().select({ lastSignInAt: users.lastSignInAt }).from(users).where(eq(users.id, user.id));
      expect(account!.lastSignInAt).toBeInstanceOf(Date);
      const [entry] = await activityOf(user.id, "sign-in");
      expect(entry).toMatchObject({ entityKind: "user", entityId: user.id, ipAddress: IP, changes: { method: { from: null, to: "passkey" } } });

      // The same answer replayed with its cookie: the challenge is used up.
      expect(await signInWithPasskey({ request, response, rp: RP, clientIp: IP })).toEqual({ ok: false, reason: "refused" });
    });

    it("refuses a counter that did not grow, a passkey without user verification, another origin and an unknown passkey", async () => {
      const user = await createUser({ email: "careful@example.com", password: "password-123" });
      const device = await addPasskey(user, "Key");
      expect((await passwordlessAttempt(device, { counterStep: 5 })).result.ok).toBe(true);
      // A clone: its counter is behind the one stored.
      expect((await passwordlessAttempt(device, { counterStep: -2 })).result).toEqual({ ok: false, reason: "refused" });
      expect((await passwordlessAttempt(device, { userVerified: false })).result).toEqual({ ok: false, reason: "refused" });
      expect((await passwordlessAttempt(device, { origin: "http://evil.example" })).result).toEqual({ ok: false, reason: "refused" });
      expect((await passwordlessAttempt(softwareAuthenticator(ORIGIN))).result).toEqual({ ok: false, reason: "refused" });
      const [row] = await db().select().from(passkeys).where(eq(passkeys.id, device.id));
      expect(row!.counter).toBe(5);
      const failures = await failuresOf(user.id);
      expect(failures).toHaveLength(3);
      expect(failures.every((f) => f.actorId === null && f.ipAddress === IP)).toBe(true);
    });

    it("refuses a disabled account, and is throttled like a password sign-in", async () => {
      const user = await createUser({ email: "disabled@example.com", password: "password-123" });
      const device = await addPasskey(user, "Key");
      await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
      expect((await passwordlessAttempt(device)).result).toEqual({ ok: false, reason: "disabled" });
      expect(await activityOf(user.id, "sign-in")).toEqual([]);
      await db().update(users).set({ disabledAt: null }).where(eq(users.id, user.id));

      // Failures from this client (password or passkey) use up the same allowance.
      for (let i = 0; i < SIGN_IN_LIMITS.perClient.limit; i++) await hit(signInClientKey(IP), SIGN_IN_LIMITS.perClient);
      const throttled = (await passwordlessAttempt(device)).result;
      expect(throttled).toMatchObject({ ok: false, reason: "throttled" });
    });
  });

  describe("second factor of a pending sign-in", () => {
    it("offers only that person's passkeys and completes the pending sign-in exactly once", async () => {
      const user = await createUser({ email: "two-step@example.com", password: "password-123" });
      const stranger = await createUser({ email: "not-them@example.com", password: "password-123" });
      const own = await addPasskey(user, "Own");
      await addPasskey(stranger, "Theirs");
      const pending = await startPendingSignIn(user.id);

      const issued = await secondFactorOptions(requestWith(pending.cookie), RP);
      expect(issued?.options.allowCredentials?.map((c) => c.id)).toEqual([own.id]);
      const response = own.assert(issued!.options, { userVerified: false });
      const request = requestWith(pending.cookie, issued!.cookie);
      const done = await completeSecondFactorWithPasskey({ request, response, rp: RP, clientIp: IP });
      expect(done).toMatchObject({ ok: true, userId: user.id, isAdmin: false });
      if (!done.ok) return;
      expect((await getSessionUser(sessionTokenOf(done.cookies)))?.user.id).toBe(user.id);
      // The pending cookie is cleared and its row gone.
      expect(done.cookies.some((c) => c.startsWith(`${pendingSignInCookieName()}=;`))).toBe(true);
      expect(await db().select().from(pendingSignIns).where(eq(pendingSignIns.userId, user.id))).toEqual([]);
      const [signedIn] = await activityOf(user.id, "sign-in");
      expect(signedIn!.changes).toEqual({ method: { from: null, to: "password+passkey" } });

      // Once: the same pending sign-in cannot be completed again.
      expect(await completeSecondFactorWithPasskey({ request, response, rp: RP, clientIp: IP })).toEqual({ ok: false, reason: "expired" });
      expect(await secondFactorOptions(requestWith(pending.cookie), RP)).toBeUndefined();
    });

    it("counts another person's passkey as a wrong answer and drops the pending sign-in at the limit", async () => {
      const user = await createUser({ email: "victim@example.com", password: "password-123" });
      const attacker = await createUser({ email: "attacker@example.com", password: "password-123" });
      await addPasskey(user, "Own");
      const theirs = await addPasskey(attacker, "Attacker's");
      const pending = await startPendingSignIn(user.id);

      for (let i = 1; i <= PENDING_SIGN_IN_MAX_FAILURES; i++) {
        const issued = await secondFactorOptions(requestWith(pending.cookie), RP);
        // The attacker's device answers a challenge naming other credentials.
        const response = theirs.assert({ ...issued!.options, allowCredentials: [] });
        const result = await completeSecondFactorWithPasskey({ request: requestWith(pending.cookie, issued!.cookie), response, rp: RP, clientIp: IP });
        expect(result).toEqual({ ok: false, reason: "refused", exhausted: i === PENDING_SIGN_IN_MAX_FAILURES });
      }
      expect(await db().select().from(pendingSignIns).where(eq(pendingSignIns.userId, user.id))).toEqual([]);
      expect(await activityOf(user.id, "sign-in")).toEqual([]);
      expect(await failuresOf(user.id)).toHaveLength(PENDING_SIGN_IN_MAX_FAILURES);
    });

    it("has nothing to offer without a live pending sign-in or without a passkey", async () => {
      const user = await createUser({ email: "no-keys@example.com", password: "password-123" });
      expect(await secondFactorOptions(requestWith(), RP)).toBeUndefined();
      const pending = await startPendingSignIn(user.id);
      expect(await secondFactorOptions(requestWith(pending.cookie), RP)).toBeUndefined();
      // A sign-in challenge is not a second-factor one.
      const device = await addPasskey(user, "Later");
      const { options, cookie } = await signInOptions(RP);
      const result = await completeSecondFactorWithPasskey({ request: requestWith(pending.cookie, cookie), response: device.assert(options), rp: RP, clientIp: IP });
      expect(result).toEqual({ ok: false, reason: "refused", exhausted: false });
    });
  });
});
