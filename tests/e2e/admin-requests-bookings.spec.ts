/**
 * Booking management (/admin/bookings) with thousands of generated bookings:
 * columns and texts, badge colours, search, filter, sort and paging on the
 * server, Refresh (with its three skeleton rows), the details dialog (also
 * from ?view=<id>), the status + Admin Notes update, delete with its
 * confirmation, and the action's refusals.
 *
 * Generated booking i: "Bulk Client i", client{i}@bulk.test, phone
 * "+977 98" + i in 8 digits, event date 2020-01-01 + floor(i / 9) days, slot,
 * event type by i % 9, location by i % 5, details when i % 3 = 0, status
 * pending/confirmed/completed/cancelled by i % 4. Each test works on its own
 * bookings, so the tests can run in parallel.
 */
import {
  columnHeadings,
  columnValues,
  expect,
  filterStatus,
  postForm,
  rowWith,
  searchList,
  settled,
  showing,
  tableRows,
  test,
  phoneCard,
} from "./support/admin-requests-helpers";
import { expectNoSeriousA11yViolations, toast } from "./support/fixtures";
import type { Page } from "@playwright/test";

// The machine running the suite may be busy; these tests load lists of thousands.
test.describe.configure({ timeout: 60_000 });

const COLORS = { Pending: "yellow", Confirmed: "green", Completed: "blue", Cancelled: "red" } as const;

async function openDetails(page: Page, name: string) {
  await rowWith(page, name).getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog", { name: "Booking Details" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  return dialog;
}

async function bookingId(page: Page, name: string) {
  await openDetails(page, name);
  const id = new URL(page.url()).searchParams.get("view")!;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  return id;
}

test("shows the spec's columns: event date with slot, customer with email, badge, created", async ({ page }) => {
  await page.goto("/admin/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Booking Management" })).toBeVisible();
  expect(await columnHeadings(page)).toEqual(["Date", "Customer", "Event Type", "Status", "Created", "Actions"]);
  await expect(tableRows(page)).toHaveCount(25);
  expect((await showing(page)).total).toBeGreaterThanOrEqual(2900);
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });

  await searchList(page, "client2345@bulk.test");
  const row = rowWith(page, "Bulk Client 2345");
  await expect(row.locator("td").nth(0)).toHaveText("September 17, 20203:00 PM");
  await expect(row.locator("td").nth(1)).toHaveText("Bulk Client 2345client2345@bulk.test");
  await expect(row.locator("td").nth(2)).toHaveText("Youth Engagement Initiative");
  await expect(row.locator("td").nth(3)).toHaveText("Confirmed");
  await expect(row.locator("td").nth(4)).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
});

test("status badges: pending yellow, confirmed green, completed blue, cancelled red, capitalised", async ({ page }) => {
  // 234 and 2340-2349: all four statuses.
  await page.goto("/admin/bookings?q=Bulk+Client+234");
  const badges = page.getByRole("main").getByRole("table").locator('[data-slot="badge"]');
  await expect(badges).toHaveCount(11);
  const seen = new Set<string>();
  for (const badge of await badges.all()) {
    const text = (await badge.innerText()) as keyof typeof COLORS;
    expect(Object.keys(COLORS)).toContain(text);
    await expect(badge).toHaveAttribute("data-color", COLORS[text]);
    await expect(badge).toHaveClass(new RegExp(`bg-${COLORS[text]}-100`));
    seen.add(text);
  }
  expect(seen.size).toBe(4);
});

test("search finds one booking among thousands, by name and by email", async ({ page }) => {
  await page.goto("/admin/bookings");
  await searchList(page, "Bulk Client 2345");
  await expect(tableRows(page)).toHaveCount(1);
  expect(await showing(page)).toEqual({ first: 1, last: 1, total: 1 });
  await searchList(page, "client2344@bulk.test");
  await expect(tableRows(page)).toHaveCount(1);
  await expect(rowWith(page, "Bulk Client 2344")).toBeVisible();
  await searchList(page, "no booking like this");
  await expect(page.getByText("No bookings found.")).toBeVisible();
});

