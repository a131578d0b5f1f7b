/**
 * The blog editor (/admin/blogs/new and /admin/blogs/edit/{id}): a post's
 * whole life through the screens (blocks, image upload, publish, public page,
 * edit, unpublish, delete), validation in the browser and on the server,
 * image checks, unknown ids, unsaved changes, ignored fields, keyboard use
 * and accessibility.
 */
import { expect, test, type Page } from "@playwright/test";
import { nepalToday } from "~/models/booking";
import { ADMIN, BOTH_DATABASES } from "./support/config";
import { expectNoSeriousA11yViolations, signIn, toast } from "./support/fixtures";
import {
  createPostDirect,
  expectToastDuring,
  makePng,
  paragraphContent,
  postEditorForm,
  postIdByTitle,
  searchPosts,
  uniqueTitle,
} from "./support/admin-blog-helpers";

const UNSAVED_MESSAGE = "You have unsaved changes. Leave this page and lose them?";
const MESSAGES = ["Title is required", "Excerpt is required", "Author is required", "Content is required"];

// A shared, busy test machine: these are long, real journeys.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await signIn(page, ADMIN, "/admin");
});

/** The block editor's group for block `position` (1-based) of `type`. */
const block = (page: Page, position: number, type: string) =>
  page.getByRole("group", { name: `Block ${position}: ${type}` });

