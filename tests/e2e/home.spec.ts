import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, jsonLd } from "./support/fixtures";

test.describe("Home page", () => {
  test("renders every section with its links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("A Movement of Purposeful Youth")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We are Ekadash Collective");
    await expect(page.getByRole("link", { name: "What We Do" })).toHaveAttribute("href", "/services");
    await expect(page.getByRole("main").getByRole("link", { name: "Our Stories", exact: true })).toHaveAttribute(
      "href",
      "/blog",
    );

    const learnMore = page.getByRole("link", { name: /Learn more/ });
    await expect(learnMore).toHaveCount(3);
    expect(await learnMore.evaluateAll((links) => links.map((l) => l.getAttribute("href")))).toEqual([
      "/services#marketing",
      "/services#impact",
      "/services#content",
    ]);

    await expect(page.getByRole("heading", { name: "Our Core Values" })).toBeVisible();
    for (const value of ["Unity over Ego", "Purpose over Popularity", "Realness over Trends", "Action over Excuses"]) {
      await expect(page.getByRole("heading", { name: value })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Why 11?" })).toBeVisible();
    await expect(page.locator("blockquote")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Join the Movement" })).toBeVisible();
    await expect(page.getByRole("main").locator('a[href="/booking"]')).toBeVisible();
  });

  test("has the header and footer navigation of the spec", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Home", "/"],
      ["Services", "/services"],
      ["Blog", "/blog"],
      ["Our Work", "/our-work"],
      ["Contact", "/contact"],
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Work With Us" })).toHaveAttribute("href", "/hire");
    await expect(header.getByRole("link", { name: "Join Team" })).toHaveAttribute("href", "/join");
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");

    const footer = page.getByRole("contentinfo");
    for (const name of ["Home", "Services", "Blog", "Our Work", "Hire Us", "Contact", "Join Team", "Team Leader", "Privacy Policy", "Terms of Service"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText("hello@ekadash.org.np");
  });

  test("the header turns opaque after 10px of scrolling", async ({ page }) => {
    // Done in CSS (a scroll-driven animation): Home sends no JavaScript.
    await page.goto("/");
    const header = page.getByRole("banner");
    // Fully transparent: alpha 0 (the browser may name the colour in oklab).
    const transparent = () => header.evaluate((el) => /(rgba\(0, 0, 0, 0\)|\/ 0\))$/.test(getComputedStyle(el).backgroundColor));
    await expect.poll(transparent).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(transparent).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect.poll(transparent).toBe(true);
  });

  test("the hero shifts with scrolling by at most 15px", async ({ page }) => {
    // A scroll-driven parallax in CSS: Home sends no JavaScript.
    await page.goto("/");
    const layer = page.getByTestId("hero-parallax");
    const shift = () => layer.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42);
    await expect.poll(shift).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 240));
    await expect.poll(shift).toBeCloseTo(7.5, 0);
    // The full shift, and no more, however far the page scrolls.
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(shift).toBe(15);
  });

  test("the hero stays still for people who prefer reduced motion", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await page.evaluate(() => window.scrollTo(0, 2000));
      const layer = page.getByTestId("hero-parallax");
      expect(await layer.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
    } finally {
      await context.close();
    }
  });

  test("sets title, description, canonical, Open Graph, Twitter, geo tags and organization data on the server", async ({
    page,
    baseURL,
  }) => {
    // Read the server's HTML, before any script runs.
    const response = await page.request.get("/");
    const html = await response.text();
    expect(html).toContain("<title>A Movement of Purposeful Youth in Kathmandu | Ekadash Collective</title>");

    await page.goto("/");
    await expect(page).toHaveTitle("A Movement of Purposeful Youth in Kathmandu | Ekadash Collective");
    const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
    expect(await meta('meta[name="description"]')).toMatch(/Kathmandu/);
    expect(await meta('meta[name="keywords"]')).toContain("youth collective Nepal");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    expect(await meta('meta[property="og:title"]')).toContain("Ekadash Collective");
    expect(await meta('meta[property="og:image"]')).toBe(`${baseURL}/og-image.png`);
    expect(await meta('meta[property="og:type"]')).toBe("website");
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await meta('meta[name="geo.placename"]')).toBe("Kathmandu");
    expect(await meta('meta[name="geo.region"]')).toBe("NP");

    const [organization] = await jsonLd(page);
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Ekadash Collective",
      address: { postalCode: "44300", addressCountry: "NP" },
      contactPoint: { "@type": "ContactPoint" },
    });
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/");
    await expectNoSeriousA11yViolations(page);
  });
});

test("an unknown path answers 404 with the spec's page", async ({ page }) => {
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});
