/**
 * POST /auth/passkey as the passkey button uses it (JSON steps, cookies in
 * and out), for the second factor of a pending sign-in and for a sign-in
 * without a password: what /auth/second-factor and /auth rely on.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { db } from "~/server/db/client.server";
import { users } from "~/server/db/schema";
import { useFormStampSecret } from "~/server/kernel/form-stamp.server";
import { finishRegistration, registrationOptions, relyingPartyFor } from "~/server/identity/passkeys.server";
import { pendingSignInCookieName, startPendingSignIn } from "~/server/identity/pending-sign-in.server";
import { requestInfoContext } from "~/server/kernel/request-context.server";
import { getSessionUser, sessionCookieName } from "~/server/identity/session.server";
import { forEachDatabase } from "~/server/testing/databases.server";
import { softwareAuthenticator } from "~/server/testing/software-authenticator";
import { createUser } from "~/server/identity/users.server";
import { type User } from "~/server/identity/queries.server";
import { action } from "./passkey-sign-in";

const ORIGIN = "http://localhost:4000";

beforeAll(() => useFormStampSecret(Buffer.alloc(32, 3)));
afterAll(() => useFormStampSecret(undefined));

function context() {
  const provider = new RouterContextProvider();
  provider.set(requestInfoContext, { nonce: "", clientIp: "198.51.100.30", siteOrigin: ORIGIN });
  return provider;
}

/** The browser's cookie jar, fed by each answer's Set-Cookie headers. */
class Jar {
  cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, value] = [pair!.slice(0, pair!.indexOf("=")), pair!.slice(pair!.indexOf("=") + 1)];
      if (value === "" || /Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

async function post(jar: Jar, fields: Record<string, string>) {
  const request = new Request(`${ORIGIN}/auth/passkey`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
  });
  const response = (await action({ request, context: context(), params: {} } as never)) as Response;
  jar.take(response);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
}

async function withPasskey(user: User) {
  const device = softwareAuthenticator(ORIGIN);
  const rp = relyingPartyFor(ORIGIN, "Test");
  const { options, cookie } = await registrationOptions(user, rp);
  const request = new Request(ORIGIN, { headers: { cookie: cookie.split(";")[0]! } });
  expect((await finishRegistration({ request, user, name: "Key", response: device.register(options), rp })).ok).toBe(true);
  return device;
}

forEachDatabase(() => {
  describe("POST /auth/passkey", () => {
    it("second factor: options for the pending person, one completion, then back to the password", async () => {
      const user = await createUser({ email: "second@example.com", password: "password-123" });
      const device = await withPasskey(user);
      const jar = new Jar();
      const noPending = await post(jar, { intent: "options", mode: "second-factor" });
      expect(noPending.status).toBe(410);
      expect(noPending.body).toMatchObject({ ok: false, restart: "/auth" });

      jar.take(new Response(null, { headers: { "Set-Cookie": (await startPendingSignIn(user.id)).cookie } }));
      const issued = await post(jar, { intent: "options", mode: "second-factor" });
      expect(issued.status).toBe(200);
      expect(issued.response.headers.get("cache-control")).toBe("no-store");
      const options = issued.body.options as Parameters<typeof device.assert>[0];
      expect(options.allowCredentials?.map((c) => c.id)).toEqual([device.id]);

      const done = await post(jar, { intent: "verify", mode: "second-factor", credential: JSON.stringify(device.assert(options)) });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ ok: true, redirectTo: "/" });
      expect(jar.cookies.has(pendingSignInCookieName())).toBe(false);
      const token = jar.cookies.get(sessionCookieName());
      expect((await getSessionUser(token!))?.user.id).toBe(user.id);

      const again = await post(jar, { intent: "options", mode: "second-factor" });
      expect(again.status).toBe(410);
    });

    it("sign-in: a garbled answer is a 400, a disabled account a 403, a good passkey the session and the toast", async () => {
      const user = await createUser({ email: "first@example.com", password: "password-123" });
      const device = await withPasskey(user);
      const jar = new Jar();
      expect((await post(jar, { intent: "verify", mode: "sign-in", credential: "{not json" })).status).toBe(400);

      await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
      let issued = await post(jar, { intent: "options", mode: "sign-in" });
      const refused = await post(jar, { intent: "verify", mode: "sign-in", credential: JSON.stringify(device.assert(issued.body.options as never)) });
      expect(refused.status).toBe(403);
      expect(jar.cookies.has(sessionCookieName())).toBe(false);

      await db().update(users).set({ disabledAt: null }).where(eq(users.id, user.id));
      issued = await post(jar, { intent: "options", mode: "sign-in" });
      const done = await post(jar, { intent: "verify", mode: "sign-in", credential: JSON.stringify(device.assert(issued.body.options as never)) });
      expect(done.body).toEqual({ ok: true, redirectTo: "/" });
      expect(done.response.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(true);
      expect((await getSessionUser(jar.cookies.get(sessionCookieName())!))?.user.id).toBe(user.id);
    });
  });
});