test("a post's whole life: create with all four blocks and an image, publish, edit, unpublish, delete", { tag: BOTH_DATABASES }, async ({
  page,
  request,
}) => {
  const title = uniqueTitle("Lifecycle");
  await page.goto("/admin/blogs/new");
  await expect(page.getByRole("heading", { level: 1, name: "Create Blog Post" })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Published" })).not.toBeChecked();
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveText("Other");

  // The category select offers the public and the admin categories.
  await page.getByRole("combobox", { name: "Category" }).click();
  const options = await page.getByRole("option").allTextContents();
  expect(options).toEqual([
    "Leadership", "Marketing", "Community", "Creativity", "Growth", "Vision",
    "Tutorial", "News", "Event", "Showcase", "Review", "Interview", "Opinion", "Other",
  ]);
  await page.getByRole("option", { name: "Showcase" }).click();

  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Excerpt").fill("What happened at the test workshop, in four blocks.");
  await page.getByLabel("Author", { exact: true }).fill("Pema Sherpa");

  await page.getByRole("button", { name: "Add paragraph" }).click();
  await block(page, 1, "Paragraph").getByLabel("Text").fill("An opening paragraph.\nWith a second line.");
  await page.getByRole("button", { name: "Add heading" }).click();
  await block(page, 2, "Heading").getByLabel("Heading text").fill("What we made");
  await page.getByRole("button", { name: "Add list" }).click();
  await block(page, 3, "List").getByLabel("Items (one per line)").fill("Posters\n\n  Zines  \nA mural");
  await page.getByRole("button", { name: "Add quote" }).click();
  await block(page, 4, "Quote").getByLabel("Quote").fill("Make things together.");
  await block(page, 4, "Quote").getByLabel("Author (optional)").fill("Sneha");

  // Reorder: the heading goes first, then back to second.
  await page.getByRole("button", { name: "Move block 2 up" }).click();
  await expect(block(page, 1, "Heading")).toBeVisible();
  await expect(block(page, 2, "Paragraph")).toBeVisible();
  await page.getByRole("button", { name: "Move block 1 down" }).click();
  await expect(block(page, 1, "Paragraph")).toBeVisible();
  // A fifth block, removed again.
  await page.getByRole("button", { name: "Add paragraph" }).click();
  await block(page, 5, "Paragraph").getByLabel("Text").fill("A mistake.");
  await page.getByRole("button", { name: "Remove block 5" }).click();
  await expect(block(page, 5, "Paragraph")).toHaveCount(0);

  // The featured image uploads as soon as it is chosen.
  await expect(page.getByText("JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.")).toBeVisible();
  await expectToastDuring(page, "Image uploaded", "The featured image is ready.", () =>
    page.getByLabel("Featured image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: makePng(40, 20) }),
  );
  const preview = page.getByRole("img", { name: "Featured image preview" });
  await expect(preview).toHaveAttribute("src", /^\/storage\/blog-assets\/blog-images\/[0-9a-f-]{36}\.webp$/);
  const imageUrl = (await preview.getAttribute("src"))!;
  const stored = await page.request.get(imageUrl);
  expect(stored.status()).toBe(200);
  expect(stored.headers()["content-type"]).toBe("image/webp");

  // With an image, the alt text (or the decorative tick) is required: refused in the browser, nothing lost.
  const altRequired = "Describe the image in the alt text, or tick \u201cDecorative image (no description)\u201d";
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText(altRequired)).toBeVisible();
  await expect(page).toHaveURL("/admin/blogs/new");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(block(page, 4, "Quote").getByLabel("Quote")).toHaveValue("Make things together.");
  await expect(preview).toHaveAttribute("src", imageUrl);
  await page.getByLabel("Alt text").fill("Posters and zines spread on a workshop table");

  await expectToastDuring(page, "Success", "Blog post created successfully", async () => {
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page).toHaveURL("/admin/blogs");
  });

  // Stored as a draft with the chosen values.
  const id = await postIdByTitle(page, title);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByRole("cell").nth(1)).toHaveText("Pema Sherpa");
  await expect(row.getByRole("cell").nth(2)).toHaveText("Showcase");
  await expect(row.getByRole("cell").nth(4)).toHaveText("Draft");
  // A draft is not public (an admin would see a preview: ask as a visitor, without the session).
  expect((await request.get(`/blog/${id}`)).status()).toBe(404);

  // The editor reopens the post with its blocks, in order, and the image.
  await page.goto(`/admin/blogs/edit/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Blog Post" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(block(page, 1, "Paragraph").getByLabel("Text")).toHaveValue("An opening paragraph.\nWith a second line.");
  await expect(block(page, 2, "Heading").getByLabel("Heading text")).toHaveValue("What we made");
  await expect(block(page, 3, "List").getByLabel("Items (one per line)")).toHaveValue("Posters\nZines\nA mural");
  await expect(block(page, 4, "Quote").getByLabel("Quote")).toHaveValue("Make things together.");
  await expect(block(page, 4, "Quote").getByLabel("Author (optional)")).toHaveValue("Sneha");
  await expect(page.getByRole("img", { name: "Featured image preview" })).toHaveAttribute("src", imageUrl);
  await expect(page.getByLabel("Alt text")).toHaveValue("Posters and zines spread on a workshop table");
  await expect(page.getByLabel("Decorative image (no description)")).not.toBeChecked();
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveText("Showcase");

  // Publish it from the editor's switch and change the heading.
  await page.getByRole("switch", { name: "Published" }).click();
  await block(page, 2, "Heading").getByLabel("Heading text").fill("What we made together");
  await expectToastDuring(page, "Success", "Blog post updated successfully", async () => {
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(page).toHaveURL("/admin/blogs");
  });
  await searchPosts(page, title);
  await expect(page.getByRole("row").filter({ hasText: title }).getByRole("cell").nth(4)).toHaveText("Published");

  // The public post page shows the blocks and the image.
  {
    const publicPage = await page.context().newPage();
    const response = await publicPage.goto(`/blog/${id}`);
    expect(response?.status()).toBe(200);
    await expect(publicPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(publicPage.getByRole("heading", { name: "What we made together" })).toBeVisible();
    await expect(publicPage.getByText("An opening paragraph.")).toBeVisible();
    for (const item of ["Posters", "Zines", "A mural"]) {
      await expect(publicPage.getByRole("listitem").filter({ hasText: item }).first()).toBeVisible();
    }
    await expect(publicPage.getByText("Make things together.")).toBeVisible();
    // The public page may serve a resized variant of the stored file: match it by its generated name.
    const storedName = imageUrl.split("/").pop()!.replace(/\.webp$/, "");
    const publicImage = publicPage.locator(`img[src*="${storedName}"]`).first();
    await expect(publicImage).toBeVisible();
    await expect(publicImage).toHaveAttribute("alt", "Posters and zines spread on a workshop table");
    await expect.poll(() => publicImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // The blog list's card says the same.
    await publicPage.goto(`/blog?q=${encodeURIComponent(title)}`);
    await expect(
      publicPage.getByTestId("blog-card").filter({ hasText: title }).locator(`img[src*="${storedName}"]`),
    ).toHaveAttribute("alt", "Posters and zines spread on a workshop table");
    await publicPage.close();
  }

  // Unpublish from the list: the public page is gone.
  await expectToastDuring(page, "Post unpublished", "The post is now hidden from public view.", () =>
    page.getByRole("button", { name: `Unpublish ${title}` }).click(),
  );
  await expect(page.getByRole("row").filter({ hasText: title }).getByRole("cell").nth(4)).toHaveText("Draft");
  expect((await request.get(`/blog/${id}`)).status()).toBe(404);

  // Delete with the dialog.
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Blog Post" });
  await expect(dialog).toContainText("This action cannot be undone.");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Post deleted")).toBeVisible();
  await expect(page.getByText("No posts match your search or filter.")).toBeVisible();
  await page.goto(`/admin/blogs/edit/${id}`);
  await expect(page).toHaveURL("/admin/blogs");
  await expect(toast(page, "Error fetching post", "Blog post not found")).toBeVisible();
});

test("the browser shows each required-field message and keeps the form until it is fixed", async ({ page }) => {
  await page.goto("/admin/blogs/new");
  await page.getByRole("button", { name: "Create Post" }).click();
  for (const message of MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/admin/blogs/new");
  await expect(page.getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Title", { exact: true }).fill("Something");
  await expect(page.getByText("Title is required")).toHaveCount(0);
  await page.getByLabel("Excerpt").fill("An excerpt");
  await expect(page.getByText("Excerpt is required")).toHaveCount(0);
  await page.getByLabel("Author", { exact: true }).fill("Someone");
  await expect(page.getByText("Author is required")).toHaveCount(0);

  // Blank blocks are no content; a written one is.
  await page.getByRole("button", { name: "Add paragraph" }).click();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Content is required")).toBeVisible();
  await block(page, 1, "Paragraph").getByLabel("Text").fill("Now there is content.");
  await expect(page.getByText("Content is required")).toHaveCount(0);

  // Whitespace only is still missing.
  await page.getByLabel("Title", { exact: true }).fill("   ");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page).toHaveURL("/admin/blogs/new");
});

test("the server refuses missing fields with a 400 and the messages, and stores nothing", async ({ page, baseURL }) => {
  const empty = await postEditorForm(page.request, baseURL!, "/admin/blogs/new.data", { intent: "save" });
  expect(empty.status()).toBe(400);
  const body = await empty.text();
  for (const message of MESSAGES) expect(body).toContain(message);

  // Each field alone missing, with a title that would be findable if it were stored.
  const complete = {
    intent: "save",
    title: uniqueTitle("Refused"),
    excerpt: "An excerpt.",
    author: "An author",
    content: paragraphContent("Text."),
  };
  const titles: string[] = [];
  for (const [field, message] of [
    ["title", "Title is required"],
    ["excerpt", "Excerpt is required"],
    ["author", "Author is required"],
    ["content", "Content is required"],
  ] as const) {
    const fields: Record<string, string> = { ...complete, title: uniqueTitle("Refused"), [field]: field === "title" ? "" : " " };
    titles.push(fields.title!);
    const response = await postEditorForm(page.request, baseURL!, "/admin/blogs/new", fields);
    expect(response.status(), field).toBe(400);
    expect(await response.text(), field).toContain(message);
  }
  for (const title of titles.filter(Boolean)) {
    await searchPosts(page, title);
    await expect(page.getByText("No posts match your search or filter.")).toBeVisible();
  }

  // An unknown intent, a malformed id and an unknown id are refused as well, never a 500.
  expect((await postEditorForm(page.request, baseURL!, "/admin/blogs/new.data", { ...complete, intent: "drop" })).status()).toBe(400);
  expect((await postEditorForm(page.request, baseURL!, "/admin/blogs/edit/not-a-uuid.data", complete)).status()).toBe(404);
  const unknown = await postEditorForm(
    page.request,
    baseURL!,
    "/admin/blogs/edit/00000000-0000-4000-8000-000000000000.data",
    complete,
  );
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain("Blog post not found");
});

test("images are checked in the browser by type and on the server by their bytes", async ({ page, baseURL }) => {
  await page.goto("/admin/blogs/new");
  const picker = page.getByLabel("Featured image");
  await expect(picker).toHaveAttribute("accept", /^image\//);

  // A non-image chosen in the picker: refused in the browser.
  await picker.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just some notes") });
  await expect(toast(page, "Invalid file type", "Please upload an image file.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Featured image preview" })).toHaveCount(0);

  // A text file named .png passes the browser's type check; the server reads its bytes and refuses it.
  await picker.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("this is not a PNG at all") });
  await expect(toast(page, "Error uploading image", "Please upload an image file.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Featured image preview" })).toHaveCount(0);
  await expect(page.locator('input[name="imageUrl"]')).toHaveValue("");

  // The same directly: a 4xx with the message.
  const direct = await page.request.post("/admin/blogs/new.data", {
    multipart: {
      intent: "upload-image",
      image: { name: "fake.png", mimeType: "image/png", buffer: Buffer.from("GIF89a but not really") },
    },
    headers: { Origin: baseURL! },
  });
  expect(direct.status()).toBe(400);
  expect(await direct.text()).toContain("Error uploading image");
  const noFile = await page.request.post("/admin/blogs/new.data", {
    multipart: { intent: "upload-image" },
    headers: { Origin: baseURL! },
  });
  expect(noFile.status()).toBe(400);

  // A real image is accepted; Remove clears it again.
  await picker.setInputFiles({ name: "ok.png", mimeType: "image/png", buffer: makePng() });
  await expect(toast(page, "Image uploaded")).toBeVisible();
  await expect(page.locator('input[name="imageUrl"]')).toHaveValue(/^\/storage\/blog-assets\/blog-images\/.+\.webp$/);
  await page.getByRole("button", { name: "Remove image" }).click();
  await expect(toast(page, "Image removed")).toBeVisible();
  await expect(page.locator('input[name="imageUrl"]')).toHaveValue("");
  await expect(page.getByRole("img", { name: "Featured image preview" })).toHaveCount(0);
});

test("an unknown or malformed id goes back to the list with Error fetching post", async ({ page, baseURL }) => {
  for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1%27%20or%201=1"]) {
    await page.goto(`/admin/blogs/edit/${id}`);
    await expect(page).toHaveURL("/admin/blogs");
    await expect(toast(page, "Error fetching post").first()).toContainText("Blog post not found");
  }

  // Inside the app: the Edit link of a post someone else deleted meanwhile.
  const title = uniqueTitle("Stale");
  await createPostDirect(page.request, baseURL!, { title });
  const id = await postIdByTitle(page, title);
  const deleted = await page.request.post("/admin/blogs", { form: { intent: "delete", id }, headers: { Origin: baseURL! } });
  expect(deleted.status()).toBe(200);
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL("/admin/blogs");
  await expect(toast(page, "Error fetching post").first()).toContainText("Blog post not found");
});

test("leaving with unsaved changes asks first; without changes it does not", async ({ page }) => {
  const title = uniqueTitle("Unsaved");
  const dialogs: string[] = [];

  // Untouched: Back leaves at once.
  page.on("dialog", (dialog) => {
    // Only the in-app question counts (a page load racing the unmount may also see the browser's own).
    if (dialog.type() !== "confirm") return void dialog.accept();
    dialogs.push(dialog.message());
    void (dialogs.length === 1 ? dialog.dismiss() : dialog.accept());
  });
  await page.goto("/admin/blogs/new");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL("/admin/blogs");
  expect(dialogs).toEqual([]);

  // Typed something: the first answer (Cancel) stays, the second (OK) leaves.
  await page.goto("/admin/blogs/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("link", { name: "Back" }).click();
  await expect.poll(() => dialogs.length).toBe(1);
  expect(dialogs[0]).toBe(UNSAVED_MESSAGE);
  await expect(page).toHaveURL("/admin/blogs/new");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL("/admin/blogs");
  await expect(page.getByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
  expect(dialogs).toHaveLength(2);
  await searchPosts(page, title);
  await expect(page.getByText("No posts match your search or filter.")).toBeVisible();

  // A block editor change alone counts too (here the sidebar link, answered OK).
  await page.goto("/admin/blogs/new");
  await page.getByRole("button", { name: "Add heading" }).click();
  await block(page, 1, "Heading").getByLabel("Heading text").fill("A heading");
  await page.getByRole("link", { name: "Blog Posts" }).click();
  await expect.poll(() => dialogs.length).toBe(3);
  await expect(page).toHaveURL("/admin/blogs");
});

test("a failed save keeps everything typed and says why", async ({ page, baseURL }) => {
  const title = uniqueTitle("Vanishing");
  await createPostDirect(page.request, baseURL!, { title });
  const id = await postIdByTitle(page, title);
  await page.goto(`/admin/blogs/edit/${id}`);
  await page.getByLabel("Title", { exact: true }).fill(`${title} changed`);
  await block(page, 1, "Paragraph").getByLabel("Text").fill("Edited text that must not be lost.");
  await page.getByRole("button", { name: "Add quote" }).click();
  await block(page, 2, "Quote").getByLabel("Quote").fill("Kept quote.");

  // Someone else deletes the post meanwhile.
  const deleted = await page.request.post("/admin/blogs", { form: { intent: "delete", id }, headers: { Origin: baseURL! } });
  expect(deleted.status()).toBe(200);

  // While the request runs the button says Saving... and cannot be pressed twice.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/admin/blogs/edit/${id}\\.data`), async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
  release();
  await expect(toast(page, "Error saving post", "Blog post not found")).toBeVisible();
  await expect(page).toHaveURL(`/admin/blogs/edit/${id}`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${title} changed`);
  await expect(block(page, 1, "Paragraph").getByLabel("Text")).toHaveValue("Edited text that must not be lost.");
  await expect(block(page, 2, "Quote").getByLabel("Quote")).toHaveValue("Kept quote.");
  await expect(page.getByRole("button", { name: "Update Post" })).toBeEnabled();
});

test("posted id, createdAt and unknown fields are ignored: the id comes from the URL only", async ({ page, baseURL }) => {
  const victimTitle = uniqueTitle("Victim");
  await createPostDirect(page.request, baseURL!, { title: victimTitle });
  const victimId = await postIdByTitle(page, victimTitle);

  // Creating with someone else's id and an old date makes a new post, dated now.
  const newTitle = uniqueTitle("Fresh");
  const created = await postEditorForm(page.request, baseURL!, "/admin/blogs/new", {
    intent: "save",
    id: victimId,
    createdAt: "2001-01-01T00:00:00Z",
    created_at: "2001-01-01T00:00:00Z",
    updatedAt: "2001-01-01T00:00:00Z",
    title: newTitle,
    excerpt: "New excerpt",
    author: "New author",
    content: paragraphContent("New"),
  });
  expect(created.status()).toBe(302);
  const newId = await postIdByTitle(page, newTitle);
  expect(newId).not.toBe(victimId);
  // The site's clock is Nepal's (the runner's year can differ on New Year's Eve).
  const thisYear = nepalToday().slice(0, 4);
  await expect(page.getByRole("row").filter({ hasText: newTitle }).getByRole("cell").nth(3)).toContainText(thisYear);

  // Updating post A with B's id in the body changes A, never B.
  const updated = await postEditorForm(page.request, baseURL!, `/admin/blogs/edit/${newId}`, {
    intent: "save",
    id: victimId,
    createdAt: "2001-01-01T00:00:00Z",
    title: `${newTitle} updated`,
    excerpt: "Updated excerpt",
    author: "Updated author",
    content: paragraphContent("Updated"),
  });
  expect(updated.status()).toBe(302);
  await searchPosts(page, newTitle);
  const row = page.getByRole("row").filter({ hasText: `${newTitle} updated` });
  await expect(row).toHaveAttribute("data-post-id", newId);
  await expect(row.getByRole("cell").nth(3)).toContainText(thisYear);
  await page.goto(`/admin/blogs/edit/${victimId}`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(victimTitle);
  await expect(page.getByLabel("Author", { exact: true })).toHaveValue("Test Author");
});

test("plain-text content opens as one paragraph block", async ({ page, baseURL }) => {
  const title = uniqueTitle("Plain");
  await createPostDirect(page.request, baseURL!, { title, content: "Just plain text.\nTwo lines of it." });
  const id = await postIdByTitle(page, title);
  await page.goto(`/admin/blogs/edit/${id}`);
  await expect(block(page, 1, "Paragraph").getByLabel("Text")).toHaveValue("Just plain text.\nTwo lines of it.");
  await expect(page.getByRole("group", { name: /^Block 2/ })).toHaveCount(0);
});

test("the block editor works with the keyboard alone", async ({ page }) => {
  await page.goto("/admin/blogs/new");
  await page.getByRole("button", { name: "Add paragraph" }).focus();
  await page.keyboard.press("Enter");
  // Focus goes into the new block.
  await expect(block(page, 1, "Paragraph").getByLabel("Text")).toBeFocused();
  await page.keyboard.type("First");

  await page.getByRole("button", { name: "Add heading" }).focus();
  await page.keyboard.press("Enter");
  await expect(block(page, 2, "Heading").getByLabel("Heading text")).toBeFocused();
  await page.keyboard.type("Second");

  // Move the heading up with Enter: focus stays with the moved block's controls.
  await page.getByRole("button", { name: "Move block 2 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(block(page, 1, "Heading").getByLabel("Heading text")).toHaveValue("Second");
  await expect(block(page, 2, "Paragraph").getByLabel("Text")).toHaveValue("First");
  await expect(page.getByRole("button", { name: "Move block 1 down" })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Heading block moved to position 1." })).toHaveCount(1);

  // Remove with Space: focus goes to the next block.
  await page.getByRole("button", { name: "Remove block 1" }).focus();
  await page.keyboard.press("Space");
  await expect(block(page, 1, "Paragraph").getByLabel("Text")).toBeFocused();
  await page.getByRole("button", { name: "Remove block 1" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Add paragraph" })).toBeFocused();
  await expect(page.getByText("No content yet.")).toBeVisible();

  // The published switch toggles with Space.
  await page.getByRole("switch", { name: "Published" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("switch", { name: "Published" })).toBeChecked();
});

test("the editor has no serious accessibility violations, on desktop and on a phone", async ({ page }) => {
  await page.goto("/admin/blogs/new");
  for (const type of ["paragraph", "heading", "list", "quote"]) {
    await page.getByRole("button", { name: `Add ${type}` }).click();
  }
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/blogs/new");
  await expect(page.getByRole("heading", { level: 1, name: "Create Blog Post" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
});
