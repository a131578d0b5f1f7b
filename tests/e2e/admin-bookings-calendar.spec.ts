/**
 * The bookings calendar (/admin/bookings/calendar): bookings made through the
 * public form on known future days (5 and 6 months ahead, weeks no other test
 * books) show in their day's cell in slot-time order and in their status
 * badge's colour; the week and month views, Previous / Next / Today, the
 * address keeping the page across a reload; a booking opened from the
 * keyboard shows its details dialog, whose update recolours it here; and on a
 * phone the week is a day-by-day list with no sideways scrolling.
 */
import type { Locator, Page } from "@playwright/test";
import { addDaysToDateString, formatDayInFull, formatDayRange, formatMonthYear, shiftCalendarDate, startOfWeekDateString } from "../../app/lib/time/calendar";
import { expect, postForm as postAdminForm, settled, test } from "./support/admin-requests-helpers";
import { expectNoSeriousA11yViolations, toast } from "./support/fixtures";
import { bookingDay, postForm as postPublicForm, unique } from "./support/form-helpers";

type Slot = "10:00 AM" | "11:00 AM" | "2:00 PM" | "4:00 PM";
type Status = "pending" | "confirmed" | "completed" | "cancelled";
const COLORS: Record<Status, string> = { pending: "yellow", confirmed: "green", completed: "blue", cancelled: "red" };

/** Books a consultation through the public form (as a visitor without JavaScript would). */
async function book(page: Page, baseURL: string, day: string, slot: Slot, name: string) {
  const response = await postPublicForm(page.request, baseURL, "/hire", {
    eventDate: day,
    timeSlot: slot,
    eventType: "Content Creation",
    name,
    email: `${name.toLowerCase().replace(/\s+/g, "-")}@e2e-calendar.test`,
    phone: "+977 9801111111",
    location: "Online",
    details: "",
  });
  expect(response.status(), `booking ${name} on ${day} ${slot}`).toBe(200);
}

function dayCell(page: Page, day: string): Locator {
  return page.locator(`li[data-day="${day}"]`);
}

function bookingLink(page: Page, name: string): Locator {
  return page.getByRole("main").getByRole("link", { name: new RegExp(name) });
}

async function idOf(link: Locator): Promise<string> {
  const href = await link.getAttribute("href");
  const id = new URL(href!, "http://x").searchParams.get("booking");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id!;
}

