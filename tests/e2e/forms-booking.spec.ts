/**
 * Work With Us (/hire): the page and its booking form, in the browser and
 * posted directly, on the demo data. Every test books its own day of the
 * six-month window so parallel tests never compete for a slot.
 */
import { addMonthsToDateString, formatMonthYear as monthYear, startOfWeekDateString } from "~/lib/time/calendar";
import { bookingDateRange } from "~/models/booking";
import { ADMIN, BOTH_DATABASES } from "./support/config";
import { expectNoSeriousA11yViolations, jsonLd, signIn, toast } from "./support/fixtures";
import {
  answerText,
  bookingDay,
  chooseOption,
  countPosts,
  expectNothingPosted,
  expect,
  expectNoHorizontalScroll,
  expectPageMeta,
  fillBookingForm,
  firstDayOutsideWindow,
  newVisitor,
  pickBookingDate,
  postForm,
  test,
  unique,
  uniqueEmail,
} from "./support/form-helpers";

// The server is shared by every test file running in parallel: give each step time.
test.describe.configure({ timeout: 90_000 });

const SUCCESS_TITLE = "Project inquiry submitted!";
const ERROR_TITLE = "Error submitting booking";
const SLOT_TAKEN = "This time slot has just been booked. Please choose another time.";
const MISSING = "Please select a date, time slot, and project type";