test("the status filter shows only that status", async ({ page }) => {
  await page.goto("/admin/bookings?q=Bulk+Client+1");
  expect((await showing(page)).total).toBe(1111);
  await filterStatus(page, "Cancelled", "cancelled");
  expect(new Set(await columnValues(page, "Status"))).toEqual(new Set(["Cancelled"]));
  const cancelled = (await showing(page)).total;
  expect(cancelled).toBeGreaterThan(250);
  expect(cancelled).toBeLessThan(300);
});

test("sorts by customer and by event date both ways, and pages", async ({ page }) => {
  await page.goto("/admin/bookings?q=Bulk+Client+12");
  await page.getByRole("link", { name: /^Customer/ }).click();
  await expect(page).toHaveURL(/sort=name&dir=asc/);
  await settled(page);
  const customers = await tableRows(page).locator("td:nth-child(2) div:first-child").allInnerTexts();
  expect(customers.slice(0, 3)).toEqual(["Bulk Client 12", "Bulk Client 120", "Bulk Client 1200"]);

  const dates = async () => {
    await settled(page);
    return (await tableRows(page).locator("td:nth-child(1) div:first-child").allInnerTexts()).map((d) => Date.parse(d));
  };
  await page.getByRole("link", { name: /^Date/ }).click();
  await expect(page).toHaveURL(/sort=eventDate&dir=asc/);
  const up = await dates();
  expect(up).toEqual([...up].sort((a, b) => a - b));
  await expect(tableRows(page).first().locator("td").first()).toHaveText("January 02, 20201:00 PM");
  await page.getByRole("link", { name: /^Date/ }).click();
  await expect(page).toHaveURL(/sort=eventDate&dir=desc/);
  const down = await dates();
  expect(down).toEqual([...down].sort((a, b) => b - a));

  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page.getByText("Showing 26–50 of 111")).toBeVisible();
  const next = await dates();
  expect(next[0]).toBeLessThanOrEqual(down[down.length - 1]!);
});

test("Refresh reloads the list, with three skeleton rows while it loads", async ({ page }) => {
  await page.goto("/admin/bookings?q=client2354@bulk.test");
  const row = rowWith(page, "Bulk Client 2354");
  await expect(row.getByText("Completed", { exact: true })).toBeVisible();
  const id = await bookingId(page, "Bulk Client 2354");
  // Someone else confirms the booking meanwhile.
  expect((await postForm(page, "/admin/bookings", { intent: "update", id, status: "confirmed", notes: "" })).status()).toBe(200);
  await expect(row.getByText("Completed", { exact: true })).toBeVisible();

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/bookings\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByTestId("skeleton-row")).toHaveCount(3);
  release();
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  await expect(rowWith(page, "Bulk Client 2354").getByText("Confirmed", { exact: true })).toBeVisible();
});

