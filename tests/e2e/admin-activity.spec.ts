/**
 * The record of changes on the Activity screen (/admin/activity): an admin
 * edits a post and changes a booking's status; both show, newest first, with
 * the fields that changed, the filters by kind and person narrow the list,
 * and the post's entry links to its editor. A non-admin is refused.
 *
 * Other tests change things in parallel, so every check looks for this
 * test's own entries (a unique title and booking name), never at counts.
 */
import type { Locator, Page } from "@playwright/test";
import { nepalToday, addDaysToDateString } from "../../app/lib/time/calendar";
import { createPostDirect, postIdByTitle, uniqueTitle } from "./support/admin-blog-helpers";
import { expect, phoneCard, rowWith, settled, tableRows, test } from "./support/admin-requests-helpers";
import { ADMIN, MEMBER } from "./support/config";
import { expectNoSeriousA11yViolations, signIn, toast } from "./support/fixtures";
import { bookingDay, newVisitor, postForm, unique, uniqueEmail } from "./support/form-helpers";

/** Books a consultation as a visitor (the first free slot of a day months away); returns the visitor's name. */
async function bookAsVisitor(browser: import("@playwright/test").Browser, baseURL: string): Promise<string> {
  const name = `Activity ${unique("client")}`;
  const visitor = await newVisitor(browser, baseURL);
  try {
    for (const days of [40, 41, 42, 43]) {
      for (const slot of ["6:00 PM", "5:00 PM", "4:00 PM", "3:00 PM"]) {
        const answer = await postForm(visitor.page.request, baseURL, "/hire", {
          eventDate: bookingDay(days),
          timeSlot: slot,
          eventType: "Content Creation",
          name,
          email: uniqueEmail("activity-book"),
          phone: "+977 9801111111",
          location: "Online",
        });
        if (answer.status() === 409) continue;
        expect(answer.status()).toBe(200);
        return name;
      }
    }
    throw new Error("no free slot for the activity test's booking");
  } finally {
    await visitor.close();
  }
}

/** The row of the Activity table whose summary contains `text`. */
function entry(page: Page, text: string): Locator {
  return tableRows(page).filter({ hasText: text });
}

async function rowIndex(page: Page, text: string): Promise<number> {
  const summaries = await tableRows(page).allInnerTexts();
  return summaries.findIndex((row) => row.includes(text));
}

