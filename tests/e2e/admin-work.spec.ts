/**
 * /admin/work and its forms: the four tabs (tab in the URL), create / edit /
 * delete of each kind with the spec's toasts, validation in the browser and on
 * the server, the tag input, the star rating, the image previews with their
 * fallbacks, the load-failure toasts, fields the forms do not own, unsaved
 * changes, mobile layout and accessibility.
 */
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, toast } from "./support/fixtures";
import {
  createWorkItem,
  expect,
  gotoHydrated,
  openWorkTab,
  postForm,
  reloadHydrated,
  test,
  uniqueName,
  validWorkFields,
  workItemId,
  workRow,
  type WorkKindSlug,
} from "./support/admin-work-helpers";

import { expectNothingPosted } from "./support/form-helpers";

const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const ALT_REQUIRED = "Describe the image in the alt text, or tick \u201cDecorative image (no description)\u201d";

// Other test runs share the machine: allow for a slow server.
test.beforeEach(() => test.slow());

/** Counts the POSTs the page sends (to prove browser-side validation stopped a submit). */
function countPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

test.describe("the list", () => {
  test("has the four tabs, keeps the active tab in the URL across reload and back, and lists each kind", async ({ page }) => {
    await gotoHydrated(page, "/admin/work");
    await expect(page.getByRole("heading", { level: 1, name: "Our Work" })).toBeVisible();
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["Case Studies", "Featured Projects", "Client Logos", "Testimonials"]);
    await expect(page.getByRole("tab", { name: "Case Studies" })).toHaveAttribute("aria-selected", "true");
    await expect(workRow(page, "Clean Bagmati Saturdays")).toHaveCount(1);

    await page.getByRole("tab", { name: "Featured Projects" }).click();
    await expect(page).toHaveURL(/\/admin\/work\?tab=featured-projects$/);
    await expect(page.getByRole("tab", { name: "Featured Projects" })).toHaveAttribute("aria-selected", "true");
    await expect(workRow(page, "Indra Jatra Live")).toHaveCount(1);
    await expect(workRow(page, "Indra Jatra Live")).toContainText("Festival");

    await reloadHydrated(page);
    await expect(page.getByRole("tab", { name: "Featured Projects" })).toHaveAttribute("aria-selected", "true");
    await expect(workRow(page, "Plastic-Free Tihar")).toHaveCount(1);

    await page.getByRole("tab", { name: "Client Logos" }).click();
    await expect(page).toHaveURL(/tab=client-logos/);
    await expect(workRow(page, "Himali Handloom")).toHaveCount(1);

    await page.getByRole("tab", { name: "Testimonials" }).click();
    await expect(page).toHaveURL(/tab=testimonials/);
    const pema = workRow(page, "Pema Lama");
    await expect(pema).toContainText("Himali Handloom");
    await expect(pema.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole("tab", { name: "Client Logos" })).toHaveAttribute("aria-selected", "true");
    await expect(workRow(page, "Didi's Momo Ghar")).toHaveCount(1);

    // Keyboard: arrows move between tabs, Enter opens one.
    await page.getByRole("tab", { name: "Client Logos" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Testimonials" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/tab=testimonials/);
  });

  test("searches and sorts on the server and keeps the tab; no match shows the empty text", async ({ page }) => {
    await openWorkTab(page, "featured-projects");
    const search = page.getByRole("searchbox", { name: "Search featured projects" });
    await search.fill("tihar");
    await expect(page).toHaveURL(/tab=featured-projects/);
    await expect(page).toHaveURL(/q=tihar/);
    await expect(page.locator("tbody tr[data-item-id]")).toHaveCount(1);
    await expect(workRow(page, "Plastic-Free Tihar")).toBeVisible();

    await search.fill("no such project anywhere");
    await expect(page.getByText("No featured projects found. Add one to get started.")).toBeVisible();

    for (const kind of ["case-studies", "client-logos", "testimonials"] as const) {
      await openWorkTab(page, kind, "zz-nothing-matches-zz");
      const text = {
        "case-studies": "No case studies found. Add one to get started.",
        "client-logos": "No client logos found. Add one to get started.",
        testimonials: "No testimonials found. Add one to get started.",
      }[kind];
      await expect(page.getByText(text)).toBeVisible();
    }

    // Sorting by title, ascending then descending, on the demo case studies.
    await openWorkTab(page, "case-studies", "a");
    await page.getByRole("link", { name: /^Title/ }).click();
    await expect(page).toHaveURL(/sort=title&dir=asc/);
    await expect(page).toHaveURL(/tab=case-studies/);
    const titles = async () =>
      page.locator("tbody tr[data-item-id] td:nth-child(2) span.font-medium").allTextContents();
    await expect.poll(async () => {
      const list = await titles();
      return list.length > 1 && list.every((t, i) => i === 0 || list[i - 1]!.localeCompare(t, "en") <= 0);
    }).toBe(true);
    await page.getByRole("link", { name: /^Title/ }).click();
    await expect(page).toHaveURL(/sort=title&dir=desc/);
  });

  test("each tab's Add button opens its form, and an unknown kind is a 404", async ({ page }) => {
    const adds: [WorkKindSlug, string, string][] = [
      ["case-studies", "Add Case Study", "Add Case Study"],
      ["featured-projects", "Add Featured Project", "Add Featured Project"],
      ["client-logos", "Add Client Logo", "Add Client Logo"],
      ["testimonials", "Add Testimonial", "Add Testimonial"],
    ];
    for (const [kind, button, heading] of adds) {
      await openWorkTab(page, kind);
      await page.getByRole("main").getByRole("link", { name: button }).first().click();
      await expect(page).toHaveURL(`/admin/work/${kind}/new`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await page.getByRole("link", { name: "Back to Work Management" }).click();
      await expect(page).toHaveURL(`/admin/work?tab=${kind}`);
    }
    const response = await page.goto("/admin/work/widgets/new"); // not found: no marker
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    const edit = await page.request.get(`/admin/work/widgets/edit/${MISSING_ID}`);
    expect(edit.status()).toBe(404);
  });

  test("delete asks first; cancel keeps the item, confirm deletes it with the toast; a vanished item fails with the toast", async ({ page }) => {
    const name = uniqueName("Logo to delete");
    await createWorkItem(page, "client-logos", name);
    await openWorkTab(page, "client-logos", name);
    await workRow(page, name).getByRole("button", { name: `Delete ${name}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("heading", { name: "Are you sure?" })).toBeVisible();
    await expect(dialog).toContainText("This action cannot be undone. This will permanently delete the selected item.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(workRow(page, name)).toHaveCount(1);

    await workRow(page, name).getByRole("button", { name: `Delete ${name}` }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Item deleted successfully")).toBeVisible();
    await expect(workRow(page, name)).toHaveCount(0);
    await reloadHydrated(page);
    await expect(page.getByText("No client logos found. Add one to get started.")).toBeVisible();

    // Someone else deletes it while the dialog is open.
    const other = uniqueName("Logo deleted twice");
    const id = await createWorkItem(page, "client-logos", other);
    await openWorkTab(page, "client-logos", other);
    await workRow(page, other).getByRole("button", { name: `Delete ${other}` }).click();
    const first = await postForm(page, "/admin/work", { intent: "delete", kind: "client-logos", id });
    expect(first.status()).toBe(200);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Failed to delete item: Item not found")).toBeVisible();

    // Bad requests never delete and never fail with a 500.
    expect((await postForm(page, "/admin/work", { intent: "delete", kind: "client-logos", id: "not-a-uuid" })).status()).toBe(404);
    expect((await postForm(page, "/admin/work", { intent: "delete", kind: "widgets", id: MISSING_ID })).status()).toBe(400);
    expect((await postForm(page, "/admin/work", { intent: "explode", kind: "client-logos", id: MISSING_ID })).status()).toBe(400);
  });
});

test.describe("case studies", () => {
  test("create with tags (Enter, plus button, trimmed, duplicates and blanks ignored, removable), edit, delete", async ({ page, request }) => {
    const title = uniqueName("Case study");
    await gotoHydrated(page, "/admin/work/case-studies/new");
    await expect(page.getByLabel("Read More Link")).toHaveValue("#");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description", { exact: true }).fill("How a test made a case study.");
    await page.getByLabel("Image URL").fill("/images/demo/case-studies/bhaktapur-beans.webp");
    await expect(page.getByTestId("image-preview")).toHaveAttribute("src", "/images/demo/case-studies/bhaktapur-beans.webp");

    const tagInput = page.getByLabel("Tags", { exact: true });
    const tags = page.getByRole("list", { name: "Added tags" }).getByRole("listitem");
    await tagInput.fill("  Design  ");
    await tagInput.press("Enter");
    await expect(tags).toHaveText(["Design"]);
    await expect(page.getByRole("status").filter({ hasText: "Tag Design added." })).toBeAttached();
    await expect(tagInput).toHaveValue("");
    await tagInput.fill("Video");
    await page.getByRole("button", { name: "Add tag" }).click();
    await expect(tags).toHaveText(["Design", "Video"]);
    await tagInput.fill("Design ");
    await tagInput.press("Enter");
    await tagInput.fill("   ");
    await tagInput.press("Enter");
    await expect(tags).toHaveText(["Design", "Video"]);
    await tagInput.fill("Photo");
    await tagInput.press("Enter");
    await page.getByRole("button", { name: "Remove tag Video" }).click();
    await expect(tags).toHaveText(["Design", "Photo"]);
    await expect(tagInput).toBeFocused();
    // Enter in the tag box never submitted the form.
    await expect(page).toHaveURL("/admin/work/case-studies/new");

    // An image needs its alt text or the explicit decorative tick: refused in the browser, everything kept.
    const posts = countPosts(page);
    await page.getByRole("button", { name: "Create Case Study" }).click();
    await expect(page.getByText(ALT_REQUIRED)).toBeVisible();
    await expect(page.getByLabel("Alt text")).toHaveAttribute("aria-invalid", "true");
    await expectNothingPosted(page, posts);
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(tags).toHaveText(["Design", "Photo"]);
    await page.getByLabel("Alt text").fill("Coffee beans drying in a Bhaktapur courtyard");
    await expect(page.getByText(ALT_REQUIRED)).toHaveCount(0);

    await page.getByRole("button", { name: "Create Case Study" }).click();
    await expect(toast(page, "Case study created successfully")).toBeVisible();
    await expect(page).toHaveURL("/admin/work?tab=case-studies");
    await expect(page.getByRole("tab", { name: "Case Studies" })).toHaveAttribute("aria-selected", "true");

    const id = await workItemId(page, "case-studies", title);
    const row = workRow(page, title);
    await expect(row).toContainText("Design");
    await expect(row).toContainText("Photo");
    await expect(row).not.toContainText("Video");

    // An anonymous visit to the public page (it may be kept in the public page cache).
    const before = await request.get(`/work/case-study/${id}`);
    expect(before.status()).toBe(200);
    const beforeHtml = await before.text();
    expect(beforeHtml).toContain("How a test made a case study.");
    expect(beforeHtml).toContain('alt="Coffee beans drying in a Bhaktapur courtyard"');
    // The Our Work card carries the same description.
    await page.goto("/references");
    await expect(
      page.getByTestId("case-study-card").filter({ hasText: title }).locator('img[src*="bhaktapur-beans"]'),
    ).toHaveAttribute("alt", "Coffee beans drying in a Bhaktapur courtyard");
    await openWorkTab(page, "case-studies", title);

    await row.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(`/admin/work/case-studies/edit/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Edit Case Study" })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByRole("list", { name: "Added tags" }).getByRole("listitem")).toHaveText(["Design", "Photo"]);
    await expect(page.getByLabel("Alt text")).toHaveValue("Coffee beans drying in a Bhaktapur courtyard");
    // Now marked decorative: the description is set aside (and not stored).
    await page.getByLabel("Decorative image (no description)").check();
    await expect(page.getByLabel("Alt text")).toBeDisabled();
    await page.getByLabel("Description", { exact: true }).fill("An updated description.");
    await page.getByLabel("Read More Link").fill("https://example.org/story");
    await page.getByRole("button", { name: "Update Case Study" }).click();
    await expect(toast(page, "Case study updated successfully")).toBeVisible();
    await expect(page).toHaveURL("/admin/work?tab=case-studies");

    await gotoHydrated(page, `/admin/work/case-studies/edit/${id}`);
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("An updated description.");
    await expect(page.getByLabel("Read More Link")).toHaveValue("https://example.org/story");
    await expect(page.getByLabel("Decorative image (no description)")).toBeChecked();

    // The public case study page shows the change on the next request; the image is now decorative.
    const publicPage = await request.get(`/work/case-study/${id}`);
    expect(publicPage.status()).toBe(200);
    const publicHtml = await publicPage.text();
    expect(publicHtml).toContain("An updated description.");
    expect(publicHtml).not.toContain("Coffee beans drying");
    await page.goto(`/work/case-study/${id}`);
    await expect(page.locator('article img[src*="bhaktapur-beans"]')).toHaveAttribute("alt", "");

    await openWorkTab(page, "case-studies", title);
    await workRow(page, title).getByRole("button", { name: `Delete ${title}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Item deleted successfully")).toBeVisible();
    await expect(workRow(page, title)).toHaveCount(0);
  });

  test("validates in the browser (nothing sent) and on the server (400, nothing stored)", async ({ page }) => {
    await gotoHydrated(page, "/admin/work/case-studies/new");
    const posts = countPosts(page);
    await page.getByLabel("Image URL").fill("not a url");
    await page.getByLabel("Read More Link").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Create Case Study" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByText("Description is required")).toBeVisible();
    await expect(page.getByText("Invalid URL")).toHaveCount(2);
    await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expectNothingPosted(page, posts);

    const empty = await postForm(page, "/admin/work/case-studies/new", { intent: "create", title: " ", description: "", imageUrl: "nope" });
    expect(empty.status()).toBe(400);
    const html = await empty.text();
    for (const message of ["Title is required", "Description is required", "Invalid URL"]) expect(html).toContain(message);

    const title = uniqueName("Never stored");
    const bad = await postForm(page, "/admin/work/case-studies/new", {
      intent: "create",
      ...validWorkFields("case-studies", title),
      imageUrl: "ftp://example.org/x.png",
    });
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain("Invalid URL");
    // The server asks for the alt text too (a form without the browser's checks).
    const noAlt = await postForm(page, "/admin/work/case-studies/new", {
      intent: "create",
      ...validWorkFields("case-studies", title),
      imageAlt: " ",
    });
    expect(noAlt.status()).toBe(400);
    expect(await noAlt.text()).toContain(ALT_REQUIRED);
    await openWorkTab(page, "case-studies", title);
    await expect(page.getByText("No case studies found. Add one to get started.")).toBeVisible();
  });

  test("an unknown or malformed id goes back to the list with the spec's toast", async ({ page }) => {
    await gotoHydrated(page, `/admin/work/case-studies/edit/${MISSING_ID}`);
    await expect(page).toHaveURL("/admin/work?tab=case-studies");
    await expect(toast(page, "Failed to fetch case study")).toBeVisible();

    const malformed = await page.request.get("/admin/work/case-studies/edit/not-an-id", { maxRedirects: 0 });
    expect(malformed.status()).toBe(302);
    expect(malformed.headers().location).toBe("/admin/work?tab=case-studies");
  });
});

test.describe("featured projects", () => {
  test("create with the category placeholder, edit, and the validated reading's messages", async ({ page }) => {
    await gotoHydrated(page, "/admin/work/featured-projects/new");
    await expect(page.getByLabel("Category")).toHaveAttribute("placeholder", "Festival, Corporate, etc.");
    await expect(page.getByLabel("Description", { exact: true })).toHaveJSProperty("tagName", "TEXTAREA");

    const posts = countPosts(page);
    await page.getByRole("button", { name: "Create Project" }).click();
    for (const message of ["Title is required", "Description is required", "Invalid URL", "Category is required"]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expectNothingPosted(page, posts);

    const title = uniqueName("Project");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description", { exact: true }).fill("Line one.\nLine two.");
    await page.getByLabel("Image URL").fill("/images/demo/projects/plastic-free-tihar.webp");
    await page.getByLabel("Alt text").fill("Cloth bags handed out at a Tihar market");
    await page.getByLabel("Category").fill("Festival");
    await expect(page.getByText("Category is required")).toHaveCount(0);
    await page.getByRole("button", { name: "Create Project" }).click();
    await expect(toast(page, "Project created successfully")).toBeVisible();
    await expect(page).toHaveURL("/admin/work?tab=featured-projects");

    const id = await workItemId(page, "featured-projects", title);
    await expect(workRow(page, title)).toContainText("Festival");
    await page.goto(`/work/project/${id}`);
    await expect(page.locator('article img[src*="plastic-free-tihar"]')).toHaveAttribute("alt", "Cloth bags handed out at a Tihar market");
    await openWorkTab(page, "featured-projects", title);
    await workRow(page, title).getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Line one.\nLine two.");
    await page.getByLabel("Category").fill("Corporate");
    await page.getByRole("button", { name: "Update Project" }).click();
    await expect(toast(page, "Project updated successfully")).toBeVisible();
    await openWorkTab(page, "featured-projects", title);
    await expect(workRow(page, title)).toContainText("Corporate");

    const bad = await postForm(page, `/admin/work/featured-projects/edit/${id}`, {
      intent: "update",
      ...validWorkFields("featured-projects", title),
      category: "",
    });
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain("Category is required");
    await openWorkTab(page, "featured-projects", title);
    await expect(workRow(page, title)).toContainText("Corporate");

    await gotoHydrated(page, `/admin/work/featured-projects/edit/${MISSING_ID}`);
    await expect(page).toHaveURL("/admin/work?tab=featured-projects");
    await expect(toast(page, "Failed to fetch project")).toBeVisible();
  });
});

test.describe("client logos", () => {
  test("create with a live preview that falls back to the placeholder, edit, and a failed update keeps the typed values", async ({ page }) => {
    await gotoHydrated(page, "/admin/work/client-logos/new");
    const preview = page.getByTestId("logo-preview");
    await expect(preview).toHaveAttribute("src", "/images/fallback/logo-placeholder.svg");
    await page.getByLabel("Logo URL").fill("/images/demo/logos/bhaktapur-beans.svg");
    await expect(preview).toHaveAttribute("src", "/images/demo/logos/bhaktapur-beans.svg");
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByLabel("Logo URL").fill("/images/demo/logos/no-such-logo.png");
    await expect(preview).toHaveAttribute("src", "/images/fallback/logo-placeholder.svg");

    const posts = countPosts(page);
    await page.getByLabel("Logo URL").fill("");
    await page.getByRole("button", { name: "Create Client Logo" }).click();
    await expect(page.getByText("Client name is required")).toBeVisible();
    await expect(page.getByText("Invalid URL")).toBeVisible();
    await expectNothingPosted(page, posts);

    const name = uniqueName("Logo");
    await page.getByLabel("Client Name").fill(name);
    await page.getByLabel("Logo URL").fill("/images/demo/logos/saathi-cooperative.svg");
    await page.getByLabel("Alt text").fill(`${name} logo`);
    await page.getByRole("button", { name: "Create Client Logo" }).click();
    await expect(toast(page, "Client logo created successfully")).toBeVisible();
    await expect(page).toHaveURL("/admin/work?tab=client-logos");

    const id = await workItemId(page, "client-logos", name);
    await workRow(page, name).getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page.getByLabel("Client Name")).toHaveValue(name);
    await expect(page.getByTestId("logo-preview")).toHaveAttribute("src", "/images/demo/logos/saathi-cooperative.svg");
    const renamed = `${name} Renamed`;
    await page.getByLabel("Client Name").fill(renamed);
    await page.getByRole("button", { name: "Update Client Logo" }).click();
    await expect(toast(page, "Client logo updated successfully")).toBeVisible();
    await openWorkTab(page, "client-logos", renamed);
    await expect(workRow(page, renamed)).toHaveCount(1);

    // The record disappears while it is being edited: the save fails, the typed values stay.
    await gotoHydrated(page, `/admin/work/client-logos/edit/${id}`);
    await page.getByLabel("Client Name").fill(`${name} Typed`);
    expect((await postForm(page, "/admin/work", { intent: "delete", kind: "client-logos", id })).status()).toBe(200);
    await page.getByRole("button", { name: "Update Client Logo" }).click();
    await expect(toast(page, "Failed to update client logo: Client logo not found")).toBeVisible();
    await expect(page.getByLabel("Client Name")).toHaveValue(`${name} Typed`);
    await expect(page).toHaveURL(`/admin/work/client-logos/edit/${id}`);

    await gotoHydrated(page, `/admin/work/client-logos/edit/${id}`);
    await expect(page).toHaveURL("/admin/work?tab=client-logos");
    await expect(toast(page, "Failed to fetch client logo: Client logo not found")).toBeVisible();
    await gotoHydrated(page, "/admin/work/client-logos/edit/12345");
    await expect(toast(page, "Failed to fetch client logo: Invalid id")).toBeVisible();
  });

  test("an id, createdAt or unknown field in the body is ignored; the record id comes from the URL", async ({ page }) => {
    const a = uniqueName("Logo A");
    const b = uniqueName("Logo B");
    const idA = await createWorkItem(page, "client-logos", a);
    const idB = await createWorkItem(page, "client-logos", b);

    const chosen = "11111111-1111-4111-8111-111111111111";
    const created = uniqueName("Logo C");
    const createResponse = await postForm(page, "/admin/work/client-logos/new", {
      intent: "create",
      ...validWorkFields("client-logos", created),
      id: chosen,
      createdAt: "2000-01-01T00:00:00Z",
      isAdmin: "true",
    });
    expect(createResponse.status()).toBe(302);
    const idC = await workItemId(page, "client-logos", created);
    expect(idC).not.toBe(chosen);
    await expect(workRow(page, created)).not.toContainText("2000");

    const update = await postForm(page, `/admin/work/client-logos/edit/${idA}`, {
      intent: "update",
      ...validWorkFields("client-logos", `${a} Edited`),
      id: idB,
      createdAt: "2000-01-01T00:00:00Z",
      updatedAt: "2000-01-01T00:00:00Z",
    });
    expect(update.status()).toBe(302);
    await openWorkTab(page, "client-logos", a);
    await expect(workRow(page, `${a} Edited`)).toHaveCount(1);
    await expect(workRow(page, `${a} Edited`)).not.toContainText("2000");
    await openWorkTab(page, "client-logos", b);
    await expect(workRow(page, b)).toHaveCount(1);
    expect(await workRow(page, b).getAttribute("data-item-id")).toBe(idB);

    // A wrong intent, a malformed id: refused with 4xx, never a 500.
    expect((await postForm(page, `/admin/work/client-logos/edit/${idA}`, { intent: "create", ...validWorkFields("client-logos", a) })).status()).toBe(400);
    // (A page POST then renders the page, whose loader sends an unknown id back to the list.)
    for (const badId of ["not-a-uuid", MISSING_ID]) {
      const response = await postForm(page, `/admin/work/client-logos/edit/${badId}`, { intent: "update", ...validWorkFields("client-logos", a) });
      expect([302, 404]).toContain(response.status());
    }
  });
});

test.describe("testimonials", () => {
  test("create with a 3-star rating by click, the round portrait falls back, keyboard rating, edit", async ({ page }) => {
    await gotoHydrated(page, "/admin/work/testimonials/new");
    const group = page.getByRole("group", { name: "Rating" });
    await expect(group.getByRole("radio", { name: "5 stars" })).toBeChecked();

    const portrait = page.getByTestId("portrait-preview");
    await expect(portrait).toHaveAttribute("src", "/images/fallback/portrait.svg");
    await expect(portrait).toHaveClass(/rounded-full/);
    await page.getByLabel("Profile Image URL").fill("/images/demo/testimonials/sarita-tuladhar.webp");
    await expect(portrait).toHaveAttribute("src", "/images/demo/testimonials/sarita-tuladhar.webp");
    await page.getByLabel("Profile Image URL").fill("/images/demo/testimonials/nobody.webp");
    await expect(portrait).toHaveAttribute("src", "/images/fallback/portrait.svg");
    await page.getByLabel("Profile Image URL").fill("nobody");

    const posts = countPosts(page);
    await page.getByRole("button", { name: "Create Testimonial" }).click();
    for (const message of ["Name is required", "Position is required", "Company is required", "Testimonial is required", "Invalid URL"]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expectNothingPosted(page, posts);

    const name = uniqueName("Person");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Position").fill("Director");
    await page.getByLabel("Company").fill("E2E Studio");
    await page.getByLabel("Testimonial", { exact: true }).fill("They were wonderful to work with.");
    await page.getByLabel("Profile Image URL").fill("/images/demo/testimonials/rajendra-karki.webp");
    await page.getByLabel("Alt text").fill(`Portrait of ${name}`);
    await page.locator("label").filter({ hasText: "3 stars" }).click();
    await expect(group.getByRole("radio", { name: "3 stars" })).toBeChecked();
    await page.getByRole("button", { name: "Create Testimonial" }).click();
    await expect(toast(page, "Testimonial created successfully")).toBeVisible();
    await expect(page).toHaveURL("/admin/work?tab=testimonials");

    const id = await workItemId(page, "testimonials", name);
    await expect(workRow(page, name).getByRole("img", { name: "3 out of 5 stars" })).toBeVisible();

    await gotoHydrated(page, `/admin/work/testimonials/edit/${id}`);
    await expect(group.getByRole("radio", { name: "3 stars" })).toBeChecked();
    // Keyboard: the stars are one radio group.
    await group.getByRole("radio", { name: "3 stars" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(group.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await expect(group.getByRole("radio", { name: "4 stars" })).toBeFocused();
    await page.getByRole("button", { name: "Update Testimonial" }).click();
    await expect(toast(page, "Testimonial updated successfully")).toBeVisible();
    await openWorkTab(page, "testimonials", name);
    await expect(workRow(page, name).getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();

    for (const rating of ["0", "6", "2.5", "lots"]) {
      const bad = await postForm(page, `/admin/work/testimonials/edit/${id}`, {
        intent: "update",
        ...validWorkFields("testimonials", name),
        rating,
      });
      expect(bad.status(), rating).toBe(400);
      expect(await bad.text()).toContain("Rating must be a whole number from 1 to 5");
    }
    await openWorkTab(page, "testimonials", name);
    await expect(workRow(page, name).getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();

    await gotoHydrated(page, `/admin/work/testimonials/edit/${MISSING_ID}`);
    await expect(page).toHaveURL("/admin/work?tab=testimonials");
    await expect(toast(page, "Failed to fetch testimonial: Testimonial not found")).toBeVisible();
  });

  test("the server refuses each missing field with the spec's message and stores nothing", async ({ page }) => {
    const name = uniqueName("Refused person");
    const fields = validWorkFields("testimonials", name);
    const cases: [string, string][] = [
      ["position", "Position is required"],
      ["company", "Company is required"],
      ["testimonial", "Testimonial is required"],
      ["imageSrc", "Invalid URL"],
    ];
    for (const [field, message] of cases) {
      const response = await postForm(page, "/admin/work/testimonials/new", { intent: "create", ...fields, [field]: "" });
      expect(response.status(), field).toBe(400);
      expect(await response.text()).toContain(message);
    }
    const noName = await postForm(page, "/admin/work/testimonials/new", { intent: "create", ...fields, name: "" });
    expect(await noName.text()).toContain("Name is required");
    await openWorkTab(page, "testimonials", name);
    await expect(page.getByText("No testimonials found. Add one to get started.")).toBeVisible();

    const logo = await postForm(page, "/admin/work/client-logos/new", { intent: "create", name: "", imageUrl: "x" });
    expect(logo.status()).toBe(400);
    const logoHtml = await logo.text();
    expect(logoHtml).toContain("Client name is required");
    expect(logoHtml).toContain("Invalid URL");
  });
});

test("leaving a form with unsaved changes asks first", async ({ page }) => {
  await gotoHydrated(page, "/admin/work/featured-projects/new");
  // Nothing typed: leaving does not ask.
  await page.getByRole("link", { name: "Back to Work Management" }).click();
  await expect(page).toHaveURL("/admin/work?tab=featured-projects");

  await gotoHydrated(page, "/admin/work/featured-projects/new");
  await page.getByLabel("Title").fill("Half-written");
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Back to Work Management" }).click();
  await expect.poll(() => asked).toContain("unsaved changes");
  await expect(page).toHaveURL("/admin/work/featured-projects/new");
  await expect(page.getByLabel("Title")).toHaveValue("Half-written");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL("/admin/work?tab=featured-projects");

  // Tags count as changes too.
  await gotoHydrated(page, "/admin/work/case-studies/new");
  await page.getByLabel("Tags", { exact: true }).fill("Only a tag");
  await page.getByLabel("Tags", { exact: true }).press("Enter");
  let askedAgain = false;
  page.once("dialog", (dialog) => {
    askedAgain = true;
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Back to Work Management" }).click();
  await expect.poll(() => askedAgain).toBe(true);
  await expect(page).toHaveURL("/admin/work/case-studies/new");
});

test.describe("accessibility and mobile", () => {
  for (const kind of ["case-studies", "featured-projects", "client-logos", "testimonials"] as const) {
    test(`the ${kind} list and form have no serious axe violations`, async ({ page }) => {
      await openWorkTab(page, kind);
      await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
      await gotoHydrated(page, `/admin/work/${kind}/new`);
      await expect(page.getByRole("link", { name: "Back to Work Management" })).toBeVisible();
      await page.getByRole("button", { name: /^Create/ }).click();
      await expect(page.locator("[data-slot=field-error]").first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
    });
  }

  test("works at 390px: tabs, rows and the form fit the screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openWorkTab(page, "testimonials");
    await expect(page.getByRole("link", { name: "Add Testimonial" })).toBeVisible();
    await expect(workRow(page, "Pema Lama").getByRole("link", { name: "Edit Pema Lama" })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("tab", { name: "Case Studies" }).click();
    await expect(page).toHaveURL(/tab=case-studies/);
    await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });

    await gotoHydrated(page, "/admin/work/testimonials/new");
    await expect(page.getByRole("button", { name: "Create Testimonial" })).toBeVisible();
    const formOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(formOverflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
  });
});
