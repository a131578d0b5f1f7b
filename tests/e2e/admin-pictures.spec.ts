/**
 * /admin/team-leader-pictures and the picture editor: the list's columns in
 * display order, upload + save (file stored under the picture's id, served as
 * WebP with nosniff, back on the list after the spec's 500 ms), the inline
 * order edit (saved on blur, bad values refused), the active switch (and the
 * public /team-leader page), non-image uploads refused in the browser and on
 * the server, delete with its stored file, fields the form does not own,
 * validation, load failures, mobile and accessibility.
 *
 * Pictures made here are of type "other" unless a test needs the public page,
 * so that the public page's portrait and gallery stay as seeded.
 */
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, toast } from "./support/fixtures";
import {
  expect,
  gotoHydrated,
  makePng,
  pictureRow,
  pictureRowIds,
  reloadHydrated,
  siteOrigin,
  test,
  uniqueName,
} from "./support/admin-work-helpers";

const LIST = "/admin/team-leader-pictures";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

// Other test runs share the machine: allow for a slow server.
test.beforeEach(() => test.slow());

type NewPicture = { alt: string; type?: "Profile" | "Project" | "Background" | "Other"; order?: number; active?: boolean; fileName?: string };

/** Fills the new-picture form in the browser, uploads a generated PNG and saves; returns the id. */
async function createPicture(page: Page, { alt, type = "Other", order = 900, active = true, fileName = "e2e-picture.png" }: NewPicture) {
  await gotoHydrated(page, `${LIST}/new`);
  const id = await page.locator("input[type=hidden][name=id]").inputValue();
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByLabel("Image", { exact: true }).setInputFiles({ name: fileName, mimeType: "image/png", buffer: await makePng(48, 48) });
  await page.getByRole("button", { name: "Upload Image" }).click();
  await expect(toast(page, "Image uploaded")).toBeVisible();
  await page.getByRole("combobox", { name: "Image Type" }).click();
  await page.getByRole("option", { name: type }).click();
  await page.getByLabel("Display Order").fill(String(order));
  await page.getByLabel("Alt Text").fill(alt);
  if (!active) await page.getByRole("switch", { name: "Active (shown on the site)" }).click();
  await page.getByRole("button", { name: "Save Picture" }).click();
  await expect(toast(page, "Picture created")).toBeVisible();
  await expect(page).toHaveURL(LIST);
  return id;
}

/** Posts to a picture route's action straight from the test (multipart, like the editor). */
async function postPicture(page: Page, path: string, multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>) {
  return page.request.post(path, { multipart, headers: { Origin: siteOrigin() }, maxRedirects: 0 });
}

test("the list shows the spec's columns in display order, with the Add New Picture button", async ({ page }) => {
  await gotoHydrated(page, LIST);
  await expect(page.getByRole("heading", { level: 1, name: "Team Leader Pictures" })).toBeVisible();
  await expect(page.getByRole("columnheader")).toHaveText(["Image", "Type", "Alt Text", "Order", "Status", "Actions"]);
  const orders = await page
    .locator("tbody tr[data-testid=picture-row] input[type=number]")
    .evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).value)));
  expect(orders.length).toBeGreaterThanOrEqual(4);
  expect([...orders].sort((a, b) => a - b)).toEqual(orders);
  const profile = page.locator("tbody tr[data-testid=picture-row]").filter({ hasText: "Aarohi Maharjan" });
  await expect(profile.getByText("Profile", { exact: true })).toBeVisible();
  await expect(profile.getByRole("switch")).toHaveAttribute("aria-checked", "true");

  await page.getByRole("link", { name: "Add New Picture" }).click();
  await expect(page).toHaveURL(`${LIST}/new`);
  await expect(page.getByRole("heading", { level: 1, name: "Add New Picture" })).toBeVisible();
  await expect(page.getByText("Recommended size: 800x800px")).toBeVisible();
  await expect(page.getByText("JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.")).toBeVisible();
  // Defaults: profile, order 1, active.
  await expect(page.getByRole("combobox", { name: "Image Type" })).toHaveText("Profile");
  await expect(page.getByLabel("Display Order")).toHaveValue("1");
  await expect(page.getByRole("switch", { name: "Active (shown on the site)" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("button", { name: "Save Picture" })).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(LIST);
});

/** The page, with when the picture editor's save was answered (set by the test's fetch wrapper). */
type SaveTimedWindow = Window & { saveAnsweredAt?: number };

