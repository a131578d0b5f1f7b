/**
 * Set Admin User grants the role through the Staff screen's one function
 * (staff.server.ts grantAdmin): the same staff lock, the same check that the
 * acting admin is still an active admin once the lock is held, the same
 * record, and nothing changes before the confirmation's post.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { authContext } from "~/server/identity/auth.server";
import { db } from "~/server/db/client.server";
import { activityLog } from "~/server/db/schema";
import { newRequestState, runWithRequestState } from "~/server/kernel/request-state.server";
import { disableAccount, grantAdmin, revokeAdmin } from "~/server/identity/staff.server";
import { forEachDatabase } from "~/server/testing/databases.server";
import { ADMIN_ROLE, hasRole, type User } from "~/server/identity/queries.server";
import { createUser } from "~/server/identity/users.server";
import { action } from "./set-admin";

const PASSWORD = "staff-password-1";

/** A post to /admin/set-admin by `admin`, whose session the middleware resolved as an admin's. */
async function post(admin: User, fields: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(authContext, { user: admin, staff: "admin", sessionToken: "t" });
  const body = new URLSearchParams(fields);
  const request = new Request("http://localhost/admin/set-admin", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const answer = await runWithRequestState({ ...newRequestState(), clientIp: "203.0.113.5" }, () =>
    action({ request, context, params: {} } as never),
  );
  const shaped = answer as { init?: { status?: number }; data?: unknown };
  return { status: shaped.init?.status ?? 200, data: (shaped.data ?? answer) as Record<string, unknown> };
}

forEachDatabase(() => {
  describe("Set Admin User", () => {
    it("names the user and asks for the confirmation; only the confirmed grant changes the role", async () => {
      const boss = await createUser({ email: "boss@example.com", password: PASSWORD, admin: true });
      const member = await createUser({ email: "member@example.com", password: PASSWORD });
      const asked = await post(boss, { intent: "assign-by-id", userId: member.id });
      expect(asked.status).toBe(200);
      expect(asked.data.confirm).toEqual({ id: member.id, email: member.email });
      expect(await hasRole(member.id, ADMIN_ROLE)).toBe(false);

      const granted = await post(boss, { intent: "grant", id: member.id });
      expect(granted.status).toBe(200);
      expect(granted.data).toMatchObject({ ok: true, toast: { title: "Admin role has been assigned successfully.", description: member.email } });
      expect(await hasRole(member.id, ADMIN_ROLE)).toBe(true);
    });

    it("records the grant exactly as the Staff screen does", async () => {
      const boss = await createUser({ email: "boss@example.com", password: PASSWORD, admin: true });
      const viaSetAdmin = await createUser({ email: "one@example.com", password: PASSWORD });
      const viaStaff = await createUser({ email: "two@example.com", password: PASSWORD });
      await post(boss, { intent: "grant", id: viaSetAdmin.id });
      await grantAdmin(viaStaff.id, { actor: { id: boss.id, email: boss.email, ipAddress: "203.0.113.5" } });
      const entries = await db().select().from(activityLog).where(eq(activityLog.action, "role-grant"));
      const shape = (entityId: string) => {
        const entry = entries.find((e) => e.entityId === entityId)!;
        return { action: entry.action, entityKind: entry.entityKind, actorId: entry.actorId, changes: entry.changes };
      };
      expect(shape(viaSetAdmin.id)).toEqual({ ...shape(viaStaff.id), changes: { roles: { from: [], to: [ADMIN_ROLE] } } });
    });

    it("refuses an admin who lost the role or was disabled since their session was checked", async () => {
      const boss = await createUser({ email: "boss@example.com", password: PASSWORD, admin: true });
      const rogue = await createUser({ email: "rogue@example.com", password: PASSWORD, admin: true });
      const accomplice = await createUser({ email: "accomplice@example.com", password: PASSWORD });
      const bossActor = { actor: { id: boss.id, email: boss.email, ipAddress: null } };

      // Either form of the page, by id or confirmed: the role is not granted.
      const attempts = async () => {
        await post(rogue, { intent: "assign-by-id", userId: accomplice.id });
        expect(await hasRole(accomplice.id, ADMIN_ROLE)).toBe(false);
        const confirmed = await post(rogue, { intent: "grant", id: accomplice.id });
        expect(confirmed.status).toBe(409);
        expect(await hasRole(accomplice.id, ADMIN_ROLE)).toBe(false);
      };
      await revokeAdmin(rogue.id, bossActor);
      await attempts();
      await grantAdmin(rogue.id, bossActor);
      await disableAccount(rogue.id, bossActor);
      await attempts();
    });
  });
});
