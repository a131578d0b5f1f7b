/**
 * The public blog: the list (live search, category filter, featured card,
 * animation delays, paging, states), a post (blocks, reading time, related
 * articles, share, meta and JSON-LD, not found), the newsletter box, the RSS
 * feed and the sitemap. Unpublished posts must not show up anywhere.
 *
 * The test server holds the demo posts plus 50 generated "Archive note N"
 * posts (every fifth one unpublished); other tests may add posts of their own
 * at the same time, so these tests never depend on exact totals.
 */
import { expect, test, type Page } from "@playwright/test";
import { demoBlogPosts } from "~/server/db/demo/blog-posts";
import { readingTimeMinutes } from "~/models/blog-post";
import { expectNoSeriousA11yViolations, facts, jsonLd, toast } from "./support/fixtures";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "~/lib/form-guard";
import {
  expectPageMeta,
  parseXml,
  uniqueEmail,
  waitForHydration,
  withServerHtml,
} from "./support/public-helpers";
import { exportedRows } from "./support/admin-requests-helpers";
import { ADMIN } from "./support/config";
import { signIn } from "./support/fixtures";
import { formStamp } from "./support/form-helpers";

// The machine is shared with other test runs: leave room beyond the default 30 s.
test.describe.configure({ timeout: 60_000 });

const BRAND = "Ekadash Collective";
const PAGE_SIZE = 13;
const LEADERSHIP_TITLE = "Eleven Leaders, No Boss: What Two Years of Rotating Leadership Taught Us";
const VISION_TITLE = "Nepal 2035: What We Want the Next Generation to Inherit";
const TUTORIAL_TITLE = "Tutorial: Bright Product Photos With Only Your Phone and a Window";
const EVENT_TITLE = "Recap: Open Studio Night at Patan Dhoka Brought 140 Young Creators Together";
const BAGMATI_TITLE = "Nine Tonnes Later: What Our Saturday Clean-Ups Taught Us About the Bagmati";

const demo = (title: string) => {
  const post = demoBlogPosts.find((p) => p.title === title);
  if (!post) throw new Error(`no demo post "${title}"`);
  return post;
};

const cards = (page: Page) => page.getByTestId("blog-card");
const cardTitles = (page: Page) => cards(page).getByRole("heading").allTextContents();
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const categoryButton = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter by category" }).getByRole("button", { name, exact: true });

async function openBlog(page: Page, path = "/blog") {
  await page.goto(path);
  await waitForHydration(page, 'form[role="search"]');
}

/** The address (slug) of a post, from its card's link on the list (found by searching its title). */
async function postSlugByTitle(page: Page, title: string): Promise<string> {
  await page.goto(`/blog?q=${encodeURIComponent(title)}`);
  const link = cards(page).getByRole("link", { name: title, exact: true });
  await expect(link).toHaveCount(1);
  const href = await link.getAttribute("href");
  const slug = href?.replace("/blog/", "") ?? "";
  expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  return slug;
}

/** Every post's address (slug) listed by the blog, page by page. */
async function allListedSlugs(page: Page, path = "/blog"): Promise<string[]> {
  const ids: string[] = [];
  let url: string | null = path;
  while (url) {
    await page.goto(url);
    const hrefs = await cards(page).getByRole("heading").getByRole("link").evaluateAll((links) =>
      links.map((l) => l.getAttribute("href") ?? ""),
    );
    ids.push(...hrefs.map((h) => h.replace("/blog/", "")));
    const older = page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Older" });
    url = (await older.count()) ? await older.getAttribute("href") : null;
  }
  return ids;
}

