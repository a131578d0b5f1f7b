/**
 * Every form of the form pages with JavaScript turned off (decision 0029): Work
 * With Us, Contact, Join, Sign in (and forgot / reset password), the blog's
 * search and its newsletter box. Each posts natively; the server's answer is
 * the page again, with the spec's messages under the fields, every typed
 * value kept, and the outcome written on the page (a toast needs JavaScript).
 * A success is stored (checked through the admin's CSV export).
 *
 * The server-failure side (the database cut away while posting) is in
 * database-failures.postgres.spec.ts, which has a server of its own.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { ADMIN, MEMBER, NOSCRIPT_RESET_ACCOUNT } from "./support/config";
import { signIn } from "./support/fixtures";
import { exportedRows } from "./support/admin-requests-helpers";
import { bookingDay, expect, newVisitor, test, unique, uniqueEmail } from "./support/form-helpers";
import { waitForMail } from "./support/mailbox";

test.describe.configure({ timeout: 90_000 });

/** A visitor without JavaScript, from a client address of its own (the forms are rate-limited). */
async function withoutJs(browser: Browser, baseURL: string, run: (page: Page) => Promise<void>) {
  const visitor = await newVisitor(browser, baseURL, { javaScriptEnabled: false });
  try {
    await run(visitor.page);
  } finally {
    await visitor.close();
  }
}

/** The rows of an admin CSV export matching `q` (signed in as the admin in a context of its own). */
async function exported(browser: Browser, baseURL: string, kind: "bookings" | "contacts" | "applications" | "newsletter", q: string) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, ADMIN, /\/admin/);
    return await exportedRows(page.request, kind, q);
  } finally {
    await context.close();
  }
}

/** The field's message is its accessible description: said next to it, and read with it. */
async function expectMessageAt(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
}

/** The outcome written on the page in place of the toast. */
function outcome(page: Page, role: "status" | "alert", title: string) {
  return page.getByRole(role).filter({ hasText: title });
}

/** Posts the page's form with its submit button and waits for the answer (a full page load). */
async function submit(page: Page, button: string, path: string) {
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path);
  await page.getByRole("button", { name: button, exact: true }).click();
  const response = await answer;
  await page.waitForLoadState("domcontentloaded");
  return response.status();
}

