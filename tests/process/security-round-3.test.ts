/**
 * The built server as a fresh `npm start` leaves it (no SITE_URL, no
 * REQUIRE_ADMIN_2FA, no TRUST_PROXY), attacked over HTTP:
 * - a forged Host on /auth/forgot and the newsletter box: the mailed links
 *   still name the server's own address, said at start-up and to admins;
 * - a spoofed X-Forwarded-For buys no extra allowance;
 * - an admin without a second factor is sent to set one up;
 * - the Emails screen and its data hold no working reset link;
 * - new recovery codes and turning two-factor off, posted to the account
 *   page with and without the fresh proof;
 * - a share-preview link under another spelling is never cached, and a secret
 *   address of any spelling sends no Referer to other sites;
 * - a backup restored into an empty database: password + TOTP still sign in.
 */
import http from "node:http";
import path from "node:path";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { afterAll, describe, expect, it } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "~/server/testing/smtp-server";
import { formStamp, postForm, runScript, siteDataDir, startServer, tempDir, type RunningServer } from "./support";

const ADMIN = { email: "owner@example.com", password: "owner-password-12" };
const FORGED_HOST = "attacker.test";
/** As a first `npm start` would be: none of these set, whatever the test runner's environment holds. */
const UNSET = { SITE_URL: undefined, REQUIRE_ADMIN_2FA: undefined, TRUST_PROXY: undefined };

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c!.endsWith("="))
    .join("; ");

/** A form post with headers fetch will not send (Host): the raw HTTP request. */
function rawPost(server: RunningServer, pathname: string, fields: Record<string, string>, headers: Record<string, string>) {
  const body = new URLSearchParams(fields).toString();
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: server.port, path: pathname, method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body), ...headers } },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The code of the TOTP step `offset` steps from now (each step is accepted once). */
const codeAt = (key: Uint8Array, offset = 0) => generateHOTP(key, BigInt(Math.floor(Date.now() / 30_000) + offset), 6);