test.describe("Blog list", () => {
  test("shows the search box, the category buttons and a featured first card", async ({ page }) => {
    await openBlog(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stories from the collective");
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search articles...");

    const buttons = page.getByRole("group", { name: "Filter by category" }).getByRole("button");
    const names = await buttons.allTextContents();
    expect(names.slice(0, 7)).toEqual(["All", "Leadership", "Marketing", "Community", "Creativity", "Growth", "Vision"]);
    // Categories that published posts use get a button too; unpublished-only ones do not.
    expect(names).toContain("Event");
    expect(names).toContain("Tutorial");
    expect(names).not.toContain("News");
    expect(names).not.toContain("Opinion");
    await expect(categoryButton(page, "All")).toHaveAttribute("aria-pressed", "true");

    // A full first page; the first card is the wide featured one, the rest are not.
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(cards(page).first()).toHaveAttribute("data-featured", "true");
    await expect(page.locator('[data-testid="blog-card"][data-featured]')).toHaveCount(1);
    const featuredBox = (await cards(page).nth(0).boundingBox())!;
    const secondBox = (await cards(page).nth(1).boundingBox())!;
    expect(featuredBox.width).toBeGreaterThan(secondBox.width * 2);
    // The featured picture loads at once but at low priority (below the fold
    // on a phone), with no preload ahead of the stylesheet; the others load
    // lazily.
    await expect(cards(page).first().locator("img")).toHaveAttribute("loading", "eager");
    await expect(cards(page).first().locator("img")).toHaveAttribute("fetchpriority", "low");
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
    await expect(cards(page).nth(1).locator("img")).toHaveAttribute("loading", "lazy");

    // Cards animate in 100 ms apart.
    const delays = await cards(page).evaluateAll((els) => els.map((el) => (el as HTMLElement).style.animationDelay));
    expect(delays).toEqual(Array.from({ length: PAGE_SIZE }, (_, i) => `${i * 100}ms`));
    await expect(cards(page).first()).toHaveClass(/motion-safe:animate-fade-up/);

    // Newest first: the dates never go up.
    const times = await cards(page).locator("time").evaluateAll((els) => els.map((el) => el.getAttribute("datetime")!));
    expect([...times].sort().reverse()).toEqual(times);

    await expect(page.getByRole("heading", { name: "Never miss a story" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email address" })).toHaveAttribute("type", "email");
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();
  });

  test("cards show the date in US English, the reading time and a fallback image", async ({ page }) => {
    await openBlog(page, "/blog?category=Tutorial");
    const card = cards(page).filter({ hasText: TUTORIAL_TITLE });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("August 5, 2026");
    await expect(card).toContainText(`${readingTimeMinutes(demo(TUTORIAL_TITLE).content)} min read`);
    await expect(card).toContainText("Nischal Gurung");
    // This demo post has no image: the fallback stock image is shown.
    await expect(card.locator("img")).toHaveAttribute("src", /\/images\/fallback\/post\.webp$/);
    await expect(card.locator("img")).toHaveAttribute("width", "1600");
  });

  test("the list follows the typing live, on the server, without adding history entries", async ({ page }) => {
    await openBlog(page);
    const historyLength = await page.evaluate(() => history.length);
    // A case-insensitive author match.
    await searchBox(page).pressSequentially("kritika", { delay: 30 });
    await expect(page).toHaveURL(/\/blog\?q=kritika$/);
    await expect.poll(() => cardTitles(page)).toEqual([BAGMATI_TITLE]);
    await expect(searchBox(page)).toBeFocused();
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // A title match; the post by the same author that is unpublished stays hidden.
    await searchBox(page).fill("Tenzing");
    await expect.poll(() => cardTitles(page)).toEqual([EVENT_TITLE]);

    // An excerpt match.
    await searchBox(page).fill("tika-red discount");
    await expect.poll(() => cardTitles(page)).toEqual(["Designing for Dashain: Festival Campaigns That Don't Feel Like Ads"]);

    // Clearing the box shows everything again.
    await searchBox(page).fill("");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
  });

  test("shows the spec's empty state and loading text", async ({ page }) => {
    await openBlog(page);
    // Hold the list's data requests so the pending state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/blog\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await searchBox(page).fill("no post has this zqxv");
    await expect(page.getByText("Loading blog posts...")).toBeVisible();
    release();
    await expect(page.getByText("Loading blog posts...")).toBeHidden();
    await expect(page.getByRole("heading", { name: "No posts found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or category filter")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("filters by category, including categories beyond the spec's six", async ({ page }) => {
    await openBlog(page);
    await categoryButton(page, "Event").click();
    await expect(page).toHaveURL(/\/blog\?category=Event$/);
    await expect(categoryButton(page, "Event")).toHaveAttribute("aria-pressed", "true");
    await expect(categoryButton(page, "All")).toHaveAttribute("aria-pressed", "false");
    // Polled as a whole: the address changes before the new list is drawn, and
    // the list before it ("All") may hold the same card.
    const categories = () => cards(page).locator('[data-slot="badge"]:not(:has-text("Featured"))').allTextContents();
    await expect.poll(async () => [new Set(await categories()), (await cardTitles(page)).includes(EVENT_TITLE)]).toEqual([
      new Set(["Event"]),
      true,
    ]);

    await categoryButton(page, "Leadership").click();
    await expect(page).toHaveURL(/\/blog\?category=Leadership$/);
    await expect.poll(async () => [new Set(await categories()), (await cardTitles(page)).includes(LEADERSHIP_TITLE)]).toEqual([
      new Set(["Leadership"]),
      true,
    ]);
    expect((await categories()).length).toBeGreaterThan(1);

    // Search within the category: the search applies to the selected category only.
    await searchBox(page).fill("Archive note 1");
    await expect(page).toHaveURL(/\/blog\?q=Archive\+note\+1&category=Leadership$/);
    // Archive notes 12 and 18 are Leadership and published (1, 10, 11, ... are other categories).
    await expect.poll(() => cardTitles(page)).toEqual(["Archive note 12", "Archive note 18"]);

    await categoryButton(page, "All").click();
    await expect(page).toHaveURL(/\/blog\?q=Archive\+note\+1$/);
    // Archive notes 1 and 11-19 match; 10 and 15 are drafts.
    await expect.poll(() => cardTitles(page)).toEqual(
      [1, 11, 12, 13, 14, 16, 17, 18, 19].map((n) => `Archive note ${n}`),
    );
  });

  test("pages through the posts with Older and Newer links", async ({ page }) => {
    await openBlog(page);
    const countText = await page.getByRole("status").filter({ hasText: /articles?$/ }).textContent();
    const total = Number(countText?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(2 * PAGE_SIZE);
    const pageCount = Math.ceil(total / PAGE_SIZE);
    const pager = page.getByRole("navigation", { name: "Blog pages" });
    await expect(pager).toContainText(`Page 1 of ${pageCount}`);
    await expect(pager.getByRole("button", { name: "Newer" })).toBeDisabled();
    const firstPage = await cardTitles(page);

    await pager.getByRole("link", { name: "Older" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(pager).toContainText(`Page 2 of ${pageCount}`);
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    const secondPage = await cardTitles(page);
    expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);

    await pager.getByRole("link", { name: "Newer" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(pager).toContainText(`Page 1 of ${pageCount}`);

    // An old link past the end shows the last page.
    await page.goto("/blog?page=9999");
    await expect(page).toHaveURL(new RegExp(`/blog\\?page=${pageCount}$`));
    await expect(cards(page).first()).toBeVisible();
  });

  test("works without JavaScript: the search box and the buttons are a GET form", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    await categoryButton(page, "Community").click();
    await expect(page).toHaveURL(/\/blog\?q=&category=Community$/);
    await expect.poll(() => cardTitles(page)).toContain(BAGMATI_TITLE);
    await expect(categoryButton(page, "Community")).toHaveAttribute("aria-pressed", "true");
    await searchBox(page).fill("bagmati");
    await searchBox(page).press("Enter");
    // Enter keeps the chosen category.
    await expect(page).toHaveURL(/\/blog\?q=bagmati&category=Community$/);
    await expect.poll(() => cardTitles(page)).toEqual([BAGMATI_TITLE]);
    await context.close();
  });

  test("sets the meta tags and the RSS link on the server", async ({ browser, baseURL }) => {
    await withServerHtml(browser, baseURL, "/blog", async (page, status) => {
      expect(status).toBe(200);
      await expectPageMeta(page, baseURL!, {
        title: `Blog - Stories, Lessons and Ideas | ${BRAND}`,
        description: "youth-led creative collective in Kathmandu",
        canonical: `${baseURL}/blog`,
      });
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        `${baseURL}/blog/rss.xml`,
      );
      // The posts are in the server's HTML too.
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
    });
  });

  test("has no serious accessibility violations", async ({ page }) => {
    test.slow();
    await openBlog(page);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("Unpublished posts", () => {
  test("appear on no public surface: list, search, post page, related, sitemap, RSS", async ({ page, request }, testInfo) => {
    test.slow();
    const { unpublishedPostIds, publishedPostIds, postSlugs } = facts(testInfo);
    expect(unpublishedPostIds.length).toBeGreaterThan(0);
    const hidden = new Set(unpublishedPostIds.map((id) => postSlugs[id]!));

    // The whole list, page by page.
    const listed = await allListedSlugs(page);
    expect(listed.filter((slug) => hidden.has(slug))).toEqual([]);
    for (const id of publishedPostIds) expect(listed).toContain(postSlugs[id]);

    // Search: "Archive note 5" matches only notes 5 and 50, both drafts; "Draft:" only the demo drafts.
    for (const q of ["Archive note 5", "Draft:"]) {
      await page.goto(`/blog?q=${encodeURIComponent(q)}`);
      await expect(page.getByRole("heading", { name: "No posts found" })).toBeVisible();
    }
    // Their categories (News, Opinion) have no button either, and filtering by them finds nothing.
    await page.goto("/blog?category=News");
    await expect(page.getByRole("heading", { name: "No posts found" })).toBeVisible();

    // The post pages answer 404 with the not-found message, at the slug and at the id (no redirect gives the slug away).
    for (const id of unpublishedPostIds) {
      expect((await request.get(`/blog/${postSlugs[id]}`, { maxRedirects: 0 })).status()).toBe(404);
      const response = await request.get(`/blog/${id}`, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain("Blog post not found");
      expect(html).not.toContain('"@type":"Article"');
    }
    const response = await page.goto(`/blog/${unpublishedPostIds[0]}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog post not found");

    // Feeds.
    const rss = await (await request.get("/blog/rss.xml")).text();
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const id of unpublishedPostIds) {
      expect(rss).not.toContain(id);
      expect(sitemap).not.toContain(id);
      expect(rss).not.toContain(`/blog/${postSlugs[id]}<`);
      expect(sitemap).not.toContain(`/blog/${postSlugs[id]}<`);
    }
  });

  test("never appear among related articles", async ({ page }, testInfo) => {
    const { unpublishedPostIds, postSlugs } = facts(testInfo);
    const hidden = new Set(unpublishedPostIds.map((id) => postSlugs[id]!));
    // The newest Vision archive note (5) is a draft: the related list skips it.
    const slug = await postSlugByTitle(page, VISION_TITLE);
    await page.goto(`/blog/${slug}`);
    const related = page.getByTestId("related-post");
    await expect(related).toHaveCount(3);
    expect(await related.getByRole("heading").allTextContents()).toEqual(["Archive note 11", "Archive note 17", "Archive note 23"]);
    const hrefs = await related.getByRole("link").evaluateAll((links) => links.map((l) => l.getAttribute("href")!));
    for (const href of hrefs) expect(hidden.has(href.replace("/blog/", ""))).toBe(false);
  });
});

test.describe("Blog post", () => {
  test("renders the header, all four block types, related articles and the way back", async ({ page }) => {
    const post = demo(LEADERSHIP_TITLE);
    const slug = await postSlugByTitle(page, LEADERSHIP_TITLE);
    await cards(page).getByRole("link", { name: LEADERSHIP_TITLE }).click();
    await expect(page).toHaveURL(`/blog/${slug}`);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LEADERSHIP_TITLE);
    const article = page.locator("article").first();
    await expect(article.locator('[data-slot="badge"]').first()).toHaveText("Leadership");
    await expect(article.locator("header")).toContainText("May 30, 2025");
    await expect(article.locator("header")).toContainText(`${readingTimeMinutes(post.content)} min read`);
    await expect(article.locator("header")).toContainText("Aarohi Maharjan");
    await expect(article.locator('img[src$="/images/demo/blog/rotating-leadership.webp"]')).toBeVisible();

    const body = page.getByTestId("post-body");
    await expect(body.locator('[data-block="paragraph"]').first()).toContainText("When we started meeting on a rooftop");
    await expect(body.getByRole("heading", { level: 2, name: "How rotating leadership works" })).toBeVisible();
    await expect(body.locator('ul[data-block="list"]').first().locator("li")).toHaveCount(5);
    const quote = body.locator('[data-block="quote"]');
    await expect(quote.locator("blockquote")).toContainText("Leadership is not a chair you sit in.");
    await expect(quote.locator("figcaption")).toContainText("Sneha Bajracharya");

    // Up to three related articles, same category, not this one.
    const related = page.getByTestId("related-post");
    await expect(page.getByRole("heading", { name: "Related Articles" })).toBeVisible();
    const count = await related.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    for (const badge of await related.locator('[data-slot="badge"]').allTextContents()) expect(badge).toBe("Leadership");
    const hrefs = await related.getByRole("link").evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(hrefs).not.toContain(`/blog/${slug}`);

    await page.getByRole("link", { name: "Back to all articles" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("shows content that is not JSON as a single paragraph", async ({ page }) => {
    const slug = await postSlugByTitle(page, VISION_TITLE);
    await page.goto(`/blog/${slug}`);
    const body = page.getByTestId("post-body");
    await expect(body.locator("[data-block]")).toHaveCount(1);
    await expect(body.locator('[data-block="paragraph"]')).toContainText("Dear eighteen-year-old of 2035,");
    await expect(body.locator('[data-block="paragraph"]')).toContainText("The eleven");
    await expect(page.getByText(`${readingTimeMinutes(demo(VISION_TITLE).content)} min read`)).toBeVisible();
  });

  test("shares the post's address with the Web Share API", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shared: ShareData[] };
      w.__shared = [];
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          w.__shared.push(data);
        },
      });
    });
    const slug = await postSlugByTitle(page, LEADERSHIP_TITLE);
    // A blog post sends no React: the button is run by a few lines of inline script.
    await page.goto(`/blog/${slug}`);
    await expect(page.getByText("Share this article")).toBeVisible();
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([expect.objectContaining({ url: `${baseURL}/blog/${slug}`, title: LEADERSHIP_TITLE })]);
  });

  test("copies the address to the clipboard where sharing is not available", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __copied: string[] };
      w.__copied = [];
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: async (text: string) => void w.__copied.push(text) },
      });
    });
    const slug = await postSlugByTitle(page, LEADERSHIP_TITLE);
    await page.goto(`/blog/${slug}`);
    await page.getByRole("button", { name: "Share" }).click();
    // Without React there is no toast: the confirmation is written next to the button.
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([
      `${baseURL}/blog/${slug}`,
    ]);
  });

  test("sets article meta tags and Article structured data on the server", async ({ page, browser, baseURL }) => {
    const post = demo(LEADERSHIP_TITLE);
    const slug = await postSlugByTitle(page, LEADERSHIP_TITLE);
    await withServerHtml(browser, baseURL, `/blog/${slug}`, async (html, status) => {
      expect(status).toBe(200);
      await expectPageMeta(html, baseURL!, {
        title: `${LEADERSHIP_TITLE} | ${BRAND}`,
        description: post.excerpt,
        canonical: `${baseURL}/blog/${slug}`,
        ogType: "article",
        ogImage: `${baseURL}/images/demo/blog/rotating-leadership.webp`,
      });
      const published = await html.locator('meta[property="article:published_time"]').getAttribute("content");
      expect(new Date(published!).getTime()).toBe(post.createdAt!.getTime());
      await expect(html.locator('meta[property="article:modified_time"]')).toHaveAttribute("content", /^\d{4}-/);
      await expect(html.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        `${baseURL}/blog/rss.xml`,
      );
      const article = (await jsonLd(html)).find((entry) => entry["@type"] === "Article");
      expect(article).toMatchObject({
        headline: LEADERSHIP_TITLE,
        datePublished: published,
        dateModified: expect.stringMatching(/^\d{4}-/),
        author: { "@type": "Person", name: "Aarohi Maharjan" },
        image: `${baseURL}/images/demo/blog/rotating-leadership.webp`,
        publisher: { "@type": "Organization", name: BRAND },
      });
      // The body is in the server's HTML.
      await expect(html.getByTestId("post-body")).toContainText("When we started meeting on a rooftop");
    });
  });

  test("unknown and malformed ids answer 404 with the spec's message", async ({ page }) => {
    for (const path of [
      "/blog/6f1c1d52-3a3e-4c1e-9a57-1f0a2b3c4d5e",
      "/blog/not-a-uuid",
      "/blog/1234",
      `/blog/${encodeURIComponent("' or 1=1 --")}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog post not found");
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: "Return to blog" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("has no serious accessibility violations", async ({ page }) => {
    test.slow();
    const slug = await postSlugByTitle(page, LEADERSHIP_TITLE);
    await page.goto(`/blog/${slug}`);
    await expectNoSeriousA11yViolations(page);
  });
});

/** The sign-ups the admin's newsletter export holds for `email` (the export proved to have answered). */
async function storedSubscribers(browser: import("@playwright/test").Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, ADMIN, "/admin");
    return (await exportedRows(page.request, "newsletter", email)).map((row) => row[1]);
  } finally {
    await context.close();
  }
}

test.describe("Newsletter", () => {
  test("subscribes without leaving the page, clears the box, stores it once, and accepts a repeat quietly", async ({ page, browser, baseURL }) => {
    await openBlog(page);
    await waitForHydration(page, "form#newsletter");
    const email = uniqueEmail("reader");
    const box = page.getByRole("textbox", { name: "Email address" });
    const url = page.url();

    // Hold the answer to see the busy state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/newsletter\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await box.fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    release();
    await expect(toast(page, "Subscribed!")).toBeVisible();
    await expect(toast(page, "Subscribed!", "Thanks! Check your inbox and click the link in our e-mail to confirm your subscription.")).toBeVisible();
    await expect(box).toHaveValue("");
    expect(page.url()).toBe(url);
    await page.unroute(/\/newsletter\.data/);

    // The same address again (in capitals): the same friendly answer.
    await box.fill(email.toUpperCase());
    const [repeat] = await Promise.all([
      page.waitForResponse(/\/newsletter\.data/),
      page.getByRole("button", { name: "Subscribe" }).click(),
    ]);
    expect(repeat.status()).toBe(200);
    await expect(toast(page, "Subscribed!").last()).toBeVisible();
    await expect(box).toHaveValue("");
    await expect(page.getByText("Please enter a valid email address.")).toHaveCount(0);
    // Stored once, in lower case: the toast alone (which bots get too) proves nothing.
    expect(await storedSubscribers(browser, baseURL!, email)).toEqual([email.toLowerCase()]);
  });

  test("an invalid address shows the message under the field and keeps the text", async ({ page }) => {
    await openBlog(page);
    await waitForHydration(page, "form#newsletter");
    const box = page.getByRole("textbox", { name: "Email address" });
    await box.fill("not-an-email");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("form#newsletter").getByText("Please enter a valid email address.")).toBeVisible();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveValue("not-an-email");
  });

  test("the server refuses an invalid address with 400 and the message", async ({ request, baseURL }) => {
    const response = await request.post("/newsletter", {
      form: { email: "still not an email", formStartedAt: await formStamp(request), website: "" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { result: { error: Record<string, string[]> }; toast: { title: string; description: string } };
    expect(body.result.error.email).toEqual(["Please enter a valid email address."]);
    expect(body.toast.description).toBe("Please enter a valid email address.");
  });

  test("works without JavaScript: back to the blog with the answer", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    const email = uniqueEmail("no-js");
    await page.getByRole("textbox", { name: "Email address" }).fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("status").filter({ hasText: "Subscribed!" })).toContainText(
      "Thanks! Check your inbox and click the link in our e-mail to confirm your subscription.",
    );
    await context.close();
    expect(await storedSubscribers(browser, baseURL!, email)).toEqual([email]);
  });

  test("a bot that fills the honeypot gets the same answer, and nothing is stored", async ({ browser, request, baseURL }) => {
    const email = uniqueEmail("newsletter-bot");
    const response = await request.post("/newsletter", {
      form: { email, [STARTED_AT_FIELD]: String(Date.now() - 10_000), [HONEYPOT_FIELD]: "https://spam.example" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { toast: { title: string } };
    expect(body.toast.title).toBe("Subscribed!");
    expect(await storedSubscribers(browser, baseURL!, email)).toEqual([]);
  });

  test("GET /newsletter goes to the blog", async ({ request }) => {
    const response = await request.get("/newsletter", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/blog");
  });
});

test.describe("Feeds", () => {
  test("the RSS feed is well-formed RSS 2.0 of the latest published posts", async ({ page, request, baseURL }, testInfo) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    const feed = await parseXml(page, xml, {
      itemTag: "item",
      fields: ["title", "link", "guid", "pubDate", "description", "category", "author", "dc:creator"],
      first: ["title", "link"],
    });
    expect(feed.error).toBeNull();
    expect(feed.root).toBe("rss");
    expect(xml).toContain('<rss version="2.0"');
    expect(feed.first).toEqual({ title: `${BRAND} Blog`, link: `${baseURL}/blog` });

    const { postSlugs } = facts(testInfo);
    const published = new Set(facts(testInfo).publishedPostIds);
    const hidden = new Set(facts(testInfo).unpublishedPostIds);
    expect(feed.items.length).toBeGreaterThan(0);
    expect(feed.items.length).toBeLessThanOrEqual(30);
    for (const item of feed.items) {
      // The link is the post's slug address; the guid its id address (stable across renames; it redirects).
      const id = item.guid!.replace(`${baseURL}/blog/`, "");
      expect(item.guid).toMatch(new RegExp(`^${baseURL}/blog/[0-9a-f-]{36}$`));
      // Posts other tests made meanwhile are not in the facts: their link is still a slug address.
      if (postSlugs[id]) expect(item.link).toBe(`${baseURL}/blog/${postSlugs[id]}`);
      else expect(item.link).toMatch(new RegExp(`^${baseURL}/blog/(?![0-9a-f]{8}-[0-9a-f]{4}-)[^/?#]+$`));
      expect(hidden.has(id)).toBe(false);
      expect(Number.isNaN(Date.parse(item.pubDate!))).toBe(false);
      expect(item.description).toBeTruthy();
      expect(item.category).toBeTruthy();
      expect(item.author).toContain(`(${item["dc:creator"]})`);
    }
    // Newest first.
    const dates = feed.items.map((i) => Date.parse(i.pubDate!));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    // A title with an apostrophe survives the escaping.
    const dashain = feed.items.find((i) => i.title === "Designing for Dashain: Festival Campaigns That Don't Feel Like Ads");
    expect(dashain).toMatchObject({ category: "Marketing", "dc:creator": "Sneha Bajracharya" });
    expect(published.has(dashain!.guid!.replace(`${baseURL}/blog/`, ""))).toBe(true);
    expect(dashain!.link).toBe(`${baseURL}/blog/designing-for-dashain-festival-campaigns-that-dont-feel-like-ads`);
  });

  test("the sitemap lists every public page, every published post and the work, with lastmod", async ({ page, request, baseURL }, testInfo) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const sitemap = await parseXml(page, await response.text(), { itemTag: "url", fields: ["loc", "lastmod"] });
    expect(sitemap.error).toBeNull();
    expect(sitemap.root).toBe("urlset");
    const locs = sitemap.items.map((u) => u.loc!);
    for (const path of [
      "/",
      "/services",
      "/blog",
      "/references",
      "/work/projects",
      "/hire",
      "/contact",
      "/join",
      "/team-leader",
      "/privacy-policy",
      "/terms-of-service",
    ]) {
      expect(locs).toContain(`${baseURL}${path}`);
    }
    expect(locs).not.toContain(`${baseURL}/admin`);
    expect(locs).not.toContain(`${baseURL}/auth`);
    const { postSlugs } = facts(testInfo);
    for (const id of facts(testInfo).publishedPostIds) expect(locs).toContain(`${baseURL}/blog/${postSlugs[id]}`);
    for (const id of facts(testInfo).unpublishedPostIds) expect(locs).not.toContain(`${baseURL}/blog/${postSlugs[id]}`);
    // Addresses are slugs, never ids.
    expect(locs.filter((loc) => /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(loc))).toEqual([]);

    const content = sitemap.items.filter((u) => /\/(blog|work\/project|work\/case-study)\/[a-z0-9-]+$/.test(u.loc!));
    expect(content.filter((u) => u.loc!.includes("/work/project/")).length).toBeGreaterThan(0);
    expect(content.filter((u) => u.loc!.includes("/work/case-study/")).length).toBeGreaterThan(0);
    for (const entry of content) expect(Number.isNaN(Date.parse(entry.lastmod ?? ""))).toBe(false);
    // No address twice.
    expect(new Set(locs).size).toBe(locs.length);
  });
});
