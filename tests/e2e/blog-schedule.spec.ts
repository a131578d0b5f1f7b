/**
 * Scheduled publishing and the admin preview of drafts (decision 0026).
 * An admin schedules a post through the editor about a minute ahead; it
 * appears on the public list, its page, the sitemap and the RSS feed at that
 * moment without a restart, even though the list was being served from the
 * page cache. A draft opens for an admin with a banner, and is a 404 for
 * everyone else.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { fromNepalWallTime, toNepalWallTime } from "~/lib/time/calendar";
import { formatDateTime } from "~/lib/time/instants";
import { slugify, slugPath } from "~/models/slug";
import { ADMIN } from "./support/config";
import { signIn } from "./support/fixtures";
import { createPostDirect, expectToastDuring, postIdByTitle, uniqueTitle } from "./support/admin-blog-helpers";

test.beforeEach(async ({ page }) => {
  await signIn(page, ADMIN, "/admin");
});

/** What an anonymous visitor (no cookies) gets at `path`. */
async function anonymousText(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), text: await response.text(), cache: response.headers()["x-cache"] };
}

test("a post scheduled a minute ahead goes public on the list, its page, the sitemap and the feed without a restart", async ({
  page,
  request,
}) => {
  // The field takes whole minutes, so the moment is the first full minute at
  // least 60 s away: the wait is 60-120 s, longer than the default timeout.
  test.setTimeout(200_000);
  const moment = fromNepalWallTime(toNepalWallTime(new Date(Date.now() + 120_000)))!;
  const title = uniqueTitle("Planned");

  await page.goto("/admin/blogs/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Excerpt").fill("A post planned for a minute from now.");
  await page.getByLabel("Author", { exact: true }).fill("Pema Sherpa");
  await page.getByRole("button", { name: "Add paragraph" }).click();
  await page.getByRole("group", { name: "Block 1: Paragraph" }).getByLabel("Text").fill("It went out on its own.");
  const publishAt = page.getByLabel("Publish at (Nepal time)");
  // A time in the past is refused, in the browser and by the server; nothing typed is lost.
  await publishAt.fill("2020-01-01T10:00");
  await publishAt.blur();
  await expect(page.getByText("The publish time must be in the future")).toBeVisible();
  await publishAt.fill(toNepalWallTime(moment));
  await expectToastDuring(page, "Success", "Blog post created successfully", () =>
    page.getByRole("button", { name: "Create Post" }).click(),
  );

  // The admin list says Scheduled, with the time in Nepal.
  const id = await postIdByTitle(page, title);
  // Its address: the slug of its title.
  const path = slugPath.blog(slugify(title));
  const row = page.locator(`tr[data-post-id="${id}"]`);
  await expect(row).toContainText("Scheduled");
  await expect(row).toContainText(`Goes public ${formatDateTime(moment)} (Nepal time)`);

  // Before the moment: nowhere public, and the list is served from the cache.
  // Other workers' staff changes empty the cache at any moment, so the list
  // is asked for until an answer comes from the cache (the first fills it).
  let cachedList = await anonymousText(request, "/blog");
  await expect
    .poll(async () => (cachedList = await anonymousText(request, "/blog")).cache, { timeout: 30_000 })
    .toBe("HIT");
  expect(cachedList.text).not.toContain(title);
  expect((await anonymousText(request, "/sitemap.xml")).text).not.toContain(path);
  expect((await anonymousText(request, "/blog/rss.xml")).text).not.toContain(title);
  expect((await anonymousText(request, path)).status).toBe(404);
  expect((await anonymousText(request, `/blog/${id}`)).status).toBe(404);
  expect(Date.now()).toBeLessThan(moment.getTime());

  // At the moment, without anyone acting: the cached list is dropped and the post is everywhere.
  await expect
    .poll(async () => (await anonymousText(request, "/blog")).text.includes(title), { timeout: 170_000, intervals: [2_000] })
    .toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(moment.getTime());
  expect((await anonymousText(request, "/sitemap.xml")).text).toContain(path);
  expect((await anonymousText(request, "/blog/rss.xml")).text).toContain(title);
  const postPage = await anonymousText(request, path);
  expect(postPage.status).toBe(200);
  expect(postPage.text).not.toContain("Draft, not public");

  // The admin list now shows an ordinary published post.
  await page.reload();
  await expect(row).toContainText("Published");
  await expect(row).not.toContainText("Scheduled");
  await expect(row).not.toContainText("Goes public");
});

test("an admin previews a draft from the list with a banner; a visitor gets 404", async ({ page, request, baseURL }) => {
  const title = uniqueTitle("Draft preview");
  await createPostDirect(page.request, baseURL!, { title });
  const id = await postIdByTitle(page, title);
  const path = slugPath.blog(slugify(title));

  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    page.locator(`tr[data-post-id="${id}"]`).getByRole("link", { name: `View ${title}` }).click(),
  ]);
  await expect(preview).toHaveURL(new RegExp(`${path}$`));
  await expect(preview.getByRole("status").filter({ hasText: "Draft, not public" })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const answer = await page.request.get(path);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("private, no-store");

  // No session: the post does not exist, twice (nothing cached the preview).
  for (let i = 0; i < 2; i++) {
    // At its address and at its id address (no redirect gives the address away).
    expect((await anonymousText(request, `/blog/${id}`)).status).toBe(404);
    const visitor = await anonymousText(request, path);
    expect(visitor.status).toBe(404);
    expect(visitor.text).toContain("Blog post not found");
    expect(visitor.text).not.toContain(title);
  }
});
