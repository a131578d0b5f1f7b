/**
 * Contact Us (/contact): the page, the "Send Us a Message" form in the
 * browser, and the same rules enforced by the server.
 */
import type { Page } from "@playwright/test";
import { ADMIN } from "./support/config";
import { expectNoSeriousA11yViolations, signIn, toast } from "./support/fixtures";
import {
  answerText,
  countPosts,
  expectNothingPosted,
  expect,
  expectNoHorizontalScroll,
  expectPageMeta,
  postForm,
  test,
  unique,
  uniqueEmail,
} from "./support/form-helpers";

// The server is shared by every test file running in parallel: give each step time.
test.describe.configure({ timeout: 90_000 });

const MISSING = "Please fill in all required fields.";
const INVALID_EMAIL = "Please enter a valid email address.";

async function fill(page: Page, values: { name?: string; email?: string; subject?: string; message?: string }) {
  if (values.name !== undefined) await page.getByLabel("Name *").fill(values.name);
  if (values.email !== undefined) await page.getByLabel("Email *").fill(values.email);
  if (values.subject !== undefined) await page.getByLabel("Subject").fill(values.subject);
  if (values.message !== undefined) await page.getByLabel("Message *").fill(values.message);
}

async function expectMessageStored(page: Page, email: string, expected: boolean, subject?: string) {
  await signIn(page, ADMIN, /\/admin/);
  await page.goto(`/admin/contacts?q=${encodeURIComponent(email)}`);
  const main = page.getByRole("main");
  if (!expected) {
    // The search ran and answered with its empty state (not an error or a blank page).
    await expect(main).toContainText("No contact messages found.");
    await expect(main).not.toContainText(email);
    return;
  }
  await expect(main).toContainText(email);
  if (subject) await expect(main).toContainText(subject);
}

test.describe("Contact page", () => {
  test("shows Get In Touch, the message form and Find Us, with its metadata", async ({ page, baseURL }) => {
    const response = await page.goto("/contact");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const touch = page.getByRole("region", { name: "Get In Touch" });
    await expect(touch.getByRole("link", { name: "hello@ekadash.org.np" })).toHaveAttribute("href", "mailto:hello@ekadash.org.np");
    await expect(touch).toContainText("Phone/WhatsApp");
    await expect(touch).toContainText("+977 980-1234567");
    await expect(touch).toContainText("Location");
    await expect(touch).toContainText("Kathmandu");
    // Three social icons, placeholders pointing at this page's Find Us section.
    for (const name of ["Instagram", "Facebook", "LinkedIn"]) {
      await expect(touch.getByRole("link", { name, exact: true })).toHaveAttribute("href", "#find-us");
    }

    await expect(page.getByRole("heading", { name: "Send Us a Message" })).toBeVisible();
    await expect(page.getByLabel("Name *")).toBeVisible();
    await expect(page.getByLabel("Email *")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Subject")).toBeVisible();
    const message = page.getByLabel("Message *");
    expect(await message.evaluate((el) => getComputedStyle(el).minHeight)).toBe("150px");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

    const findUs = page.getByRole("region", { name: "Find Us" });
    await expect(findUs).toContainText("An interactive map would be shown here");
    await expect(findUs).toContainText("Australia");
    await expect(findUs.locator("iframe")).toHaveCount(0);
    await touch.getByRole("link", { name: "Instagram" }).click();
    await expect(page).toHaveURL(/\/contact#find-us$/);

    await expectPageMeta(page, baseURL!, { title: "Contact Us | Ekadash Collective", canonicalPath: "/contact" });
  });

  test("has no serious accessibility problems and fits a phone screen", async ({ page }) => {
    await page.goto("/contact");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    await expectNoHorizontalScroll(page);
  });
});

test.describe("Message form", () => {
  test("a message is sent, the fields are cleared and it is stored with the default subject", async ({ page }) => {
    const email = uniqueEmail("contact-ok");
    const name = `Test ${unique("contact")}`;
    await page.goto("/contact");
    await fill(page, { name, email, message: "Namaste! We would love to work with you on a school project." });
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(toast(page, "Message sent!", "We've received your message and will get back to you soon.")).toBeVisible();
    for (const label of ["Name *", "Email *", "Subject", "Message *"]) {
      await expect(page.getByLabel(label)).toHaveValue("");
    }
    await expectMessageStored(page, email, true, "General Inquiry");
  });

  test("missing fields and a bad e-mail are refused in the browser with the spec's toasts", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    const posts = countPosts(page, "/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Missing information", MISSING)).toBeVisible();
    await expect(page.getByLabel("Name *")).toHaveAttribute("aria-invalid", "true");

    await fill(page, { name: "Asha", email: "asha@example", message: "Hello there" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Invalid email", INVALID_EMAIL)).toBeVisible();
    await expect(page.getByText(INVALID_EMAIL).first()).toBeVisible();

    // A bad e-mail and a missing message: "Missing information" comes first.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await fill(page, { message: "" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Missing information", MISSING)).toBeVisible();
    await expect(toast(page, "Invalid email")).toHaveCount(0);
    await expectNothingPosted(page, posts);
  });

  test("the server refuses the same input with the same messages and stores nothing", async ({ page, baseURL }) => {
    const email = uniqueEmail("contact-invalid");
    const missing = await postForm(page.request, baseURL!, "/contact", { name: "", email, subject: "", message: "" });
    expect(missing.status()).toBe(400);
    const missingText = await answerText(missing);
    expect(missingText).toContain("Missing information");
    expect(missingText).toContain(MISSING);

    const badEmail = await postForm(page.request, baseURL!, "/contact", {
      name: "Asha",
      email: "not an email@x",
      subject: "Hi",
      message: "Hello",
    });
    expect(badEmail.status()).toBe(400);
    const badText = await answerText(badEmail);
    expect(badText).toContain("Invalid email");
    expect(badText).toContain(INVALID_EMAIL);

    await expectMessageStored(page, email, false);
  });

  test("a bot that fills the honeypot gets a normal answer and nothing is stored", async ({ page, baseURL }) => {
    const email = uniqueEmail("contact-bot");
    const answer = await postForm(page.request, baseURL!, "/contact", {
      name: "Bot",
      email,
      subject: "Offer",
      message: "Cheap followers",
      website: "https://spam.example",
    });
    expect(answer.status()).toBe(200);
    expect(await answerText(answer)).toContain("Message sent!");
    await expectMessageStored(page, email, false);
  });
});
