/**
 * CSV exports (/admin/export/{kind}): the header row, only the rows of the
 * list's current filter (?q= and ?status=), the file name, and the export
 * links on the lists carrying the filter. Refusals for non-admins are covered
 * by admin-guard.spec.ts (the route is in the route table).
 */
import { EXPORT_HEADERS, expect, parseCsv, searchList, showing, test } from "./support/admin-requests-helpers";

test.describe.configure({ timeout: 60_000 });

const today = /^attachment; filename="(bookings|applications|contacts|newsletter)-\d{4}-\d{2}-\d{2}\.csv"$/;

test("bookings: header row and only the rows of the filter", async ({ page }) => {
  await page.goto("/admin/bookings");
  const response = await page.request.get("/admin/export/bookings?q=client2345@bulk.test");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/csv");
  expect(response.headers()["content-disposition"]).toMatch(today);
  expect(response.headers()["content-disposition"]).toContain("bookings-");
  const rows = parseCsv(await response.text());
  expect(rows[0]).toEqual(EXPORT_HEADERS.bookings);
  expect(rows).toHaveLength(2);
  expect(rows[1]).toEqual(
    expect.arrayContaining(["Bulk Client 2345", "client2345@bulk.test", '="+977 9800002345"', "2020-09-17", "3:00 PM", "Youth Engagement Initiative"]),
  );
  // Created At in Nepal time with its offset, as the screens show it (never updated: Updated At is empty).
  expect(rows[1]!.slice(11, 13)).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \+05:45$/), ""]);

  // The same filter as the list: the list's total and the export's rows agree.
  await page.goto("/admin/bookings?q=Bulk+Client+12&status=cancelled");
  const { total } = await showing(page);
  const filtered = parseCsv(await (await page.request.get("/admin/export/bookings?q=Bulk+Client+12&status=cancelled")).text());
  expect(filtered.length - 1).toBe(total);
  expect(new Set(filtered.slice(1).map((row) => row[9]))).toEqual(new Set(["cancelled"]));
  expect(filtered.slice(1).every((row) => row[1]!.startsWith("Bulk Client 12"))).toBe(true);
});

test("applications: skills as labels, status filter", async ({ page }) => {
  await page.goto("/admin/applications");
  const rows = parseCsv(await (await page.request.get("/admin/export/applications?q=applicant1348@bulk.test")).text());
  expect(rows[0]).toEqual(EXPORT_HEADERS.applications);
  expect(rows).toHaveLength(2);
  // 1348: age 18 + 1348 % 12 = 22; skill 1348 % 5 = 3 (video-editing), exported as its label;
  // the handle starts with "@", so it is kept from being read as a formula; the phone is kept as
  // text by a text formula (no apostrophe on show in a spreadsheet).
  expect(rows[1]!.slice(1, 8)).toEqual([
    "Bulk Applicant 1348",
    "applicant1348@bulk.test",
    '="+977 9811001348"',
    "22",
    "'@bulk_applicant_1348",
    String(500 + 7 * 1348),
    "Video Editing",
  ]);

  const approved = parseCsv(await (await page.request.get("/admin/export/applications?q=Bulk+Applicant+12&status=approved")).text());
  expect(approved.length).toBeGreaterThan(30);
  expect(new Set(approved.slice(1).map((row) => row[9]))).toEqual(new Set(["approved"]));
});

test("contacts and newsletter: filtered rows, and the newsletter's columns", async ({ page }) => {
  await page.goto("/admin/contacts");
  const responded = parseCsv(await (await page.request.get("/admin/export/contacts?q=Bulk+Sender+13&status=responded")).text());
  expect(responded[0]).toEqual(EXPORT_HEADERS.contacts);
  // 13, 130-139, 1300-1399: 111 messages, the even ones responded.
  expect(responded.length - 1).toBe(55);
  expect(new Set(responded.slice(1).map((row) => row[5]))).toEqual(new Set(["Responded"]));

  const newsletter = await page.request.get("/admin/export/newsletter");
  expect(newsletter.status()).toBe(200);
  expect(newsletter.headers()["content-disposition"]).toMatch(/filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"/);
  expect(parseCsv(await newsletter.text())[0]).toEqual(EXPORT_HEADERS.newsletter);

  expect((await page.request.get("/admin/export/users")).status()).toBe(404);
});

test("the lists' Export CSV links carry the current search and status", async ({ page }) => {
  await page.goto("/admin/contacts?status=pending");
  await searchList(page, "Bulk Sender 13");
  const link = page.getByRole("link", { name: "Export CSV" });
  await expect(link).toHaveAttribute("href", "/admin/export/contacts?q=Bulk+Sender+13&status=pending");
  const download = page.waitForEvent("download");
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);

  for (const [path, href] of [
    ["/admin/bookings", "/admin/export/bookings"],
    ["/admin/applications", "/admin/export/applications"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", href);
  }
});
