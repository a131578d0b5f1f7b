/**
 * Readable addresses (decision 0027): posts, projects and case studies open at
 * their slugs; the spec's id addresses and old slugs after a rename answer a
 * permanent redirect to the current slug; canonical links, og:url, JSON-LD,
 * the sitemap and RSS carry the slug; the editors' Address field renames an
 * item and refuses an address another item has (now or before a rename).
 */
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { BOTH_DATABASES } from "./support/config";
import { jsonLd } from "./support/fixtures";
import { expect, gotoHydrated, postForm, test, workItemId } from "./support/admin-work-helpers";

test.describe.configure({ timeout: 120_000 });

const paragraph = (text: string) => JSON.stringify([{ type: "paragraph", text }]);
const tag = () => randomUUID().slice(0, 8);

/** A visitor without the admin's session. */
async function visitor(browser: Browser, baseURL: string) {
  return browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
}

/** Creates a published post through the editor's action; returns its id (from the admin list). */
async function createPost(page: Page, title: string, extra: Record<string, string> = {}) {
  const response = await postForm(page, "/admin/blogs/new", {
    intent: "save",
    title,
    excerpt: "A post about readable addresses.",
    author: "Slug Tester",
    content: paragraph("Readable addresses are kinder to people."),
    published: "on",
    ...extra,
  });
  expect(response.status(), await response.text()).toBe(302);
  await page.goto(`/admin/blogs?q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await expect(row).toHaveCount(1);
  return (await row.getAttribute("data-post-id"))!;
}

/** Opens the blog editor and waits until React runs it (its form has no hydration marker of its own). */
async function gotoBlogEditor(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const form = document.querySelector("main form");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
  });
}

/** The status and Location of a GET without following redirects. */
async function answer(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? null };
}

test("a post lives at its slug (Nepali kept), its id and old slugs redirect permanently, and every surface uses the slug", { tag: BOTH_DATABASES }, async ({
  page,
  browser,
  baseURL,
}) => {
  const t = tag();
  const title = `E2E नेपाली शीर्षक ${t}`;
  const slug = `e2e-नेपाली-शीर्षक-${t}`;
  const path = `/blog/${encodeURIComponent(slug)}`;
  const id = await createPost(page, title);

  // The admin list's "View" opens the slug address.
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByRole("link", { name: /^View / })).toHaveAttribute("href", path);

  const guest = await visitor(browser, baseURL!);
  const guestPage = await guest.newPage();
  try {
    // The page at its slug, with the slug in the canonical link, og:url and JSON-LD.
    const response = await guestPage.goto(path);
    expect(response?.status()).toBe(200);
    await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(guestPage.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
    await expect(guestPage.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}${path}`);
    const article = (await jsonLd(guestPage)).find((entry) => entry["@type"] === "Article");
    expect(article).toMatchObject({ mainEntityOfPage: { "@id": `${baseURL}${path}` } });

    // The spec's /blog/{id}: a permanent redirect to the slug (query kept), and the browser lands there.
    expect(await answer(guestPage, `/blog/${id}`)).toEqual({ status: 301, location: path });
    expect(await answer(guestPage, `/blog/${id}?ref=mail`)).toEqual({ status: 301, location: `${path}?ref=mail` });
    await guestPage.goto(`/blog/${id}`);
    await expect(guestPage).toHaveURL(`${baseURL}${path}`);
    await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText(title);

    // Sitemap and RSS: the slug address.
    const sitemap = await (await guestPage.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
    expect(sitemap).not.toContain(id);
    const rss = await (await guestPage.request.get("/blog/rss.xml")).text();
    expect(rss).toContain(`<link>${baseURL}${path}</link>`);

    // Rename in the editor: the Address field shows what the address will be.
    await gotoBlogEditor(page, `/admin/blogs/edit/${id}`);
    const address = page.getByLabel("Address (slug)");
    await expect(address).toHaveValue(slug);
    await address.fill(`Renamed Post ${t}!`);
    await expect(page.getByTestId("slug-preview")).toContainText(`/blog/renamed-post-${t}`);
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(page).toHaveURL(/\/admin\/blogs$/);
    const renamed = `/blog/renamed-post-${t}`;
    await expect(page.getByRole("row").filter({ hasText: title }).getByRole("link", { name: /^View / })).toHaveAttribute("href", renamed);

    // The new address answers; the old slug and the id redirect permanently to it.
    expect((await guestPage.request.get(renamed, { maxRedirects: 0 })).status()).toBe(200);
    expect(await answer(guestPage, path)).toEqual({ status: 301, location: renamed });
    expect(await answer(guestPage, `/blog/${id}`)).toEqual({ status: 301, location: renamed });
    // An address written in capitals goes to the stored form.
    expect(await answer(guestPage, `/blog/RENAMED-post-${t}`)).toEqual({ status: 301, location: renamed });
    await guestPage.goto(path);
    await expect(guestPage).toHaveURL(`${baseURL}${renamed}`);
    expect(await (await guestPage.request.get("/sitemap.xml")).text()).toContain(`<loc>${baseURL}${renamed}</loc>`);
  } finally {
    await guest.close();
  }
});

