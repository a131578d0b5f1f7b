/**
 * The site's defences, each attacked: security headers and CSP (fresh and
 * cached pages), session cookie attributes, sign-out, cross-site posts, GET
 * requests that try to change things, hostile and malformed input, and
 * hostile uploads. Rate limits and the fill-time check are attacked with
 * their real values in tests/process.
 */
import net from "node:net";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { ADMIN } from "./support/config";
import { signIn } from "./support/fixtures";
import { exportedRows } from "./support/admin-requests-helpers";
import { formStamp, postForm, unique, uniqueEmail } from "./support/form-helpers";

function cspOf(response: APIResponse) {
  return response.headers()["content-security-policy"] ?? "";
}

function nonceOf(csp: string) {
  return /'nonce-([^']+)'/.exec(csp)?.[1];
}

/** Every executable inline or external script in the HTML carries the response's nonce. */
function expectScriptsCarry(html: string, nonce: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !/type="application\/ld\+json"/.test(attrs));
  expect(scripts.length).toBeGreaterThan(0);
  for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
}

async function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = cspOf(response);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=_-]+' 'strict-dynamic'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  // The test server runs as production: HSTS is on.
  expect(headers["strict-transport-security"]).toContain("max-age=");
  const nonce = nonceOf(csp)!;
  expectScriptsCarry(await response.text(), nonce);
  return nonce;
}

