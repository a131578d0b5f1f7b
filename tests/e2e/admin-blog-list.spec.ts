/**
 * /admin/blogs: the table and its columns, server-side search, status filter,
 * sorting and paging over the 50 generated "Archive note" posts, the empty
 * texts, skeleton rows while loading, the mobile cards, Publish/Unpublish and
 * Delete with their toasts, and accessibility.
 */
import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "./support/config";
import { expectNoSeriousA11yViolations, signIn, toast } from "./support/fixtures";
import { createPostDirect, postIdByTitle, searchPosts, uniqueTitle } from "./support/admin-blog-helpers";

// The test server adds 50 generated posts, "Archive note 1" (newest) to "Archive note 50";
// every fifth one (5, 10, ... 50) is a draft. Tests never change them.
const ARCHIVE_TOTAL = 50;
const ARCHIVE_DRAFTS = 10;
const DEMO_TITLE = "Eleven Leaders, No Boss: What Two Years of Rotating Leadership Taught Us";

// A shared, busy test machine: these are long, real journeys.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await signIn(page, ADMIN, "/admin");
});

/** Titles of the rows currently in the table, in order. */
async function rowTitles(page: Page) {
  return page.locator("tbody tr[data-post-id] td:first-child").allTextContents();
}

test("the table shows the spec's columns, a demo post's details and the row actions", async ({ page }) => {
  await page.goto("/admin/blogs");
  await expect(page.getByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
  await expect(page.getByPlaceholder("Search posts...")).toBeVisible();
  const headers = page.getByRole("columnheader");
  await expect(headers).toHaveCount(6);
  for (const [index, name] of ["Title", "Author", "Category", "Date", "Status", "Actions"].entries()) {
    await expect(headers.nth(index)).toContainText(name);
  }

  await searchPosts(page, "Eleven Leaders");
  const row = page.getByRole("row").filter({ hasText: DEMO_TITLE });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole("cell");
  await expect(cells.nth(1)).toHaveText("Aarohi Maharjan");
  await expect(cells.nth(2)).toHaveText("Leadership");
  // The short month form, in Nepal time (created 2025-05-30 09:15 +05:45).
  await expect(cells.nth(3)).toHaveText("May 30, 2025");
  await expect(cells.nth(4)).toHaveText("Published");

  const id = await row.getAttribute("data-post-id");
  await expect(row.getByRole("link", { name: `Edit ${DEMO_TITLE}` })).toHaveAttribute("href", `/admin/blogs/edit/${id}`);
  const view = row.getByRole("link", { name: new RegExp(`^View ${DEMO_TITLE.slice(0, 20)}`) });
  await expect(view).toHaveAttribute("href", "/blog/eleven-leaders-no-boss-what-two-years-of-rotating-leadership-taught-us");
  await expect(view).toHaveAttribute("target", "_blank");
  await expect(row.getByRole("button", { name: `Unpublish ${DEMO_TITLE}` })).toBeVisible();
  await expect(row.getByRole("button", { name: `Delete ${DEMO_TITLE}` })).toBeVisible();

  await page.getByRole("link", { name: "New Post" }).click();
  await expect(page).toHaveURL("/admin/blogs/new");
  await expect(page.getByRole("heading", { level: 1, name: "Create Blog Post" })).toBeVisible();
});

test("search runs on the server: a demo post by title and one generated archive note", async ({ page }) => {
  await page.goto("/admin/blogs");
  const search = page.getByRole("searchbox", { name: "Search posts" });
  await search.fill("momo shop");
  await expect(page).toHaveURL(/[?&]q=momo\+shop/);
  await expect(page.locator("tbody tr[data-post-id]")).toHaveCount(1);
  await expect(page.locator("tbody")).toContainText("Three Reels a Week: How a Family Momo Shop Doubled Its Weekend Orders");

  await search.fill("Archive note 37");
  await expect(page).toHaveURL(/[?&]q=Archive\+note\+37/);
  await expect.poll(() => rowTitles(page)).toEqual(["Archive note 37"]);
  await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();

  // The result comes from the server: the page's own URL gives the same list.
  await page.reload();
  expect(await rowTitles(page)).toEqual(["Archive note 37"]);
});

test("a search without results shows the no-match text; a page past the end says so", async ({ page }) => {
  await searchPosts(page, "zzz-no-post-has-this-text");
  await expect(page.getByText("No posts match your search or filter.")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);

  await page.goto("/admin/blogs?q=Archive+note&page=99");
  await expect(page.getByText("There are no posts on this page.")).toBeVisible();
  await page.getByRole("link", { name: "Go to the first page" }).click();
  await expect(page).toHaveURL(/page=1/);
  await expect(page.locator("tbody tr[data-post-id]")).toHaveCount(25);
});

test("the status filter shows only drafts or only published posts", async ({ page }) => {
  await searchPosts(page, "Archive note");
  await expect(page.getByText(`Showing 1–25 of ${ARCHIVE_TOTAL}`)).toBeVisible();

  await page.getByRole("combobox", { name: "Filter by status" }).click();
  await page.getByRole("option", { name: "Draft" }).click();
  await expect(page).toHaveURL(/status=draft/);
  await expect(page.getByText(`Showing 1–${ARCHIVE_DRAFTS} of ${ARCHIVE_DRAFTS}`)).toBeVisible();
  const statuses = await page.locator("tbody tr[data-post-id] td:nth-child(5)").allTextContents();
  expect(statuses).toEqual(Array(ARCHIVE_DRAFTS).fill("Draft"));
  expect((await rowTitles(page)).sort()).toEqual(
    [5, 10, 15, 20, 25, 30, 35, 40, 45, 50].map((n) => `Archive note ${n}`).sort(),
  );

  await page.getByRole("combobox", { name: "Filter by status" }).click();
  await page.getByRole("option", { name: "Published" }).click();
  await expect(page).toHaveURL(/status=published/);
  await expect(page.getByText(`Showing 1–25 of ${ARCHIVE_TOTAL - ARCHIVE_DRAFTS}`)).toBeVisible();
  const published = await page.locator("tbody tr[data-post-id] td:nth-child(5)").allTextContents();
  expect(new Set(published)).toEqual(new Set(["Published"]));

  await page.getByRole("combobox", { name: "Filter by status" }).click();
  await page.getByRole("option", { name: "All statuses" }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByText(`Showing 1–25 of ${ARCHIVE_TOTAL}`)).toBeVisible();
});

test("sorting by title runs on the server, ascending then descending", async ({ page }) => {
  await searchPosts(page, "Archive note");
  const all = Array.from({ length: ARCHIVE_TOTAL }, (_, i) => `Archive note ${i + 1}`).sort();

  await page.getByRole("columnheader", { name: /^Title/ }).getByRole("link").click();
  await expect(page).toHaveURL(/sort=title&dir=asc/);
  await expect(page.getByRole("columnheader", { name: /^Title/ })).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(() => rowTitles(page)).toEqual(all.slice(0, 25));

  await page.getByRole("columnheader", { name: /^Title/ }).getByRole("link").click();
  await expect(page).toHaveURL(/sort=title&dir=desc/);
  await expect(page.getByRole("columnheader", { name: /^Title/ })).toHaveAttribute("aria-sort", "descending");
  await expect.poll(() => rowTitles(page)).toEqual([...all].reverse().slice(0, 25));
});

test("paging walks through the generated posts, newest first, with three skeleton rows while loading", async ({
  page,
}) => {
  await searchPosts(page, "Archive note");
  await expect(page.getByText(`Showing 1–25 of ${ARCHIVE_TOTAL}`)).toBeVisible();
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  expect(await rowTitles(page)).toEqual(Array.from({ length: 25 }, (_, i) => `Archive note ${i + 1}`));

  // Hold the next page's data back for a moment to see the loading state.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/blogs\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page.getByTestId("post-skeleton")).toHaveCount(3);
  await expect(page.getByTestId("post-skeleton").first()).toBeVisible();
  release();
  await expect(page.getByTestId("post-skeleton")).toHaveCount(0);
  await page.unroute(/\/admin\/blogs\.data/);

  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(`Showing 26–50 of ${ARCHIVE_TOTAL}`)).toBeVisible();
  expect(await rowTitles(page)).toEqual(Array.from({ length: 25 }, (_, i) => `Archive note ${i + 26}`));
  await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();

  await page.getByRole("link", { name: "Previous page" }).click();
  await expect(page.getByText(`Showing 1–25 of ${ARCHIVE_TOTAL}`)).toBeVisible();
});

