/**
 * The blog editor's safety nets (decision 0026): every save is a version that
 * History shows, compares with the current text and restores; a
 * share-preview link shows a draft to someone without an account until it
 * is revoked or expires (never indexed, never stored); and typed work
 * survives a reload or a closed tab, offered back when the editor opens.
 */
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, BOTH_DATABASES } from "./support/config";
import { expectNoSeriousA11yViolations, facts, signIn } from "./support/fixtures";
import { createPostDirect, expectToastDuring, paragraphContent, postIdByTitle, uniqueTitle } from "./support/admin-blog-helpers";

const UNSAVED_MESSAGE = "You have unsaved changes. Leave this page and lose them?";

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await signIn(page, ADMIN, "/admin");
});

const block = (page: Page, position: number, type: string) => page.getByRole("group", { name: `Block ${position}: ${type}` });

/** Saves the open editor and waits for the list. */
async function save(page: Page) {
  await expectToastDuring(page, "Success", "Blog post updated successfully", async () => {
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(page).toHaveURL("/admin/blogs");
  });
}

test("every save is a version: History shows what changed and restores an earlier one", { tag: BOTH_DATABASES }, async ({ page, baseURL }) => {
  const title = uniqueTitle("History");
  await createPostDirect(page.request, baseURL!, { title, content: paragraphContent("The first words of the post.") });
  const id = await postIdByTitle(page, title);
  const editor = `/admin/blogs/edit/${id}`;

  // Two saves after the first.
  await page.goto(editor);
  await page.getByLabel("Title", { exact: true }).fill(`${title} v2`);
  await block(page, 1, "Paragraph").getByLabel("Text").fill("The second words of the post.");
  await save(page);
  await page.goto(editor);
  await block(page, 1, "Paragraph").getByLabel("Text").fill("The third words of the post.");
  await save(page);

  await page.goto(editor);
  await page.getByRole("button", { name: "History" }).click();
  const dialog = page.getByRole("dialog", { name: "History" });
  const versions = dialog.getByRole("list", { name: "Versions of this post" }).getByRole("listitem");
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText("Version 3");
  await expect(versions.nth(0)).toContainText("Current");
  await expect(versions.nth(0)).toContainText(`by ${ADMIN.email}`);
  await expect(versions.nth(2)).toContainText("Version 1");

  // What changed from version 1 to now: the title gained " v2", "first" became "third".
  await dialog.getByRole("button", { name: /^Show version 1, saved / }).click();
  await expect(dialog.getByRole("heading", { name: /^Version 1 \(.+\) compared with the current post$/ })).toBeVisible();
  const diff = dialog.getByTestId("revision-diff");
  await expect(diff.locator("ins", { hasText: "v2" })).toBeVisible();
  await expect(diff.locator("del", { hasText: "first" })).toBeVisible();
  await expect(diff.locator("ins", { hasText: "third" })).toBeVisible();
  await expect(diff.locator("dt")).toHaveText(["Title", "Content"]);
  await expectNoSeriousA11yViolations(page);

  // Restore it, after a confirmation.
  await dialog.getByRole("button", { name: "Restore this version" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Restore this version?" });
  await expect(confirm).toContainText("Whether it is published stays as it is.");
  await expectToastDuring(page, "Version restored", "The post is back to the version saved", () =>
    confirm.getByRole("button", { name: "Restore", exact: true }).click(),
  );
  // The editor opens afresh on the restored text.
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(block(page, 1, "Paragraph").getByLabel("Text")).toHaveValue("The first words of the post.");

  // The restore is itself a version, naming its source.
  await page.getByRole("button", { name: "History" }).click();
  await expect(versions).toHaveCount(4);
  await expect(versions.nth(0)).toContainText("Restored from version 1");
  await page.keyboard.press("Escape");

  // The post shows the old text (an admin sees the draft at its address).
  await page.goto(`/blog/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByText("The first words of the post.")).toBeVisible();
  await expect(page.getByText("The third words of the post.")).toHaveCount(0);

  // And the record of changes has it.
  await page.goto(`/admin/activity?q=${encodeURIComponent(title)}`);
  await expect(page.getByText(`Restored an earlier revision of blog post “${title}”`).first()).toBeVisible();
});

test("a share-preview link shows the draft to anyone with it, unindexed and unstored, until it is revoked", { tag: BOTH_DATABASES }, async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const title = uniqueTitle("Preview");
  await createPostDirect(page.request, baseURL!, { title, content: paragraphContent("Words nobody outside may read yet.") });
  const id = await postIdByTitle(page, title);
  await page.goto(`/admin/blogs/edit/${id}`);

  await page.getByRole("button", { name: "Share preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Share a preview" });
  await expect(dialog.getByText("No active preview links.")).toBeVisible();
  await expectToastDuring(page, "Preview link created", "Copy it now", () =>
    dialog.getByRole("button", { name: "Create preview link" }).click(),
  );
  const link = await dialog.getByLabel("New preview link").inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/blog/preview/[A-Za-z0-9_-]{43}$`));
  await expectToastDuring(page, "Link copied", "The preview link is on your clipboard.", () =>
    dialog.getByRole("button", { name: "Copy link" }).click(),
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const active = dialog.getByRole("table", { name: "Active links" }).getByRole("row");
  await expect(active).toHaveCount(2);
  await expect(active.nth(1)).toContainText(`Made by ${ADMIN.email}`);

  // Someone without an account opens it.
  const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const guest = await visitor.newPage();
    const response = await guest.goto(link);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(headers["x-robots-tag"]).toContain("noindex");
    // Never served from (or put in) the public page cache.
    expect(headers["x-cache"]).toBeUndefined();
    expect((await guest.request.get(link)).headers()["x-cache"]).toBeUndefined();
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(guest.getByRole("status").filter({ hasText: "Draft, not public" })).toContainText("private preview link");
    await expect(guest.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(guest.getByText("Words nobody outside may read yet.")).toBeVisible();
    await expectNoSeriousA11yViolations(guest);
    // The post's own address is still not public.
    expect((await guest.request.get(`/blog/${id}`)).status()).toBe(404);

    // Revoked: the same link is a 404.
    await dialog.getByRole("button", { name: /^Revoke the link created / }).click();
    const confirm = page.getByRole("alertdialog", { name: "Revoke this preview link?" });
    await expectToastDuring(page, "Preview link revoked", "The link no longer works.", () =>
      confirm.getByRole("button", { name: "Revoke link" }).click(),
    );
    await expect(dialog.getByText("No active preview links.")).toBeVisible();
    const gone = await guest.goto(link);
    expect(gone?.status()).toBe(404);
    expect(gone!.headers()["cache-control"]).toBe("private, no-store");
    await expect(guest.getByRole("heading", { level: 1, name: "Preview link not found" })).toBeVisible();
    await expect(guest.getByText("Words nobody outside may read yet.")).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

test("an expired or unknown preview link is a 404", { tag: BOTH_DATABASES }, async ({ browser, baseURL }, testInfo) => {
  const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const guest = await visitor.newPage();
    // Made 7 days and a minute ago by the test server, as the app stores one.
    const expired = await guest.goto(`/blog/preview/${facts(testInfo).expiredPreviewToken}`);
    expect(expired?.status()).toBe(404);
    await expect(guest.getByRole("heading", { level: 1, name: "Preview link not found" })).toBeVisible();
    expect((await guest.request.get(`/blog/preview/${"x".repeat(43)}`)).status()).toBe(404);
    expect((await guest.request.get("/blog/preview/short")).status()).toBe(404);
  } finally {
    await visitor.close();
  }
});

test("typed work survives a reload and a closed tab, is offered back, and a save clears it", async ({ page, context, baseURL }) => {
  const title = uniqueTitle("Typed");
  await createPostDirect(page.request, baseURL!, { title, content: paragraphContent("Saved words.") });
  const id = await postIdByTitle(page, title);
  const editor = `/admin/blogs/edit/${id}`;
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    // The browser's own question on reload is answered "leave"; the in-app one "stay".
    if (dialog.type() !== "confirm") return void dialog.accept();
    asked.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto(editor);
  await page.getByLabel("Title", { exact: true }).fill(`${title} typed`);
  await block(page, 1, "Paragraph").getByLabel("Text").fill("Typed but not saved.");
  await page.getByRole("button", { name: "Add quote" }).click();
  await block(page, 2, "Quote").getByLabel("Quote").fill("Kept across a reload.");
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Review" }).click();

  await page.reload();
  const offer = page.getByRole("region", { name: "Unsaved changes found" });
  await expect(offer).toContainText("typed on");
  await expect(offer).toContainText("never saved");
  // Nothing is changed until the offer is answered.
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expectToastDuring(page, "Unsaved changes restored", "save the post to keep them", () =>
    offer.getByRole("button", { name: "Restore unsaved changes" }).click(),
  );
  await expect(offer).toBeHidden();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${title} typed`);
  await expect(block(page, 1, "Paragraph").getByLabel("Text")).toHaveValue("Typed but not saved.");
  await expect(block(page, 2, "Quote").getByLabel("Quote")).toHaveValue("Kept across a reload.");
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveText("Review");

  // The restored work is unsaved: the spec's warning still asks before leaving.
  await page.getByRole("link", { name: "Back" }).click();
  await expect.poll(() => asked).toEqual([UNSAVED_MESSAGE]);
  await expect(page).toHaveURL(editor);

  // A closed tab keeps it too.
  await page.getByLabel("Title", { exact: true }).fill(`${title} typed again`);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? "", `unsaved-draft:blog-post:${id}`))
    .toContain(`${title} typed again`);
  await page.close({ runBeforeUnload: false });
  const second = await context.newPage();
  second.on("dialog", (dialog) => void dialog.accept());
  await second.goto(editor);
  await second.getByRole("region", { name: "Unsaved changes found" }).getByRole("button", { name: "Restore unsaved changes" }).click();
  await expect(second.getByLabel("Title", { exact: true })).toHaveValue(`${title} typed again`);
  await expect(block(second, 2, "Quote").getByLabel("Quote")).toHaveValue("Kept across a reload.");

  // Saved: nothing is offered any more.
  await save(second);
  await second.goto(editor);
  await expect(second.getByLabel("Title", { exact: true })).toHaveValue(`${title} typed again`);
  await expect(second.getByRole("region", { name: "Unsaved changes found" })).toHaveCount(0);
  expect(await second.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("unsaved-draft:")))).toEqual([]);
});

test("unsaved work on a new post can be discarded", async ({ page }) => {
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto("/admin/blogs/new");
  await page.getByLabel("Title", { exact: true }).fill("A post never saved");
  await page.reload();
  const offer = page.getByRole("region", { name: "Unsaved changes found" });
  await offer.getByRole("button", { name: "Discard them" }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
  await page.reload();
  await expect(page.getByLabel("Title", { exact: true })).toBeVisible();
  await expect(offer).toHaveCount(0);
});
