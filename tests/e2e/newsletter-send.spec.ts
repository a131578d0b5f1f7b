/**
 * Sending a published post as a newsletter, through a real SMTP server: three
 * addresses (confirmed, pending, unsubscribed) sign up on the blog; an admin
 * previews the mail, sends a test copy to themself, then sends the post after
 * a confirmation. Only the confirmed address receives it, with its own
 * one-click unsubscribe link in the footer and the List-Unsubscribe headers;
 * the link works (a mail program's POST and the page); the post is not sent
 * twice without a confirmation that names the first send's date.
 */
import { expect, test } from "@playwright/test";
import { createPostDirect, paragraphContent, postIdByTitle, uniqueTitle } from "./support/admin-blog-helpers";
import { ADMIN } from "./support/config";
import { CONFIRM_SUBJECT, linkIn, subscribeOnBlog } from "./support/newsletter-helpers";
import { expectNoSeriousA11yViolations, signIn, toast } from "./support/fixtures";
import { readMailbox, waitForMail } from "./support/mailbox";
import { uniqueEmail } from "./support/public-helpers";

test.describe.configure({ timeout: 120_000 });


test("a post goes to confirmed subscribers only, once, with a one-click unsubscribe that works", async ({ page, browser, baseURL }) => {
  const visitorContext = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const visitor = await visitorContext.newPage();
  const confirmed = uniqueEmail("nl-confirmed");
  const pending = uniqueEmail("nl-pending");
  const left = uniqueEmail("nl-left");
  for (const email of [confirmed, pending, left]) await subscribeOnBlog(visitor, email);
  const [confirmation] = await waitForMail(baseURL!, confirmed, { subject: CONFIRM_SUBJECT });
  await visitor.goto(linkIn(confirmation!, "/newsletter/confirm"));
  await expect(visitor.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
  // The third confirms, then leaves: an unsubscribed address.
  const [leftMail] = await waitForMail(baseURL!, left, { subject: CONFIRM_SUBJECT });
  await visitor.goto(linkIn(leftMail!, "/newsletter/confirm"));
  await expect(visitor.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
  await visitor.goto(linkIn(leftMail!, "/newsletter/unsubscribe"));
  await visitor.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();

  // A published post, opened in the editor.
  await signIn(page, ADMIN, "/admin");
  const title = uniqueTitle("Newsletter");
  await createPostDirect(page.request, baseURL!, {
    title,
    published: "on",
    content: paragraphContent("Rain on the tin roofs of Kirtipur."),
  });
  const id = await postIdByTitle(page, title);
  await page.goto(`/admin/blogs/edit/${id}`);
  const panel = page.getByTestId("newsletter-panel");
  await expect(panel).toContainText("Not sent to subscribers yet.");

  // The preview shows the mail as subscribers get it.
  await panel.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: "Newsletter preview" });
  await expect(preview).toContainText(`Subject: ${title}`);
  const frame = preview.frameLocator("iframe");
  await expect(frame.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(frame.getByText("Rain on the tin roofs of Kirtipur.")).toBeVisible();
  await expect(frame.getByRole("link", { name: "Unsubscribe from this newsletter" })).toBeVisible();
  await preview.getByRole("button", { name: "Close" }).click();
  // (axe cannot enter the sandboxed preview frame: the page is checked with the dialog closed.)
  await expect(preview).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A test copy goes to the signed-in admin only.
  await expect(panel).toContainText(`The test goes to ${ADMIN.email} only.`);
  await panel.getByRole("button", { name: "Send a test to me" }).click();
  await expect(toast(page, "Test sent", ADMIN.email)).toBeVisible();
  const [testCopy] = await waitForMail(baseURL!, ADMIN.email, { subject: `[Test] ${title}` });
  expect(testCopy!.to).toEqual([ADMIN.email]);
  expect(readMailbox(baseURL!).filter((m) => m.subject === title)).toEqual([]);

  // The send, after a confirmation.
  await panel.getByRole("button", { name: "Send to subscribers" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Send this post as a newsletter?" });
  await expect(dialog).toContainText("confirmed");
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page, "Newsletter queued")).toBeVisible();
  await expect(panel).toContainText("Sent to subscribers on");

  const [mail] = await waitForMail(baseURL!, confirmed, { subject: title });
  expect(mail!.subject).toBe(title);
  expect(mail!.text).toContain("Rain on the tin roofs of Kirtipur.");
  expect(mail!.listHeaders["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const header = /^<(https?:\/\/[^>]+)>$/.exec(mail!.listHeaders["list-unsubscribe"] ?? "");
  expect(header, "a List-Unsubscribe header with one address").not.toBeNull();
  const footerLink = linkIn(mail!, "/newsletter/unsubscribe");
  expect(header![1]).toContain(footerLink);
  // Pending and unsubscribed addresses got nothing but their confirmation.
  for (const email of [pending, left]) {
    expect(readMailbox(baseURL!).filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual([
      expect.stringContaining(CONFIRM_SUBJECT),
    ]);
  }

  // Sent once: the panel now asks again, naming the date, and Cancel sends nothing.
  await page.reload();
  await expect(panel).toContainText("Sent to subscribers on");
  await panel.getByRole("button", { name: "Send again" }).click();
  const again = page.getByRole("alertdialog", { name: "Send this post again?" });
  await expect(again).toContainText(/This post was already sent on \w+ \d+, \d{4}/);
  await again.getByRole("button", { name: "Cancel" }).click();
  // A repeated first send (a second tab, a double click) is refused by the server.
  const repeat = await page.request.post(`/admin/blogs/${id}/newsletter`, {
    form: { intent: "send" },
    headers: { Origin: baseURL! },
  });
  expect(repeat.status()).toBe(409);

  // The one-click unsubscribe (RFC 8058) from the header's address, then the page says so.
  const oneClick = await visitorContext.request.post(footerLink, {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { Origin: "https://mail.example" },
    maxRedirects: 0,
  });
  expect(oneClick.status()).toBe(200);
  await visitor.goto(footerLink);
  await expect(visitor.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await page.goto(`/admin/subscribers?q=${encodeURIComponent(confirmed)}`);
  await expect(page.getByRole("row").filter({ hasText: confirmed })).toContainText("Unsubscribed");

  // The record of changes has the send.
  await page.goto("/admin/activity");
  await expect(page.getByRole("row").filter({ hasText: title }).first()).toContainText("Newsletter sent");
  await visitorContext.close();
});
