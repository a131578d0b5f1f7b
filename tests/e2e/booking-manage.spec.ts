/**
 * The visitor's private manage link (/booking/manage/<token>), walked as a
 * person does: book on /hire, open the link from the confirmation mail, move
 * the booking, cancel it, book the freed slot again; without JavaScript too;
 * and a wrong link. Each test books days of its own and writes from its own
 * addresses, so tests never see each other's slots or mail.
 */
import ICAL from "ical.js";
import type { Page } from "@playwright/test";
import { TIME_SLOTS, pastSlots } from "~/models/booking";
import { STAFF_INBOX } from "./support/config";
import { expectNoSeriousA11yViolations, toast } from "./support/fixtures";
import {
  bookingDay,
  expect,
  fillBookingForm,
  newVisitor,
  pickBookingDate,
  test,
  unique,
  uniqueEmail,
} from "./support/form-helpers";
import { waitForMail, type StoredMail } from "./support/mailbox";

function visitor(prefix: string) {
  return { name: `Test ${unique(prefix)}`, email: uniqueEmail(prefix), phone: "+977 9801111111", location: "Online" };
}

/** "December 05, 2026", as the page and the mails show a booking date. */
function longDate(day: string) {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const name = new Date(Date.UTC(year, month - 1, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
  return `${name} ${String(date).padStart(2, "0")}, ${year}`;
}

/** The next day when it is in the same month, else the day before (both show in one calendar month). */
function neighbour(day: string) {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  const other = next.getUTCMonth() === month - 1 ? next : new Date(Date.UTC(year, month - 1, date - 1));
  return other.toISOString().slice(0, 10);
}

/** The instant a slot starts in Nepal (UTC+5:45). */
function nepalInstant(day: string, hour24: number) {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date, hour24, 0) - (5 * 60 + 45) * 60_000).toISOString();
}

function invite(mail: StoredMail) {
  expect(mail.calendar, `${mail.subject} carries an invite`).toBeTruthy();
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar!));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
  };
}

