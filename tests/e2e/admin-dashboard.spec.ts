/**
 * The dashboard's panels beside the spec's count cards: the weekly charts'
 * tables follow the rows this test sends through the public forms, the
 * upcoming list shows a booking made for tomorrow, the waiting links open the
 * filtered lists, and the page reads well (axe, 390 px wide).
 *
 * Other tests may add rows in parallel (the full suite runs several workers),
 * so counts are compared relatively: each rises by at least what this test
 * added, and every chart's table agrees with its own total.
 */
import type { Page } from "@playwright/test";
import { expect, rowWith, test } from "./support/admin-requests-helpers";
import { expectNoSeriousA11yViolations } from "./support/fixtures";
import { bookingDay, expectNoHorizontalScroll, newVisitor, postForm, unique, uniqueEmail } from "./support/form-helpers";

const CHARTS = {
  bookings: "Bookings per week",
  messages: "Contact messages per week",
  applications: "Member applications per week",
} as const;
type Kind = keyof typeof CHARTS;
const KINDS = Object.keys(CHARTS) as Kind[];

/** The chart's table equivalent: 12 weeks, oldest first; returns the counts. */
async function tableCounts(page: Page, kind: Kind): Promise<number[]> {
  const table = page.getByRole("table", { name: CHARTS[kind] });
  await expect(table.locator("tbody tr")).toHaveCount(12);
  return (await table.locator("tbody td").allTextContents()).map(Number);
}

async function figures(page: Page) {
  const result = {} as Record<Kind, { weeks: number[]; waiting: number }>;
  for (const kind of KINDS) {
    const weeks = await tableCounts(page, kind);
    const total = weeks.reduce((a, b) => a + b, 0);
    await expect(page.getByTestId(`weekly-${kind}`)).toContainText(`${total} in 12 weeks`);
    const waiting = Number(await page.getByTestId(`waiting-${kind}`).textContent());
    result[kind] = { weeks, waiting };
  }
  return result;
}

test("the dashboard's charts, upcoming consultations and waiting links follow what visitors send", async ({ page, browser, baseURL }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 2, name: "Last 12 weeks" })).toBeVisible();
  const before = await figures(page);

  // A visitor books tomorrow, writes and applies, through the public forms.
  const name = `Dash ${unique("visitor")}`;
  const visitor = await newVisitor(browser, baseURL!);
  try {
    const tomorrow = bookingDay(1);
    let booked = false;
    // Another test may hold a slot tomorrow: take the first free one.
    for (const slot of ["6:00 PM", "5:00 PM", "4:00 PM", "3:00 PM", "2:00 PM", "1:00 PM"]) {
      const answer = await postForm(visitor.page.request, baseURL!, "/hire", {
        eventDate: tomorrow,
        timeSlot: slot,
        eventType: "Content Creation",
        name,
        email: uniqueEmail("dash-book"),
        phone: "+977 9801111111",
        location: "Online",
        details: "Posted by the dashboard test.",
      });
      if (answer.status() === 409) continue;
      expect(answer.status()).toBe(200);
      booked = true;
      break;
    }
    expect(booked).toBe(true);
    const message = await postForm(visitor.page.request, baseURL!, "/contact", {
      name,
      email: uniqueEmail("dash-msg"),
      subject: "Dashboard question",
      message: "Does the dashboard count this message?",
    });
    expect(message.status()).toBe(200);
    const application = await postForm(visitor.page.request, baseURL!, "/join", {
      fullName: name,
      email: uniqueEmail("dash-join"),
      phone: "+977 9812345678",
      age: "22",
      socialMediaHandle: `@${unique("dash")}`,
      followersCount: "1200",
      skills: ["content-creation"],
      motivation: "I run a photography page about Patan's courtyards and want to use it to help local artisans.",
    });
    expect(application.status()).toBe(200);
  } finally {
    await visitor.close();
  }

  await page.reload();
  const after = await figures(page);
  for (const kind of KINDS) {
    // The current week is the table's last row; earlier weeks do not change.
    expect(after[kind].weeks.at(-1)!).toBeGreaterThanOrEqual(before[kind].weeks.at(-1)! + 1);
    expect(after[kind].weeks.slice(0, -1)).toEqual(before[kind].weeks.slice(0, -1));
    // What waits is not a running total: other workers answer, decide and
    // delete rows while this test runs, so the count can fall below "before".
    // It holds this test's row, which the filtered lists below prove by name.
    expect(after[kind].waiting).toBeGreaterThanOrEqual(1);
  }

  // The tables can be shown on screen too.
  const toggle = page.getByRole("button", { name: "Show as tables" });
  await toggle.click();
  await expect(page.getByRole("button", { name: "Hide tables" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("table", { name: CHARTS.bookings })).toBeVisible();
  // The drawings are there as well (recharts, loaded on this page only).
  await expect(page.getByTestId("weekly-bookings").locator("svg.recharts-surface")).toBeVisible();
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });

  // Tomorrow's booking is among the upcoming consultations and opens its details.
  const upcoming = page.getByTestId("upcoming-list").getByRole("link", { name: new RegExp(`^${name}, `) });
  await expect(upcoming).toContainText("Pending");
  await expect(upcoming).toHaveAttribute("href", /^\/admin\/bookings\?view=[0-9a-f-]{36}$/);
  await upcoming.click();
  await expect(page.getByRole("dialog", { name: "Booking Details" })).toContainText(name);

  // Each waiting link opens its list filtered to what waits, with this test's row in it.
  const lists: [string, RegExp][] = [
    ["Pending bookings", /\/admin\/bookings\?status=pending$/],
    ["Unanswered messages", /\/admin\/contacts\?status=pending$/],
    ["Pending applications", /\/admin\/applications\?status=pending$/],
  ];
  for (const [label, url] of lists) {
    await page.goto("/admin");
    await page.getByRole("link", { name: new RegExp(`^${label}`) }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("combobox", { name: "Status" })).toContainText("Pending");
    await expect(rowWith(page, name)).toBeVisible();
  }
});

test("on a phone the dashboard's cards stack and nothing scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin");
  const upcoming = page.getByRole("heading", { level: 2, name: "Upcoming consultations" });
  const waiting = page.getByRole("heading", { level: 2, name: "Waiting for you" });
  await expect(page.getByTestId("weekly-applications").locator("svg.recharts-surface")).toBeVisible();
  const [a, b] = [await upcoming.boundingBox(), await waiting.boundingBox()];
  expect(a!.x).toBe(b!.x);
  expect(b!.y).toBeGreaterThan(a!.y);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});
