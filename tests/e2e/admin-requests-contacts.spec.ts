/**
 * Contact Messages (/admin/contacts) with thousands of generated messages:
 * columns and texts, search, filter, sort and paging on the server, the view
 * dialog (also from ?view=<id>), Mark as Responded / Not Responded, delete,
 * the newsletter download, and the action's refusals.
 *
 * Generated message i: "Bulk Sender i", sender{i}@bulk.test, subject "General
 * Inquiry" when i % 4 = 0 else "Question number i", responded when i is even.
 * Each test works on its own messages, so the tests can run in parallel.
 */
import {
  columnHeadings,
  columnValues,
  expect,
  filterStatus,
  postForm,
  rowWith,
  searchList,
  showing,
  tableRows,
  test,
  viewIdFrom,
  phoneCard,
} from "./support/admin-requests-helpers";
import { adminNav } from "../../app/content/admin/shell";
import { expectNoSeriousA11yViolations, toast } from "./support/fixtures";

// The machine running the suite may be busy; these tests load lists of thousands.
test.describe.configure({ timeout: 60_000 });

test("shows the spec's columns and the messages, newest first, and no newsletter download", async ({ page }) => {
  await page.goto("/admin/contacts");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Messages" })).toBeVisible();
  expect(await columnHeadings(page)).toEqual(["Name", "Email", "Subject", "Date", "Status", "Actions"]);
  await expect(tableRows(page)).toHaveCount(25);
  const { total } = await showing(page);
  expect(total).toBeGreaterThanOrEqual(2900);
  const names = await columnValues(page, "Name");
  expect(names.indexOf("Bulk Sender 3")).toBeLessThan(names.indexOf("Bulk Sender 4"));
  // Pending / Responded, as generated.
  await expect(rowWith(page, "Bulk Sender 3").getByText("Pending", { exact: true })).toBeVisible();
  await expect(rowWith(page, "Bulk Sender 4").getByText("Responded", { exact: true })).toBeVisible();
  await expect(rowWith(page, "Bulk Sender 4").getByText("General Inquiry", { exact: true })).toBeVisible();

  // The newsletter's addresses are Subscribers' download, not this screen's.
  await expect(page.getByRole("link", { name: /newsletter/i })).toHaveCount(0);
  await expect(page.locator('a[href^="/admin/export/newsletter"]')).toHaveCount(0);
  // The sidebar holds exactly its entries, in order (the spec's eight and the screens added since:
  // Subscribers, Emails, Activity, ...), and no other link.
  const sidebarLinks = page.getByRole("navigation", { name: "Admin" }).getByRole("link");
  await expect(sidebarLinks).toHaveCount(adminNav.length);
  expect(await sidebarLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(adminNav.map((item) => item.to));
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
});

test("search finds one message among thousands, by name and by email", async ({ page }) => {
  await page.goto("/admin/contacts");
  await searchList(page, "Bulk Sender 2345");
  await expect(tableRows(page)).toHaveCount(1);
  await expect(rowWith(page, "Bulk Sender 2345")).toBeVisible();
  expect(await showing(page)).toEqual({ first: 1, last: 1, total: 1 });

  await searchList(page, "sender2346@bulk.test");
  await expect(tableRows(page)).toHaveCount(1);
  await expect(rowWith(page, "Bulk Sender 2346")).toBeVisible();

  await searchList(page, "nobody wrote this");
  await expect(page.getByText("No contact messages found.")).toBeVisible();
});

test("the status filter shows only pending or only responded messages", async ({ page }) => {
  await page.goto("/admin/contacts?q=Bulk+Sender+1");
  expect((await showing(page)).total).toBe(1111);
  await filterStatus(page, "Responded", "responded");
  expect(new Set(await columnValues(page, "Status"))).toEqual(new Set(["Responded"]));
  const responded = (await showing(page)).total;
  await filterStatus(page, "Pending", "pending");
  expect(new Set(await columnValues(page, "Status"))).toEqual(new Set(["Pending"]));
  const pending = (await showing(page)).total;
  expect(responded + pending).toBe(1111);
  expect(responded).toBeGreaterThan(500);
});

test("sorts by name both ways and pages on the server", async ({ page }) => {
  // "Bulk Sender 12", "...120"-"...129", "...1200"-"...1299": 111 messages.
  await page.goto("/admin/contacts?q=Bulk+Sender+12");
  await page.getByRole("link", { name: /^Name/ }).click();
  await expect(page).toHaveURL(/sort=name&dir=asc/);
  await expect(page.getByRole("columnheader", { name: /^Name/ })).toHaveAttribute("aria-sort", "ascending");
  expect((await columnValues(page, "Name")).slice(0, 4)).toEqual([
    "Bulk Sender 12",
    "Bulk Sender 120",
    "Bulk Sender 1200",
    "Bulk Sender 1201",
  ]);
  await page.getByRole("link", { name: /^Name/ }).click();
  await expect(page).toHaveURL(/sort=name&dir=desc/);
  const firstPage = await columnValues(page, "Name");
  expect(firstPage[0]).toBe("Bulk Sender 1299");

  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page.getByText("Showing 26–50 of 111")).toBeVisible();
  const secondPage = await columnValues(page, "Name");
  expect(secondPage).toHaveLength(25);
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
  // The sort is kept while paging.
  await expect(page).toHaveURL(/sort=name&dir=desc/);
});