/** The path of the manage link in a confirmation (the test server names its own origin). */
function manageLinkPath(mail: StoredMail) {
  const match = /https?:\/\/\S+?(\/booking\/manage\/[A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(match, "the confirmation holds the manage link").not.toBeNull();
  return match![1]!;
}

async function bookWithoutScript(page: Page, booking: { day: string; slot: string; type: string } & ReturnType<typeof visitor>) {
  await page.goto("/hire");
  await page.getByLabel("Select Date").fill(booking.day);
  await page.getByLabel("Select Time Slot").selectOption(booking.slot);
  await page.getByLabel("Project Type").selectOption(booking.type);
  await page.getByLabel("Name", { exact: true }).fill(booking.name);
  await page.getByLabel("Email", { exact: true }).fill(booking.email);
  await page.getByLabel("Phone", { exact: true }).fill(booking.phone);
  await page.getByLabel("Location", { exact: true }).fill(booking.location);
  await page.getByRole("button", { name: "Submit Project Inquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Project inquiry submitted!" })).toBeVisible();
}

test.describe("Manage link", () => {
  test("a visitor moves, then cancels, from the link in their confirmation; the freed slot books again", async ({ page, baseURL, browser }) => {
    const person = visitor("manage");
    const day = bookingDay(47);
    const newDay = neighbour(day);
    await page.goto("/hire");

    // No booking in the past: today's slots that have begun (Nepal time) cannot be chosen.
    // A minute's margin either way, so a slot starting while the test runs cannot flake it.
    const today = bookingDay(0);
    await pickBookingDate(page, today);
    const hireSlots = page.getByLabel("Select Time Slot");
    for (const slot of TIME_SLOTS) {
      const option = hireSlots.getByRole("option", { name: new RegExp(`^${slot}`) });
      if (pastSlots(today, new Date(Date.now() - 60_000)).includes(slot)) {
        await expect(option).toBeDisabled();
        await expect(option).toHaveText(`${slot} (Passed)`);
      } else if (!pastSlots(today, new Date(Date.now() + 60_000)).includes(slot)) {
        await expect(option).not.toContainText("Passed");
      }
    }
    await fillBookingForm(page, { day, slot: "2:00 PM", type: "Content Creation", ...person });
    await page.getByRole("button", { name: "Submit Project Inquiry" }).click();
    await expect(toast(page, "Project inquiry submitted!")).toBeVisible();

    const [confirmation] = await waitForMail(baseURL!, person.email, { subject: "Your consultation on" });
    expect(confirmation!.text).toContain("Move or cancel my booking");
    const original = invite(confirmation!);
    expect(original).toMatchObject({ method: "REQUEST", sequence: 0 });

    // The private page: never cached, never indexed, no Referer to other sites
    // (same-origin, not no-referrer: that would make the page's own posts carry `Origin: null`).
    const response = await page.goto(manageLinkPath(confirmation!));
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["referrer-policy"]).toBe("same-origin");
    expect(headers["x-robots-tag"]).toContain("noindex");
    expect(headers["x-cache"]).toBeUndefined();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "Your booking" })).toBeVisible();
    const summary = page.getByTestId("booking-summary");
    await expect(summary).toContainText(longDate(day));
    await expect(summary).toContainText("2:00 PM");
    await expect(summary).toContainText("Content Creation");
    await expect(summary).toContainText("Pending");
    await expectNoSeriousA11yViolations(page);

    // Move: the current slot is marked, another day and slot are chosen.
    const slots = page.getByLabel("New time slot");
    await expect(slots.getByRole("option", { name: "2:00 PM (Your current time)" })).toBeDisabled();
    await page.getByTestId("booking-calendar").locator(`button[data-day="${newDay}"]`).click();
    await slots.selectOption("4:00 PM");
    await page.getByRole("button", { name: "Move my booking" }).click();
    await expect(toast(page, "Booking moved", `${longDate(newDay)} at 4:00 PM`)).toBeVisible();
    await expect(summary).toContainText(longDate(newDay));
    await expect(summary).toContainText("4:00 PM");

    const [moved] = await waitForMail(baseURL!, person.email, { subject: "Moved:" });
    expect(invite(moved!)).toEqual({ method: "REQUEST", uid: original.uid, sequence: 1, start: nepalInstant(newDay, 16) });
    const [staffMoved] = await waitForMail(baseURL!, STAFF_INBOX, { subject: `Booking moved by the visitor: ${person.name}` });
    expect(staffMoved!.text).toContain(`${longDate(day)}, 2:00 PM`);

    // Cancel, with a confirm step that takes the focus.
    await page.getByRole("link", { name: "Cancel my booking" }).click();
    await expect(page.getByRole("heading", { name: "Cancel this consultation?" })).toBeFocused();
    await page.getByRole("link", { name: "Keep my booking" }).click();
    await expect(page.getByRole("heading", { name: "Cancel this consultation?" })).toHaveCount(0);
    await page.getByRole("link", { name: "Cancel my booking" }).click();
    await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
    await expect(toast(page, "Booking cancelled")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "This booking is cancelled" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Move my booking" })).toHaveCount(0);

    const [cancelled] = await waitForMail(baseURL!, person.email, { subject: "Cancelled:" });
    expect(invite(cancelled!)).toMatchObject({ method: "CANCEL", uid: original.uid, sequence: 2 });
    await waitForMail(baseURL!, STAFF_INBOX, { subject: `Booking cancelled by the visitor: ${person.name}` });

    // The used-up link says so (410) and offers no change.
    const again = await page.reload();
    expect(again?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "This booking is cancelled" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a consultation" })).toBeVisible();

    // Both slots are free again at once: someone else books the cancelled one.
    const other = await newVisitor(browser, baseURL!);
    try {
      await other.page.goto("/hire");
      await pickBookingDate(other.page, day);
      await expect(other.page.getByLabel("Select Time Slot").getByRole("option", { name: "2:00 PM", exact: true })).toBeEnabled();
      await other.page.reload();
      await fillBookingForm(other.page, { day: newDay, slot: "4:00 PM", type: "Other", ...visitor("manage-rebook") });
      await other.page.getByRole("button", { name: "Submit Project Inquiry" }).click();
      await expect(toast(other.page, "Project inquiry submitted!", `${longDate(newDay)} at 4:00 PM`)).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test("without JavaScript the link moves (a taken slot is refused, the day kept) and cancels; a wrong link is a clear 404", async ({
    browser,
    baseURL,
  }) => {
    const noScript = await newVisitor(browser, baseURL!, { javaScriptEnabled: false });
    try {
      const page = noScript.page;
      const person = visitor("manage-nojs");
      const day = bookingDay(66);
      const otherDay = neighbour(day);
      await bookWithoutScript(page, { day, slot: "10:00 AM", type: "Other", ...person });
      await bookWithoutScript(page, { day: otherDay, slot: "11:00 AM", type: "Other", ...visitor("manage-clash") });
      const [confirmation] = await waitForMail(baseURL!, person.email, { subject: "Your consultation on" });
      await page.goto(manageLinkPath(confirmation!));

      // A slot held by someone else: 409 and the message; the chosen day stays, and the
      // refused slot now shows as unavailable there (as on /hire), so it is not kept selected.
      await page.getByLabel("New date").fill(otherDay);
      await page.getByLabel("New time slot").selectOption("11:00 AM");
      const [refused] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Move my booking" }).click(),
      ]);
      expect(refused.status()).toBe(409);
      await expect(page.getByRole("alert").filter({ hasText: "This time slot has just been booked" }).first()).toBeVisible();
      await expect(page.getByLabel("New date")).toHaveValue(otherDay);
      await expect(page.getByLabel("New time slot").getByRole("option", { name: "11:00 AM (Unavailable)" })).toBeDisabled();

      await page.getByLabel("New time slot").selectOption("12:00 PM");
      await page.getByRole("button", { name: "Move my booking" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Booking moved" })).toContainText(`${longDate(otherDay)} at 12:00 PM`);
      await expect(page.getByTestId("booking-summary")).toContainText("12:00 PM");

      await page.getByRole("link", { name: "Cancel my booking" }).click();
      await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "This booking is cancelled" })).toBeVisible();
      const [cancelled] = await waitForMail(baseURL!, person.email, { subject: "Cancelled:" });
      expect(invite(cancelled!)).toMatchObject({ method: "CANCEL", sequence: 2 });

      // Wrong links: a clear page with a way back, 404, never cached.
      for (const path of ["/booking/manage/not-a-token", `/booking/manage/${"A".repeat(43)}`]) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        expect(response!.headers()["cache-control"]).toBe("no-store");
        await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
      }
    } finally {
      await noScript.close();
    }
  });
});
