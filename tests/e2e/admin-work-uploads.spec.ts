/**
 * Image uploads in the four Our Work editors: the chosen file is stored at
 * once (checked and re-encoded like the blog's images), its address fills the
 * URL field (which stays the alternative), the record saves with it, and the
 * public page shows the stored image with the alt text typed in the editor.
 */
import type { Page } from "@playwright/test";
import { toast } from "./support/fixtures";
import { expect, gotoHydrated, makePng, postForm, test, uniqueName, workItemId, type WorkKindSlug } from "./support/admin-work-helpers";

test.describe.configure({ timeout: 120_000 });

type KindCase = {
  kind: WorkKindSlug;
  urlLabel: string;
  create: string;
  created: string;
  fill: (page: Page, name: string) => Promise<void>;
  /** Where the public sees the image (given the record's id). */
  publicPath: (id: string) => string;
};

const fillTitled = (description: string) => async (page: Page, name: string) => {
  await page.getByLabel("Title").fill(name);
  await page.getByLabel("Description", { exact: true }).fill(description);
};

const KINDS: KindCase[] = [
  {
    kind: "case-studies",
    urlLabel: "Image URL",
    create: "Create Case Study",
    created: "Case study created successfully",
    fill: async (page, name) => {
      await fillTitled("A case study with an uploaded image.")(page, name);
      await page.getByLabel("Tags", { exact: true }).fill("Uploads");
      await page.getByLabel("Tags", { exact: true }).press("Enter");
    },
    publicPath: (id) => `/work/case-study/${id}`,
  },
  {
    kind: "featured-projects",
    urlLabel: "Image URL",
    create: "Create Project",
    created: "Project created successfully",
    fill: async (page, name) => {
      await fillTitled("A project with an uploaded image.")(page, name);
      await page.getByLabel("Category").fill("Uploads");
    },
    publicPath: (id) => `/work/project/${id}`,
  },
  {
    kind: "testimonials",
    urlLabel: "Profile Image URL",
    create: "Create Testimonial",
    created: "Testimonial created successfully",
    fill: async (page, name) => {
      await page.getByLabel("Name", { exact: true }).fill(name);
      await page.getByLabel("Position").fill("Tester");
      await page.getByLabel("Company").fill("Upload Company");
      await page.getByLabel("Testimonial").fill("Kind words with an uploaded portrait.");
    },
    publicPath: () => "/references",
  },
  {
    kind: "client-logos",
    urlLabel: "Logo URL",
    create: "Create Client Logo",
    created: "Client logo created successfully",
    fill: async (page, name) => {
      await page.getByLabel("Client Name").fill(name);
    },
    publicPath: () => "/references",
  },
];

for (const k of KINDS) {
  test(`${k.kind}: an uploaded image is stored, fills the URL field and shows on the public page`, async ({ page, browser, baseURL }) => {
    const name = uniqueName(`Upload ${k.kind}`);
    const alt = `Uploaded image of ${name}`;
    await gotoHydrated(page, `/admin/work/${k.kind}/new`);
    await k.fill(page, name);

    // A file that is not an image (whatever its type says) is refused by the server; the URL field keeps its value.
    const urlField = page.getByLabel(k.urlLabel);
    const upload = page.getByLabel("Upload an image");
    await upload.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
    await expect(toast(page, "Invalid file type")).toBeVisible();
    await expect(urlField).toHaveValue("");

    await upload.setInputFiles({ name: "picture.png", mimeType: "image/png", buffer: await makePng(120, 80, "#1f5fae") });
    await expect(toast(page, "Image uploaded")).toBeVisible();
    await expect(urlField).toHaveValue(new RegExp(`^/storage/images/work/${k.kind}/[0-9a-f-]{36}\\.webp$`));
    const stored = await urlField.inputValue();
    // Re-encoded: served as WebP from this site's storage.
    const file = await page.request.get(stored);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/webp");

    await page.getByLabel("Alt text").fill(alt);
    await page.getByRole("button", { name: k.create }).click();
    await expect(toast(page, k.created)).toBeVisible();
    const id = await workItemId(page, k.kind, name);

    // An anonymous visitor sees the stored image with its description.
    const visitorContext = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(k.publicPath(id));
    const image = visitor.getByRole("img", { name: alt, exact: true });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    const stem = stored.slice(stored.lastIndexOf("/") + 1, -".webp".length);
    expect((await image.getAttribute("src")) ?? "").toContain(stem);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await visitorContext.close();

    // The URL stays the alternative: the editor shows the stored address in its field.
    await gotoHydrated(page, `/admin/work/${k.kind}/edit/${id}`);
    await expect(page.getByLabel(k.urlLabel)).toHaveValue(stored);
    // Removed again, so that the public lists other tests count stay as they were.
    expect((await postForm(page, "/admin/work", { intent: "delete", kind: k.kind, id })).status()).toBe(200);
  });
}
