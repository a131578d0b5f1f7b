/**
 * Content pages send anonymous visitors no JavaScript (decision
 * 0028): no script file, no module preload, no hydration data, at most 2 KB
 * of inline script, each inline script carrying the response's nonce. What
 * the spec makes interactive on them works without React: the phone menu (an
 * HTML popover), the header and the hero (CSS), Share (a few inline lines).
 * Form pages and every page of a signed-in person still hydrate.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { CONTENT_PAGE_TARGETS, contentPageMisses, htmlScripts } from "../../scripts/page-scripts";
import { ADMIN } from "./support/config";
import { signIn, toast } from "./support/fixtures";

const PHONE = { width: 390, height: 844 };
// A post's readable address (decision 0027), not the feed's.
const POST_LINK = /href="(\/blog\/(?!rss\.xml")[^"?#/]+)"/;

async function firstLink(request: APIRequestContext, page: string, pattern: RegExp) {
  const html = await (await request.get(page)).text();
  const match = pattern.exec(html);
  const href = match?.[1] ?? match?.[0];
  expect(href, `a link matching ${pattern} on ${page}`).toBeTruthy();
  return href!;
}

async function contentPages(request: APIRequestContext) {
  return [
    "/",
    "/services",
    await firstLink(request, "/blog", POST_LINK),
    "/references",
    "/work",
    "/our-work",
    "/work/projects",
    await firstLink(request, "/references", /href="(\/work\/project\/[^"?#/]+)"/),
    await firstLink(request, "/references", /href="(\/work\/case-study\/[^"?#/]+)"/),
    "/team-leader",
    "/privacy-policy",
    "/terms-of-service",
    "/no-such-page",
  ];
}

/** The "expanded" state the browser's accessibility tree gives an element (via the DevTools protocol). */
async function expandedState(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((p) => p.name === "expanded");
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

test.describe("content pages for an anonymous visitor", () => {
  test("carry no script file, no preload, no hydration data and little inline script, fresh and from the page cache", async ({ request }) => {
    for (const path of await contentPages(request)) {
      for (const round of ["first", "second"]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
        const scripts = htmlScripts(await response.text());
        expect(contentPageMisses(scripts, 0), `${path} (${round} request)`).toEqual([]);
        expect(scripts.scriptFiles).toEqual([]);
        expect(scripts.modulePreloads).toEqual([]);
        expect(scripts.hydrationData).toBe(false);
        expect(scripts.inlineScriptBytes).toBeLessThanOrEqual(CONTENT_PAGE_TARGETS.inlineScriptBytes);
        // The speculation rules at least, each inline script with this response's nonce.
        const nonce = nonceOf(response.headers()["content-security-policy"]);
        expect(scripts.inlineScripts.length).toBeGreaterThan(0);
        for (const script of scripts.inlineScripts) expect(script.attributes, path).toContain(`nonce="${nonce}"`);
      }
    }
  });

  test("a browser loads no script file on them", async ({ page, request }) => {
    const scriptRequests: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scriptRequests.push(r.url());
    });
    for (const path of await contentPages(request)) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect(scriptRequests).toEqual([]);
  });

  test("form pages still hydrate", async ({ request }) => {
    for (const path of ["/blog", "/hire", "/contact", "/join", "/auth"]) {
      const scripts = htmlScripts(await (await request.get(path)).text());
      expect(scripts.hydrationData, path).toBe(true);
      expect(scripts.scriptFiles.length + scripts.modulePreloads.length, path).toBeGreaterThan(0);
    }
  });

  test("speculation rules prerender public pages on hover, never private ones or addresses with a query", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    const body = /<script type="speculationrules"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(body).toBeTruthy();
    const rules = JSON.parse(body!) as {
      prerender: { eagerness: string; where: { and: [{ href_matches: string }, { not: { href_matches: string[] } }, { not: { selector_matches: string } }] } }[];
    };
    const [rule] = rules.prerender;
    expect(rule!.eagerness).toBe("moderate");
    const [included, excluded, selector] = rule!.where.and;
    await page.goto("/services");
    const verdicts = await page.evaluate(
      ({ included, excluded, selector }) => {
        const matches = (pattern: string, url: string) => new URLPattern(pattern, location.origin).test(url, location.origin);
        const a = document.createElement("a");
        return Object.fromEntries(
          ["/blog", "/references", "/work/projects", "/admin", "/admin/blogs", "/auth", "/auth/sign-out", "/account", "/account/two-factor", "/booking/manage/abc", "/storage/uploads/x.webp", "/work/projects?category=Web"].map((url) => {
            a.href = url;
            return [url, matches(included, url) && !excluded.some((p) => matches(p, url)) && !a.matches(selector)];
          }),
        );
      },
      { included: included.href_matches, excluded: excluded.not.href_matches, selector: selector.not.selector_matches },
    );
    expect(verdicts).toEqual({
      "/blog": true,
      "/references": true,
      "/work/projects": true,
      "/admin": false,
      "/admin/blogs": false,
      "/auth": false,
      "/auth/sign-out": false,
      "/account": false,
      "/account/two-factor": false,
      "/booking/manage/abc": false,
      "/storage/uploads/x.webp": false,
      "/work/projects?category=Web": false,
    });
  });
});