test.describe("Forms without JavaScript", () => {
  test("Contact: a refused address is said under the field, everything kept; then the message is sent and stored", async ({ browser, baseURL }) => {
    const values = { name: `Kiran ${unique("nojs")}`, email: "kiran@localhost", subject: "Workshop", message: "Could you run a workshop at our school?" };
    await withoutJs(browser, baseURL!, async (page) => {
      await page.goto("/contact");
      await page.getByLabel("Name *").fill(values.name);
      await page.getByLabel("Email *").fill(values.email);
      await page.getByLabel("Subject").fill(values.subject);
      await page.getByLabel("Message *").fill(values.message);
      // The browser lets the address through (no dot needed); the server's rule does not.
      expect(await submit(page, "Send Message", "/contact")).toBe(400);
      await expectMessageAt(page.getByLabel("Email *"), "Please enter a valid email address.");
      await expect(outcome(page, "alert", "Invalid email")).toContainText("Please enter a valid email address.");
      await expect(page.getByLabel("Name *")).toHaveValue(values.name);
      await expect(page.getByLabel("Email *")).toHaveValue(values.email);
      await expect(page.getByLabel("Subject")).toHaveValue(values.subject);
      await expect(page.getByLabel("Message *")).toHaveValue(values.message);

      // Nothing typed at all: the spec's "Missing information" under the required fields.
      await page.getByLabel("Name *").fill("");
      expect(await submit(page, "Send Message", "/contact")).toBe(400);
      await expectMessageAt(page.getByLabel("Name *"), "Please fill in all required fields.");
      await expect(outcome(page, "alert", "Missing information")).toContainText("Please fill in all required fields.");
      await expect(page.getByLabel("Message *")).toHaveValue(values.message);

      const email = uniqueEmail("contact-nojs");
      await page.getByLabel("Name *").fill(values.name);
      await page.getByLabel("Email *").fill(email);
      expect(await submit(page, "Send Message", "/contact")).toBe(200);
      await expect(outcome(page, "status", "Message sent!")).toContainText("We've received your message and will get back to you soon.");
      await expect(page.getByLabel("Name *")).toHaveValue("");
      await expect(page.getByLabel("Message *")).toHaveValue("");
      const rows = await exported(browser, baseURL!, "contacts", email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toEqual(expect.arrayContaining([values.name, email, values.subject, values.message]));
    });
  });

  test("Work With Us: the FAQ opens and closes without JavaScript, one answer at a time", async ({ browser, baseURL }) => {
    await withoutJs(browser, baseURL!, async (page) => {
      await page.goto("/hire");
      const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
      await expect(faq.getByText(/40% advance payment/)).toBeHidden();
      await faq.locator("summary").nth(1).click();
      await expect(faq.getByText(/40% advance payment/)).toBeVisible();
      await faq.locator("summary").nth(2).click();
      await expect(faq.getByText(/24-48 hours/)).toBeVisible();
      await expect(faq.getByText(/40% advance payment/)).toBeHidden();
    });
  });

  test("Work With Us: the native date input and selects; missing choices said on the page, everything kept; then booked and stored", async ({ browser, baseURL }) => {
    const booking = {
      day: bookingDay(150),
      slot: "4:00 PM",
      type: "Social Impact Project",
      name: `Test ${unique("hire-nojs")}`,
      email: uniqueEmail("hire-nojs"),
      phone: "+977 9801234567",
      location: "Patan",
      details: "A mural with the ward office.",
    };
    await withoutJs(browser, baseURL!, async (page) => {
      await page.goto("/hire");
      await expect(page.getByLabel("Select Date")).toHaveAttribute("type", "date");
      await page.getByLabel("Name", { exact: true }).fill(booking.name);
      await page.getByLabel("Email", { exact: true }).fill(booking.email);
      await page.getByLabel("Phone", { exact: true }).fill(booking.phone);
      await page.getByLabel("Location", { exact: true }).fill(booking.location);
      await page.getByLabel(/Project Details/).fill(booking.details);
      await page.getByLabel("Project Type").selectOption(booking.type);
      // No date and no time slot.
      expect(await submit(page, "Submit Project Inquiry", "/hire")).toBe(400);
      await expectMessageAt(page.getByLabel("Select Date"), "Please select a date, time slot, and project type");
      await expectMessageAt(page.getByLabel("Select Time Slot"), "Please select a date, time slot, and project type");
      await expect(outcome(page, "alert", "Missing information")).toContainText("Please select a date, time slot, and project type");
      await expect(page.getByLabel("Project Type")).toHaveValue(booking.type);
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue(booking.name);
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue(booking.email);
      await expect(page.getByLabel("Phone", { exact: true })).toHaveValue(booking.phone);
      await expect(page.getByLabel("Location", { exact: true })).toHaveValue(booking.location);
      await expect(page.getByLabel(/Project Details/)).toHaveValue(booking.details);

      await page.getByLabel("Select Date").fill(booking.day);
      await page.getByLabel("Select Time Slot").selectOption(booking.slot);
      expect(await submit(page, "Submit Project Inquiry", "/hire")).toBe(200);
      await expect(outcome(page, "status", "Project inquiry submitted!")).toContainText(
        `We'll contact you soon to discuss your ${booking.type} project.`,
      );
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
      await expect(page.getByLabel("Select Date")).toHaveValue("");
      await expect(page.getByLabel("Select Time Slot")).toHaveValue("");
      await expect(page.getByLabel("Project Type")).toHaveValue("");
      const rows = await exported(browser, baseURL!, "bookings", booking.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toEqual(expect.arrayContaining([booking.name, booking.email, booking.day, booking.slot, booking.type]));
    });
  });

  test("Join: each refused field says why, everything kept; then the application is submitted and stored", async ({ browser, baseURL }) => {
    const a = {
      fullName: `Test ${unique("join-nojs")}`,
      email: uniqueEmail("join-nojs"),
      age: "17",
      handle: "@patan.stories",
      followers: "900",
      motivation: "I photograph the courtyards of Patan and want my followers to meet the artisans who keep them alive.",
    };
    await withoutJs(browser, baseURL!, async (page) => {
      await page.goto("/join");
      await page.getByLabel("Full Name").fill(a.fullName);
      await page.getByLabel("Email Address").fill(a.email);
      await page.getByLabel("Age", { exact: true }).fill(a.age);
      await page.getByLabel("Social Media Handle").fill(a.handle);
      await page.getByLabel("Number of Followers").fill(a.followers);
      await page.getByLabel("Storytelling", { exact: true }).check();
      await page.getByLabel("Why do you want to join?").fill(a.motivation);
      // 17 is under the minimum age (the browser's own check is off: the server says it in the spec's words).
      expect(await submit(page, "Submit Application", "/join")).toBe(400);
      await expectMessageAt(page.getByLabel("Age", { exact: true }), "You must be at least 18 years old");
      await expect(page.getByLabel("Full Name")).toHaveValue(a.fullName);
      await expect(page.getByLabel("Email Address")).toHaveValue(a.email);
      await expect(page.getByLabel("Age", { exact: true })).toHaveValue(a.age);
      await expect(page.getByLabel("Social Media Handle")).toHaveValue(a.handle);
      await expect(page.getByLabel("Number of Followers")).toHaveValue(a.followers);
      await expect(page.getByLabel("Storytelling", { exact: true })).toBeChecked();
      await expect(page.getByLabel("Why do you want to join?")).toHaveValue(a.motivation);

      await page.getByLabel("Age", { exact: true }).fill("19");
      expect(await submit(page, "Submit Application", "/join")).toBe(200);
      await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Submit Another Application" })).toBeVisible();
      const rows = await exported(browser, baseURL!, "applications", a.email);
      expect(rows).toHaveLength(1);
      // The export writes a cell that starts with "@" behind a quote (spreadsheet formula injection).
      expect(rows[0]).toEqual(expect.arrayContaining([a.fullName, a.email, "19", `'${a.handle}`, a.followers]));
      // Back to an empty form, still without JavaScript.
      await page.getByRole("button", { name: "Submit Another Application" }).click();
      await expect(page.getByLabel("Full Name")).toHaveValue("");
    });
  });

  test("Sign in: a missing password is said under the field, the email kept; then signed in with the success said on the page", async ({ browser, baseURL }) => {
    await withoutJs(browser, baseURL!, async (page) => {
      await page.goto("/auth");
      await page.getByLabel("Email").fill(MEMBER.email);
      expect(await submit(page, "Sign In", "/auth")).toBe(400);
      await expectMessageAt(page.getByLabel("Password"), "Password is required");
      await expect(page.getByLabel("Email")).toHaveValue(MEMBER.email);

      await page.getByLabel("Password").fill(MEMBER.password);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page).toHaveURL("/");
      await expect(outcome(page, "status", "Success")).toContainText("You have been signed in successfully.");
      // Said once: the next page has no leftover message.
      await page.goto("/contact");
      await expect(outcome(page, "status", "Success")).toHaveCount(0);
    });
  });

  test("Forgot and reset password: messages under the fields, then the link is sent and the new password set", async ({ browser, baseURL }) => {
    const account = NOSCRIPT_RESET_ACCOUNT;
    await withoutJs(browser, baseURL!, async (page) => {
      await page.goto("/auth/forgot");
      await page.getByLabel("Email").fill("not an address");
      expect(await submit(page, "Send the link", "/auth/forgot")).toBe(400);
      await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Email")).toHaveValue("not an address");

      await page.getByLabel("Email").fill(account.email);
      expect(await submit(page, "Send the link", "/auth/forgot")).toBe(200);
      await expect(page.getByRole("status")).toContainText("If an account exists for that address, we have sent a link");
      const [mail] = await waitForMail(baseURL!, account.email, { subject: "Set a new password" });
      const link = new URL(mail!.text.match(/https?:\/\/\S+\/auth\/reset\/[A-Za-z0-9_-]{43}/)![0]);

      await page.goto(link.pathname);
      await page.getByLabel("New password", { exact: true }).fill("noscript-new-pass-1");
      await page.getByLabel("Confirm new password").fill("noscript-other-pass-1");
      expect(await submit(page, "Set new password", link.pathname)).toBe(400);
      await expectMessageAt(page.getByLabel("Confirm new password"), "The passwords do not match");

      await page.getByLabel("New password", { exact: true }).fill("noscript-new-pass-1");
      await page.getByLabel("Confirm new password").fill("noscript-new-pass-1");
      await page.getByRole("button", { name: "Set new password", exact: true }).click();
      await expect(page).toHaveURL("/auth");
      await expect(outcome(page, "status", "Success")).toContainText("Your password has been changed. Please sign in with your new password.");
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password").fill("noscript-new-pass-1");
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page).toHaveURL("/");
    });
  });

  test("Blog search: a GET form whose results the server renders, the query kept in the box", async ({ browser, baseURL }) => {
    await withoutJs(browser, baseURL!, async (page) => {
      await page.goto("/blog");
      const search = page.getByRole("searchbox", { name: /search/i });
      await search.fill("no post is called this zqxw");
      await search.press("Enter");
      await expect(page).toHaveURL(/\/blog\?q=no\+post\+is\+called\+this\+zqxw/);
      await expect(page.getByRole("main")).toContainText("No posts found");
      await expect(page.getByRole("main")).toContainText("Try adjusting your search or category filter");
      await expect(page.getByRole("searchbox", { name: /search/i })).toHaveValue("no post is called this zqxw");
    });
  });

  test("Newsletter box: a refused address is said under the field and kept; then subscribed, on the same page, and stored", async ({ browser, baseURL }) => {
    await withoutJs(browser, baseURL!, async (page) => {
      await page.goto("/blog?q=&category=Community");
      const box = page.getByRole("textbox", { name: "Email address" });
      await box.fill("reader@localhost");
      expect(await submit(page, "Subscribe", "/blog")).toBe(400);
      // The same page and list, the message under the field, the address kept.
      await expect(page).toHaveURL(/\/blog\?q=&category=Community$/);
      await expectMessageAt(box, "Please enter a valid email address.");
      await expect(box).toHaveValue("reader@localhost");

      const email = uniqueEmail("newsletter-nojs");
      await box.fill(email);
      expect(await submit(page, "Subscribe", "/blog")).toBe(200);
      await expect(outcome(page, "status", "Subscribed!")).toContainText(
        "Thanks! Check your inbox and click the link in our e-mail to confirm your subscription.",
      );
      await expect(box).toHaveValue("");
      expect((await exported(browser, baseURL!, "newsletter", email)).map((row) => row[1])).toEqual([email]);
    });
  });
});