test("the details dialog shows the booking, and opens from ?view=<id>", async ({ page }) => {
  await page.goto("/admin/bookings?q=client2346@bulk.test");
  const dialog = await openDetails(page, "Bulk Client 2346");
  await expect(page).toHaveURL(/[?&]view=[0-9a-f-]{36}/);
  const id = new URL(page.url()).searchParams.get("view")!;
  for (const text of [
    "Customer",
    "Bulk Client 2346",
    "client2346@bulk.test",
    "+977 9800002346",
    "September 17, 2020",
    "4:00 PM",
    "Brand Collaboration",
    "Lalitpur",
    "Generated booking number 2346",
  ]) {
    await expect(dialog).toContainText(text);
  }
  await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveText("Completed");
  await expect(dialog.getByLabel("Admin Notes")).toHaveValue("");
  await expect(dialog.getByRole("button", { name: "Update Booking" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page).not.toHaveURL(/view=/);

  // Straight from the URL (the dashboard links here), though not on the first page.
  await page.goto(`/admin/bookings?view=${id}`);
  await expect(page.getByRole("dialog", { name: "Booking Details" })).toContainText("Bulk Client 2346");

  const missing = await page.goto("/admin/bookings?view=00000000-0000-4000-8000-000000000000");
  expect(missing?.status()).toBe(404);
  await expect(toast(page, "Booking not found")).toBeVisible();
  await expect(page).not.toHaveURL(/view=/);
});

test("Update Booking saves the status and Admin Notes", async ({ page }) => {
  await page.goto("/admin/bookings?q=client2350@bulk.test");
  const dialog = await openDetails(page, "Bulk Client 2350");
  await dialog.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Confirmed", exact: true }).click();
  await dialog.getByLabel("Admin Notes").fill("Called the client; they want a short video series.");
  await dialog.getByRole("button", { name: "Update Booking" }).click();
  await expect(toast(page, "Booking updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const badge = rowWith(page, "Bulk Client 2350").locator('[data-slot="badge"]');
  await expect(badge).toHaveText("Confirmed");
  await expect(badge).toHaveAttribute("data-color", "green");

  await page.reload();
  const again = await openDetails(page, "Bulk Client 2350");
  await expect(again.getByRole("combobox", { name: "Status" })).toHaveText("Confirmed");
  await expect(again.getByLabel("Admin Notes")).toHaveValue("Called the client; they want a short video series.");
});

test("delete asks 'Are you sure?', warns it is permanent, then deletes", async ({ page }) => {
  await page.goto("/admin/bookings?q=client2351@bulk.test");
  await rowWith(page, "Bulk Client 2351").getByRole("button", { name: "Actions for Bulk Client 2351" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(confirm).toContainText("permanently delete");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(rowWith(page, "Bulk Client 2351")).toBeVisible();

  await rowWith(page, "Bulk Client 2351").getByRole("button", { name: "Actions for Bulk Client 2351" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Booking deleted successfully")).toBeVisible();
  await expect(page.getByText("No bookings found.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No bookings found.")).toBeVisible();
});

test("the action changes only status and notes, and refuses bad input with 4xx", async ({ page }) => {
  await page.goto("/admin/bookings?q=client2352@bulk.test");
  const id = await bookingId(page, "Bulk Client 2352");
  const created = await rowWith(page, "Bulk Client 2352").locator("time").innerText();
  const ok = await postForm(page, "/admin/bookings", {
    intent: "update",
    id,
    status: "cancelled",
    notes: "Client cancelled by phone.",
    name: "Forged Name",
    eventDate: "2030-01-01",
    createdAt: "2000-01-01T00:00:00Z",
  });
  expect(ok.status()).toBe(200);
  await page.reload();
  const row = rowWith(page, "Bulk Client 2352");
  await expect(row.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(row.locator("td").first()).toHaveText("September 18, 20201:00 PM");
  await expect(row.locator("time")).toHaveText(created);

  const post = (form: Record<string, string>) => postForm(page, "/admin/bookings", form);
  expect((await post({ intent: "update", id, status: "archived", notes: "" })).status()).toBe(400);
  expect((await post({ intent: "update", id, status: "pending", notes: "x".repeat(5001) })).status()).toBe(400);
  expect((await post({ intent: "update", id: "../etc/passwd", status: "pending" })).status()).toBe(400);
  expect((await post({ intent: "update", id: "00000000-0000-4000-8000-000000000000", status: "pending" })).status()).toBe(404);
  expect((await post({ intent: "delete", id: "00000000-0000-4000-8000-000000000000" })).status()).toBe(404);
  expect((await post({ intent: "nothing", id })).status()).toBe(400);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the list shows as cards with the actions menu, without sideways scrolling", async ({ page }) => {
    await page.goto("/admin/bookings?q=client2353@bulk.test");
    const card = await phoneCard(page, "Booking Management", "Bulk Client 2353");
    await expect(card.locator('td[data-label="Date"]')).toHaveText("September 18, 20202:00 PM");
    await expect(card.locator('[data-slot="badge"]')).toHaveAttribute("data-color", "green");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.getByRole("button", { name: "Actions for Bulk Client 2353" }).click();
    await page.getByRole("menuitem", { name: "View Details" }).click();
    await expect(page.getByRole("dialog", { name: "Booking Details" })).toContainText("Bulk Client 2353");
    await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
  });
});
