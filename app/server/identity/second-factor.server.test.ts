/**
 * Two-factor sign-in on both databases: TOTP codes (drift, replay, a race of
 * the same code), recovery codes (once, even when raced), the pending
 * sign-in turned into a session exactly once, throttling, the admin rule
 * with REQUIRE_ADMIN_2FA on, and the operator's reset.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_SECOND_FACTOR_SETUP, adminNeedsSecondFactor, authContext, requireAdmin } from "./auth.server";
import { db } from "../db/client.server";
import { activityLog, passkeys, pendingSignIns, recoveryCodes, sessions, users } from "../db/schema";
import { useFormStampSecret } from "../kernel/form-stamp.server";
import { getSessionUser, createSession, deleteSession } from "./session.server";
import { PENDING_SIGN_IN_MAX_FAILURES, startPendingSignIn } from "./pending-sign-in.server";
import { hasSecondFactor, resetSecondFactor, SECOND_FACTOR_LIMITS, verifySecondFactor } from "./second-factor.server";
import { secondFactorMethods } from "./queries.server";
import { signIn } from "./sign-in.server";
import { forEachDatabase } from "../testing/databases.server";
import {
  consumeRecoveryCode,
  consumeTotpCode,
  decodeTypedSecret,
  decryptTotpSecret,
  disableTotp,
  encryptTotpSecret,
  hashRecoveryCode,
  matchTotpStep,
  regenerateRecoveryCodes,
  totpCodeAt,
  totpStep,
} from "./totp.server";
import { unusedRecoveryCodeCount } from "./queries.server";
import { beginTotpSetup, confirmTotpSetup, TOTP_SETUP_TTL_MS } from "./totp-setup.server";
import { changePassword, signOutOtherSessions } from "./account.server";
import { proveItIsYou } from "./reauthentication.server";
import { createUser } from "./users.server";

const IP = "203.0.113.9";
const PASSWORD = "correct-horse-1";

beforeAll(() => useFormStampSecret(randomBytes(32)));

let counter = 0;
const email = (name: string) => `${name}-${++counter}@example.com`;

/** The token in a Set-Cookie header. */
const tokenOf = (cookie: string) => cookie.match(/=([A-Za-z0-9_-]{43})/)![1]!;

/** An account with TOTP on; returns its key and recovery codes. */
async function userWithTotp(name: string, options: { admin?: boolean } = {}) {
  const address = email(name);
  const user = await createUser({ email: address, password: PASSWORD, admin: options.admin });
  const { token } = await createSession(user.id);
  const setup = (await beginTotpSetup(user, token, "Test Site"))!;
  const key = decodeTypedSecret(setup.secretText);
  // Confirmed with the code of the step before now, so the current step is still unused.
  const confirmed = await confirmTotpSetup(user.id, token, totpCodeAt(key, totpStep() - 1));
  if (!confirmed.ok) throw new Error("set-up not confirmed");
  // The set-up's session is of no further use to the tests, which count sessions.
  await deleteSession(token);
  return { user, key, email: address, codes: confirmed.recoveryCodes };
}

/** Password step: the pending sign-in's token. */
async function pendingToken(address: string) {
  const result = await signIn({ email: address, password: PASSWORD, clientIp: IP });
  expect(result.ok).toBe("second-factor");
  return tokenOf((result as { cookie: string }).cookie);
}

