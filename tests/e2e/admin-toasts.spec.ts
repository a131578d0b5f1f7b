/**
 * Where toasts appear in the admin (decision 0038): never over the actions a
 * person presses next, the top bar's links and the screen's header buttons
 * (New Post, History, Share preview, Back, View site). A toast that slid over
 * the History button between the press and the release of a click swallowed
 * that click (the press focused the button, the release landed on the toast).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ADMIN } from "./support/config";
import { signIn, toast } from "./support/fixtures";
import { createPostDirect, paragraphContent, postIdByTitle, uniqueTitle } from "./support/admin-blog-helpers";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast's box once its entrance has finished (two equal readings in a row). */
async function settledBox(toastLocator: Locator): Promise<Box> {
  let last: Box | null = null;
  let settled: Box | null = null;
  await expect
    .poll(async () => {
      const box = await toastLocator.boundingBox();
      settled = box && last && JSON.stringify(box) === JSON.stringify(last) ? box : null;
      last = box;
      return settled !== null;
    }, { intervals: [100] })
    .toBe(true);
  return settled!;
}

/** Every link and button of the top bar and of the screen's header that the toast's box overlaps. */
async function coveredActions(page: Page, toastBox: Box) {
  const actions = page.locator("main header, [data-slot=page-header]").locator("a, button");
  const covered: string[] = [];
  for (const action of await actions.all()) {
    const box = await action.boundingBox();
    if (box && overlaps(box, toastBox)) covered.push((await action.textContent())?.trim() || (await action.getAttribute("aria-label")) || "?");
  }
  return covered;
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 1024, height: 768 }]) {
  test(`at ${viewport.width} px a toast covers none of the header's actions`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    await signIn(page, ADMIN, "/admin");
    const title = uniqueTitle("Toast");
    await createPostDirect(page.request, baseURL!, { title, content: paragraphContent("Words.") });
    const id = await postIdByTitle(page, title);

    // The list after a save: New Post and View site.
    await page.goto(`/admin/blogs/edit/${id}`);
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(page).toHaveURL("/admin/blogs");
    const saved = toast(page, "Blog post updated successfully");
    expect(await coveredActions(page, await settledBox(saved))).toEqual([]);

    // The editor's own actions: History, Share preview, Back.
    await page.goto(`/admin/blogs/edit/${id}`);
    await page.getByRole("button", { name: "Share preview" }).click();
    const dialog = page.getByRole("dialog", { name: "Share a preview" });
    await dialog.getByRole("button", { name: "Create preview link" }).click();
    const created = toast(page, "Preview link created");
    await settledBox(created);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await coveredActions(page, await settledBox(created))).toEqual([]);
  });
}
