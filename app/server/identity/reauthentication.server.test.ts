/**
 * A stolen session plants no passkey that outlives a password reset. With
 * only a signed-in session (no password, no second factor) the attacker
 * cannot add or remove a passkey, turn two-factor off or make new recovery
 * codes: each asks for a fresh proof (password or a current code, within
 * REAUTH_WINDOW_MS). Every passkey and second-factor change is mailed to the
 * owner, and the reset link's page offers the passkeys for removal.
 */
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as passkeysAction } from "~/routes/public/account-passkeys";
import { action as confirmAction } from "~/routes/public/account-confirm";
import { action as twoFactorAction } from "~/routes/public/account-two-factor";
import { action as registerAction } from "~/routes/resources/passkey-register";
import { ACCOUNT_SECURITY_MAIL_KIND } from "./account-security-mail.server";
import { authContext } from "./auth.server";
import { db } from "../db/client.server";
import { outboxMessages, passkeys, recoveryCodes, sessions, users } from "../db/schema";
import { useFormStampSecret } from "../kernel/form-stamp.server";
import { passkeysOfResetLink, resetPassword, hashResetToken } from "./password-reset.server";
import { finishRegistration, registrationOptions, relyingPartyFor, signInOptions, signInWithPasskey } from "./passkeys.server";
import { hasFreshProof, proveItIsYou, REAUTH_WINDOW_MS } from "./reauthentication.server";
import { requestInfoContext } from "../kernel/request-context.server";
import { newRequestState, runWithRequestState } from "../kernel/request-state.server";
import { createSession } from "./session.server";
import { forEachDatabase } from "../testing/databases.server";
import { softwareAuthenticator } from "../testing/software-authenticator";
import { encryptTotpSecret, totpCodeAt, totpStep } from "./totp.server";
import { type User } from "./queries.server";
import { createUser } from "./users.server";
import { passwordResetTokens } from "../db/schema";

const ORIGIN = "http://localhost:4000";
const RP = relyingPartyFor(ORIGIN, "Test");
const PASSWORD = "owner-password-1";

beforeAll(() => useFormStampSecret(Buffer.alloc(32, 5)));
afterAll(() => useFormStampSecret(undefined));