describe("TOTP codes (no database)", () => {
  it("accept the current step and one either side, nothing further, and report the step", () => {
    const key = new Uint8Array(randomBytes(20));
    const now = new Date("2026-01-01T00:00:10Z");
    const step = totpStep(now);
    expect(matchTotpStep(key, totpCodeAt(key, step), now)).toBe(step);
    expect(matchTotpStep(key, totpCodeAt(key, step - 1), now)).toBe(step - 1);
    expect(matchTotpStep(key, totpCodeAt(key, step + 1), now)).toBe(step + 1);
    const old = totpCodeAt(key, step - 2);
    if (![step - 1, step, step + 1].some((s) => totpCodeAt(key, s) === old)) expect(matchTotpStep(key, old, now)).toBeUndefined();
    // What people type: "123 456".
    const code = totpCodeAt(key, step);
    expect(matchTotpStep(key, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
    expect(matchTotpStep(key, "12345", now)).toBeUndefined();
    expect(matchTotpStep(key, "abcdef", now)).toBeUndefined();
  });

  it("keeps the secret encrypted: a different server secret cannot read it", () => {
    const key = new Uint8Array(randomBytes(20));
    const stored = encryptTotpSecret(key);
    expect(stored).not.toContain(Buffer.from(key).toString("base64url"));
    expect(decryptTotpSecret(stored)).toEqual(key);
    useFormStampSecret(randomBytes(32));
    expect(() => decryptTotpSecret(stored)).toThrow();
  });
});

forEachDatabase(() => {
  describe("setting up TOTP", () => {
    it("keeps the secret pending until a right code, then turns it on with 10 hashed recovery codes, recorded", async () => {
      const user = await createUser({ email: email("setup"), password: PASSWORD });
      const { token } = await createSession(user.id);
      const setup = (await beginTotpSetup(user, token, "Test Site"))!;
      expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
      expect(setup.secretText).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
      // Reloading the page in the same session shows the same secret.
      expect((await beginTotpSetup(user, token, "Test Site"))!.secretText).toBe(setup.secretText);
      expect(await hasSecondFactor(user.id)).toBe(false);

      const key = decodeTypedSecret(setup.secretText);
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      // Nothing is kept on the account until it is confirmed; on the session only encrypted.
      expect(row!.totpSecret).toBeNull();
      expect(row!.totpEnabledAt).toBeNull();
      const [session] = await db().select().from(sessions).where(eq(sessions.userId, user.id));
      expect(session!.totpSetupSecret).not.toContain(setup.secretText.replace(/ /g, ""));

      const wrong = totpCodeAt(key, totpStep()) === "000000" ? "111111" : "000000";
      expect(await confirmTotpSetup(user.id, token, wrong)).toEqual({ ok: false, reason: "wrong_code" });
      expect(await hasSecondFactor(user.id)).toBe(false);

      const confirmed = await confirmTotpSetup(user.id, token, totpCodeAt(key, totpStep()));
      expect(confirmed.ok).toBe(true);
      const codes = (confirmed as { recoveryCodes: string[] }).recoveryCodes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      expect(stored.map((r) => r.codeHash).sort()).toEqual(codes.map(hashRecoveryCode).sort());
      expect(await hasSecondFactor(user.id)).toBe(true);
      expect(await beginTotpSetup(user, token, "Test Site")).toBeUndefined();
      // The confirming code is used up.
      expect(await consumeTotpCode(user.id, totpCodeAt(key, totpStep()))).toBe(false);
      const entries = await db().select().from(activityLog).where(eq(activityLog.entityId, user.id));
      expect(entries.map((e) => e.action)).toContain("2fa-enable");
    });

    it("gives every session its own secret: one read in advance in another session is of no use", async () => {
      const owner = await createUser({ email: email("owner"), password: PASSWORD, admin: true });
      // Someone who knows the password opens the set-up page first and notes the key.
      const intruder = await createSession(owner.id);
      const noted = decodeTypedSecret((await beginTotpSetup(owner, intruder.token, "Test Site"))!.secretText);
      // Later the owner sets it up in their own session.
      const own = await createSession(owner.id);
      const shown = (await beginTotpSetup(owner, own.token, "Test Site"))!;
      const key = decodeTypedSecret(shown.secretText);
      expect(Buffer.from(key).equals(Buffer.from(noted))).toBe(false);
      // The intruder's secret cannot confirm the owner's set-up, nor does the owner's confirmation use it.
      expect(await confirmTotpSetup(owner.id, own.token, totpCodeAt(noted, totpStep()))).toMatchObject({ ok: false });
      expect((await confirmTotpSetup(owner.id, own.token, totpCodeAt(key, totpStep() - 1))).ok).toBe(true);
      expect(await consumeTotpCode(owner.id, totpCodeAt(noted, totpStep()))).toBe(false);
      expect(await consumeTotpCode(owner.id, totpCodeAt(key, totpStep()))).toBe(true);
    });

    it("lasts a few minutes: a secret past its time confirms nothing, and the page shows a new one", async () => {
      const user = await createUser({ email: email("late"), password: PASSWORD });
      const { token } = await createSession(user.id);
      const start = new Date();
      const first = decodeTypedSecret((await beginTotpSetup(user, token, "Test Site", start))!.secretText);
      const late = new Date(start.getTime() + TOTP_SETUP_TTL_MS + 1000);
      expect(await confirmTotpSetup(user.id, token, totpCodeAt(first, totpStep(late)), late)).toEqual({ ok: false, reason: "no_pending_secret" });
      const second = decodeTypedSecret((await beginTotpSetup(user, token, "Test Site", late))!.secretText);
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(false);
      expect(await hasSecondFactor(user.id)).toBe(false);
    });

    it("is dropped by a password change and by signing out everywhere else", async () => {
      for (const end of ["password", "sign-out-others"] as const) {
        const user = await createUser({ email: email(`dropped-${end}`), password: PASSWORD });
        const { token } = await createSession(user.id);
        const key = decodeTypedSecret((await beginTotpSetup(user, token, "Test Site"))!.secretText);
        if (end === "password") {
          expect((await changePassword({ userId: user.id, currentToken: token, current: PASSWORD, password: "another-password-9" })).ok).toBe(true);
        } else {
          await signOutOtherSessions(user.id, token);
        }
        expect(await confirmTotpSetup(user.id, token, totpCodeAt(key, totpStep())), end).toEqual({ ok: false, reason: "no_pending_secret" });
        const [session] = await db().select().from(sessions).where(eq(sessions.userId, user.id));
        expect(session!.totpSetupSecret, end).toBeNull();
      }
    });

    it("makes new recovery codes (the old ones stop working) and turns off only with the password or a code", async () => {
      const { user, key, codes } = await userWithTotp("regen");
      const fresh = (await regenerateRecoveryCodes(user.id))!;
      expect(fresh).toHaveLength(10);
      expect(await consumeRecoveryCode(user.id, codes[0]!)).toBe(false);
      expect(await consumeRecoveryCode(user.id, fresh[0]!)).toBe(true);
      expect(await unusedRecoveryCodeCount(user.id)).toBe(9);

      expect(await proveItIsYou(user.id, null, { password: "wrong-password" })).toEqual({ ok: false, reason: "wrong_proof" });
      expect(await hasSecondFactor(user.id)).toBe(true);
      expect(await proveItIsYou(user.id, null, { code: totpCodeAt(key, totpStep()) })).toEqual({ ok: true });
      await disableTotp(user.id);
      expect(await hasSecondFactor(user.id)).toBe(false);
      expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
      const actions = (await db().select().from(activityLog).where(eq(activityLog.entityId, user.id))).map((e) => e.action);
      expect(actions).toEqual(expect.arrayContaining(["2fa-enable", "recovery-codes-regenerated", "2fa-disable"]));
    });
  });

  describe("using codes", () => {
    it("refuses a TOTP code whose step was used, and an older step after a newer one", async () => {
      const { user, key } = await userWithTotp("replay");
      const now = totpStep();
      expect(await consumeTotpCode(user.id, totpCodeAt(key, now))).toBe(true);
      expect(await consumeTotpCode(user.id, totpCodeAt(key, now))).toBe(false);
      // The step before now is within the drift window, but older than the last one used.
      expect(await consumeTotpCode(user.id, totpCodeAt(key, now - 1))).toBe(false);
      expect(await consumeTotpCode(user.id, totpCodeAt(key, now + 1))).toBe(true);
    });

    it("lets only one of two simultaneous submissions of the same TOTP code through", async () => {
      const { user, key } = await userWithTotp("race");
      const code = totpCodeAt(key, totpStep());
      const results = await Promise.all([consumeTotpCode(user.id, code), consumeTotpCode(user.id, code), consumeTotpCode(user.id, code)]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it("accepts a recovery code once, typed in any case, even when raced", async () => {
      const { user, codes } = await userWithTotp("recovery");
      const results = await Promise.all([consumeRecoveryCode(user.id, codes[1]!), consumeRecoveryCode(user.id, codes[1]!.toUpperCase())]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await consumeRecoveryCode(user.id, codes[1]!)).toBe(false);
      expect(await consumeRecoveryCode(user.id, codes[2]!.replace("-", " "))).toBe(true);
      // Another account's code is no use.
      const other = await userWithTotp("recovery-other");
      expect(await consumeRecoveryCode(user.id, other.codes[0]!)).toBe(false);
    });
  });

  describe("signing in with a second factor", () => {
    it("gives no session after the password, then one session for a right code, once", async () => {
      const { user, key, email: address } = await userWithTotp("signin");
      const token = await pendingToken(address);
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      // The pending token is not a session.
      expect(await getSessionUser(token)).toBeUndefined();

      const code = totpCodeAt(key, totpStep());
      const done = await verifySecondFactor({ token, code, kind: "totp", clientIp: IP, userAgent: "Test" });
      expect(done.ok).toBe(true);
      const cookies = (done as { cookies: string[] }).cookies;
      expect((await getSessionUser(tokenOf(cookies[0]!)))?.user.id).toBe(user.id);
      // Finished: the same token opens nothing more, and the replayed code is refused on a new pending sign-in.
      expect(await verifySecondFactor({ token, code, kind: "totp", clientIp: IP })).toEqual({ ok: false, reason: "expired" });
      const again = await pendingToken(address);
      expect(await verifySecondFactor({ token: again, code, kind: "totp", clientIp: IP })).toMatchObject({ ok: false, reason: "wrong_code" });
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

      const entries = await db().select().from(activityLog).where(eq(activityLog.entityId, user.id));
      const signIns = entries.filter((e) => e.action === "sign-in");
      expect(signIns).toHaveLength(1);
      expect(signIns[0]!.changes).toEqual({ method: { from: null, to: "password+totp" } });
      expect(signIns[0]!.actorId).toBe(user.id);
      expect(entries.some((e) => e.action === "sign-in-failed")).toBe(true);
      const [row] = await db().select({ last: users.lastSignInAt }).from(users).where(eq(users.id, user.id));
      expect(row!.last).not.toBeNull();
    });

    it("signs in with a recovery code once, and two racing right codes give one session", async () => {
      const { user, codes, email: address } = await userWithTotp("signin-recovery");
      const token = await pendingToken(address);
      const [a, b] = await Promise.all([
        verifySecondFactor({ token, code: codes[0]!, kind: "recovery", clientIp: IP }),
        verifySecondFactor({ token, code: codes[1]!, kind: "recovery", clientIp: IP }),
      ]);
      expect([a.ok, b.ok].filter((ok) => ok === true)).toHaveLength(1);
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
      const next = await pendingToken(address);
      expect(await verifySecondFactor({ token: next, code: codes[0]!, kind: "recovery", clientIp: IP })).toMatchObject({ reason: "wrong_code" });
    });

    it("refuses a wrong or missing pending token, and drops the pending sign-in after too many wrong codes", async () => {
      const { user, key, email: address } = await userWithTotp("wrong");
      const code = totpCodeAt(key, totpStep());
      expect(await verifySecondFactor({ token: undefined, code, kind: "totp", clientIp: IP })).toEqual({ ok: false, reason: "expired" });
      expect(await verifySecondFactor({ token: "x".repeat(43), code, kind: "totp", clientIp: IP })).toEqual({ ok: false, reason: "expired" });
      // Another account's pending sign-in does not take this account's code.
      const other = await userWithTotp("wrong-other");
      const otherToken = await pendingToken(other.email);
      expect((await verifySecondFactor({ token: otherToken, code, kind: "totp", clientIp: IP })).ok).toBe(false);

      const token = await pendingToken(address);
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 1; i < PENDING_SIGN_IN_MAX_FAILURES; i++) {
        expect(await verifySecondFactor({ token, code: wrong, kind: "totp", clientIp: IP })).toEqual({ ok: false, reason: "wrong_code", exhausted: false });
      }
      expect(await verifySecondFactor({ token, code: wrong, kind: "totp", clientIp: IP })).toEqual({ ok: false, reason: "wrong_code", exhausted: true });
      // Dropped: even the right code does not open it now.
      expect(await verifySecondFactor({ token, code, kind: "totp", clientIp: IP })).toEqual({ ok: false, reason: "expired" });
      expect(await db().select().from(pendingSignIns).where(eq(pendingSignIns.userId, user.id))).toHaveLength(0);
    });

    it("throttles wrong codes per account across pending sign-ins", async () => {
      const { key, email: address } = await userWithTotp("throttle");
      const code = totpCodeAt(key, totpStep());
      const wrong = code === "000000" ? "111111" : "000000";
      let failures = 0;
      while (failures < SECOND_FACTOR_LIMITS.perAccount.limit) {
        const token = await pendingToken(address);
        for (let i = 0; i < PENDING_SIGN_IN_MAX_FAILURES && failures < SECOND_FACTOR_LIMITS.perAccount.limit; i++, failures++) {
          await verifySecondFactor({ token, code: wrong, kind: "totp", clientIp: `198.51.100.${failures}` });
        }
      }
      const token = await pendingToken(address);
      const refused = await verifySecondFactor({ token, code, kind: "totp", clientIp: "192.0.2.1" });
      expect(refused).toMatchObject({ ok: false, reason: "throttled" });
    });

    it("counts an account with only a passkey as having a second factor", async () => {
      const user = await createUser({ email: email("passkey"), password: PASSWORD });
      expect(await secondFactorMethods(user.id)).toEqual({ totp: false, passkeys: false });
      await db().insert(passkeys).values({ id: `cred-${counter}`, userId: user.id, name: "Laptop", publicKey: "AAAA" });
      expect(await secondFactorMethods(user.id)).toEqual({ totp: false, passkeys: true });
      const result = await signIn({ email: user.email, password: PASSWORD, clientIp: IP });
      expect(result.ok).toBe("second-factor");
    });

    it("records a wrong password as a failed sign-in and a plain sign-in with its method", async () => {
      const user = await createUser({ email: email("plain"), password: PASSWORD });
      expect((await signIn({ email: user.email, password: "nope-nope", clientIp: IP })).ok).toBe(false);
      expect((await signIn({ email: user.email, password: PASSWORD, clientIp: IP })).ok).toBe(true);
      const entries = await db().select().from(activityLog).where(eq(activityLog.entityId, user.id));
      expect(entries.find((e) => e.action === "sign-in-failed")?.actorId).toBeNull();
      expect(entries.find((e) => e.action === "sign-in")?.changes).toEqual({ method: { from: null, to: "password" } });
    });
  });

  describe("admins need a second factor (REQUIRE_ADMIN_2FA)", () => {
    it("sends an admin without one to the set-up before any admin loader or action runs, only while the rule is on", async () => {
      const admin = await createUser({ email: email("admin"), password: PASSWORD, admin: true });
      const member = await createUser({ email: email("member"), password: PASSWORD });
      expect(await adminNeedsSecondFactor(admin.id, true, true)).toBe(true);
      expect(await adminNeedsSecondFactor(admin.id, true, false)).toBe(false);
      expect(await adminNeedsSecondFactor(member.id, false, true)).toBe(false);

      const context = new RouterContextProvider();
      context.set(authContext, { user: admin, staff: "admin-needs-second-factor", sessionToken: "t" });
      let thrown: unknown;
      try {
        requireAdmin(context);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get("Location")).toBe(ADMIN_SECOND_FACTOR_SETUP);

      const { user: protectedAdmin } = await userWithTotp("admin-2fa", { admin: true });
      expect(await adminNeedsSecondFactor(protectedAdmin.id, true, true)).toBe(false);
      context.set(authContext, { user: protectedAdmin, staff: "admin", sessionToken: "t" });
      expect(requireAdmin(context)).toEqual(protectedAdmin);
    });
  });

  describe("the operator's reset", () => {
    it("turns TOTP off, deletes recovery codes and passkeys, ends sessions; unknown address gives undefined", async () => {
      const { user, email: address } = await userWithTotp("reset");
      await db().insert(passkeys).values({ id: `cred-reset-${counter}`, userId: user.id, name: "Phone", publicKey: "AAAA" });
      await createSession(user.id);
      await startPendingSignIn(user.id);
      expect(await resetSecondFactor(address.toUpperCase())).toEqual({ totp: true, recoveryCodes: 10, passkeys: 1, sessions: 1 });
      expect(await secondFactorMethods(user.id)).toEqual({ totp: false, passkeys: false });
      expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      expect(await db().select().from(pendingSignIns).where(eq(pendingSignIns.userId, user.id))).toHaveLength(0);
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row!.totpSecret).toBeNull();
      expect(
        await db().select().from(activityLog).where(and(eq(activityLog.entityId, user.id), eq(activityLog.action, "2fa-disable"))),
      ).toHaveLength(1);
      expect(await resetSecondFactor("nobody@example.com")).toBeUndefined();
    });
  });
});