test.describe("without JavaScript at all", () => {
  test("the phone menu opens and closes by keyboard, and its links work", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto("/services");
      const open = page.getByRole("button", { name: "Open menu" });
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeHidden();
      await open.focus();
      // What a screen reader is told: the browser derives "expanded" from the popover.
      await expect.poll(() => expandedState(page, 'button[aria-label="Open menu"]')).toBe(false);
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await expect.poll(() => expandedState(page, 'button[aria-label="Open menu"]')).toBe(true);
      // Focus moves into the menu (its close button), and Escape closes it.
      await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();

      // Open again; the close button closes it by keyboard.
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(menu).toBeHidden();

      // A link in the menu opens its page.
      await open.focus();
      await page.keyboard.press("Enter");
      const nav = menu.getByRole("navigation", { name: "Mobile" });
      for (const name of ["Home", "Services", "Blog", "Our Work", "Contact", "Work With Us", "Join Team"]) {
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await nav.getByRole("link", { name: "Our Work", exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL("/our-work");
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    } finally {
      await context.close();
    }
  });

  test("the header turns opaque after 10 px and the hero shifts by at most 15 px, in CSS", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/");
      const header = page.getByRole("banner");
      // Fully transparent: alpha 0 (the browser may name the colour in oklab).
      const transparent = () => header.evaluate((el) => /(rgba\(0, 0, 0, 0\)|\/ 0\))$/.test(getComputedStyle(el).backgroundColor));
      await expect.poll(transparent).toBe(true);
      // Scroll the document itself: a wheel event sent while the page is still
      // settling can be dropped on a loaded machine, and what is under test is
      // the CSS reacting to the scroll position, not wheel input.
      await page.evaluate(() => window.scrollTo(0, 200));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
      await expect.poll(transparent).toBe(false);
      const shift = () => page.getByTestId("hero-parallax").evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42);
      await expect.poll(shift).toBeGreaterThan(0);
      await expect.poll(shift).toBeLessThanOrEqual(15);
    } finally {
      await context.close();
    }
  });
});

test("on a page that hydrates the same phone menu closes when a link opens the next page in place", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.goto("/blog");
    await expect(page.locator('form[role="search"]')).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL("/services");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
  } finally {
    await context.close();
  }
});

test.describe("Share this article, with the inline script", () => {
  test("copies the link and says so where the Web Share API is missing", async ({ page, request, baseURL }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __copied: string[] };
      w.__copied = [];
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: async (text: string) => void w.__copied.push(text) },
      });
    });
    const path = await firstLink(request, "/blog", POST_LINK);
    await page.goto(path);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([`${baseURL}${path}`]);
  });
});

test.describe("signed in", () => {
  test("an admin's pages hydrate (avatar menu with the admin link) while anonymous visitors still get none, and the sign-out toast shows on Home", async ({ browser, baseURL }) => {
    const anonymous = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const admin = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    try {
      // The anonymous copy of Home is in the page cache first.
      expect(htmlScripts(await (await anonymous.request.get("/")).text()).hydrationData).toBe(false);
      const page = await admin.newPage();
      await signIn(page, ADMIN, "/admin");
      for (const path of ["/", "/services", "/references"]) {
        const response = await page.request.get(path);
        expect(response.headers()["x-cache"], path).toBeUndefined();
        const scripts = htmlScripts(await response.text());
        expect(scripts.hydrationData, path).toBe(true);
        expect(scripts.scriptFiles.length + scripts.modulePreloads.length, path).toBeGreaterThan(0);
      }
      await page.goto("/services");
      await page.getByRole("button", { name: "Account menu" }).click();
      const menu = page.getByRole("menu");
      await expect(menu).toContainText(ADMIN.email);
      await expect(menu.getByRole("menuitem", { name: "Admin Dashboard" })).toBeVisible();
      // The anonymous copy is unchanged. Other workers' staff changes empty the
      // page cache at any moment, so Home is asked for until an answer comes
      // from the cache (the first after such a change fills it again).
      let again = await anonymous.request.get("/");
      await expect.poll(async () => (again = await anonymous.request.get("/")).headers()["x-cache"]).toBe("HIT");
      expect(htmlScripts(await again.text()).hydrationData).toBe(false);
      // Signing out lands on Home with a toast: that page hydrates to show it.
      await menu.getByRole("menuitem", { name: "Log out" }).click();
      await expect(page).toHaveURL("/");
      await expect(toast(page, "You have been signed out successfully.")).toBeVisible();
      // The next anonymous visit to Home has no script again.
      expect(htmlScripts(await (await page.request.get("/")).text()).hydrationData).toBe(false);
    } finally {
      await anonymous.close();
      await admin.close();
    }
  });
});