test("upload a PNG and save: stored as <id>-<name>.webp, served as WebP with nosniff, back on the list after about 500 ms", async ({ page }) => {
  const alt = uniqueName("Uploaded picture");
  await gotoHydrated(page, `${LIST}/new`);
  const id = await page.locator("input[type=hidden][name=id]").inputValue();
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  const picker = page.getByLabel("Image", { exact: true });
  await expect(picker).toHaveAttribute("accept", "image/*");
  await expect(page.getByRole("button", { name: "Upload Image" })).toBeDisabled();
  await picker.setInputFiles({ name: "Team Photo.png", mimeType: "image/png", buffer: await makePng(64, 48) });
  await expect(page.getByTestId("picture-preview")).toHaveAttribute("src", /^blob:/);

  // Remove selection clears the chosen file.
  await page.getByRole("button", { name: "Remove selection" }).click();
  await expect(page.getByTestId("picture-preview")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Upload Image" })).toBeDisabled();

  await picker.setInputFiles({ name: "Team Photo.png", mimeType: "image/png", buffer: await makePng(64, 48) });
  await page.getByRole("button", { name: "Upload Image" }).click();
  await expect(toast(page, "Image uploaded")).toBeVisible();
  const storedPath = `/storage/images/team-leader-pictures/${id}-Team-Photo.webp`;
  await expect(page.getByTestId("picture-preview")).toHaveAttribute("src", storedPath);

  await page.getByRole("combobox", { name: "Image Type" }).click();
  await page.getByRole("option", { name: "Background" }).click();
  await page.getByLabel("Display Order").fill("901");
  await page.getByLabel("Alt Text").fill(alt);
  await page.getByLabel("Description (optional)").fill("Made by a test.");
  // The delay is timed in the page, from the moment the save's answer arrives: on a busy
  // machine the test process can hear of that answer hundreds of milliseconds late.
  await page.evaluate(() => {
    const win = window as SaveTimedWindow;
    const originalFetch = window.fetch;
    window.fetch = async (input, init) => {
      const response = await originalFetch(input, init);
      if (init?.method?.toUpperCase() === "POST") win.saveAnsweredAt = performance.now();
      return response;
    };
  });
  const saveResponse = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith(`${LIST}/new`),
  );
  await page.getByRole("button", { name: "Save Picture" }).click();
  await saveResponse;
  // Still on the editor when the save is answered...
  expect(page.url()).toContain(`${LIST}/new`);
  await expect(toast(page, "Picture created")).toBeVisible();
  // ...and back on the list about half a second later.
  await page.waitForURL((url) => url.pathname === LIST);
  const delay = await page.evaluate(() => {
    const answeredAt = (window as SaveTimedWindow).saveAnsweredAt;
    return answeredAt === undefined ? Number.NaN : performance.now() - answeredAt;
  });
  expect(delay).toBeGreaterThanOrEqual(490);
  expect(delay).toBeLessThan(10_000);

  const row = pictureRow(page, id);
  await expect(row).toContainText(alt);
  await expect(row).toContainText("Background");
  await expect(row.getByRole("spinbutton")).toHaveValue("901");
  await expect(row.locator("img")).toHaveAttribute("src", storedPath);

  const file = await page.request.get(storedPath);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/webp");
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  const bytes = await file.body();
  expect(bytes.subarray(0, 4).toString("ascii")).toBe("RIFF");
  expect(bytes.subarray(8, 12).toString("ascii")).toBe("WEBP");

  // Edit it: the form shows the stored values; Update Picture.
  await row.getByRole("link", { name: /^Edit picture/ }).click();
  await expect(page).toHaveURL(`${LIST}/edit/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Picture" })).toBeVisible();
  await expect(page.getByLabel("Alt Text")).toHaveValue(alt);
  await expect(page.getByLabel("Description (optional)")).toHaveValue("Made by a test.");
  await expect(page.getByRole("combobox", { name: "Image Type" })).toHaveText("Background");
  await expect(page.locator("input[type=hidden][name=id]")).toHaveCount(0);
  await page.getByLabel("Alt Text").fill(`${alt} edited`);
  await page.getByRole("button", { name: "Update Picture" }).click();
  await expect(toast(page, "Picture updated")).toBeVisible();
  await page.waitForURL((url) => url.pathname === LIST);
  await expect(pictureRow(page, id)).toContainText(`${alt} edited`);

  // Delete it with the confirmation; the stored file goes too.
  await pictureRow(page, id).getByRole("button", { name: /^Delete picture/ }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("This action cannot be undone.");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Picture deleted")).toBeVisible();
  await expect(pictureRow(page, id)).toHaveCount(0);
  expect((await page.request.get(storedPath)).status()).toBe(404);
});

test("replacing the image of a saved picture stores a new file and removes the old one", async ({ page }) => {
  const alt = uniqueName("Replaced picture");
  const id = await createPicture(page, { alt, fileName: "same-name.png", active: false });
  const first = `/storage/images/team-leader-pictures/${id}-same-name.webp`;
  // Saved with the active switch off.
  await expect(pictureRow(page, id).getByRole("switch")).toHaveAttribute("aria-checked", "false");
  expect((await page.request.get(first)).status()).toBe(200);

  await gotoHydrated(page, `${LIST}/edit/${id}`);
  await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "same-name.png", mimeType: "image/png", buffer: await makePng(30, 30, "#1d4ed8") });
  // Saved without pressing Upload Image: the file goes with the form.
  await page.getByRole("button", { name: "Update Picture" }).click();
  await expect(toast(page, "Picture updated")).toBeVisible();
  await page.waitForURL((url) => url.pathname === LIST);
  const second = `/storage/images/team-leader-pictures/${id}-same-name-2.webp`;
  await expect(pictureRow(page, id).locator("img")).toHaveAttribute("src", second);
  await expect(pictureRow(page, id).getByRole("switch")).toHaveAttribute("aria-checked", "false");
  expect((await page.request.get(second)).status()).toBe(200);
  expect((await page.request.get(first)).status()).toBe(404);

  await pictureRow(page, id).getByRole("button", { name: /^Delete picture/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Picture deleted")).toBeVisible();
});

test("the order is saved on blur when changed, persists and re-orders the list; bad values are refused and restored", async ({ page }) => {
  const first = await createPicture(page, { alt: uniqueName("Order A"), order: 950 });
  const second = await createPicture(page, { alt: uniqueName("Order B"), order: 951 });
  await gotoHydrated(page, LIST);
  let ids = await pictureRowIds(page);
  expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));

  const orderOf = (id: string) => pictureRow(page, id).getByRole("spinbutton");
  // Unchanged: no save.
  await orderOf(second).focus();
  await orderOf(second).blur();
  await expect(toast(page, "Order updated")).toHaveCount(0);

  await orderOf(second).fill("949");
  await orderOf(second).blur();
  await expect(toast(page, "Order updated")).toBeVisible();
  await expect.poll(async () => {
    const now = await pictureRowIds(page);
    return now.indexOf(second) < now.indexOf(first);
  }).toBe(true);
  await reloadHydrated(page);
  await expect(orderOf(second)).toHaveValue("949");
  ids = await pictureRowIds(page);
  expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));

  // Negative and fractional orders are refused with a message, and the value comes back.
  await orderOf(first).fill("-3");
  await orderOf(first).press("Enter");
  await expect(toast(page, "Display order must be 0 or more")).toBeVisible();
  await expect(orderOf(first)).toHaveValue("950");
  await orderOf(first).fill("2.5");
  await orderOf(first).blur();
  await expect(toast(page, "Display order must be a whole number")).toBeVisible();
  await expect(orderOf(first)).toHaveValue("950");

  // The server refuses them too.
  for (const displayOrder of ["-1", "1.5", "abc", ""]) {
    const response = await postPicture(page, LIST, { intent: "order", id: first, displayOrder });
    expect(response.status(), displayOrder).toBe(400);
  }
  expect((await postPicture(page, LIST, { intent: "order", id: MISSING_ID, displayOrder: "3" })).status()).toBe(404);
  expect((await postPicture(page, LIST, { intent: "order", id: "nope", displayOrder: "3" })).status()).toBe(404);
  await reloadHydrated(page);
  await expect(orderOf(first)).toHaveValue("950");

  for (const id of [first, second]) {
    await pictureRow(page, id).getByRole("button", { name: /^Delete picture/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(pictureRow(page, id)).toHaveCount(0);
  }
});

test("the active switch hides and shows a picture, with the toasts and on the public page", async ({ page, request }) => {
  const alt = uniqueName("Gallery picture");
  const id = await createPicture(page, { alt, type: "Project", order: 990, fileName: "gallery.png" });
  const src = `/storage/images/team-leader-pictures/${id}-gallery.webp`;

  // An anonymous visitor (no session: the page may come from the public page cache).
  const publicPage = async () => {
    const response = await request.get("/team-leader");
    expect(response.status()).toBe(200);
    return response.text();
  };

  await gotoHydrated(page, LIST);
  const toggle = pictureRow(page, id).getByRole("switch");
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(pictureRow(page, id).locator("img")).toHaveAttribute("src", src);
  expect(await publicPage()).toContain(alt);

  await toggle.click();
  await expect(toast(page, "Picture hidden")).toBeVisible();
  await expect(toast(page, "The picture is now hidden from the site.")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(pictureRow(page, id)).toContainText("Hidden");
  expect(await publicPage()).not.toContain(alt);

  await reloadHydrated(page);
  await expect(pictureRow(page, id).getByRole("switch")).toHaveAttribute("aria-checked", "false");
  await pictureRow(page, id).getByRole("switch").press("Space");
  await expect(toast(page, "Picture activated")).toBeVisible();
  await expect(toast(page, "The picture is now visible on the site.")).toBeVisible();
  await expect(pictureRow(page, id).getByRole("switch")).toHaveAttribute("aria-checked", "true");
  expect(await publicPage()).toContain(alt);

  expect((await postPicture(page, LIST, { intent: "active", id, isActive: "maybe" })).status()).toBe(400);
  expect((await postPicture(page, LIST, { intent: "active", id: MISSING_ID, isActive: "false" })).status()).toBe(404);

  await pictureRow(page, id).getByRole("button", { name: /^Delete picture/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Picture deleted")).toBeVisible();
  expect(await publicPage()).not.toContain(alt);
});

test("a non-image file is refused in the browser, and by its bytes on the server", async ({ page }) => {
  await gotoHydrated(page, `${LIST}/new`);
  const id = await page.locator("input[type=hidden][name=id]").inputValue();
  const picker = page.getByLabel("Image", { exact: true });

  await picker.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just some text") });
  await expect(toast(page, "Invalid file type")).toBeVisible();
  await expect(toast(page, "Please upload an image file.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload Image" })).toBeDisabled();
  await expect(page.getByTestId("picture-preview")).toHaveCount(0);

  // Named and typed as a PNG, but not one: the server looks at the bytes.
  await expect(toast(page, "Please upload an image file.")).toHaveCount(0, { timeout: 20_000 });
  await picker.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=alert(1)></svg>") });
  await page.getByRole("button", { name: "Upload Image" }).click();
  await expect(toast(page, "Please upload an image file.")).toBeVisible();
  expect((await page.request.get(`/storage/images/team-leader-pictures/${id}-fake.webp`)).status()).toBe(404);

  const direct = await postPicture(page, `${LIST}/new`, {
    intent: "upload",
    id,
    image: { name: "evil.png", mimeType: "image/png", buffer: Buffer.from("GIF89a but not really <script>") },
  });
  expect(direct.status()).toBe(400);
  expect((await page.request.get(`/storage/images/team-leader-pictures/${id}-evil.webp`)).status()).toBe(404);

  // Saving a new picture without an image is refused.
  const alt = uniqueName("No image");
  const noImage = await postPicture(page, `${LIST}/new`, { intent: "create", id, altText: alt, displayOrder: "3", imageType: "other" });
  expect(noImage.status()).toBe(400);
  expect(await noImage.text()).toContain("Please choose an image and upload it.");
  await gotoHydrated(page, LIST);
  await expect(page.getByText(alt)).toHaveCount(0);
});

test("validation in the browser and on the server; a foreign image path, a posted id or unknown fields are not taken", async ({ page }) => {
  await gotoHydrated(page, `${LIST}/new`);
  const id = await page.locator("input[type=hidden][name=id]").inputValue();
  await page.getByLabel("Alt Text").fill("ab");
  await page.getByLabel("Display Order").fill("-1");
  await page.getByRole("button", { name: "Save Picture" }).click();
  await expect(page.getByText("Alt text must be at least 3 characters")).toBeVisible();
  await expect(page.getByText("Display order must be 0 or more")).toBeVisible();
  await expect(page.getByText("Please choose an image and upload it.")).toBeVisible();
  await expect(page).toHaveURL(`${LIST}/new`);

  const png = { name: "valid.png", mimeType: "image/png", buffer: await makePng(20, 20) };
  const short = await postPicture(page, `${LIST}/new`, { intent: "create", id, altText: "ab", displayOrder: "1.5", imageType: "poster", image: png });
  expect(short.status()).toBe(400);
  const html = await short.text();
  expect(html).toContain("Alt text must be at least 3 characters");
  expect(html).toContain("Display order must be a whole number");
  expect(html).toContain("Please select a valid image type");

  // An image path that was not uploaded for this picture is refused.
  const foreign = await postPicture(page, `${LIST}/new`, {
    intent: "create",
    id,
    altText: uniqueName("Foreign path"),
    imagePath: `/storage/images/team-leader-pictures/${MISSING_ID}-x.webp`,
  });
  expect(foreign.status()).toBe(400);

  // Created through the action with a file; createdAt and unknown fields are ignored.
  const alt = uniqueName("Direct picture");
  const created = await postPicture(page, `${LIST}/new`, {
    intent: "create",
    id,
    altText: alt,
    displayOrder: "960",
    imageType: "other",
    isActive: "on",
    createdAt: "2000-01-01T00:00:00Z",
    metadata: '{"evil":true}',
    image: png,
  });
  expect(created.status()).toBe(200);
  await gotoHydrated(page, LIST);
  await expect(pictureRow(page, id)).toContainText(alt);
  // The same id cannot be created twice.
  const again = await postPicture(page, `${LIST}/new`, { intent: "create", id, altText: alt, image: png });
  expect(again.status()).toBe(409);

  // Editing: the id in the URL wins over a posted one.
  const other = await createPicture(page, { alt: uniqueName("Other picture") });
  const edited = await postPicture(page, `${LIST}/edit/${id}`, {
    intent: "update",
    id: other,
    altText: `${alt} edited`,
    displayOrder: "960",
    imageType: "other",
    isActive: "on",
  });
  expect(edited.status()).toBe(200);
  await gotoHydrated(page, LIST);
  await expect(pictureRow(page, id)).toContainText(`${alt} edited`);
  await expect(pictureRow(page, other)).not.toContainText("edited");
  // A wrong intent or a malformed id: 4xx, not a 500.
  expect((await postPicture(page, `${LIST}/edit/${id}`, { intent: "create", altText: "abc" })).status()).toBe(400);
  // (A page POST then renders the page, whose loader sends a malformed id back to the list.)
  expect([302, 404]).toContain((await postPicture(page, `${LIST}/edit/not-a-uuid`, { intent: "update", altText: "abc" })).status());

  for (const pictureId of [id, other]) {
    await pictureRow(page, pictureId).getByRole("button", { name: /^Delete picture/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(pictureRow(page, pictureId)).toHaveCount(0);
  }
});

test("an unknown or malformed picture id goes back to the list with the load-failure toast", async ({ page }) => {
  await gotoHydrated(page, `${LIST}/edit/${MISSING_ID}`);
  await expect(page).toHaveURL(LIST);
  await expect(toast(page, "Failed to load picture data. Please try again.")).toBeVisible();
  await gotoHydrated(page, `${LIST}/edit/not-a-uuid`);
  await expect(page).toHaveURL(LIST);
  await expect(toast(page, "Failed to load picture data. Please try again.")).toBeVisible();
  expect((await postPicture(page, LIST, { intent: "delete", id: MISSING_ID })).status()).toBe(404);
});

test("leaving the editor with unsaved changes asks first", async ({ page }) => {
  await gotoHydrated(page, `${LIST}/new`);
  await page.getByLabel("Alt Text").fill("Something typed");
  let asked = false;
  page.once("dialog", (dialog) => {
    asked = true;
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect.poll(() => asked).toBe(true);
  await expect(page).toHaveURL(`${LIST}/new`);
});

test("the list and the editor have no serious axe violations", async ({ page }) => {
  await gotoHydrated(page, LIST);
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
  await gotoHydrated(page, `${LIST}/new`);
  await page.getByRole("button", { name: "Save Picture" }).click();
  await expect(page.getByText("Alt text must be at least 3 characters")).toBeVisible();
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
});

test("mobile layout at 390px: cards with every control, no sideways scrolling, no serious axe violations", async ({ page }) => {

  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, LIST);
  const card = page.getByTestId("picture-card").filter({ hasText: "Aarohi Maharjan" });
  await expect(card).toBeVisible();
  await expect(card.getByRole("spinbutton")).toBeInViewport();
  await expect(card.getByRole("switch")).toBeInViewport();
  await expect(card.getByRole("link", { name: /^Edit picture/ })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
  await gotoHydrated(page, `${LIST}/new`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
});