test("the editor refuses an address another post has or had, under the field, keeping what was typed", async ({ page }) => {
  const t = tag();
  const taken = `e2e-taken-${t}`;
  const id = await createPost(page, `E2E Taken ${t}`, { slug: taken });
  // Rename it: its old address stays reserved for it.
  const renamed = await postForm(page, `/admin/blogs/edit/${id}`, {
    intent: "save",
    title: `E2E Taken ${t}`,
    slug: `e2e-moved-${t}`,
    excerpt: "x",
    author: "Slug Tester",
    content: paragraph("y"),
    published: "on",
  });
  expect(renamed.status()).toBe(302);

  await gotoBlogEditor(page, "/admin/blogs/new");
  const title = `E2E Another ${t}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Excerpt").fill("Trying a taken address.");
  await page.getByLabel("Author", { exact: true }).fill("Slug Tester");
  await page.getByRole("button", { name: "Add paragraph" }).click();
  await page.getByRole("group", { name: "Block 1: Paragraph" }).getByLabel("Text").fill("Some text.");
  const address = page.getByLabel("Address (slug)");

  // In the browser: an address without a letter or digit.
  await address.fill("!!!");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Use at least one letter or digit in the address")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);

  // On the server: the old address of the other post (409, message under the field, input kept).
  await address.fill(taken);
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/blogs/new"));
  await page.getByRole("button", { name: "Create Post" }).click();
  expect((await saved).status()).toBe(409);
  const message = page.locator(`#${await address.getAttribute("id")}-error`);
  await expect(message).toContainText(`The address \u201c${taken}\u201d is used by another item`);
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(address).toHaveValue(taken);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByRole("group", { name: "Block 1: Paragraph" }).getByLabel("Text")).toHaveValue("Some text.");

  // Its current address is refused too, straight to the action.
  const direct = await postForm(page, "/admin/blogs/new", {
    intent: "save",
    title,
    slug: `e2e-moved-${t}`,
    excerpt: "x",
    author: "Slug Tester",
    content: paragraph("y"),
  });
  expect(direct.status()).toBe(409);
});

for (const kind of [
  { slug: "featured-projects", public: "project", word: "Project", list: "/work/projects" },
  { slug: "case-studies", public: "case-study", word: "Case Study", list: "/references" },
] as const) {
  test(`a ${kind.public} lives at its slug, redirects from its id and old slug, and its editor renames it and refuses a taken address`, { tag: BOTH_DATABASES }, async ({
    page,
    browser,
    baseURL,
  }) => {
    const t = tag();
    const title = `E2E Slug ${kind.word} ${t}`;
    const slug = `e2e-slug-${kind.public}-${t}`;
    const fields: Record<string, string> = kind.slug === "featured-projects"
      ? { title, description: "d", imageUrl: "/images/demo/projects/indra-jatra-live.webp", imageAlt: "A crowd", category: "Testing" }
      : { title, description: "d", imageUrl: "/images/demo/case-studies/clean-bagmati.webp", imageAlt: "Volunteers", readMoreLink: "#", tags: "Testing" };
    const created = await postForm(page, `/admin/work/${kind.slug}/new`, { intent: "create", ...fields });
    expect(created.status(), await created.text()).toBe(302);
    const id = await workItemId(page, kind.slug, title);
    const path = `/work/${kind.public}/${slug}`;

    const guest = await visitor(browser, baseURL!);
    const guestPage = await guest.newPage();
    try {
      // Linked from the public list at its slug, and open there with the slug as canonical.
      await guestPage.goto(kind.list);
      await expect(guestPage.getByRole("link", { name: title, exact: true }).first()).toHaveAttribute("href", path);
      expect((await guestPage.goto(path))?.status()).toBe(200);
      await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(guestPage.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
      expect(await answer(guestPage, `/work/${kind.public}/${id}`)).toEqual({ status: 301, location: path });
      expect(await (await guestPage.request.get("/sitemap.xml")).text()).toContain(`<loc>${baseURL}${path}</loc>`);

      // Rename in the editor.
      await gotoHydrated(page, `/admin/work/${kind.slug}/edit/${id}`);
      const address = page.getByLabel("Address (slug)");
      await expect(address).toHaveValue(slug);
      await address.fill(`e2e-renamed-${kind.public}-${t}`);
      await page.getByRole("button", { name: `Update ${kind.word}` }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/work\\?tab=${kind.slug}$`));
      const renamed = `/work/${kind.public}/e2e-renamed-${kind.public}-${t}`;
      expect(await answer(guestPage, path)).toEqual({ status: 301, location: renamed });
      expect(await answer(guestPage, `/work/${kind.public}/${id}`)).toEqual({ status: 301, location: renamed });
      expect((await guestPage.goto(renamed))?.status()).toBe(200);

      // Another item may not take the old address: 409, the message under the field, the input kept.
      const otherTitle = `E2E Slug Other ${kind.word} ${t}`;
      const other = await postForm(page, `/admin/work/${kind.slug}/new`, { intent: "create", ...fields, title: otherTitle });
      expect(other.status()).toBe(302);
      const otherId = await workItemId(page, kind.slug, otherTitle);
      await gotoHydrated(page, `/admin/work/${kind.slug}/edit/${otherId}`);
      await page.getByLabel("Address (slug)").fill(slug);
      const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(`/edit/${otherId}`));
      await page.getByRole("button", { name: `Update ${kind.word}` }).click();
      expect((await saved).status()).toBe(409);
      const addressField = page.getByLabel("Address (slug)");
      await expect(page.locator(`#${await addressField.getAttribute("id")}-error`)).toContainText(`The address \u201c${slug}\u201d is used by another item`);
      await expect(addressField).toHaveValue(slug);
      await expect(page.getByLabel("Title")).toHaveValue(otherTitle);
    } finally {
      await guest.close();
    }
  });
}
