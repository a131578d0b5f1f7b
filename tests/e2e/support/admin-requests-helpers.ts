/**
 * Helpers for the browser tests of the admin lists of what visitors send in
 * (applications, contact messages, bookings), their CSV exports and Set Admin
 * User. The test database holds thousands of generated rows ("Bulk Client 123",
 * client123@bulk.test, ...; see app/server/db/bulk-seed.server.ts).
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { ADMIN } from "./config";
import { adminSessionTest, signIn } from "./fixtures";

export async function signInAsAdmin(page: Page) {
  await signIn(page, ADMIN, "/admin");
}

/** `test` with every page signed in as ADMIN (one sign-in per worker). */
export const test = adminSessionTest;

export { expect };

/** The table of the list (on a phone, the same table shown as cards). */
export function listTable(page: Page): Locator {
  return page.getByRole("main").getByRole("table");
}

/** The data rows of the list's table. */
export function tableRows(page: Page): Locator {
  return listTable(page).locator("tbody tr");
}

/** The row with an element whose whole text is `text` ("Bulk Client 4" does not match "Bulk Client 45"). */
export function rowWith(page: Page, text: string): Locator {
  return tableRows(page).filter({ has: page.getByText(text, { exact: true }) });
}

/** The column headings of the list's table, in order (as seen: without screen-reader-only text). */
export async function columnHeadings(page: Page): Promise<string[]> {
  return listTable(page)
    .locator("thead th")
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const copy = cell.cloneNode(true) as HTMLElement;
        copy.querySelectorAll(".sr-only").forEach((hidden) => hidden.remove());
        return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
      }),
    );
}

/** "Showing 1–25 of 3,000" as numbers. */
export async function showing(page: Page): Promise<{ first: number; last: number; total: number }> {
  await settled(page);
  const text = (await page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/).innerText()).trim();
  const [, first, last, total] = /^Showing ([\d,]+)–([\d,]+) of ([\d,]+)$/.exec(text)!;
  const n = (s: string) => Number(s.replace(/,/g, ""));
  return { first: n(first!), last: n(last!), total: n(total!) };
}

/**
 * Waits until the screen has settled: it shows the address in the browser's
 * address bar (the address changes before React renders the new screen, since
 * router updates are transitions; the admin layout marks what it shows in
 * data-location, its query spelt as URLSearchParams spells it), with no
 * skeleton rows and no navigation under way.
 */
export async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const search = new URLSearchParams(location.search).toString();
        const address = location.pathname + (search ? `?${search}` : "");
        return document.querySelector("main[data-location]")?.getAttribute("data-location") === address;
      }),
    )
    .toBe(true);
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  await expect(page.getByRole("status", { name: "Loading..." })).toHaveCount(0);
}

/** Clicks a link of the list (sort, page) and waits for the new list. */
export async function clickAndSettle(page: Page, link: Locator, url: RegExp) {
  await link.click();
  await expect(page).toHaveURL(url);
  await settled(page);
}

/** Types into the list's search box and waits for the server's answer. */
export async function searchList(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Search" });
  await box.fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, "\\+")}(&|$)`));
  await settled(page);
}

/** Chooses a value of the list's status filter and waits for the list. */
export async function filterStatus(page: Page, label: string, value: string) {
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]status=${value}(&|$)`));
  await settled(page);
}

/** The id in a "?view=<id>" link. */
export async function viewIdFrom(link: Locator): Promise<string> {
  const href = await link.getAttribute("href");
  const id = new URL(href!, "http://x").searchParams.get("view");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id!;
}

/** A form post to an admin route, as the browser would send it (same origin). */
export async function postForm(page: Page, path: string, form: Record<string, string>) {
  const origin = new URL(page.url()).origin;
  return page.request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0 });
}

/** Parses a CSV download (RFC 4180, with the BOM) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const input = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && input[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Values of one column of the table, by its heading. */
export async function columnValues(page: Page, heading: string): Promise<string[]> {
  await settled(page);
  const headings = await columnHeadings(page);
  const index = headings.indexOf(heading);
  expect(index, `column ${heading}`).toBeGreaterThanOrEqual(0);
  return tableRows(page).locator(`td:nth-child(${index + 1})`).allInnerTexts();
}

/** The header row of each CSV export (app/routes/admin/export.ts). */
export const EXPORT_HEADERS = {
  bookings: [
    "ID",
    "Name",
    "Email",
    "Phone",
    "Event Date",
    "Time Slot",
    "Event Type",
    "Location",
    "Event Details",
    "Status",
    "Admin Notes",
    "Created At",
    "Updated At",
  ],
  applications: [
    "ID",
    "Full Name",
    "Email",
    "Phone",
    "Age",
    "Social Media Handle",
    "Followers",
    "Skills",
    "Motivation",
    "Status",
    "Created At",
  ],
  contacts: ["ID", "Name", "Email", "Subject", "Message", "Status", "Created At"],
  newsletter: ["ID", "Email", "Status", "Subscribed At", "Confirmed At", "Unsubscribed At"],
} as const;

/**
 * The rows of an admin CSV export filtered by `q` (the request must be signed
 * in as an admin). It first proves the export really answered, a 200 CSV with
 * its header row, so that "no row" cannot come from an error or a sign-in page.
 */
export async function exportedRows<K extends keyof typeof EXPORT_HEADERS>(
  request: import("@playwright/test").APIRequestContext,
  kind: K,
  q: string,
): Promise<string[][]> {
  const response = await request.get(`/admin/export/${kind}?q=${encodeURIComponent(q)}`, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/csv/);
  const [header, ...rows] = parseCsv(await response.text());
  expect(header).toEqual(EXPORT_HEADERS[kind]);
  return rows.filter((row) => row.some((cell) => cell !== ""));
}

/**
 * On a phone the list is still its one table (each row drawn once),
 * shown as a card per row: the header row is only for screen readers, the
 * title cell heads the card with the status badge at its right, the labelled
 * cells stack below, and the actions come last. Returns the row with `text`.
 */
export async function phoneCard(page: Page, tableName: string, text: string): Promise<Locator> {
  await settled(page);
  // Drawn once: no second layout of the same row for phones. (Other tables,
  // such as Staff's pending invitations from another test, may share the page.)
  await expect(page.getByRole("main").locator("tr").filter({ hasText: text })).toHaveCount(1);
  const table = page.getByRole("table", { name: tableName });
  const header = await table.locator("thead").boundingBox();
  expect(header?.height ?? 0).toBeLessThanOrEqual(1);
  const card = table.locator("tbody tr").filter({ hasText: text });
  await expect(card).toHaveCount(1);
  await expect(card).toBeVisible();
  const title = (await card.locator('td[data-cell="title"]').boundingBox())!;
  const badge = (await card.locator('td[data-cell="badge"]').boundingBox())!;
  const labelled = (await card.locator("td[data-label]").first().boundingBox())!;
  const actions = (await card.locator("td").last().boundingBox())!;
  expect(badge.x).toBeGreaterThan(title.x + title.width - 1);
  expect(Math.abs(badge.y - title.y)).toBeLessThan(8);
  expect(labelled.y).toBeGreaterThan(title.y);
  expect(actions.y).toBeGreaterThan(labelled.y);
  await expect(card.locator("td[data-label]").first()).toHaveCSS("display", "flex");
  return card;
}