describe("a site started with no configuration, attacked", () => {
  it("keeps mailed links, limits, the admin area, secret links and two-factor sign-in safe", async () => {
    const smtp: TestSmtpServer = await startTestSmtpServer();
    cleanups.push(() => smtp.close());
    const dataDir = siteDataDir("proc-sec3-");
    expect((await runScript("user:create", ["--email", ADMIN.email, "--password", ADMIN.password, "--admin"], { DATA_DIR: dataDir })).code).toBe(0);
    const server = await startServer({ ...UNSET, DATA_DIR: dataDir, SMTP_URL: smtp.url, FORM_MIN_FILL_MS: "0" });
    cleanups.push(() => server.stop("SIGKILL"));
    const local = `http://localhost:${server.port}`;

    // Said at start-up: mailed links point at the local address.
    expect(server.output()).toContain(`SITE_URL is not set: links in e-mails`);
    expect(server.output()).toContain(local);

    // A forged Host on "Forgot your password?": the owner's mail links to the site, not the attacker.
    const forgot = await rawPost(server, "/auth/forgot", { email: ADMIN.email }, { host: FORGED_HOST, origin: `http://${FORGED_HOST}` });
    expect(forgot.status).toBe(200);
    const [resetMail] = await smtp.waitForMessages(1);
    const resetLink = resetMail!.text!.match(/(\S+\/auth\/reset\/([A-Za-z0-9_-]{43}))/)!;
    expect(resetLink[1]!.startsWith(`${local}/auth/reset/`)).toBe(true);
    expect(`${resetMail!.text}${resetMail!.html}`).not.toContain(FORGED_HOST);
    const resetToken = resetLink[2]!;

    // The same for the newsletter's confirmation link.
    const subscribe = await rawPost(
      server,
      "/newsletter",
      { email: "reader@example.com", website: "", formStartedAt: await formStamp(server) },
      { host: FORGED_HOST, origin: `http://${FORGED_HOST}` },
    );
    expect(subscribe.status).toBeLessThan(400);
    const confirmation = (await smtp.waitForMessages(2)).find((m) => m.envelopeTo.includes("reader@example.com"))!;
    expect(confirmation.text).toContain(`${local}/newsletter/confirm?token=`);
    expect(`${confirmation.text}${confirmation.html}`).not.toContain(FORGED_HOST);

    // Without TRUST_PROXY a forged X-Forwarded-For is not another client: 10 asks per client, then 429.
    for (let i = 1; i < 10; i++) {
      const asked = await postForm(server, "/auth/forgot", { email: `nobody${i}@example.com` }, { "X-Forwarded-For": `10.0.0.${i}` });
      expect(asked.status, `ask ${i + 1}`).toBe(200);
    }
    const over = await postForm(server, "/auth/forgot", { email: "nobody-else@example.com" }, { "X-Forwarded-For": "10.9.9.9" });
    expect(over.status).toBe(429);

    // REQUIRE_ADMIN_2FA is on when unset: the admin is sent to set up a second factor.
    const signedIn = await postForm(server, "/auth", ADMIN);
    expect(signedIn.status).toBe(302);
    const cookie = cookiesOf(signedIn);
    const shut = await fetch(`${server.url}/admin`, { redirect: "manual", headers: { cookie } });
    expect(shut.status).toBe(302);
    expect(shut.headers.get("location")).toBe("/account/two-factor?required=admin");
    const setupPage = await (await fetch(`${server.url}/account/two-factor?required=admin`, { headers: { cookie } })).text();
    const key = decodeBase32IgnorePadding(setupPage.match(/data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</)![1]!.replace(/ /g, ""));
    const confirmed = await postForm(server, "/account/two-factor", { intent: "confirm", code: codeAt(key) }, { cookie });
    expect(confirmed.status).toBe(200);

    // Admins are told where mailed links point, on the dashboard and the Emails screen.
    const dashboard = await (await fetch(`${server.url}/admin`, { headers: { cookie } })).text();
    expect(dashboard).toContain("Links in e-mails point at this computer");
    expect(dashboard).toContain(local);
    const emails = await (await fetch(`${server.url}/admin/emails`, { headers: { cookie } })).text();
    expect(emails).toContain("Links in e-mails point at this computer");
    // The Emails screen and its data hold the reset mail with its link hidden.
    const emailsData = await (await fetch(`${server.url}/admin/emails.data`, { headers: { cookie } })).text();
    expect(emailsData).toContain("[link hidden]");
    for (const seen of [emails, emailsData]) expect(seen).not.toContain(resetToken);

    // New recovery codes: without a fresh proof, to "Confirm it's you"; after it, the codes.
    const unproven = await postForm(server, "/account/two-factor", { intent: "regenerate" }, { cookie });
    expect(unproven.status).toBe(302);
    expect(unproven.headers.get("location")).toBe("/account/confirm?next=%2Faccount%2Ftwo-factor");
    const wrongProof = await postForm(server, "/account/confirm?next=%2Faccount%2Ftwo-factor", { password: "not-the-password" }, { cookie });
    expect(wrongProof.status).toBe(400);
    const proof = await postForm(server, "/account/confirm?next=%2Faccount%2Ftwo-factor", { password: ADMIN.password }, { cookie });
    expect(proof.status).toBe(302);
    expect(proof.headers.get("location")).toBe("/account/two-factor");
    const regenerated = await postForm(server, "/account/two-factor", { intent: "regenerate" }, { cookie });
    expect(regenerated.status).toBe(200);
    expect(await regenerated.text()).toMatch(/[a-z2-7]{5}-[a-z2-7]{5}/);
    // Turning it off needs the password or a code with the post itself.
    expect((await postForm(server, "/account/two-factor", { intent: "disable" }, { cookie })).status).toBe(400);
    expect((await postForm(server, "/account/two-factor", { intent: "disable", password: "wrong-password-1" }, { cookie })).status).toBe(400);

    // A share-preview link, asked for under other spellings: answered, never cached, gone once revoked.
    const feed = await (await fetch(`${server.url}/blog/rss.xml`)).text();
    const postId = feed.match(/<guid[^>]*>[^<]*\/blog\/([0-9a-f-]{36})<\/guid>/)![1]!;
    const made = await postForm(server, `/admin/blogs/edit/${postId}/preview-links`, { intent: "create" }, { cookie });
    expect(made.status).toBe(200);
    const previewToken = (await made.text()).match(/\/blog\/preview\/([A-Za-z0-9_-]{20,})/)![1]!;
    for (const spelling of [`/BLOG/PREVIEW/${previewToken}`, `/Blog/%70review/${previewToken}`]) {
      for (let visit = 0; visit < 2; visit++) {
        const seen = await fetch(server.url + spelling);
        await seen.text();
        expect(seen.status, spelling).toBe(200);
        expect(seen.headers.get("x-cache"), spelling).not.toBe("HIT");
        expect(seen.headers.get("cache-control"), spelling).toMatch(/no-store/);
        expect(seen.headers.get("referrer-policy"), spelling).toBe("same-origin");
      }
    }
    const links = (await (await fetch(`${server.url}/admin/blogs/edit/${postId}/preview-links`, { headers: { cookie } })).json()) as { links: { id: string }[] };
    expect((await postForm(server, `/admin/blogs/edit/${postId}/preview-links`, { intent: "revoke", linkId: links.links[0]!.id }, { cookie })).status).toBe(200);
    expect((await fetch(`${server.url}/BLOG/PREVIEW/${previewToken}`)).status).toBe(404);
    const manage = await fetch(`${server.url}/Booking/Manage/${"A".repeat(43)}`);
    expect(manage.headers.get("referrer-policy")).toBe("same-origin");

    // A backup restored into an empty database: the same password and TOTP still sign in.
    await server.stop();
    const file = path.join(tempDir("proc-sec3-backup-"), "site.ndjson.gz");
    expect((await runScript("backup", ["--out", file], { DATA_DIR: dataDir })).code).toBe(0);
    const freshDir = tempDir("proc-sec3-restored-");
    const restored = await runScript("restore", [file], { DATA_DIR: freshDir });
    expect(restored.code, restored.stderr).toBe(0);
    const again = await startServer({ ...UNSET, DATA_DIR: freshDir, SEED_DEMO: "false" });
    cleanups.push(() => again.stop("SIGKILL"));
    const password = await postForm(again, "/auth", ADMIN);
    expect(password.status).toBe(302);
    expect(password.headers.get("location")).toBe("/auth/second-factor");
    const secondStep = await postForm(again, "/auth/second-factor", { method: "totp", code: codeAt(key, 1) }, { cookie: cookiesOf(password) });
    expect(secondStep.status).toBe(302);
    expect(secondStep.headers.get("location")).toBe("/admin");
    const restoredCookie = cookiesOf(secondStep);
    expect((await fetch(`${again.url}/admin`, { redirect: "manual", headers: { cookie: restoredCookie } })).status).toBe(200);
    // And turning it off works there with the password.
    const off = await postForm(again, "/account/two-factor", { intent: "disable", password: ADMIN.password }, { cookie: restoredCookie });
    expect(off.status).toBe(200);
  });
});
