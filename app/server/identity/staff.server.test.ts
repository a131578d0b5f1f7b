import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ActivityActor } from "../activity/activity.server";
import { db } from "../db/client.server";
import { activityLog, outboxMessages, passkeys, passwordResetTokens, pendingSignIns, sessions, staffInvitations, userRoles, users } from "../db/schema";
import { hashResetToken, resetLinkState, resetPassword } from "./password-reset.server";
import { loggableUrl } from "../kernel/loggable-url.server";
import { createSession, getSessionUser } from "./session.server";
import { signIn } from "./sign-in.server";
import {
  acceptInvitation,
  createInvitation,
  disableAccount,
  enableAccount,
  grantAdmin,
  hashInvitationToken,
  INVITATION_TTL_MS,
  invitationState,
  revokeAdmin,
  revokeInvitation,
  STAFF_INVITATION_MAIL_KIND,
  StaffRuleError,
} from "./staff.server";
import { listPendingInvitations, listStaff } from "./queries.server";
import { askForResetLink, asSent } from "../testing/sent-mail";
import { forEachDatabase } from "../testing/databases.server";
import { createUser } from "./users.server";
import { ADMIN_ROLE, hasRole, type User } from "./queries.server";

const IP = "203.0.113.9";
const PASSWORD = "staff-password-1";
const query = (q = "", page = 1) => ({ page, pageSize: 10 as const, q, sort: "createdAt" as const, dir: "desc" as const });
const actorOf = (user: User): ActivityActor => ({ id: user.id, email: user.email, ipAddress: IP });

async function tokenMailedTo(to: string) {
  const mails = (await db().select().from(outboxMessages).where(eq(outboxMessages.kind, STAFF_INVITATION_MAIL_KIND)))
    .filter((m) => m.recipients.includes(to))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const last = mails.at(-1);
  return last && (await asSent(last)).textBody.match(/\/auth\/invite\/([A-Za-z0-9_-]{43})/)?.[1];
}

async function activities(action: string) {
  return db().select().from(activityLog).where(eq(activityLog.action, action));
}