async function expectStatus(link: Locator, status: Status) {
  await expect(link).toHaveAttribute("data-color", COLORS[status]);
  await expect(link).toHaveClass(new RegExp(`bg-${COLORS[status]}-100`));
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test("week and month views: bookings by day and slot in their status colours, paging, keyboard to the details dialog", async ({
  page,
  baseURL,
}) => {
  // Eleven bookings, two views, paging and an axe scan: under CI's load this
  // took longer than one minute.
  test.slow();
  // A week about five months ahead; its Monday, Wednesday and Friday, and the Tuesday after.
  const sunday = startOfWeekDateString(bookingDay(150));
  const [monday, wednesday, friday, nextTuesday] = [1, 3, 5, 9].map((n) => addDaysToDateString(sunday, n)) as [string, string, string, string];
  const tag = unique("cal");
  const names = {
    early: `Early ${tag}`,
    late: `Late ${tag}`,
    done: `Done ${tag}`,
    called: `Called off ${tag}`,
    next: `Next week ${tag}`,
  };
  // Booked out of order: the calendar sorts by the slot's time, not by arrival.
  await book(page, baseURL!, monday, "2:00 PM", names.late);
  await book(page, baseURL!, monday, "10:00 AM", names.early);
  await book(page, baseURL!, wednesday, "11:00 AM", names.done);
  await book(page, baseURL!, friday, "4:00 PM", names.called);
  await book(page, baseURL!, nextTuesday, "10:00 AM", names.next);

  // From the list's header to the calendar: this week, today marked.
  await page.goto("/admin/bookings");
  await page.getByRole("link", { name: "Calendar", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/calendar$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bookings Calendar" })).toBeVisible();
  await expect(page.locator('li[aria-current="date"]')).toHaveCount(1);
  await expect(page.getByRole("radio", { name: "Week" })).toBeChecked();

  await page.goto(`/admin/bookings/calendar?view=week&date=${wednesday}`);
  await expect(page.getByRole("heading", { level: 2, name: formatDayRange(sunday, addDaysToDateString(sunday, 6)) })).toBeVisible();
  await expect(page.locator("li[data-day]")).toHaveCount(7);
  const early = bookingLink(page, names.early);
  const late = bookingLink(page, names.late);
  await expect(dayCell(page, monday).getByRole("link")).toHaveText([
    `10:00 AM · Pending${names.early}`,
    `2:00 PM · Pending${names.late}`,
  ]);
  await expect(dayCell(page, monday).getByRole("heading")).toContainText(`${formatDayInFull(monday)}, 2 consultations`);

  // Staff change three statuses on the list's action; the calendar shows each colour.
  const ids = { early: await idOf(early), done: await idOf(bookingLink(page, names.done)), called: await idOf(bookingLink(page, names.called)) };
  for (const [id, status] of [[ids.early, "confirmed"], [ids.done, "completed"], [ids.called, "cancelled"]] as const) {
    expect((await postAdminForm(page, "/admin/bookings", { intent: "update", id, status, notes: "" })).status()).toBe(200);
  }
  await page.reload();
  await expectStatus(early, "confirmed");
  await expectStatus(late, "pending");
  await expectStatus(dayCell(page, wednesday).getByRole("link", { name: new RegExp(names.done) }), "completed");
  await expectStatus(dayCell(page, friday).getByRole("link", { name: new RegExp(names.called) }), "cancelled");
  await expect(early).toContainText("Confirmed");
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });

  // Keyboard: from Next, Tab passes the view switch, then the bookings in day and slot order.
  await page.getByRole("link", { name: "Next week" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: "Week" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(early).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(late).toBeFocused();
  const lateId = await idOf(late);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Booking Details" });
  await expect(dialog).toContainText(names.late);
  await expect(dialog).toContainText("2:00 PM");
  expect(new URL(page.url()).searchParams.get("booking")).toBe(lateId);
  // The same dialog as the list's: confirming it here recolours the booking.
  await dialog.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Confirmed", exact: true }).click();
  await dialog.getByRole("button", { name: "Update Booking" }).click();
  await expect(toast(page, "Booking updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectStatus(late, "confirmed");
  await expect(page).toHaveURL(new RegExp(`view=week&date=${wednesday}$`));

  // Next and Previous move a week at a time; while the next week loads, the days show skeletons.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/admin/bookings/calendar.data",
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByRole("link", { name: "Next week" }).click();
  await expect(page.getByTestId("calendar-skeleton")).toHaveCount(7);
  await expect(page.locator('ol[aria-busy="true"]')).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeAttached();
  release();
  await expect(page).toHaveURL(new RegExp(`date=${addDaysToDateString(wednesday, 7)}`));
  await settled(page);
  await expect(page.getByTestId("calendar-skeleton")).toHaveCount(0);
  await page.unroute((url) => url.pathname === "/admin/bookings/calendar.data");
  await expectStatus(dayCell(page, nextTuesday).getByRole("link", { name: new RegExp(names.next) }), "pending");
  await expect(early).toHaveCount(0);
  await page.getByRole("link", { name: "Previous week" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${wednesday}`));
  await expect(early).toBeVisible();

  // The month view: the same bookings in the month's grid; a reload keeps it.
  await page.getByRole("radio", { name: "Month" }).click();
  await expect(page).toHaveURL(new RegExp(`view=month&date=${wednesday}`));
  await page.reload();
  await expect(page.getByRole("radio", { name: "Month" })).toBeChecked();
  await expect(page.getByRole("heading", { level: 2, name: formatMonthYear(wednesday) })).toBeVisible();
  expect([28, 35, 42]).toContain(await page.locator("li[data-day]").count());
  await expectStatus(dayCell(page, monday).getByRole("link", { name: new RegExp(names.early) }), "confirmed");
  await expectStatus(dayCell(page, friday).getByRole("link", { name: new RegExp(names.called) }), "cancelled");
  // The status is written for screen readers even where the cell only shows the time and name.
  await expect(dayCell(page, friday).getByRole("link", { name: new RegExp(`Cancelled.*${names.called}`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
  await page.getByRole("link", { name: "Next month" }).click();
  await expect(page.getByRole("heading", { level: 2, name: formatMonthYear(shiftCalendarDate("month", wednesday, 1)) })).toBeVisible();
  await page.getByRole("link", { name: "Today" }).click();
  await expect(page.locator('li[aria-current="date"]')).toHaveCount(1);

  // A link to a booking that is not on the page: a toast, and the address forgets it.
  await page.goto(`/admin/bookings/calendar?view=week&date=${wednesday}&booking=00000000-0000-4000-8000-000000000000`);
  await expect(toast(page, "Booking not found")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`view=week&date=${wednesday}$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Back to the list.
  await page.getByRole("link", { name: "List", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
});

test("on a phone the week is a day-by-day list and nothing scrolls sideways; an empty week says so", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const sunday = startOfWeekDateString(bookingDay(170));
  const [tuesday, thursday] = [2, 4].map((n) => addDaysToDateString(sunday, n)) as [string, string];
  const tag = unique("phone");
  await book(page, baseURL!, tuesday, "11:00 AM", `Phone Tuesday ${tag}`);
  await book(page, baseURL!, thursday, "4:00 PM", `A rather long visitor name for a narrow phone screen ${tag}`);

  await page.goto(`/admin/bookings/calendar?view=week&date=${thursday}`);
  const cells = page.locator("li[data-day]");
  await expect(cells).toHaveCount(7);
  // One day under the other, full width: the same left edge, growing tops.
  const boxes = await cells.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  for (let i = 1; i < boxes.length; i++) {
    expect(boxes[i]!.left).toBe(boxes[0]!.left);
    expect(boxes[i]!.top).toBeGreaterThan(boxes[i - 1]!.top);
  }
  await expect(dayCell(page, tuesday)).toContainText(`Phone Tuesday ${tag}`);
  await expect(dayCell(page, sunday)).toContainText("No consultations");
  await noSidewaysScroll(page);

  // The month on a phone lists the days that have bookings.
  await page.getByRole("radio", { name: "Month" }).click();
  await expect(page).toHaveURL(/view=month/);
  await settled(page);
  // (The other test's bookings may share this month.)
  const visibleDays = page.locator("li[data-day]:visible");
  await expect(dayCell(page, tuesday)).toBeVisible();
  await expect(dayCell(page, thursday)).toBeVisible();
  await expect(dayCell(page, sunday)).toBeHidden();
  await expect(visibleDays).toHaveCount(await page.locator("li[data-day]").filter({ has: page.getByRole("link") }).count());
  await noSidewaysScroll(page);

  // Years before any booking (the generated ones start in 2020, the guard target is in 2019).
  await page.goto("/admin/bookings/calendar?view=week&date=2011-06-15");
  await expect(page.getByText("No consultations this week")).toBeVisible();
  await page.getByRole("radio", { name: "Month" }).click();
  await expect(page.getByText("No consultations this month")).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
});
