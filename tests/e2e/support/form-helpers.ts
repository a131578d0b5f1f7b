/**
 * Helpers for the visitor-form tests (booking, contact, membership).
 *
 * Every public form is rate-limited per client address (booking 5/hour,
 * contact 5/10 min, membership 3/hour), and every test talks to the server
 * from 127.0.0.1. So that tests do not use up each other's allowance, each
 * test (and each extra browser context) reaches the server through a tiny
 * local proxy that connects from an address of its own in 127.0.0.0/8: the
 * server sees every test as a different visitor, exactly as in production.
 */
import http from "node:http";
import net from "node:net";
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "../../../app/lib/form-guard";
import { addMonthsToDateString, nepalToday, parseDateString } from "../../../app/models/booking";

/* ------------------------------------------------------------------ */
/* One client address per test                                          */
/* ------------------------------------------------------------------ */

const used = new Set<string>();

/** A loopback address no other test of this run uses. */
export function uniqueClientAddress(): string {
  for (;;) {
    const byte = () => Math.floor(Math.random() * 254) + 1;
    const address = `127.${byte()}.${byte()}.${byte()}`;
    if (address !== "127.0.0.1" && !used.has(address)) {
      used.add(address);
      return address;
    }
  }
}

export type ClientProxy = { server: string; address: string; close: () => Promise<void> };

/** An HTTP proxy (plain requests and CONNECT tunnels) that reaches the local server from `address`. */
export async function startClientProxy(address: string): Promise<ClientProxy> {
  const sockets = new Set<net.Socket>();
  const agent = new http.Agent({ keepAlive: true });
  const isLocal = (host: string) => host === "localhost" || host === "127.0.0.1";

  const server = http.createServer((req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? "");
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (!isLocal(target.hostname)) {
      res.writeHead(502).end();
      return;
    }
    const headers = { ...req.headers };
    delete headers["proxy-connection"];
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: Number(target.port || 80),
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers,
        localAddress: address,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });

  server.on("connect", (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const [host, port] = (req.url ?? "").split(":");
    if (!host || !isLocal(host)) {
      client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
      return;
    }
    const upstream = net.connect({ host: "127.0.0.1", port: Number(port), localAddress: address }, () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    address,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Playwright's `test`, with every test's browser context behind its own client address. */
export const test = base.extend<{ clientAddress: string }>({
  clientAddress: async ({}, use) => {
    await use(uniqueClientAddress());
  },
  proxy: async ({ clientAddress }, use) => {
    const proxy = await startClientProxy(clientAddress);
    await use({ server: proxy.server });
    await proxy.close();
  },
});

export { expect };

/** Another visitor: a new browser context with a client address of its own. */
export async function newVisitor(
  browser: Browser,
  baseURL: string,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const proxy = await startClientProxy(uniqueClientAddress());
  const context = await browser.newContext({
    baseURL,
    proxy: { server: proxy.server },
    locale: "en-US",
    timezoneId: "Asia/Kathmandu",
    ...options,
  });
  const page = await context.newPage();
  return {
    context,
    page,
    close: async () => {
      await context.close();
      await proxy.close();
    },
  };
}

/* ------------------------------------------------------------------ */
/* Posting a form directly                                             */
/* ------------------------------------------------------------------ */

export type FormFields = Record<string, string | string[] | number | undefined>;

/**
 * The signed stamp a public page hands its forms (sent back as
 * `formStartedAt`); the browser tests' server needs no minimum fill time.
 */
export async function formStamp(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/contact")).text();
  const stamp = new RegExp(`name="${STARTED_AT_FIELD}" value="([^"]+)"`).exec(html)?.[1];
  if (!stamp) throw new Error("no form stamp on /contact");
  return stamp;
}

/**
 * Posts a form the way a browser without JavaScript would: same origin, with
 * the stamp of a page the server showed, the honeypot empty (unless given).
 */
export async function postForm(request: APIRequestContext, baseURL: string, path: string, fields: FormFields) {
  const body = new URLSearchParams();
  body.set(STARTED_AT_FIELD, await formStamp(request));
  body.set(HONEYPOT_FIELD, "");
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      body.delete(name);
      for (const v of value) body.append(name, v);
    } else {
      body.set(name, String(value));
    }
  }
  return request.post(path, {
    data: body.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL },
    maxRedirects: 0,
  });
}