/** A request of `user`'s session `token` to one of the account routes; its answer or the Response it threw. */
async function asSession(user: User, token: string, route: (args: never) => Promise<unknown>, url: string, fields: Record<string, string>, cookie = "") {
  const context = new RouterContextProvider();
  context.set(authContext, { user, staff: "none", sessionToken: token });
  context.set(requestInfoContext, { nonce: "", clientIp: "198.51.100.7", siteOrigin: ORIGIN });
  const request = new Request(`${ORIGIN}${url}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
  });
  try {
    return await runWithRequestState({ ...newRequestState(), clientIp: "198.51.100.7" }, () => route({ request, context, params: {} } as never));
  } catch (thrown) {
    return thrown;
  }
}

const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as { init?: { status?: number } }).init?.status ?? 200);
const locationOf = (answer: unknown) => (answer instanceof Response ? answer.headers.get("Location") : null);

async function withTotp(user: User) {
  const key = new Uint8Array(20).fill(7);
  await db().update(users).set({ totpSecret: encryptTotpSecret(key), totpEnabledAt: new Date() }).where(eq(users.id, user.id));
  return key;
}

async function addOwnPasskey(user: User, name: string) {
  const device = softwareAuthenticator(ORIGIN);
  const { options, cookie } = await registrationOptions(user, RP);
  const request = new Request(ORIGIN, { headers: { cookie: cookie.split(";")[0]! } });
  expect((await finishRegistration({ request, user, name, response: device.register(options), rp: RP, actor: { id: user.id, email: user.email, ipAddress: null } })).ok).toBe(true);
  return device;
}

const notices = (to: string) =>
  db()
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.kind, ACCOUNT_SECURITY_MAIL_KIND))
    .then((rows) => rows.filter((row) => row.recipients.includes(to)));

forEachDatabase(() => {
  describe("a session alone", () => {
    it("cannot add a passkey: the register step answers 403 and where to confirm, and stores nothing", async () => {
      const owner = await createUser({ email: "owner@example.com", password: PASSWORD });
      const stolen = await createSession(owner.id);
      const answer = (await asSession(owner, stolen.token, registerAction, "/account/passkeys/register", { intent: "options", name: "Attacker key" })) as Response;
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ ok: false, redirectTo: "/account/confirm?next=%2Faccount%2Fpasskeys" });
      // The verify step is refused the same way, whatever it carries.
      const verify = (await asSession(owner, stolen.token, registerAction, "/account/passkeys/register", { intent: "verify", name: "Attacker key", credential: "{}" })) as Response;
      expect(verify.status).toBe(403);
      expect(await db().select().from(passkeys).where(eq(passkeys.userId, owner.id))).toHaveLength(0);
    });

    it("after the password is given on the confirmation page, adds one for 5 minutes, then asks again", async () => {
      const owner = await createUser({ email: "owner@example.com", password: PASSWORD });
      const { token } = await createSession(owner.id);
      const wrong = await asSession(owner, token, confirmAction, "/account/confirm?next=/account/passkeys", { password: "not-the-password" });
      expect(statusOf(wrong)).toBe(400);
      expect(await hasFreshProof(owner.id, token)).toBe(false);
      const right = await asSession(owner, token, confirmAction, "/account/confirm?next=/account/passkeys", { password: PASSWORD });
      expect(locationOf(right)).toBe("/account/passkeys");
      // Never sends anyone elsewhere.
      const away = await asSession(owner, token, confirmAction, "/account/confirm?next=https://evil.example/", { password: PASSWORD });
      expect(locationOf(away)).toBe("/account");

      const issued = (await asSession(owner, token, registerAction, "/account/passkeys/register", { intent: "options", name: "Laptop" })) as Response;
      expect(issued.status).toBe(200);
      const { options } = (await issued.json()) as { options: Parameters<ReturnType<typeof softwareAuthenticator>["register"]>[0] };
      const device = softwareAuthenticator(ORIGIN);
      const challengeCookie = issued.headers.getSetCookie()[0]!.split(";")[0]!;
      const stored = (await asSession(
        owner,
        token,
        registerAction,
        "/account/passkeys/register",
        { intent: "verify", name: "Laptop", credential: JSON.stringify(device.register(options)) },
        challengeCookie,
      )) as Response;
      expect(stored.status).toBe(200);
      expect(await db().select().from(passkeys).where(eq(passkeys.userId, owner.id))).toHaveLength(1);

      const later = new Date(Date.now() + REAUTH_WINDOW_MS + 1000);
      expect(await hasFreshProof(owner.id, token)).toBe(true);
      expect(await hasFreshProof(owner.id, token, later)).toBe(false);
      // Another session of the same account is not proven by this one's proof.
      const other = await createSession(owner.id);
      expect(await hasFreshProof(owner.id, other.token)).toBe(false);
    });

    it("cannot remove a passkey or make new recovery codes without the proof; with it, both work", async () => {
      const owner = await createUser({ email: "owner@example.com", password: PASSWORD });
      const device = await addOwnPasskey(owner, "Phone");
      await withTotp(owner);
      const { token } = await createSession(owner.id);

      const remove = await asSession(owner, token, passkeysAction, "/account/passkeys", { intent: "remove", id: device.id });
      expect(statusOf(remove)).toBe(302);
      expect(locationOf(remove)).toBe("/account/confirm?next=%2Faccount%2Fpasskeys");
      const regenerate = await asSession(owner, token, twoFactorAction, "/account/two-factor", { intent: "regenerate" });
      expect(locationOf(regenerate)).toBe("/account/confirm?next=%2Faccount%2Ftwo-factor");
      expect(await db().select().from(passkeys).where(eq(passkeys.userId, owner.id))).toHaveLength(1);
      expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, owner.id))).toHaveLength(0);

      expect(await proveItIsYou(owner.id, token, { password: PASSWORD })).toEqual({ ok: true });
      expect(statusOf(await asSession(owner, token, passkeysAction, "/account/passkeys", { intent: "remove", id: device.id }))).toBe(200);
      expect(await db().select().from(passkeys).where(eq(passkeys.userId, owner.id))).toHaveLength(0);
      // The page's answer (a FormAnswer, app/lib/form-answer.ts) carries the new codes.
      const codes = (await asSession(owner, token, twoFactorAction, "/account/two-factor", { intent: "regenerate" })) as { ok: boolean; codes: string[] };
      expect(codes.ok).toBe(true);
      expect(codes.codes).toHaveLength(10);
    });

    it("cannot turn two-factor off: a wrong password or code is refused, a current code works", async () => {
      const owner = await createUser({ email: "owner@example.com", password: PASSWORD });
      const key = await withTotp(owner);
      const { token } = await createSession(owner.id);
      expect(statusOf(await asSession(owner, token, twoFactorAction, "/account/two-factor", { intent: "disable" }))).toBe(400);
      expect(statusOf(await asSession(owner, token, twoFactorAction, "/account/two-factor", { intent: "disable", password: "guess-guess-1" }))).toBe(400);
      const [still] = await db().select().from(users).where(eq(users.id, owner.id));
      expect(still!.totpEnabledAt).not.toBeNull();
      const off = await asSession(owner, token, twoFactorAction, "/account/two-factor", { intent: "disable", code: totpCodeAt(key, totpStep()) });
      expect(statusOf(off)).toBe(200);
      const [after] = await db().select().from(users).where(eq(users.id, owner.id));
      expect(after!.totpEnabledAt).toBeNull();
    });
  });

  describe("the owner", () => {
    it("is mailed whenever a passkey or a second factor is added or removed, or new codes are made", async () => {
      const owner = await createUser({ email: "owner@example.com", password: PASSWORD });
      const device = await addOwnPasskey(owner, "Attacker's key");
      const [added] = await notices(owner.email);
      expect(added!.textBody).toContain("A passkey named “Attacker's key” was added to your account.");
      expect(added!.textBody).toContain("Forgot your password?");

      const { token } = await createSession(owner.id);
      await proveItIsYou(owner.id, token, { password: PASSWORD });
      await asSession(owner, token, passkeysAction, "/account/passkeys", { intent: "remove", id: device.id });
      const key = await withTotp(owner);
      await asSession(owner, token, twoFactorAction, "/account/two-factor", { intent: "regenerate" });
      await asSession(owner, token, twoFactorAction, "/account/two-factor", { intent: "disable", code: totpCodeAt(key, totpStep()) });
      const texts = (await notices(owner.email)).map((m) => m.textBody);
      expect(texts.some((t) => t.includes("The passkey named “Attacker's key” was removed"))).toBe(true);
      expect(texts.some((t) => t.includes("New recovery codes were made"))).toBe(true);
      expect(texts.some((t) => t.includes("Two-factor sign-in with an authenticator app was turned off"))).toBe(true);
    });

    it("sees the account's passkeys on the reset link's page and removes the planted one with the new password", async () => {
      const owner = await createUser({ email: "owner@example.com", password: PASSWORD });
      const planted = await addOwnPasskey(owner, "Planted");
      const own = await addOwnPasskey(owner, "My phone");
      const other = await createUser({ email: "other@example.com", password: PASSWORD });
      const theirs = await addOwnPasskey(other, "Theirs");
      const token = "t".repeat(43);
      await db().insert(passwordResetTokens).values({ userId: owner.id, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + 60_000) });

      expect((await passkeysOfResetLink(token)).map((p) => p.name).sort()).toEqual(["My phone", "Planted"]);
      expect(await passkeysOfResetLink("u".repeat(43))).toEqual([]);
      const reset = await resetPassword(token, "brand-new-password-2", new Date(), { removePasskeys: [planted.id, theirs.id] });
      expect(reset).toMatchObject({ ok: true, removedPasskeys: 1 });
      const left = await db().select().from(passkeys);
      expect(left.map((p) => p.id).sort()).toEqual([own.id, theirs.id].sort());
      expect(await db().select().from(sessions).where(and(eq(sessions.userId, owner.id)))).toHaveLength(0);

      // The planted passkey no longer signs in.
      const { options, cookie } = await signInOptions(RP);
      const request = new Request(ORIGIN, { headers: { cookie: cookie.split(";")[0]! } });
      const attempt = await signInWithPasskey({ request, response: planted.assert(options), rp: RP, clientIp: "198.51.100.9" });
      expect(attempt.ok).toBe(false);
    });
  });
});