test.describe("headers on every HTML response", () => {
  for (const path of ["/", "/blog", "/hire", "/contact", "/join", "/references", "/auth", "/no-such-page"]) {
    test(`${path}: CSP with a per-response nonce, fresh and from the page cache`, async ({ request }) => {
      const first = await request.get(path);
      const firstNonce = await expectSecurityHeaders(first);
      let second = await request.get(path);
      // Public pages come from the cache once it holds them (sign-in and the
      // 404 never do). Other workers' staff changes empty the cache at any
      // moment, so the page is asked for until an answer comes from it.
      if (!["/auth", "/no-such-page"].includes(path)) {
        expect(first.status()).toBe(200);
        await expect.poll(async () => (second = await request.get(path)).headers()["x-cache"]).toBe("HIT");
      }
      const secondNonce = await expectSecurityHeaders(second);
      expect(secondNonce).not.toBe(firstNonce);
    });
  }

  test("admin pages too, and they are never cached", async ({ page }) => {
    await signIn(page, ADMIN, "/admin");
    const response = await page.request.get("/admin/bookings");
    await expectSecurityHeaders(response);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(response.headers()["x-cache"]).toBeUndefined();
  });

  test("public pages may be kept briefly by a CDN, which may serve them stale while revalidating", async ({ request }) => {
    const response = await request.get("/services");
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
  });

  test("built assets are cached for a year, immutable", async ({ request }) => {
    // Home sends no script; the blog (a page that hydrates) does.
    const html = await (await request.get("/blog")).text();
    const asset = /href="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const response = await request.get(asset);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

test.describe("sessions", () => {
  test("the production session and toast cookies are __Host-, Secure, HttpOnly and SameSite=Lax", async ({ request, baseURL }) => {
    const response = await request.post("/auth", {
      form: { email: ADMIN.email, password: ADMIN.password },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const cookie = response.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("__Host-session="));
    expect(cookie?.value).toMatch(/; Path=\//i);
    expect(cookie?.value).toMatch(/; HttpOnly/i);
    expect(cookie?.value).toMatch(/; Secure/i);
    expect(cookie?.value).toMatch(/; SameSite=Lax/i);
    expect(cookie?.value).not.toMatch(/; Domain=/i);
    // The one-shot toast cookie is host-only and Secure the same way: no
    // sibling subdomain or plain-HTTP page can plant a message.
    const toastCookie = response.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && /^(__Host-)?toast=/.test(h.value));
    expect(toastCookie?.value).toMatch(/^__Host-toast=/);
    expect(toastCookie?.value).toMatch(/; Path=\//i);
    expect(toastCookie?.value).toMatch(/; Secure/i);
    expect(toastCookie?.value).not.toMatch(/; Domain=/i);
  });

  test("sign-out ends the session on the server: the old cookie no longer works", async ({ page, context }) => {
    await signIn(page, ADMIN, "/admin");
    const session = (await context.cookies()).find((c) => c.name === "__Host-session")!;
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    // Replay the old cookie as an attacker who copied it would.
    await context.addCookies([{ ...session }]);
    const response = await page.request.get("/admin", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/auth");
  });
});

/** Whether an admin CSV export (signed in as admin, proved to have answered) holds a row with `text`. */
async function adminFinds(request: APIRequestContext, kind: "contacts" | "newsletter", text: string) {
  const rows = await exportedRows(request, kind, text);
  return rows.some((row) => row.includes(text));
}

test.describe("requests that must not change anything", () => {
  test("a form posted from another site is refused, and nothing is stored", async ({ page }) => {
    const email = uniqueEmail("csrf");
    const fields = { name: "Cross Site", email, subject: "", message: "Posted from another site." };
    // A valid signed stamp from the page itself, so the cross-site check is the only thing that can refuse the post.
    const stamp = async () => {
      const html = await (await page.request.get("/contact")).text();
      return html.match(/name="formStartedAt" value="([^"]+)"/)![1]!;
    };
    const withOrigin = await page.request.post("/contact", {
      form: { ...fields, formStartedAt: await stamp(), website: "" },
      headers: { Origin: "https://attacker.example" },
      maxRedirects: 0,
    });
    expect(withOrigin.status()).toBe(403);
    const withFetchMetadata = await page.request.post("/contact", {
      form: { ...fields, formStartedAt: await stamp(), website: "" },
      headers: { "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(withFetchMetadata.status()).toBe(403);
    // The same post from the site itself is taken: the stamp and the fields were good.
    const control = uniqueEmail("csrf-control");
    const sameSite = await page.request.post("/contact", {
      form: { ...fields, email: control, formStartedAt: await stamp(), website: "" },
      headers: { "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    expect(sameSite.status()).toBe(200);
    await signIn(page, ADMIN, "/admin");
    expect(await adminFinds(page.request, "contacts", email)).toBe(false);
    expect(await adminFinds(page.request, "contacts", control)).toBe(true);
  });

  test("GET requests to action addresses change nothing", async ({ page }) => {
    await signIn(page, ADMIN, "/admin");
    // A link or image pointing at the sign-out address does not sign anyone out.
    const signOut = await page.request.get("/auth/sign-out", { maxRedirects: 0 });
    expect(signOut.status()).toBe(302);
    expect(signOut.headers()["set-cookie"]).toBeUndefined();
    expect((await page.request.get("/admin", { maxRedirects: 0 })).status()).toBe(200);
    // Nor does a GET with form fields store anything.
    const email = uniqueEmail("get");
    expect((await page.request.get(`/contact?name=Get&email=${encodeURIComponent(email)}&message=${"x".repeat(20)}`)).status()).toBe(200);
    expect((await page.request.get(`/newsletter?email=${encodeURIComponent(email)}`, { maxRedirects: 0 })).status()).toBe(302);
    expect(await adminFinds(page.request, "contacts", email)).toBe(false);
    expect(await adminFinds(page.request, "newsletter", email)).toBe(false);
  });
});

test.describe("hostile and malformed input gets a clear 4xx, never a 5xx", () => {
  const contact = (overrides: Record<string, string>) => ({
    name: "Tester",
    email: uniqueEmail("bad"),
    subject: "",
    message: "A perfectly ordinary message.",
    ...overrides,
  });

  test("oversized fields and bodies", async ({ request, baseURL }) => {
    const long = await postForm(request, baseURL!, "/contact", contact({ message: "x".repeat(20_000) }));
    expect(long.status()).toBe(400);
    expect(await long.text()).toContain("Must be at most 5000 characters");
    const huge = await request.post("/contact", {
      data: `message=${"x".repeat(2 * 1024 * 1024)}`,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL! },
      maxRedirects: 0,
    });
    expect(huge.status()).toBe(413);
  });

  test("NUL bytes, invalid UTF-8 and repeated fields", async ({ request, baseURL }) => {
    const nul = await postForm(request, baseURL!, "/contact", contact({ name: "Bad\u0000Name" }));
    expect(nul.status()).toBe(400);
    expect(await nul.text()).toContain("Contains invalid characters");

    const invalidUtf8 = await request.post("/join", {
      data: Buffer.concat([Buffer.from("fullName="), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from("&email=a%40b.c")]),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL! },
      maxRedirects: 0,
    });
    expect(invalidUtf8.status()).toBeGreaterThanOrEqual(400);
    expect(invalidUtf8.status()).toBeLessThan(500);

    const repeated = await postForm(request, baseURL!, "/contact", { ...contact({}), email: ["a@b.co", "c@d.co"] });
    expect(repeated.status()).toBeLessThan(500);

    const stamp = await formStamp(request);
    for (const path of ["/contact", "/join", "/hire", "/newsletter", "/auth"]) {
      // Garbage, but with the anti-bot fields a real page sends (a bot would get a normal-looking answer).
      const garbage = await request.post(path, {
        data: `%%%&&&===%ZZ&formStartedAt=${stamp}&website=`,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL! },
        maxRedirects: 0,
      });
      expect(garbage.status(), path).toBeGreaterThanOrEqual(400);
      expect(garbage.status(), path).toBeLessThan(500);
      const json = await request.post(path, {
        data: { email: { $ne: null }, password: ["x"] },
        headers: { origin: baseURL! },
        maxRedirects: 0,
      });
      expect(json.status(), `${path} (JSON)`).toBeGreaterThanOrEqual(400);
      expect(json.status(), `${path} (JSON)`).toBeLessThan(500);
    }
  });

  test("malformed addresses", async ({ request }) => {
    for (const path of ["/blog/%E0%A4%A", "/%ZZ", "/work/project/%", "/storage/images/%E0"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(response.status(), path).toBeLessThan(500);
    }
    const injection = await request.get(`/work/project/${encodeURIComponent("' or 1=1 --")}`);
    expect(injection.status()).toBe(404);
  });

  test("SQL and HTML in what visitors send is stored as text and shown escaped, also to staff", async ({ page, baseURL }) => {
    const marker = unique("xss");
    const name = `<img src=x onerror="window.__pwned=1">${marker}'); drop table contact_messages; --`;
    const email = uniqueEmail("xss");
    const sent = await postForm(page.request, baseURL!, "/contact", contact({ name, email, message: `<script>window.__pwned=1</script> ${marker}` }));
    expect(sent.status()).toBe(200);

    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs++;
      void d.dismiss();
    });
    await signIn(page, ADMIN, "/admin");
    await page.goto(`/admin/contacts?q=${encodeURIComponent(email)}`);
    await expect(page.getByText(name, { exact: false }).first()).toBeVisible();
    await page.getByRole("link", { name: /^View message from/ }).first().click();
    await expect(page.getByRole("dialog")).toContainText(`<script>window.__pwned=1</script> ${marker}`);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    // The table survived.
    expect((await page.request.get("/admin/contacts")).status()).toBe(200);
  });
});

test.describe("hostile uploads are refused by their bytes", () => {
  test("HTML, SVG with script and a renamed text file are refused; nothing is stored", async ({ page, baseURL }) => {
    await signIn(page, ADMIN, "/admin");
    const attempts: [string, string, Buffer][] = [
      ["page.png", "image/png", Buffer.from("<!doctype html><script>alert(1)</script>")],
      ["logo.svg", "image/svg+xml", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ["notes.jpg", "image/jpeg", Buffer.from("just some text pretending to be a photo")],
    ];
    for (const [name, mimeType, buffer] of attempts) {
      const response = await page.request.post("/admin/blogs/new", {
        multipart: { intent: "upload-image", image: { name, mimeType, buffer } },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect(response.status(), name).toBe(400);
      expect(await response.text(), name).toContain("Please upload an image file.");
    }
  });

  test("an upload over the limit is refused before it is read", async ({ page, baseURL }) => {
    await signIn(page, ADMIN, "/admin");
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    // Declare a 7 MB multipart body but send none of it: the server must
    // answer from the declared length alone, without waiting for the body.
    const url = new URL("/admin/blogs/new", baseURL);
    const head = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname, () => {
        socket.write(
          [
            `POST ${url.pathname} HTTP/1.1`,
            `Host: ${url.host}`,
            `Origin: ${url.origin}`,
            `Cookie: ${cookie}`,
            "Content-Type: multipart/form-data; boundary=x",
            `Content-Length: ${7 * 1024 * 1024}`,
            "",
            "",
          ].join("\r\n"),
        );
      });
      let received = "";
      socket.setTimeout(10_000, () => reject(new Error("the server waited for the body instead of answering")));
      socket.on("data", (chunk) => {
        received += chunk.toString("latin1");
        if (received.includes("\r\n\r\n")) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on("error", reject);
    });
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    // ...and keeps the connection open while a client that is still sending
    // finishes (read and thrown away), so a browser shows this answer instead
    // of a reset connection (tests/process/request-bodies.test.ts sends the whole body).
    expect(head.toLowerCase()).not.toContain("connection: close");
  });
});