test("an admin's post edit and booking status change show newest first, with changed fields, filters and a link to the post", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // 1. Edit a post of this test's own in the editor.
  const title = uniqueTitle("Activity");
  const renamed = `${title} renamed`;
  await createPostDirect(page.request, baseURL!, { title });
  const postId = await postIdByTitle(page, title);
  await page.goto(`/admin/blogs/edit/${postId}`);
  await page.getByLabel("Title", { exact: true }).fill(renamed);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page).toHaveURL("/admin/blogs");

  // 2. Confirm a booking of this test's own, through the bookings dialog.
  const name = await bookAsVisitor(browser, baseURL!);
  await page.goto(`/admin/bookings?q=${encodeURIComponent(name)}`);
  await rowWith(page, name).getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "View Details" }).click();
  const bookingDialog = page.getByRole("dialog", { name: "Booking Details" });
  await bookingDialog.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Confirmed", exact: true }).click();
  await bookingDialog.getByRole("button", { name: "Update Booking" }).click();
  await expect(toast(page, "Booking updated successfully")).toBeVisible();

  // 3. The Activity screen, from the sidebar: both, the booking's first (newest first).
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Activity", exact: true }).click();
  await expect(page).toHaveURL("/admin/activity");
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  await page.goto(`/admin/activity?person=${encodeURIComponent(ADMIN.email)}&pageSize=100`);
  await settled(page);
  const postEntry = `Edited blog post “${renamed}”`;
  const bookingEntry = `Changed the status of booking “${name}”`;
  await expect(entry(page, postEntry)).toHaveCount(1);
  await expect(entry(page, bookingEntry)).toHaveCount(1);
  expect(await rowIndex(page, bookingEntry)).toBeLessThan(await rowIndex(page, postEntry));
  await expect(entry(page, postEntry)).toContainText(ADMIN.email);
  await expect(entry(page, bookingEntry)).toContainText("Status changed");

  // 4. The details show the changed fields, from what to what.
  await entry(page, postEntry).getByRole("link", { name: `Details of: ${postEntry}` }).click();
  const details = page.getByRole("dialog", { name: postEntry });
  await expect(details).toBeVisible();
  await expect(details.getByRole("row", { name: /Title/ })).toContainText(title);
  await expect(details.getByRole("row", { name: /Title/ })).toContainText(renamed);
  await expect(details).toContainText(ADMIN.email);
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
  await details.getByRole("button", { name: "Close" }).click();
  await expect(details).toBeHidden();

  await entry(page, bookingEntry).getByRole("link", { name: `Details of: ${bookingEntry}` }).click();
  const statusRow = page.getByRole("dialog", { name: bookingEntry }).getByRole("row", { name: /Status/ });
  await expect(statusRow.getByRole("cell").nth(0)).toHaveText("pending");
  await expect(statusRow.getByRole("cell").nth(1)).toHaveText("confirmed");
  await page.keyboard.press("Escape");

  // 5. Filter by kind (the screen's own control): only bookings remain.
  await page.getByRole("combobox", { name: "Kind" }).click();
  await page.getByRole("option", { name: "Booking", exact: true }).click();
  await expect(page).toHaveURL(/[?&]kind=booking(&|$)/);
  await settled(page);
  await expect(entry(page, bookingEntry)).toHaveCount(1);
  await expect(entry(page, postEntry)).toHaveCount(0);

  // ... and by person: the admin's entries, not those of anybody else.
  await page.goto("/admin/activity?kind=blog-post&pageSize=100");
  await page.getByRole("combobox", { name: "Person" }).click();
  await page.getByRole("option", { name: ADMIN.email, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]person=${encodeURIComponent(ADMIN.email)}(&|$)`));
  await settled(page);
  await expect(entry(page, postEntry)).toHaveCount(1);
  for (const person of await tableRows(page).locator("td:nth-child(2)").allInnerTexts()) expect(person).toBe(ADMIN.email);
  await page.goto(`/admin/activity?person=${encodeURIComponent("nobody-else@e2e.test")}&kind=blog-post`);
  await expect(page.getByText("No changes match these filters.")).toBeVisible();

  // ... and by Nepal days: today holds them, yesterday does not.
  const today = nepalToday();
  await page.goto(`/admin/activity?kind=booking&from=${today}&to=${today}&pageSize=100`);
  await expect(entry(page, bookingEntry)).toHaveCount(1);
  const yesterday = addDaysToDateString(today, -1);
  await page.goto(`/admin/activity?kind=booking&to=${yesterday}&pageSize=100`);
  await settled(page);
  await expect(entry(page, bookingEntry)).toHaveCount(0);

  // 6. The post's entry links to its editor.
  await page.goto(`/admin/activity?kind=blog-post&person=${encodeURIComponent(ADMIN.email)}&pageSize=100`);
  await entry(page, postEntry).getByRole("link", { name: postEntry, exact: true }).click();
  await expect(page).toHaveURL(`/admin/blogs/edit/${postId}`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(renamed);

  // 7. On a phone: each entry is a card (what changed, the action, who and when labelled); nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/activity?kind=blog-post&person=${encodeURIComponent(ADMIN.email)}&pageSize=100`);
  const card = await phoneCard(page, "Activity", postEntry);
  await expect(card.locator('td[data-cell="badge"]')).toHaveText("Edited");
  await expect(card.locator('td[data-label="Person"]')).toHaveText(ADMIN.email);
  await expect(card.locator('td[data-label="When"]')).toBeVisible();
  await expect(card.getByRole("link", { name: postEntry, exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: `Details of: ${postEntry}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});

// Contexts of their own with no session (this file's `test` would otherwise hand them the admin's).
const NOBODY = { cookies: [], origins: [] };

test("a visitor and a signed-in non-admin are refused the Activity screen and its data", async ({ browser, baseURL }) => {
  const anonymous = await browser.newContext({ baseURL, storageState: NOBODY });
  try {
    const answer = await anonymous.request.get("/admin/activity", { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe("/auth");
  } finally {
    await anonymous.close();
  }
  const member = await browser.newContext({ baseURL, storageState: NOBODY });
  try {
    const page = await member.newPage();
    await signIn(page, MEMBER, "/");
    await page.goto("/admin/activity");
    await expect(page).toHaveURL("/");
    const data = await page.request.get("/admin/activity.data", { maxRedirects: 0 });
    expect(await data.text()).not.toContain(ADMIN.email);
  } finally {
    await member.close();
  }
});