test("Publish and Unpublish toggle the status with the spec's toasts", async ({ page, baseURL }) => {
  const title = uniqueTitle("Toggle");
  await createPostDirect(page.request, baseURL!, { title });
  await searchPosts(page, title);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByRole("cell").nth(4)).toHaveText("Draft");

  await row.getByRole("button", { name: `Publish ${title}` }).click();
  await expect(toast(page, "Post published", "The post is now visible to the public.")).toBeVisible();
  await expect(row.getByRole("cell").nth(4)).toHaveText("Published");

  await row.getByRole("button", { name: `Unpublish ${title}` }).click();
  await expect(toast(page, "Post unpublished", "The post is now hidden from public view.")).toBeVisible();
  await expect(row.getByRole("cell").nth(4)).toHaveText("Draft");

  // The stored value changed (not only the page): a fresh load agrees.
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: title }).getByRole("cell").nth(4)).toHaveText("Draft");
});

test("Publishing a post from the Draft filter shows the toast although its row leaves the list", async ({ page, baseURL }) => {
  const title = uniqueTitle("Leaves");
  await createPostDirect(page.request, baseURL!, { title });
  await page.goto(`/admin/blogs?status=draft&q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByRole("cell").nth(4)).toHaveText("Draft");

  await row.getByRole("button", { name: `Publish ${title}` }).click();
  // The list revalidates under the Draft filter: the post is no longer in it.
  await expect(row).toHaveCount(0);
  await expect(toast(page, "Post published", "The post is now visible to the public.")).toBeVisible();
});

test("Delete asks first, deletes with a toast, and reports a post that is already gone", async ({ page, baseURL }) => {
  const title = uniqueTitle("Delete");
  await createPostDirect(page.request, baseURL!, { title });
  await searchPosts(page, title);
  const row = page.getByRole("row").filter({ hasText: title });

  // Cancel keeps the post.
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Blog Post" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Are you sure you want to delete "${title}"? This action cannot be undone.`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);

  await row.getByRole("button", { name: `Delete ${title}` }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Post deleted")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("No posts match your search or filter.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No posts match your search or filter.")).toBeVisible();

  // A post deleted elsewhere while this page was open: the server's message.
  const other = uniqueTitle("Gone");
  await createPostDirect(page.request, baseURL!, { title: other });
  const id = await postIdByTitle(page, other);
  const otherRow = page.getByRole("row").filter({ hasText: other });
  const deleted = await page.request.post("/admin/blogs", {
    form: { intent: "delete", id },
    headers: { Origin: baseURL! },
  });
  expect(deleted.status()).toBe(200);
  await otherRow.getByRole("button", { name: `Delete ${other}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Error deleting post", "Blog post not found")).toBeVisible();
});

test("the list actions refuse bad input with a 4xx, never a 500", async ({ page, baseURL }) => {
  const post = (form: Record<string, string>) =>
    page.request.post("/admin/blogs.data", { form, headers: { Origin: baseURL! } });
  expect((await post({ intent: "explode", id: "00000000-0000-4000-8000-000000000000" })).status()).toBe(400);
  expect((await post({ intent: "publish", id: "00000000-0000-4000-8000-000000000000", published: "maybe" })).status()).toBe(400);
  const malformed = await post({ intent: "delete", id: "1 or 1=1" });
  expect(malformed.status()).toBe(404);
  expect(await malformed.text()).toContain("Blog post not found");
  expect((await post({ intent: "publish", id: "00000000-0000-4000-8000-000000000000", published: "true" })).status()).toBe(404);
});

test("on a phone the list is a set of cards with every action", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await searchPosts(page, "Eleven Leaders");
  // One table for every screen: on a phone its header row is
  // hidden and each row is a card whose cells stack, each cell labelled.
  await expect(page.getByRole("table")).toHaveCount(1);
  await expect(page.getByRole("columnheader", { name: /Title/ })).toBeHidden();
  const card = page.getByRole("row").filter({ hasText: DEMO_TITLE });
  await expect(card).toHaveCount(1);
  await expect(card).toBeVisible();
  const title = await card.getByRole("cell").first().boundingBox();
  const author = await card.getByRole("cell").nth(1).boundingBox();
  const actions = await card.getByRole("cell").last().boundingBox();
  expect(author!.y).toBeGreaterThan(title!.y);
  expect(actions!.y).toBeGreaterThan(author!.y);
  await expect(card.getByRole("cell").nth(1)).toHaveCSS("display", "flex");
  await expect(card).toContainText("Aarohi Maharjan");
  await expect(card).toContainText("Leadership");
  await expect(card).toContainText("May 30, 2025");
  await expect(card).toContainText("Published");
  for (const name of ["Edit", "View", "Unpublish", "Delete"]) {
    await expect(card.getByRole(name === "Edit" || name === "View" ? "link" : "button", { name: new RegExp(`^${name} `) })).toBeVisible();
  }
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });

  await card.getByRole("link", { name: /^Edit / }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Blog Post" })).toBeVisible();
});

test("the list is keyboard usable and has no serious accessibility violations", async ({ page }) => {
  await searchPosts(page, "Archive note");
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });

  // The first row's Edit link is reachable with Tab and opens the editor with Enter.
  const search = page.getByRole("searchbox", { name: "Search posts" });
  await search.focus();
  const edit = page.getByRole("link", { name: "Edit Archive note 1", exact: true });
  for (let i = 0; i < 30 && !(await edit.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(edit).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Edit Blog Post" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Archive note 1");
});
