/**
 * The newsletter's double opt-in through a real SMTP server: subscribe on
 * the blog, the confirmation mail, its signed link, the unsubscribe page and
 * a mail program's one-click unsubscribe (RFC 8058), and what the admin
 * Subscribers screen shows at each step.
 */
import { expect, test, type Page } from "@playwright/test";
import { phoneCard } from "./support/admin-requests-helpers";
import { ADMIN } from "./support/config";
import { CONFIRM_SUBJECT, linkIn, subscribeOnBlog } from "./support/newsletter-helpers";
import { expectNoSeriousA11yViolations, signIn, toast } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { uniqueEmail } from "./support/public-helpers";


/** The Subscribers screen's row for an address, in a signed-in admin tab. */
async function subscriberRow(admin: Page, email: string, status?: string) {
  await admin.goto(`/admin/subscribers?q=${encodeURIComponent(email)}${status ? `&status=${status}` : ""}`);
  return admin.getByRole("row").filter({ hasText: email });
}

test("subscribe, confirm from the mail, then unsubscribe from its link; the Subscribers screen follows", async ({ page, browser, baseURL }) => {
  const email = uniqueEmail("optin");
  await subscribeOnBlog(page, email);

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN, "/admin");
  await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Subscribers" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();
  await expect(admin.getByTestId("subscriber-counts")).toContainText("Pending");
  await expect(await subscriberRow(admin, email)).toContainText("Pending");

  const [mail] = await waitForMail(baseURL!, email, { subject: CONFIRM_SUBJECT });
  expect(mail!.html).toContain("Confirm my subscription");
  const confirm = linkIn(mail!, "/newsletter/confirm");

  // Opening the link confirms: a private page, never stored or indexed.
  const response = await page.goto(confirm);
  expect(response!.status()).toBe(200);
  expect(response!.headers()["cache-control"]).toBe("no-store");
  expect(response!.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
  await expect(await subscriberRow(admin, email, "confirmed")).toContainText("Confirmed");

  // A changed link is refused with a clear page, not an error.
  const tampered = await page.goto(confirm.replace(/.$/, (c) => (c === "A" ? "B" : "A")));
  expect(tampered!.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();

  // The unsubscribe link in the mail's footer: a page that asks, one button.
  await page.goto(linkIn(mail!, "/newsletter/unsubscribe"));
  await expect(page.getByText(`Stop sending the newsletter to ${email}?`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await expect(await subscriberRow(admin, email, "unsubscribed")).toContainText("Unsubscribed");

  // The old confirmation link does not bring the address back.
  expect((await page.goto(confirm))!.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "This address has unsubscribed" })).toBeVisible();
  await expect(await subscriberRow(admin, email)).toContainText("Unsubscribed");
  await expectNoSeriousA11yViolations(admin);
  await adminContext.close();
});

test("a mail program's one-click unsubscribe works from another site; staff remove an address with a confirmation", async ({ page, request, baseURL }) => {
  // A long address: on a phone's card it wraps instead of widening the page.
  const email = uniqueEmail("one-click-long-mailbox-name-to-wrap");
  await subscribeOnBlog(page, email);
  const [mail] = await waitForMail(baseURL!, email, { subject: CONFIRM_SUBJECT });
  const unsubscribe = linkIn(mail!, "/newsletter/unsubscribe");

  // RFC 8058: a bare POST of List-Unsubscribe=One-Click, no form stamp, from elsewhere.
  const oneClick = await request.post(unsubscribe, {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { Origin: "https://mail.example" },
    maxRedirects: 0,
  });
  expect(oneClick.status()).toBe(200);
  await page.goto(unsubscribe);
  await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  // Other public forms still refuse another site's posts.
  expect((await request.post("/newsletter", { form: { email }, headers: { Origin: "https://mail.example" }, maxRedirects: 0 })).status()).toBe(403);

  await signIn(page, ADMIN, "/admin");
  const row = await subscriberRow(page, email, "unsubscribed");
  await expect(row).toContainText("Unsubscribed");
  // On a phone the row is a card: the address, its status, the dates labelled, Remove; nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = await phoneCard(page, "Subscribers", email);
  await expect(card.locator('td[data-cell="badge"]')).toHaveText("Unsubscribed");
  await expect(card.locator('td[data-label="Subscribed"]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await row.getByRole("button", { name: `Remove ${email}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove Subscriber" });
  await expect(dialog).toContainText(`Remove ${email} from the list entirely?`);
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, "Subscriber removed")).toBeVisible();
  await expect(page.getByText("No subscribers found.")).toBeVisible();
  // The export (with its status column), this screen's download, no longer holds it either.
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", new RegExp(`^/admin/export/newsletter\\?`));
  const csv = await page.request.get(`/admin/export/newsletter?q=${encodeURIComponent(email)}`);
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text.split("\n")[0]).toContain("Status");
  expect(text).not.toContain(email);
});