forEachDatabase(() => {
  describe("the staff list", () => {
    it("shows every account with roles, last sign-in, two-factor and state; searched by e-mail and paged", async () => {
      const admin = await createUser({ email: "boss@example.com", password: PASSWORD, admin: true });
      const member = await createUser({ email: "member@example.com", password: PASSWORD });
      const keyed = await createUser({ email: "keyed@example.com", password: PASSWORD });
      await db().update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, member.id));
      await db().insert(passkeys).values({ id: "credential-1", userId: keyed.id, name: "Laptop", publicKey: "AAAA" });
      expect((await signIn({ email: admin.email, password: PASSWORD, clientIp: IP })).ok).toBe(true);

      const page = await listStaff(query());
      expect(page.total).toBe(3);
      const byEmail = Object.fromEntries(page.rows.map((row) => [row.email, row]));
      expect(byEmail["boss@example.com"]).toMatchObject({ roles: [ADMIN_ROLE], twoFactor: false, disabledAt: null });
      expect(byEmail["boss@example.com"]!.lastSignInAt).toBeInstanceOf(Date);
      expect(byEmail["member@example.com"]).toMatchObject({ roles: [], twoFactor: true, lastSignInAt: null });
      expect(byEmail["keyed@example.com"]).toMatchObject({ roles: [], twoFactor: true });

      const found = await listStaff(query("MEMBER@"));
      expect(found.rows.map((row) => row.email)).toEqual(["member@example.com"]);
      // An account's id finds that account alone (the Activity screen's link).
      expect((await listStaff(query(keyed.id.toUpperCase()))).rows.map((row) => row.email)).toEqual(["keyed@example.com"]);
      // LIKE wildcards are taken literally.
      expect((await listStaff(query("%"))).total).toBe(0);
      const small = await listStaff({ ...query(), pageSize: 10, page: 1 });
      expect(small.pageCount).toBe(1);
      const sorted = await listStaff({ ...query(), sort: "email", dir: "asc" });
      expect(sorted.rows.map((row) => row.email)).toEqual(["boss@example.com", "keyed@example.com", "member@example.com"]);
    });
  });

  describe("invitations", () => {
    it("mails a one-time link (only its hash stored), creates the account with the invited role and works once", async () => {
      const admin = await createUser({ email: "boss@example.com", password: PASSWORD, admin: true });
      const now = new Date();
      const invitation = await createInvitation({ email: " New@Example.com ", admin: true, actor: actorOf(admin), now });
      expect(invitation.email).toBe("new@example.com");
      const token = (await tokenMailedTo("new@example.com"))!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await db().select().from(staffInvitations).where(eq(staffInvitations.id, invitation.id));
      expect(row).toMatchObject({ tokenHash: hashInvitationToken(token), role: ADMIN_ROLE, invitedBy: admin.id });
      expect(row!.expiresAt.getTime()).toBe(now.getTime() + INVITATION_TTL_MS);
      expect(loggableUrl(`/auth/invite/${token}`)).toBe("/auth/invite/[token]");
      expect(await invitationState(token)).toEqual({ state: "valid", email: "new@example.com" });
      expect((await listPendingInvitations()).map((i) => [i.email, i.role, i.invitedByEmail])).toEqual([["new@example.com", ADMIN_ROLE, admin.email]]);
      const [invited] = await activities("invite");
      expect(invited).toMatchObject({ actorId: admin.id, entityKind: "invitation", entityId: invitation.id, ipAddress: IP });

      // Too common a password is refused before anything is used up.
      await expect(acceptInvitation(token, "password1")).rejects.toThrow(/too common/);
      const accepted = await acceptInvitation(token, "a-good-new-password");
      expect(accepted.ok).toBe(true);
      if (!accepted.ok) return;
      expect(accepted.admin).toBe(true);
      expect(await hasRole(accepted.user.id, ADMIN_ROLE)).toBe(true);
      expect((await signIn({ email: "new@example.com", password: "a-good-new-password", clientIp: IP })).ok).toBe(true);
      const [acceptedEntry] = await activities("invite-accept");
      expect(acceptedEntry).toMatchObject({ actorId: accepted.user.id, entityKind: "invitation", entityId: invitation.id });
      expect(await listPendingInvitations()).toEqual([]);

      // Used once: refused the second time.
      expect(await invitationState(token)).toEqual({ state: "used", email: null });
      expect(await acceptInvitation(token, "another-new-password")).toEqual({ ok: false, state: "used" });
      expect(await invitationState("x".repeat(43))).toEqual({ state: "invalid", email: null });
      expect(await invitationState("not a token")).toEqual({ state: "invalid", email: null });
    });

    it("invites without a role, refuses an address that has an account, expires after 72 hours, and can be revoked", async () => {
      const admin = await createUser({ email: "boss@example.com", password: PASSWORD, admin: true });
      const actor = actorOf(admin);
      await expect(createInvitation({ email: "BOSS@example.com", admin: false, actor })).rejects.toThrow(StaffRuleError);

      const past = new Date(Date.now() - INVITATION_TTL_MS - 1000);
      await createInvitation({ email: "late@example.com", admin: false, actor, now: past });
      const late = (await tokenMailedTo("late@example.com"))!;
      expect((await invitationState(late)).state).toBe("expired");
      expect(await acceptInvitation(late, "a-good-new-password")).toEqual({ ok: false, state: "expired" });

      const revoked = await createInvitation({ email: "gone@example.com", admin: false, actor });
      const gone = (await tokenMailedTo("gone@example.com"))!;
      expect(await revokeInvitation(revoked.id, { actor })).toEqual({ id: revoked.id, email: "gone@example.com" });
      await expect(revokeInvitation(revoked.id, { actor })).rejects.toThrow(StaffRuleError);
      expect((await invitationState(gone)).state).toBe("revoked");
      expect(await acceptInvitation(gone, "a-good-new-password")).toEqual({ ok: false, state: "revoked" });
      expect(await activities("invite-revoke")).toHaveLength(1);

      // A second invitation replaces the first; the role "none" gives an account without a role.
      await createInvitation({ email: "twice@example.com", admin: true, actor });
      const first = (await tokenMailedTo("twice@example.com"))!;
      await createInvitation({ email: "twice@example.com", admin: false, actor });
      const second = (await tokenMailedTo("twice@example.com"))!;
      expect((await invitationState(first)).state).toBe("revoked");
      const accepted = await acceptInvitation(second, "a-good-new-password");
      expect(accepted.ok && accepted.admin).toBe(false);
      expect(accepted.ok && (await hasRole(accepted.user.id, ADMIN_ROLE))).toBe(false);

      // The address got an account another way meanwhile: refused, and the link stays unused.
      await createInvitation({ email: "race@example.com", admin: false, actor });
      const raced = (await tokenMailedTo("race@example.com"))!;
      await createUser({ email: "race@example.com", password: PASSWORD });
      expect(await acceptInvitation(raced, "a-good-new-password")).toEqual({ ok: false, state: "exists" });
      expect((await invitationState(raced)).state).toBe("valid");
    });

    it("two uses of one link at once create one account", async () => {
      const admin = await createUser({ email: "boss@example.com", password: PASSWORD, admin: true });
      await createInvitation({ email: "both@example.com", admin: false, actor: actorOf(admin) });
      const token = (await tokenMailedTo("both@example.com"))!;
      const results = await Promise.all([acceptInvitation(token, "first-new-password"), acceptInvitation(token, "second-new-password")]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(await db().select().from(users).where(eq(users.email, "both@example.com"))).toHaveLength(1);
    });
  });

  describe("an admin's invitations", () => {
    it("are revoked when the admin is disabled or loses the role, so the admin cannot come back through one", async () => {
      const boss = await createUser({ email: "boss@example.com", password: PASSWORD, admin: true });
      for (const removal of ["disable", "revoke"] as const) {
        const rogue = await createUser({ email: `rogue-${removal}@example.com`, password: PASSWORD, admin: true });
        const spare = `spare-${removal}@example.com`;
        await createInvitation({ email: spare, admin: true, actor: actorOf(rogue) });
        await createInvitation({ email: `plain-${removal}@example.com`, admin: false, actor: actorOf(rogue) });
        const token = (await tokenMailedTo(spare))!;
        expect((await invitationState(token)).state).toBe("valid");

        if (removal === "disable") await disableAccount(rogue.id, { actor: actorOf(boss) });
        else await revokeAdmin(rogue.id, { actor: actorOf(boss) });

        expect((await invitationState(token)).state).toBe("revoked");
        expect(await acceptInvitation(token, "attacker-password-1")).toEqual({ ok: false, state: "revoked" });
        expect(await db().select().from(users).where(eq(users.email, spare))).toHaveLength(0);
        const open = (await listPendingInvitations()).filter((i) => i.invitedByEmail === rogue.email);
        expect(open, removal).toHaveLength(0);
      }
      // Each revoked invitation is in the record of changes, under the admin who made the change.
      const revoked = await activities("invite-revoke");
      expect(revoked).toHaveLength(4);
      expect(revoked.every((entry) => entry.actorId === boss.id)).toBe(true);
    });

    it("are checked at acceptance: a link whose sender is no longer an active admin creates nothing", async () => {
      const boss = await createUser({ email: "boss@example.com", password: PASSWORD, admin: true });
      const rogue = await createUser({ email: "rogue@example.com", password: PASSWORD, admin: true });
      await createInvitation({ email: "spare@example.com", admin: true, actor: actorOf(rogue) });
      const token = (await tokenMailedTo("spare@example.com"))!;
      // The role gone by a way that did not revoke the link (e.g. an older release, or a restore).
      await db().delete(userRoles).where(eq(userRoles.userId, rogue.id));
      expect(await acceptInvitation(token, "attacker-password-1")).toEqual({ ok: false, state: "revoked" });
      expect(await db().select().from(users).where(eq(users.email, "spare@example.com"))).toHaveLength(0);
      expect(await hasRole(boss.id, ADMIN_ROLE)).toBe(true);
    });
  });

  describe("roles", () => {
    it("grants and revokes the admin role, never one's own nor the last active admin's", async () => {
      const boss = await createUser({ email: "boss@example.com", password: PASSWORD, admin: true });
      const other = await createUser({ email: "other@example.com", password: PASSWORD });
      const actor = actorOf(boss);
      expect(await grantAdmin(other.id, { actor })).toEqual({ id: other.id, email: other.email });
      await expect(grantAdmin(other.id, { actor })).rejects.toThrow(/already has the admin role/);
      expect(await hasRole(other.id, ADMIN_ROLE)).toBe(true);
      expect((await activities("role-grant"))[0]).toMatchObject({ actorId: boss.id, entityKind: "user", entityId: other.id });

      await expect(revokeAdmin(boss.id, { actor })).rejects.toThrow(/your own admin role/);
      expect(await revokeAdmin(other.id, { actor })).toEqual({ id: other.id, email: other.email });
      expect(await hasRole(other.id, ADMIN_ROLE)).toBe(false);
      await expect(revokeAdmin(other.id, { actor })).rejects.toThrow(/does not have the admin role/);
      expect(await activities("role-revoke")).toHaveLength(1);

      // The last active admin keeps the role, even asked by someone else (a script, with no actor).
      await expect(revokeAdmin(boss.id, { actor: { id: null, email: null, ipAddress: null } })).rejects.toThrow(/last active admin/);
      expect(await hasRole(boss.id, ADMIN_ROLE)).toBe(true);
      expect(await grantAdmin("00000000-0000-4000-8000-000000000000", { actor })).toBeUndefined();
    });

    it("two admins revoking each other at once leave one admin (the advisory lock)", async () => {
      const a = await createUser({ email: "a@example.com", password: PASSWORD, admin: true });
      const b = await createUser({ email: "b@example.com", password: PASSWORD, admin: true });
      for (let round = 0; round < 3; round++) {
        const results = await Promise.allSettled([
          revokeAdmin(b.id, { actor: actorOf(a) }),
          revokeAdmin(a.id, { actor: actorOf(b) }),
        ]);
        const admins = [await hasRole(a.id, ADMIN_ROLE), await hasRole(b.id, ADMIN_ROLE)].filter(Boolean);
        expect(admins).toHaveLength(1);
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
        const refused = results.find((r) => r.status === "rejected");
        expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(StaffRuleError);
        // Back to two admins for the next round.
        const lost = (await hasRole(a.id, ADMIN_ROLE)) ? b : a;
        const kept = lost === a ? b : a;
        await grantAdmin(lost.id, { actor: actorOf(kept) });
      }
      expect(await activities("role-revoke")).toHaveLength(3);
    });

    it("two admins disabling each other at once leave one active admin", async () => {
      const a = await createUser({ email: "a@example.com", password: PASSWORD, admin: true });
      const b = await createUser({ email: "b@example.com", password: PASSWORD, admin: true });
      const results = await Promise.allSettled([disableAccount(b.id, { actor: actorOf(a) }), disableAccount(a.id, { actor: actorOf(b) })]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const active = await db().select().from(users);
      expect(active.filter((u) => u.disabledAt === null)).toHaveLength(1);
    });
  });

  describe("disabled accounts", () => {
    it("end every session at once, cannot sign in, and come back when enabled", async () => {
      const boss = await createUser({ email: "boss@example.com", password: PASSWORD, admin: true });
      const user = await createUser({ email: "worker@example.com", password: PASSWORD });
      const actor = actorOf(boss);
      const first = await createSession(user.id);
      const second = await createSession(user.id);
      await db().insert(pendingSignIns).values({ userId: user.id, tokenHash: "x".repeat(64), expiresAt: new Date(Date.now() + 60_000) });
      const resetToken = "r".repeat(43);
      await db().insert(passwordResetTokens).values({ userId: user.id, tokenHash: hashResetToken(resetToken), expiresAt: new Date(Date.now() + 60_000) });
      expect(await resetLinkState(resetToken)).toBe("valid");

      await expect(disableAccount(boss.id, { actor })).rejects.toThrow(/your own account/);
      const disabled = await disableAccount(user.id, { actor });
      expect(disabled).toEqual({ id: user.id, email: user.email, endedSessions: 2 });
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      expect(await db().select().from(pendingSignIns).where(eq(pendingSignIns.userId, user.id))).toHaveLength(0);
      // A reset link mailed before the account was disabled no longer works, and no new one is sent.
      expect(await resetLinkState(resetToken)).toBe("invalid");
      expect(await resetPassword(resetToken, "taken-over-password-1")).toEqual({ ok: false, state: "invalid" });
      expect(await askForResetLink({ email: user.email, clientIp: IP })).toEqual({ ok: true });
      expect(await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toHaveLength(0);
      expect(await getSessionUser(first.token)).toBeUndefined();
      expect(await getSessionUser(second.token)).toBeUndefined();
      expect(await signIn({ email: user.email, password: PASSWORD, clientIp: IP })).toEqual({ ok: false, reason: "disabled" });
      // A wrong password still gets the usual answer: "disabled" tells only the person who knows the password.
      expect(await signIn({ email: user.email, password: "wrong-password-1", clientIp: IP })).toEqual({ ok: false, reason: "invalid_credentials" });
      // A session that slipped through (opened in a race) is refused by the lookup.
      const slipped = await createSession(user.id);
      expect(await getSessionUser(slipped.token)).toBeUndefined();
      await expect(disableAccount(user.id, { actor })).rejects.toThrow(/already disabled/);
      expect((await activities("disable"))[0]).toMatchObject({ actorId: boss.id, entityId: user.id });

      expect(await enableAccount(user.id, { actor })).toEqual({ id: user.id, email: user.email });
      expect((await signIn({ email: user.email, password: PASSWORD, clientIp: IP })).ok).toBe(true);
      await expect(enableAccount(user.id, { actor })).rejects.toThrow(/already active/);
      expect(await activities("enable")).toHaveLength(1);
    });

    it("keep the last active admin: a disabled admin does not count", async () => {
      const boss = await createUser({ email: "boss@example.com", password: PASSWORD, admin: true });
      const other = await createUser({ email: "other@example.com", password: PASSWORD, admin: true });
      await disableAccount(other.id, { actor: actorOf(boss) });
      // The only active admin now: its role stays and its account stays enabled, whoever asks.
      const script = { id: null, email: null, ipAddress: null };
      await expect(revokeAdmin(boss.id, { actor: script })).rejects.toThrow(/last active admin/);
      await expect(disableAccount(boss.id, { actor: script })).rejects.toThrow(/last active admin/);
      // A disabled admin cannot act.
      await expect(enableAccount(other.id, { actor: actorOf(other) })).rejects.toThrow(/no longer have the admin role/);
    });
  });
});
