/**
 * Member Applications (/admin/applications) with thousands of generated
 * applications: the spec's columns and texts, search, status filter, sorting
 * and paging done by the server, the view dialog (also from ?view=<id>), the
 * status change and delete, and the action's refusals.
 *
 * Generated application i: "Bulk Applicant i", applicant{i}@bulk.test, a phone
 * only when i is even, age 18 + i % 12, handle @bulk_applicant_{i}, followers
 * 500 + 7i, one skill by i % 5, status pending/approved/rejected by i % 3.
 * Each test works on its own applicants, so the tests can run in parallel.
 */
import {
  columnHeadings,
  expect,
  columnValues,
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
import { expectNoSeriousA11yViolations, toast } from "./support/fixtures";

// The machine running the suite may be busy; these tests load lists of thousands.
test.describe.configure({ timeout: 60_000 });

test("shows the spec's columns, newest first, paged on the server", async ({ page }) => {
  await page.goto("/admin/applications");
  await expect(page.getByRole("heading", { level: 1, name: "Member Applications" })).toBeVisible();
  expect(await columnHeadings(page)).toEqual(["Name", "Age", "Social Media", "Followers", "Date", "Status", "Actions"]);
  await expect(tableRows(page)).toHaveCount(25);
  const first = await showing(page);
  expect(first).toMatchObject({ first: 1, last: 25 });
  expect(first.total).toBeGreaterThanOrEqual(2900);
  // Newest first: the generated applications are one minute apart, 1 the newest.
  const names = await columnValues(page, "Name");
  expect(names.indexOf("Bulk Applicant 3")).toBeLessThan(names.indexOf("Bulk Applicant 4"));
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
});

test("pages through the results: the next page shows the next rows", async ({ page }) => {
  // Only generated applicants match (1, 10-19, 100-199, 1000-1999), so
  // applications sent by other tests meanwhile do not shift the pages.
  await page.goto("/admin/applications?q=Bulk+Applicant+1");
  expect(await showing(page)).toEqual({ first: 1, last: 25, total: 1111 });
  const first = await columnValues(page, "Name");
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText("Showing 26–50 of 1,111")).toBeVisible();
  await expect(page.getByText("Page 2 of 45")).toBeVisible();
  const second = await columnValues(page, "Name");
  expect(second).toHaveLength(25);
  expect(second.filter((name) => first.includes(name))).toEqual([]);
  await page.getByRole("link", { name: "Previous page" }).click();
  await expect(page.getByText("Showing 1–25 of 1,111")).toBeVisible();
  expect(await columnValues(page, "Name")).toEqual(first);
});

test("search finds one applicant among thousands, by name and by email", async ({ page }) => {
  await page.goto("/admin/applications");
  await searchList(page, "Bulk Applicant 2345");
  await expect(tableRows(page)).toHaveCount(1);
  await expect(rowWith(page, "Bulk Applicant 2345")).toBeVisible();
  expect(await showing(page)).toEqual({ first: 1, last: 1, total: 1 });

  await searchList(page, "applicant2346@bulk.test");
  await expect(tableRows(page)).toHaveCount(1);
  await expect(rowWith(page, "Bulk Applicant 2346")).toBeVisible();

  await searchList(page, "no such applicant anywhere");
  await expect(page.getByText("No membership applications found.")).toBeVisible();
});

test("the status filter shows only that status", async ({ page }) => {
  await page.goto("/admin/applications");
  const all = (await showing(page)).total;
  await filterStatus(page, "Approved", "approved");
  const statuses = await columnValues(page, "Status");
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(["Approved"]));
  const approved = (await showing(page)).total;
  expect(approved).toBeGreaterThan(900);
  expect(approved).toBeLessThan(all);
});

test("sorts on the server by name and age, both ways", async ({ page }) => {
  // "Bulk Applicant 12", "...120"-"...129", "...1200"-"...1299": 111 applicants.
  await page.goto("/admin/applications?q=Bulk+Applicant+12");
  await page.getByRole("link", { name: /^Name/ }).click();
  await expect(page).toHaveURL(/sort=fullName&dir=asc/);
  await expect(page.getByRole("columnheader", { name: /^Name/ })).toHaveAttribute("aria-sort", "ascending");
  expect((await columnValues(page, "Name")).slice(0, 4)).toEqual([
    "Bulk Applicant 12",
    "Bulk Applicant 120",
    "Bulk Applicant 1200",
    "Bulk Applicant 1201",
  ]);
  await page.getByRole("link", { name: /^Name/ }).click();
  await expect(page).toHaveURL(/sort=fullName&dir=desc/);
  expect((await columnValues(page, "Name"))[0]).toBe("Bulk Applicant 1299");

  await page.getByRole("link", { name: /^Age/ }).click();
  await expect(page).toHaveURL(/sort=age&dir=asc/);
  const ages = (await columnValues(page, "Age")).map(Number);
  expect(ages).toEqual([...ages].sort((a, b) => a - b));
  await page.getByRole("link", { name: /^Age/ }).click();
  await expect(page).toHaveURL(/sort=age&dir=desc/);
  const down = (await columnValues(page, "Age")).map(Number);
  expect(down).toEqual([...down].sort((a, b) => b - a));
  expect(down[0]).toBeGreaterThan(ages[0]!);
});