function monthName(day: string) {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const name = new Date(Date.UTC(year, month - 1, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
  return `${name} ${String(date).padStart(2, "0")}, ${year}`;
}

function visitor(prefix: string) {
  return {
    name: `Test ${unique(prefix)}`,
    email: uniqueEmail(prefix),
    phone: "+977 9801111111",
    location: "Online",
  };
}

const bookingFields = (b: { day: string; slot: string; type: string; name: string; email: string; phone: string; location: string }) => ({
  eventDate: b.day,
  timeSlot: b.slot,
  eventType: b.type,
  name: b.name,
  email: b.email,
  phone: b.phone,
  location: b.location,
  details: "Posted directly by a test.",
});

async function expectBookingStored(page: import("@playwright/test").Page, email: string, expected: boolean) {
  await signIn(page, ADMIN, /\/admin/);
  await page.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  const main = page.getByRole("main");
  if (expected) {
    await expect(main).toContainText(email);
    return;
  }
  // The search ran and answered with its empty state (not an error or a blank page).
  await expect(main).toContainText("No bookings found.");
  await expect(main).not.toContainText(email);
}

test.describe("Work With Us page", () => {
  test("shows the hero, the four steps, the form, the FAQ and the contact block", async ({ page, baseURL }) => {
    const response = await page.goto("/hire");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const step of ["Share Your Vision", "Team Matching", "Proposal & Timeline", "Kickoff & Execution"]) {
      await expect(page.getByRole("heading", { name: step })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Tell Us About Your Project" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Schedule Initial Consultation" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your Information" })).toBeVisible();
    await expect(page.getByLabel("Select Time Slot")).toHaveValue("");
    await expect(page.getByLabel("Project Type")).toHaveValue("");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Location", { exact: true })).toHaveAttribute("placeholder", /Online/);
    const details = page.getByLabel(/Project Details/);
    await expect(details).toHaveAttribute("rows", "3");
    await expect(details).toHaveAttribute("placeholder", /goals.*timeline.*budget.*requirements/i);
    await expect(page.getByRole("button", { name: "Submit Project Inquiry" })).toBeEnabled();

    // The nine slots and the nine project types, in the spec's order.
    await expect(page.getByLabel("Select Time Slot").locator('option:not([value=""])')).toHaveText([
      "10:00 AM", "11:00 AM", "12:00 PM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM", "5:00 PM", "6:00 PM",
    ]);
    await expect(page.getByLabel("Project Type").locator('option:not([value=""])')).toHaveText([
      "Digital Marketing & Promotion",
      "Social Media Management",
      "Social Impact Project",
      "Content Creation",
      "Digital Campaign",
      "Youth Engagement Initiative",
      "Brand Collaboration",
      "Website/App Development",
      "Other",
    ]);

    // Contact block: values from the site settings.
    const contact = page.getByRole("region", { name: "Prefer to Talk First?" });
    await expect(contact).toContainText("+977 980-1234567");
    await expect(contact.getByRole("link", { name: "hello@ekadash.org.np" })).toHaveAttribute("href", "mailto:hello@ekadash.org.np");
    await expect(contact).toContainText("Kathmandu");
    await expect(contact.getByRole("link", { name: /@ekadash\.collective/ })).toHaveAttribute("href", /instagram\.com/);
    await expect(contact).toContainText("Monday to Saturday, 10am-6pm (Nepal time)");
    await expect(contact).toContainText("within 24 hours");

    await expectPageMeta(page, baseURL!, { title: /^Work With Us - Book a Consultation \| Ekadash Collective$/, canonicalPath: "/hire" });
    expect(await page.locator('meta[name="keywords"]').getAttribute("content")).toContain("book consultation");
    const [business] = await jsonLd(page);
    expect(business).toMatchObject({ "@type": "LocalBusiness", priceRange: "$$" });
  });

  test("the FAQ has six questions that open with the keyboard, one at a time", async ({ page }) => {
    await page.goto("/hire");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    // Native <details>: each question is its <summary>, one tab stop each.
    const items = faq.locator("details");
    const questions = faq.locator("summary");
    await expect(questions).toHaveCount(6);
    await expect(faq.getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(faq.getByText(/40% advance payment/)).toBeHidden();
    await questions.nth(1).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(faq.getByText(/40% advance payment/)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(questions.nth(2)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(faq.getByText(/24-48 hours/)).toBeVisible();
    // Exclusive, as the accordion was: opening one closes the other.
    await expect(items.nth(1)).not.toHaveAttribute("open");
    await expect(faq.getByText(/40% advance payment/)).toBeHidden();
    // And closes again with the keyboard.
    await page.keyboard.press("Enter");
    await expect(faq.getByText(/24-48 hours/)).toBeHidden();
  });

  test("the calendar is one tab stop, moved with the arrow and page keys and chosen with Enter", async ({ page }) => {
    await page.goto("/hire");
    const calendar = page.getByTestId("booking-calendar");
    const grid = calendar.getByRole("grid");
    await expect(grid.locator('button[tabindex="0"]')).toHaveCount(1);
    const today = bookingDay(0);
    await expect(grid.locator('button[tabindex="0"]')).toHaveAttribute("data-day", today);
    await grid.locator(`button[data-day="${today}"]`).focus();
    // A week on, then a month on (PageDown), then back a day: focus follows, the month changes with it.
    await page.keyboard.press("ArrowDown");
    await expect(grid.locator(`button[data-day="${bookingDay(7)}"]`)).toBeFocused();
    await page.keyboard.press("PageDown");
    const monthOn = addMonthsToDateString(bookingDay(7), 1);
    await expect(grid.locator(`button[data-day="${monthOn}"]`)).toBeFocused();
    await expect(calendar.getByRole("status")).toHaveText(monthYear(monthOn));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("booking-selected-date")).toContainText(monthName(monthOn));
    await expect(grid.locator(`button[data-day="${monthOn}"]`)).toHaveAccessibleName(/, selected$/);
    await expect(grid.getByRole("gridcell", { selected: true })).toHaveCount(1);
    // Home goes to the week's Sunday; Space chooses it.
    await page.keyboard.press("Home");
    const sunday = startOfWeekDateString(monthOn);
    await expect(grid.locator(`button[data-day="${sunday}"]`)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.locator('input[name="eventDate"]')).toHaveValue(sunday);
    // PageUp back to the first month, and no further: the focus stops at today.
    for (let i = 0; i < 3; i++) await page.keyboard.press("PageUp");
    await expect(grid.locator(`button[data-day="${today}"]`)).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(grid.locator(`button[data-day="${today}"]`)).toBeFocused();
  });

  test("only today to six months ahead can be chosen in the calendar", async ({ page }) => {
    await page.goto("/hire");
    const calendar = page.getByTestId("booking-calendar");
    const today = bookingDay(0);
    await expect(calendar.locator(`button[data-day="${today}"]`)).toBeEnabled();
    // Yesterday (Nepal time) is shown disabled when it is in this month; on the
    // 1st it is in last month, which cannot be reached. Either way no enabled button.
    const yesterday = bookingDay(-1);
    if (yesterday.slice(0, 7) === today.slice(0, 7)) await expect(calendar.locator(`button[data-day="${yesterday}"]`)).toBeDisabled();
    await expect(calendar.locator(`button[data-day="${yesterday}"]:enabled`)).toHaveCount(0);
    await expect(calendar.getByRole("button", { name: /previous month/i })).toBeDisabled();
    for (let i = 0; i < 6; i++) await calendar.getByRole("button", { name: /next month/i }).click();
    await expect(calendar.getByRole("button", { name: /next month/i })).toBeDisabled();
    // The last day of the window is enabled; the day after is shown disabled
    // when in the same month, else in a month that cannot be reached.
    const lastDay = bookingDateRange().max;
    await expect(calendar.locator(`button[data-day="${lastDay}"]`)).toBeEnabled();
    const afterWindow = firstDayOutsideWindow();
    if (afterWindow.slice(0, 7) === lastDay.slice(0, 7)) await expect(calendar.locator(`button[data-day="${afterWindow}"]`)).toBeDisabled();
    await expect(calendar.locator(`button[data-day="${afterWindow}"]:enabled`)).toHaveCount(0);
  });

  test("has no serious accessibility problems and fits a phone screen", async ({ page }) => {
    await page.goto("/hire");
    // Checked with the calendar drawn, a day chosen and an FAQ answer open.
    await pickBookingDate(page, bookingDay(3));
    await page.getByRole("region", { name: "Frequently Asked Questions" }).locator("summary").first().click();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/hire");
    await expectNoHorizontalScroll(page);
    await expect(page.getByRole("button", { name: "Submit Project Inquiry" })).toBeVisible();
    // The smallest phones: the whole month grid within the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/hire");
    const grid = page.getByTestId("booking-calendar").getByRole("grid");
    await expect(grid).toBeVisible();
    await expectNoHorizontalScroll(page);
    const box = (await grid.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  });
});

test.describe("Booking form", () => {
  test("a complete booking is confirmed, the form is cleared and the booking is stored", async ({ page }) => {
    const booking = { day: bookingDay(12), slot: "11:00 AM", type: "Social Impact Project", ...visitor("book-ok") };
    await page.goto("/hire");
    await fillBookingForm(page, { ...booking, details: "A clean-up for our ward, about 40 volunteers." });
    await expect(page.getByTestId("booking-selected-date")).toContainText(monthName(booking.day));
    await page.getByRole("button", { name: "Submit Project Inquiry" }).click();

    await expect(toast(page, SUCCESS_TITLE, 
      `We'll contact you soon to discuss your Social Impact Project project. Initial consultation scheduled for ${monthName(booking.day)} at 11:00 AM.`,
    )).toBeVisible();
    // Date, slot, type and every text field are reset.
    await expect(page.getByTestId("booking-selected-date")).toHaveText("No date selected yet.");
    await expect(page.getByLabel("Select Time Slot")).toHaveValue("");
    await expect(page.getByLabel("Project Type")).toHaveValue("");
    for (const label of ["Name", "Email", "Phone", "Location"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
    }
    await expect(page.getByLabel(/Project Details/)).toHaveValue("");

    // The slot is now held: shown as unavailable on that day.
    await pickBookingDate(page, booking.day);
    const slots = page.getByLabel("Select Time Slot");
    await expect(slots.getByRole("option", { name: /^11:00 AM/ })).toBeDisabled();
    await expect(slots.getByRole("option", { name: /^11:00 AM/ })).toContainText("Unavailable");
    await expect(slots.getByRole("option", { name: "12:00 PM", exact: true })).toBeEnabled();

    await expectBookingStored(page, booking.email, true);
  });

  test("missing date, slot or type: the spec's toast and nothing is sent", async ({ page }) => {
    await page.goto("/hire");
    await expect(page.getByTestId("booking-calendar")).toBeVisible();
    const posts = countPosts(page, "/hire");
    await page.getByRole("button", { name: "Submit Project Inquiry" }).click();
    await expect(toast(page, "Missing information", MISSING)).toBeVisible();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Phone is required")).toBeVisible();
    await expect(page.getByText("Location is required")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");

    // Everything typed, but still no time slot.
    await pickBookingDate(page, bookingDay(20));
    await chooseOption(page, "Project Type", "Other");
    const person = visitor("book-missing");
    await page.getByLabel("Name", { exact: true }).fill(person.name);
    await page.getByLabel("Email", { exact: true }).fill(person.email);
    await page.getByLabel("Phone", { exact: true }).fill(person.phone);
    await page.getByLabel("Location", { exact: true }).fill(person.location);
    await expect(page.getByText("Name is required")).toBeHidden();
    // The first toast must be gone first, or the check below could count it:
    // on a fast run it is still up when the form is sent again.
    await expect(toast(page, "Missing information")).toHaveCount(0, { timeout: 20_000 });
    await page.getByRole("button", { name: "Submit Project Inquiry" }).click();
    await expect(toast(page, "Missing information")).toHaveCount(1);
    await expect(page.getByRole("alert").filter({ hasText: MISSING })).toBeVisible();

    // A bad e-mail address is refused in the browser too.
    await chooseOption(page, "Select Time Slot", "3:00 PM");
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByRole("button", { name: "Submit Project Inquiry" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expectNothingPosted(page, posts);
  });

  test("the server refuses invalid bookings with the same messages and stores nothing", async ({ page, baseURL }) => {
    const person = visitor("book-invalid");
    const empty = await postForm(page.request, baseURL!, "/hire", {});
    expect(empty.status()).toBe(400);
    const emptyText = await answerText(empty);
    for (const message of [MISSING, "Name is required", "Email is required", "Phone is required", "Location is required"]) {
      expect(emptyText).toContain(message);
    }

    const base = { day: bookingDay(140), slot: "5:00 PM", type: "Other", ...person };
    const badEmail = await postForm(page.request, baseURL!, "/hire", { ...bookingFields(base), email: "not-an-email" });
    expect(badEmail.status()).toBe(400);
    expect(await answerText(badEmail)).toContain("Please enter a valid email address.");

    const outside = await postForm(page.request, baseURL!, "/hire", { ...bookingFields(base), eventDate: firstDayOutsideWindow() });
    expect(outside.status()).toBe(400);
    expect(await answerText(outside)).toContain("Please select a date between today and six months from today");

    const unknownSlot = await postForm(page.request, baseURL!, "/hire", { ...bookingFields(base), timeSlot: "7:00 PM" });
    expect(unknownSlot.status()).toBe(400);
    expect(await answerText(unknownSlot)).toContain(MISSING);

    await expectBookingStored(page, person.email, false);
  });

  test("a slot taken meanwhile is refused with 409, values kept and the slot then unavailable", { tag: BOTH_DATABASES }, async ({ page, baseURL, browser }) => {
    const day = bookingDay(35);
    const slot = "2:00 PM";
    const mine = { day, slot, type: "Digital Campaign", ...visitor("book-late") };
    await page.goto("/hire");
    await fillBookingForm(page, mine);

    // Someone else books the same day and slot first (another visitor, posting directly).
    const other = await newVisitor(browser, baseURL!);
    try {
      const first = await postForm(other.page.request, baseURL!, "/hire", bookingFields({ day, slot, type: "Other", ...visitor("book-first") }));
      expect(first.status()).toBe(200);
      expect(await answerText(first)).toContain(SUCCESS_TITLE);
      // Posting the same slot again is a conflict.
      const again = await postForm(other.page.request, baseURL!, "/hire", bookingFields({ day, slot, type: "Other", ...visitor("book-again") }));
      expect(again.status()).toBe(409);
      expect(await answerText(again)).toContain(SLOT_TAKEN);
    } finally {
      await other.close();
    }

    await page.getByRole("button", { name: "Submit Project Inquiry" }).click();
    await expect(toast(page, ERROR_TITLE, SLOT_TAKEN)).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(mine.name);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(mine.email);
    await expect(page.getByLabel("Phone", { exact: true })).toHaveValue(mine.phone);
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue(mine.location);
    await expect(page.getByTestId("booking-selected-date")).toContainText(monthName(day));
    await expect(page.getByLabel("Project Type")).toHaveValue("Digital Campaign");
    // The taken slot cannot stay chosen and is now shown as unavailable.
    await expect(page.getByLabel("Select Time Slot")).toHaveValue("");
    await expect(page.getByLabel("Select Time Slot").getByRole("option", { name: /^2:00 PM/ })).toBeDisabled();

    await expectBookingStored(page, mine.email, false);
  });

  test("two visitors submitting the same slot at the same moment: exactly one succeeds", { tag: BOTH_DATABASES }, async ({ browser, baseURL }) => {
    const day = bookingDay(58);
    const slot = "4:00 PM";
    const a = await newVisitor(browser, baseURL!);
    const b = await newVisitor(browser, baseURL!);
    try {
      const people = [visitor("race-a"), visitor("race-b")];
      await Promise.all([a.page.goto("/hire"), b.page.goto("/hire")]);
      await fillBookingForm(a.page, { day, slot, type: "Brand Collaboration", ...people[0]! });
      await fillBookingForm(b.page, { day, slot, type: "Brand Collaboration", ...people[1]! });
      await Promise.all([
        a.page.getByRole("button", { name: "Submit Project Inquiry" }).click(),
        b.page.getByRole("button", { name: "Submit Project Inquiry" }).click(),
      ]);
      const outcome = async (page: import("@playwright/test").Page) => {
        const ok = toast(page, SUCCESS_TITLE);
        const taken = toast(page, ERROR_TITLE);
        // Both requests compete for the same row: on a busy machine the loser can take a while.
        await expect(ok.or(taken)).toBeVisible({ timeout: 30_000 });
        return (await ok.count()) > 0 ? "success" : ((await taken.textContent()) ?? "");
      };
      const results = await Promise.all([outcome(a.page), outcome(b.page)]);
      expect(results.filter((r) => r === "success")).toHaveLength(1);
      expect(results.find((r) => r !== "success")).toContain(SLOT_TAKEN);
    } finally {
      await a.close();
      await b.close();
    }
  });

  test("without JavaScript the form falls back to native controls and still books", async ({ browser, baseURL }) => {
    const visitorWithoutJs = await newVisitor(browser, baseURL!, { javaScriptEnabled: false });
    try {
      const page = visitorWithoutJs.page;
      const booking = { day: bookingDay(120), slot: "6:00 PM", type: "Website/App Development", ...visitor("book-nojs") };
      await page.goto("/hire");
      await page.getByLabel("Select Date").fill(booking.day);
      await page.getByLabel("Select Time Slot").selectOption(booking.slot);
      await page.getByLabel("Project Type").selectOption(booking.type);
      await page.getByLabel("Name", { exact: true }).fill(booking.name);
      await page.getByLabel("Email", { exact: true }).fill(booking.email);
      await page.getByLabel("Phone", { exact: true }).fill(booking.phone);
      await page.getByLabel("Location", { exact: true }).fill(booking.location);
      await page.getByRole("button", { name: "Submit Project Inquiry" }).click();
      await expect(page.getByRole("status").filter({ hasText: SUCCESS_TITLE })).toContainText(monthName(booking.day));
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
      await expectBookingStored(page, booking.email, true);
    } finally {
      await visitorWithoutJs.close();
    }
  });

  test("a bot that fills the honeypot gets a normal answer and nothing is stored", async ({ page, baseURL }) => {
    const booking = { day: bookingDay(101), slot: "10:00 AM", type: "Other", ...visitor("book-bot") };
    const answer = await postForm(page.request, baseURL!, "/hire", { ...bookingFields(booking), website: "https://spam.example" });
    expect(answer.status()).toBe(200);
    expect(await answerText(answer)).toContain(SUCCESS_TITLE);
    // The slot is still free: a real booking for it goes through.
    const real = await postForm(page.request, baseURL!, "/hire", bookingFields({ ...booking, ...visitor("book-after-bot") }));
    expect(real.status()).toBe(200);
    await expectBookingStored(page, booking.email, false);
  });

  test("a visitor over the booking limit gets a 429 with the message", async ({ page, baseURL }) => {
    // The test server multiplies the limits (all tests share one machine), so
    // post until the limit is reached rather than assuming its size. The
    // posts go to the action's data URL (what the browser uses): no page render.
    test.setTimeout(180_000);
    let limited: Awaited<ReturnType<typeof postForm>> | undefined;
    for (let sent = 0; !limited && sent < 1_000; sent += 10) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => postForm(page.request, baseURL!, "/hire.data", {})));
      for (const answer of answers) expect([400, 429]).toContain(answer.status());
      limited = answers.find((answer) => answer.status() === 429);
    }
    expect(limited, "no 429 after 1000 bookings").toBeDefined();
    expect(limited!.headers()["retry-after"]).toBeTruthy();
    expect(await limited!.text()).toMatch(/You have sent this form too many times\. Please wait \d+ minutes? and try again\./);
    // The page itself answers 429 with the same message.
    const page429 = await postForm(page.request, baseURL!, "/hire", {});
    expect(page429.status()).toBe(429);
    expect(await answerText(page429)).toContain("You have sent this form too many times.");
  });
});
