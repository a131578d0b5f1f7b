/**
 * The admin's lists on a laptop and a phone: at 1280 and 1024 px (the sidebar
 * open) every table fits its area, so no action hides behind a sideways
 * scroll; on a phone each row is a card whose icon-only actions are big
 * enough for a finger (44 × 44 px) and named.
 */
import { expect } from "@playwright/test";
import { adminSessionTest } from "./support/fixtures";
import { createPostDirect, paragraphContent, uniqueTitle } from "./support/admin-blog-helpers";
import { newVisitor, postForm, uniqueEmail } from "./support/form-helpers";

const LISTS = [
  "/admin/blogs",
  "/admin/staff",
  "/admin/bookings",
  "/admin/contacts",
  "/admin/applications",
  "/admin/activity",
  "/admin/work",
  "/admin/team-leader-pictures",
];

const it = adminSessionTest;

for (const viewport of [{ width: 1280, height: 800 }, { width: 1024, height: 768 }]) {
  it(`at ${viewport.width} px every admin table fits, with its last column on screen`, async ({ page, baseURL, browser }) => {
    await page.setViewportSize(viewport);
    // A post with a long title and a long author, first on the list.
    await createPostDirect(page.request, baseURL!, {
      title: uniqueTitle("Kathmandu's Bagmati clean-up: what eleven Saturdays of early mornings taught the whole collective"),
      author: "Kritika Thapa Magar with the Saturday Clean-Up Crew of Thapathali",
      content: paragraphContent("Words."),
    });
    // A message with a long subject, first on Contact Messages (sent by a visitor of its own, so no
    // other test's contact limit is spent).
    const visitor = await newVisitor(browser, baseURL!);
    try {
      const sent = await postForm(visitor.page.request, baseURL!, "/contact", {
        name: "Asha Gurung",
        email: uniqueEmail("layout"),
        subject: "A question about the monsoon campaign and the Saturday clean-up photos for our shop window",
        message: "Hello, a question about the photos from the clean-up.",
      });
      expect(sent.status()).toBe(200);
    } finally {
      await visitor.close();
    }
    for (const path of LISTS) {
      await page.goto(path);
      const table = page.locator("main table").first();
      await expect(table.locator("tbody tr").first(), path).toBeVisible();
      const { scrollWidth, clientWidth } = await table.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.parentElement!.clientWidth,
      }));
      expect(scrollWidth, `${path}: table width in its area`).toBeLessThanOrEqual(clientWidth);
      // Every action of the first row is inside the window.
      for (const action of await table.locator("tbody tr").first().locator("td:last-child").locator("a, button").all()) {
        const box = (await action.boundingBox())!;
        expect(box.x + box.width, `${path}: an action's right edge`).toBeLessThanOrEqual(viewport.width);
      }
    }
  });
}

it("on a phone the cards' icon-only actions are 44 × 44 px and named", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/admin/bookings", "/admin/contacts", "/admin/applications", "/admin/activity"]) {
    await page.goto(path);
    const actions = page.locator("main tbody tr").first().locator(".row-action");
    await expect(actions.first(), path).toBeVisible();
    for (const action of await actions.all()) {
      const box = (await action.boundingBox())!;
      expect(box.width, `${path}: width`).toBeGreaterThanOrEqual(44);
      expect(box.height, `${path}: height`).toBeGreaterThanOrEqual(44);
      await expect(action).toHaveAccessibleName(/\S/);
    }
  }
});
