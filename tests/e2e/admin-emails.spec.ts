/**
 * Emails (/admin/emails): a visitor sends a contact message; an admin finds
 * both e-mails it caused (the visitor's acknowledgement and the staff notice)
 * by the visitor's unique address, sees them sent, opens one, reads its text
 * (the visitor's words shown as text, not HTML), sends it again and the
 * visitor receives it a second time. The "not configured" notice is checked
 * where SMTP_URL is unset: app/server/mail/outbox-admin.server.test.ts.
 */
import {
  columnHeadings,
  expect,
  filterStatus,
  phoneCard,
  postForm as postAdminForm,
  rowWith,
  searchList,
  settled,
  tableRows,
  test,
} from "./support/admin-requests-helpers";
import { STAFF_INBOX } from "./support/config";
import { expectNoSeriousA11yViolations, toast } from "./support/fixtures";
import { newVisitor, postForm, unique } from "./support/form-helpers";
import { waitForMail } from "./support/mailbox";

const ACKNOWLEDGEMENT = "We received your message";

test("an admin finds a visitor's e-mails, reads one and sends it again", async ({ page, browser, baseURL }) => {
  const token = unique("emails");
  const email = `${token}@e2e-forms.test`;
  const name = `Mail Visitor ${token}`;
  const words = "Is <b>this</b> bold & safe?";

  const visitor = await newVisitor(browser, baseURL!);
  try {
    const answer = await postForm(visitor.page.request, baseURL!, "/contact", {
      name,
      email,
      subject: `Question ${token}`,
      message: words,
    });
    expect(answer.status()).toBe(200);
  } finally {
    await visitor.close();
  }
  await waitForMail(baseURL!, email, { subject: ACKNOWLEDGEMENT });
  await waitForMail(baseURL!, STAFF_INBOX, { subject: `New message from ${name}` });

  await page.goto("/admin/emails");
  await expect(page.getByRole("heading", { level: 1, name: "Emails" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Emails" })).toHaveAttribute(
    "href",
    "/admin/emails",
  );
  // The test server has a mail server: no "not configured" notice.
  await expect(page.getByTestId("mail-not-configured")).toHaveCount(0);

  // By the visitor's unique token: the acknowledgement (to them) and the staff notice (about them).
  await searchList(page, token);
  expect(await columnHeadings(page)).toEqual(["To", "Subject", "Kind", "Status", "Attempts", "Last error", "Time", "Actions"]);
  await expect(tableRows(page)).toHaveCount(2);
  const ack = rowWith(page, email);
  await expect(ack).toContainText(ACKNOWLEDGEMENT);
  await expect(ack).toContainText("Message acknowledgement");
  // Marked sent just after the mail server took it: reload until the list says so.
  await expect(async () => {
    await page.reload();
    await settled(page);
    await expect(ack.getByText("Sent", { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const staff = rowWith(page, STAFF_INBOX);
  await expect(staff).toContainText(`New message from ${name}`);
  await expect(staff).toContainText("New message (staff)");
  await expect(staff.getByText("Sent", { exact: true })).toBeVisible();

  // The status filter: the two are sent, none failed.
  await filterStatus(page, "Sent", "sent");
  await expect(tableRows(page)).toHaveCount(2);
  await filterStatus(page, "Failed", "failed");
  await expect(page.getByText("No emails found.")).toBeVisible();
  await filterStatus(page, "Sent", "sent");

  // The view: recipients, status, no invite, the text body with the visitor's words as text.
  await ack.getByRole("link", { name: /^View email: We received your message/ }).click();
  await expect(page).toHaveURL(/[?&]view=[0-9a-f-]{36}/);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: /We received your message/ })).toBeVisible();
  await expect(dialog).toContainText(email);
  await expect(dialog.getByText("Sent", { exact: true })).toBeVisible();
  await expect(dialog).toContainText("Calendar invite");
  await expect(dialog).toContainText("None");
  const body = dialog.getByRole("region", { name: "Message (plain text)" });
  await expect(body).toContainText(words);
  await expect(body.locator("b")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Send again: queued at once, delivered a second time.
  await dialog.getByRole("button", { name: "Send again" }).click();
  await expect(toast(page, "Queued to send again")).toBeVisible();
  const delivered = await waitForMail(baseURL!, email, { subject: ACKNOWLEDGEMENT, count: 2 });
  expect(delivered).toHaveLength(2);
  expect(delivered[1]!.text).toContain(words);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(async () => {
    await page.reload();
    await settled(page);
    await expect(ack.getByText("Sent", { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(ack.locator("td").nth(4)).toHaveText("1");

  // The action checks its input on the server too: a bad id is a 400, not a 500.
  const refused = await postAdminForm(page, "/admin/emails", { intent: "resend", id: "not-an-id" });
  expect(refused.status()).toBe(400);

  // On a phone: the table's rows are cards with the subject, the recipient
  // (labelled) and the status; nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(tableRows(page)).toHaveCount(2);
  const card = await phoneCard(page, "Emails", email);
  await expect(card.locator('td[data-cell="title"]')).toContainText(ACKNOWLEDGEMENT);
  await expect(card.locator('td[data-cell="badge"]')).toHaveText("Sent");
  await expect(card.locator('td[data-label="To"]')).toHaveText(email);
  await expect(card.getByRole("link", { name: new RegExp(`^View email: ${ACKNOWLEDGEMENT}`) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
