/**
 * Links that go into mail never come from request headers. Without SITE_URL a
 * page may name the Host it was asked for, but a reset or invitation mail
 * asked for with `Host: attacker.test` must point at the site itself
 * (SITE_URL, or http://localhost:<PORT>), never at the attacker.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { action as forgotAction } from "~/routes/public/auth-forgot";
import { action as staffAction } from "~/routes/admin/staff";
import { authContext } from "../identity/auth.server";
import { db } from "../db/client.server";
import { outboxMessages } from "../db/schema";
import { mailSiteUrl } from "./mail-origin.server";
import { requestInfoContext } from "../kernel/request-context.server";
import { newRequestState, runWithRequestState } from "../kernel/request-state.server";
import { forEachDatabase } from "../testing/databases.server";
import { asSent } from "../testing/sent-mail";
import { type User } from "../identity/queries.server";
import { createUser } from "../identity/users.server";

const FORGED = "http://attacker.test";

function forgedContext(user: User | null) {
  const context = new RouterContextProvider();
  // What the HTTP layer resolves for a request with `Host: attacker.test` while SITE_URL is unset.
  context.set(requestInfoContext, { nonce: "", clientIp: "203.0.113.66", siteOrigin: FORGED });
  context.set(authContext, user ? { user, staff: "admin", sessionToken: "t" } : { user: null, staff: "none", sessionToken: null });
  return context;
}

function post(url: string, fields: Record<string, string>) {
  return new Request(`${FORGED}${url}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

async function mailOf(kind: string) {
  await expect.poll(async () => (await db().select().from(outboxMessages).where(eq(outboxMessages.kind, kind))).length).toBe(1);
  const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.kind, kind));
  return asSent(row!);
}

forEachDatabase(() => {
  describe("a forged Host", () => {
    it("is never the address of a mailed reset or invitation link", async () => {
      const owner = await createUser({ email: "owner@example.com", password: "owner-password-1" });
      const boss = await createUser({ email: "boss@example.com", password: "owner-password-1", admin: true });
      await runWithRequestState({ ...newRequestState(), clientIp: "203.0.113.66" }, () =>
        forgotAction({ request: post("/auth/forgot", { email: owner.email }), context: forgedContext(null), params: {} } as never),
      );
      const reset = await mailOf("password-reset");
      expect(reset.textBody).toContain(`${mailSiteUrl()}/auth/reset/`);
      expect(reset.textBody + reset.htmlBody).not.toContain("attacker.test");

      await runWithRequestState({ ...newRequestState(), clientIp: "203.0.113.66" }, () =>
        staffAction({ request: post("/admin/staff", { intent: "invite", email: "new@example.com", role: "admin" }), context: forgedContext(boss), params: {} } as never),
      );
      const invitation = await mailOf("staff-invitation");
      expect(invitation.textBody).toContain(`${mailSiteUrl()}/auth/invite/`);
      expect(invitation.textBody + invitation.htmlBody).not.toContain("attacker.test");
    });
  });
});