test("the view dialog shows every field, skills as badges, and opens from ?view=<id>", async ({ page }) => {
  await page.goto("/admin/applications?q=Bulk+Applicant+2348");
  // 2348: even, so it has a phone; age 18 + 2348 % 12 = 26; 500 + 7 * 2348 followers;
  // skill 2348 % 5 = 3 (video-editing); status 2348 % 3 = 2 (rejected).
  await rowWith(page, "Bulk Applicant 2348").getByRole("link", { name: "View Bulk Applicant 2348" }).click();
  const dialog = page.getByRole("dialog", { name: "Bulk Applicant 2348" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]view=[0-9a-f-]{36}/);
  await expect(dialog).toContainText("applicant2348@bulk.test");
  await expect(dialog).toContainText("+977 9811002348");
  await expect(dialog).toContainText("26");
  await expect(dialog).toContainText("@bulk_applicant_2348");
  await expect(dialog).toContainText("16,936");
  await expect(dialog.getByRole("list", { name: "Skills" }).getByText("Video Editing", { exact: true })).toBeVisible();
  await expect(dialog).toContainText("I want to join because I care about young people in Nepal");
  await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveText("Rejected");
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });

  // Closing removes ?view=.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/view=/);

  // An odd applicant has no phone: "Not provided". Opened straight from its URL,
  // though it is not on the first page.
  await page.goto("/admin/applications?q=Bulk+Applicant+2349");
  const id = await viewIdFrom(rowWith(page, "Bulk Applicant 2349").getByRole("link", { name: "View Bulk Applicant 2349" }));
  await page.goto(`/admin/applications?view=${id}`);
  const other = page.getByRole("dialog", { name: "Bulk Applicant 2349" });
  await expect(other).toBeVisible();
  await expect(other).toContainText("Not provided");
});

test("an unknown or malformed ?view= id gives a 404 toast, not an error page", async ({ page }) => {
  for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
    const response = await page.goto(`/admin/applications?view=${id}`);
    expect(response?.status()).toBe(404);
    await expect(toast(page, "Application not found")).toBeVisible();
    await expect(page).not.toHaveURL(/view=/);
    await expect(tableRows(page)).toHaveCount(25);
  }
});

test("changing the status: toast, badge updated, the decision's message offered, kept after reload", async ({ page }) => {
  // 2350 % 3 = 1: approved.
  await page.goto("/admin/applications?q=Bulk+Applicant+2350");
  const row = rowWith(page, "Bulk Applicant 2350");
  await expect(row.getByText("Approved", { exact: true })).toBeVisible();
  await row.getByRole("link", { name: "View Bulk Applicant 2350" }).click();
  const dialog = page.getByRole("dialog", { name: "Bulk Applicant 2350" });
  await dialog.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Rejected", exact: true }).click();
  await expect(toast(page, "Status updated", "updated to Rejected")).toBeVisible();
  // A decision keeps the dialog open on the message to the applicant (admin-mail-replies.spec.ts sends one).
  await expect(dialog.getByRole("region", { name: "Message to the applicant" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/view=/);
  await expect(row.getByText("Rejected", { exact: true })).toBeVisible();

  await page.reload();
  await expect(rowWith(page, "Bulk Applicant 2350").getByText("Rejected", { exact: true })).toBeVisible();
});

test("delete asks first, then removes the application", async ({ page }) => {
  await page.goto("/admin/applications?q=Bulk+Applicant+2351");
  await rowWith(page, "Bulk Applicant 2351").getByRole("button", { name: "Delete Bulk Applicant 2351" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Application" });
  await expect(confirm).toContainText("cannot be undone");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(rowWith(page, "Bulk Applicant 2351")).toBeVisible();

  await rowWith(page, "Bulk Applicant 2351").getByRole("button", { name: "Delete Bulk Applicant 2351" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Application deleted")).toBeVisible();
  await expect(page.getByText("No membership applications found.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No membership applications found.")).toBeVisible();
});

test("the action changes only the status, and refuses bad ids and intents with 4xx", async ({ page }) => {
  await page.goto("/admin/applications?q=Bulk+Applicant+2352");
  // 2352 % 3 = 0: pending.
  const id = await viewIdFrom(rowWith(page, "Bulk Applicant 2352").getByRole("link", { name: "View Bulk Applicant 2352" }));
  const dateBefore = await rowWith(page, "Bulk Applicant 2352").locator("time").innerText();

  const ok = await postForm(page, "/admin/applications", {
    intent: "status",
    id,
    status: "approved",
    fullName: "Changed By A Forged Field",
    email: "forged@example.com",
    createdAt: "2000-01-01T00:00:00Z",
  });
  expect(ok.status()).toBe(200);
  await page.reload();
  const row = rowWith(page, "Bulk Applicant 2352");
  await expect(row.getByText("Approved", { exact: true })).toBeVisible();
  await expect(row.locator("time")).toHaveText(dateBefore);
  await searchList(page, "Changed By A Forged Field");
  await expect(page.getByText("No membership applications found.")).toBeVisible();

  expect((await postForm(page, "/admin/applications", { intent: "status", id, status: "hired" })).status()).toBe(400);
  expect((await postForm(page, "/admin/applications", { intent: "status", id: "not-an-id", status: "approved" })).status()).toBe(400);
  expect(
    (await postForm(page, "/admin/applications", { intent: "status", id: "00000000-0000-4000-8000-000000000000", status: "approved" })).status(),
  ).toBe(404);
  expect((await postForm(page, "/admin/applications", { intent: "delete", id: "00000000-0000-4000-8000-000000000000" })).status()).toBe(404);
  expect((await postForm(page, "/admin/applications", { intent: "explode", id })).status()).toBe(400);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the list shows as cards with the same actions, without sideways scrolling", async ({ page }) => {
    await page.goto("/admin/applications?q=Bulk+Applicant+2353");
    const card = await phoneCard(page, "Member Applications", "Bulk Applicant 2353");
    await expect(card).toContainText("Approved");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.getByRole("link", { name: "View Bulk Applicant 2353" }).click();
    await expect(page.getByRole("dialog", { name: "Bulk Applicant 2353" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
  });
});