/** The HTML a server answered with, with entities decoded (apostrophes, ampersands). */
export async function answerText(response: { text: () => Promise<string> }) {
  const html = await response.text();
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/* ------------------------------------------------------------------ */
/* Unique values and booking dates                                     */
/* ------------------------------------------------------------------ */

/** A value no other test uses, e.g. for an e-mail address to search for later. */
export function unique(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export const uniqueEmail = (prefix: string) => `${unique(prefix)}@e2e-forms.test`;

/** Nepal's calendar day `days` after today, "yyyy-MM-dd". */
export function bookingDay(days: number): string {
  const today = parseDateString(nepalToday())!;
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return date.toISOString().slice(0, 10);
}

/** Months between today's month (Nepal) and the month of `day`. */
function monthsAhead(day: string): number {
  const today = parseDateString(nepalToday())!;
  const target = parseDateString(day)!;
  return (target.year - today.year) * 12 + (target.month - today.month);
}

export function firstDayOutsideWindow(): string {
  const max = addMonthsToDateString(nepalToday(), 6);
  const parsed = parseDateString(max)!;
  return new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + 1)).toISOString().slice(0, 10);
}

/* ------------------------------------------------------------------ */
/* The booking form in the browser                                     */
/* ------------------------------------------------------------------ */

/** Picks `day` in the booking calendar, moving month by month from the current one. */
export async function pickBookingDate(page: Page, day: string) {
  const calendar = page.getByTestId("booking-calendar");
  for (let i = 0; i < monthsAhead(day); i++) {
    await calendar.getByRole("button", { name: /next month/i }).click();
  }
  await calendar.locator(`button[data-day="${day}"]`).click();
}

/** Chooses `option` in the native select labelled `label`. */
export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption(option);
  await expect(page.getByLabel(label, { exact: true })).toHaveValue(option);
}

export type BookingVisitor = {
  name: string;
  email: string;
  phone: string;
  location: string;
  details?: string;
};

export async function fillBookingForm(
  page: Page,
  booking: { day: string; slot: string; type: string } & BookingVisitor,
) {
  await expect(page.getByTestId("booking-calendar")).toBeVisible();
  await pickBookingDate(page, booking.day);
  await chooseOption(page, "Select Time Slot", booking.slot);
  await chooseOption(page, "Project Type", booking.type);
  await page.getByLabel("Name", { exact: true }).fill(booking.name);
  await page.getByLabel("Email", { exact: true }).fill(booking.email);
  await page.getByLabel("Phone", { exact: true }).fill(booking.phone);
  await page.getByLabel("Location", { exact: true }).fill(booking.location);
  if (booking.details !== undefined) await page.getByLabel(/Project Details/).fill(booking.details);
}

/** Counts the POST requests a page sends to `path` (its action) from now on. */
export function countPosts(page: Page, path: string) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST") return;
    const pathname = new URL(request.url()).pathname;
    if (pathname === path || pathname === `${path}.data`) posts.push(request.url());
  });
  return posts;
}

/**
 * Proves a blocked submit sent nothing, without sleeping: the page sends a
 * marker request of its own and, once the test has seen it, every request the
 * page started before it has been seen too (a submit that passed the browser's
 * checks starts its POST at once, before the messages it answered with render).
 */
export async function expectNothingPosted(page: Page, posts: string[]) {
  const marker = `/healthz?after-blocked-submit=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => fetch(url).then(() => undefined), marker);
  await seen;
  expect(posts).toEqual([]);
}

/** Reads a meta tag's content. */
export function metaContent(page: Page, selector: string) {
  return page.locator(selector).first().getAttribute("content");
}

/** Title, description, canonical and social tags, as rendered by the server. */
export async function expectPageMeta(
  page: Page,
  baseURL: string,
  expected: { title: string | RegExp; canonicalPath: string; description?: RegExp },
) {
  await expect(page).toHaveTitle(expected.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${expected.canonicalPath}`);
  const description = await metaContent(page, 'meta[name="description"]');
  expect(description?.length ?? 0).toBeGreaterThan(20);
  if (expected.description) expect(description).toMatch(expected.description);
  expect(await metaContent(page, 'meta[property="og:title"]')).toContain("Ekadash Collective");
  expect(await metaContent(page, 'meta[property="og:url"]')).toBe(`${baseURL}${expected.canonicalPath}`);
  expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
}

/** No sideways scrolling at the current viewport width. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
