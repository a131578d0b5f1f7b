/**
 * Admins must have a second factor (REQUIRE_ADMIN_2FA, on by default), tested
 * against the built server with the rule ON: the browser tests' servers turn
 * it off because they sign ADMIN in hundreds of times (decision 0022).
 *
 * An admin without a second factor is sent to /account/two-factor from every
 * admin address (pages, data requests, posts, the CSV export); once TOTP is
 * on, the admin area opens, and the next sign-in asks for a code. The
 * operator's `npm run user:reset-2fa` then turns it off again.
 */
import { generateTOTP } from "@oslojs/otp";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { afterAll, describe, expect, it } from "vitest";
import { adminAddresses } from "./admin-routes";
import { postForm, runScript, siteDataDir, startServer, type RunningServer } from "./support";

const ADMIN = { email: "boss@example.com", password: "boss-password-123" };
const SETUP = "/account/two-factor?required=admin";

const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop("SIGKILL")));
});

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c!.endsWith("="))
    .join("; ");

describe("REQUIRE_ADMIN_2FA on", () => {
  it("keeps every admin address shut until the admin has a second factor, then asks for it at sign-in", async () => {
    const dataDir = siteDataDir("proc-2fa-");
    const env = { DATA_DIR: dataDir, SEED_DEMO: "false" };
    expect((await runScript("user:create", ["--email", ADMIN.email, "--password", ADMIN.password, "--admin"], env)).code).toBe(0);
    const server = await startServer({ ...env, REQUIRE_ADMIN_2FA: "true" });
    running.push(server);

    const signedIn = await postForm(server, "/auth", ADMIN);
    expect(signedIn.status).toBe(302);
    const cookie = cookiesOf(signedIn);
    expect(cookie).toMatch(/session=/);

    const addresses = adminAddresses();
    expect(addresses).toContain("/admin/export/00000000-0000-4000-8000-000000000000");
    for (const address of addresses) {
      for (const method of ["GET", "POST"] as const) {
        const response =
          method === "GET"
            ? await fetch(server.url + address, { redirect: "manual", headers: { cookie } })
            : await postForm(server, address, { intent: "delete", id: "x" }, { cookie });
        const body = await response.text();
        const where = response.headers.get("location") ?? response.headers.get("x-remix-redirect") ?? body;
        // A document or resource request gets a redirect; a data request the same redirect in its body.
        expect([202, 204, 302], `${method} ${address}`).toContain(response.status);
        expect(where, `${method} ${address}`).toContain(SETUP);
      }
    }

    // The set-up page says why, shows the key as text; one right code turns TOTP on.
    const page = await (await fetch(server.url + SETUP, { headers: { cookie } })).text();
    expect(page).toContain("Two-factor sign-in is required");
    const secret = page.match(/data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</)?.[1];
    expect(secret).toBeTruthy();
    const key = decodeBase32IgnorePadding(secret!.replace(/ /g, ""));
    const confirm = await postForm(server, "/account/two-factor", { intent: "confirm", code: generateTOTP(key, 30, 6) }, { cookie });
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toMatch(/[a-z2-7]{5}-[a-z2-7]{5}/);

    const admin = await fetch(`${server.url}/admin`, { redirect: "manual", headers: { cookie } });
    expect(admin.status).toBe(200);
    const exported = await fetch(`${server.url}/admin/export/bookings`, { redirect: "manual", headers: { cookie } });
    expect(exported.status).toBe(200);

    // Signing in again: the password alone gives no session, only the second step.
    const again = await postForm(server, "/auth", ADMIN);
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/auth/second-factor");
    const pending = cookiesOf(again);
    expect(pending).not.toMatch(/(^|; )session=/);
    const noSession = await fetch(`${server.url}/admin`, { redirect: "manual", headers: { cookie: pending } });
    expect(noSession.headers.get("location")).toBe("/auth");

    // The operator's reset (the embedded database allows one process at a time).
    await server.stop();
    const reset = await runScript("user:reset-2fa", ["--email", ADMIN.email], env);
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toContain("TOTP: turned off");
    expect(reset.stdout).toContain("recovery codes deleted: 10");
    expect(reset.stdout).toMatch(/sessions ended: [1-9]/);
    const unknown = await runScript("user:reset-2fa", ["--email", "nobody@example.com"], env);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain("No account with the email nobody@example.com.");
  }, 600_000);
});