test("the view dialog shows subject, From, Date with time and the message; ?view=<id> opens it", async ({ page }) => {
  await page.goto("/admin/contacts?q=Bulk+Sender+2345");
  const id = await viewIdFrom(rowWith(page, "Bulk Sender 2345").getByRole("link", { name: "View message from Bulk Sender 2345" }));
  await page.goto(`/admin/contacts?view=${id}`);
  const dialog = page.getByRole("dialog", { name: "Question number 2345" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("From");
  await expect(dialog).toContainText("Bulk Sender 2345 <sender2345@bulk.test>");
  await expect(dialog.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
  await expect(dialog).toContainText("Generated message number 2345. We would like to know more about your services.");
  await expect(dialog.getByRole("button", { name: "Mark as Responded" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/view=/);

  const response = await page.goto("/admin/contacts?view=00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(toast(page, "Message not found")).toBeVisible();
  await expect(page).not.toHaveURL(/view=/);
});

test("Mark as Responded / Mark as Not Responded toggles, with toasts, and is kept", async ({ page }) => {
  await page.goto("/admin/contacts?q=Bulk+Sender+2347");
  const row = rowWith(page, "Bulk Sender 2347");
  await expect(row.getByText("Pending", { exact: true })).toBeVisible();
  await row.getByRole("link", { name: "View message from Bulk Sender 2347" }).click();
  const dialog = page.getByRole("dialog", { name: "Question number 2347" });
  await dialog.getByRole("button", { name: "Mark as Responded" }).click();
  await expect(toast(page, "Marked as responded")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Mark as Not Responded" })).toBeVisible();
  await expect(dialog.getByText("Responded", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(row.getByText("Responded", { exact: true })).toBeVisible();

  // Kept after a reload; and back again.
  await page.reload();
  await expect(rowWith(page, "Bulk Sender 2347").getByText("Responded", { exact: true })).toBeVisible();
  await rowWith(page, "Bulk Sender 2347").getByRole("link", { name: "View message from Bulk Sender 2347" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Mark as Not Responded" }).click();
  await expect(toast(page, "Marked as not responded")).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Mark as Responded" })).toBeVisible();
  await expect(page.getByRole("dialog").getByText("Pending", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(rowWith(page, "Bulk Sender 2347").getByText("Pending", { exact: true })).toBeVisible();
});

test("delete asks first, then removes the message", async ({ page }) => {
  await page.goto("/admin/contacts?q=Bulk+Sender+2349");
  await rowWith(page, "Bulk Sender 2349").getByRole("button", { name: "Delete message from Bulk Sender 2349" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Message" });
  await expect(confirm).toContainText("cannot be undone");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Message deleted")).toBeVisible();
  await expect(page.getByText("No contact messages found.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No contact messages found.")).toBeVisible();
});

test("the action changes only the responded flag, and refuses bad input with 4xx", async ({ page }) => {
  await page.goto("/admin/contacts?q=Bulk+Sender+2351");
  const id = await viewIdFrom(rowWith(page, "Bulk Sender 2351").getByRole("link", { name: "View message from Bulk Sender 2351" }));
  const ok = await postForm(page, "/admin/contacts", {
    intent: "responded",
    id,
    responded: "true",
    name: "Forged Name",
    subject: "Forged subject",
    message: "Forged message",
    createdAt: "2000-01-01T00:00:00Z",
  });
  expect(ok.status()).toBe(200);
  await page.reload();
  const row = rowWith(page, "Bulk Sender 2351");
  await expect(row.getByText("Responded", { exact: true })).toBeVisible();
  await expect(row.getByText("Question number 2351", { exact: true })).toBeVisible();
  await expect(row.locator("time")).not.toContainText("2000");

  expect((await postForm(page, "/admin/contacts", { intent: "responded", id, responded: "maybe" })).status()).toBe(400);
  expect((await postForm(page, "/admin/contacts", { intent: "responded", id: "1 or 1=1", responded: "true" })).status()).toBe(400);
  expect(
    (await postForm(page, "/admin/contacts", { intent: "responded", id: "00000000-0000-4000-8000-000000000000", responded: "true" })).status(),
  ).toBe(404);
  expect((await postForm(page, "/admin/contacts", { intent: "delete", id: "00000000-0000-4000-8000-000000000000" })).status()).toBe(404);
  expect((await postForm(page, "/admin/contacts", { id })).status()).toBe(400);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the list shows as cards, without sideways scrolling", async ({ page }) => {
    await page.goto("/admin/contacts?q=Bulk+Sender+2353");
    const card = await phoneCard(page, "Contact Messages", "Bulk Sender 2353");
    await expect(card).toContainText("Question number 2353");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.getByRole("link", { name: "View message from Bulk Sender 2353" }).click();
    await expect(page.getByRole("dialog", { name: "Question number 2353" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
  });
});
