/**
 * Forgot password and the account page, as a person uses them: ask for a
 * link, read the mail, set a new password (every other session ends, the
 * link works once, even from a second tab that opened it in time, an
 * unknown address gets the same answer and no mail, an expired link is
 * refused);
 * then change a password on /account and sign out the other sessions.
 * Each test has an account of its own (support/config.ts), never ADMIN or MEMBER.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { CHANGE_ACCOUNT, EXPIRED_RESET_ACCOUNT, RESET_ACCOUNT } from "./support/config";
import { facts, signIn, toast } from "./support/fixtures";
import { readMailbox, waitForMail } from "./support/mailbox";

async function signedInPage(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account, "/");
  return page;
}

async function askForLink(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL("/auth/forgot");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that address, we have sent a link");
}

test("forgot password: the mailed link sets a new password once and ends every session", async ({ browser, page, baseURL }) => {
  // Three sign-ins, two password changes (each a deliberately slow hash) and a
  // mail delivery: 55-58 s on this 2-core machine in a full run, too near the
  // 60 s default for a test whose every step waits on a condition.
  test.slow();
  const elsewhere = await signedInPage(browser, RESET_ACCOUNT);
  const unknown = `nobody-${Date.now()}@e2e.test`;

  // An unknown address gets the very same answer.
  await askForLink(page, unknown);
  await askForLink(page, RESET_ACCOUNT.email);
  const [mail] = await waitForMail(baseURL!, RESET_ACCOUNT.email, { subject: "Set a new password" });
  const link = new URL(mail!.text.match(/https?:\/\/\S+\/auth\/reset\/[A-Za-z0-9_-]{43}/)![0]);
  // Mail is sent in order: the unknown address's request came first and sent nothing.
  expect(readMailbox(baseURL!).filter((m) => m.to.includes(unknown))).toEqual([]);

  // A second tab opens the link too, while it still works.
  const secondTab = await page.context().newPage();
  await secondTab.goto(link.pathname);
  await expect(secondTab.getByRole("button", { name: "Set new password" })).toBeVisible();

  const opened = await page.goto(link.pathname);
  expect(opened!.headers()["cache-control"]).toContain("no-store");
  await page.getByLabel("New password", { exact: true }).fill("brand-new-pass-1");
  await page.getByLabel("Confirm new password").fill("not-the-same-1");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("The passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("brand-new-pass-1");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL("/auth");
  await expect(toast(page, "Success", "Your password has been changed")).toBeVisible();

  // The browser signed in before is signed out; the old password no longer works, the new one does.
  await elsewhere.goto("/account");
  await expect(elsewhere).toHaveURL("/auth");
  await page.getByLabel("Email").fill(RESET_ACCOUNT.email);
  await page.getByLabel("Password").fill(RESET_ACCOUNT.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(toast(page, "Error", "Invalid login credentials")).toBeVisible();
  await signIn(page, { ...RESET_ACCOUNT, password: "brand-new-pass-1" }, "/");

  // The link works once: the form the second tab still shows is refused, and the new password stays.
  await secondTab.getByLabel("New password", { exact: true }).fill("second-try-pass-1");
  await secondTab.getByLabel("Confirm new password").fill("second-try-pass-1");
  const refused = secondTab.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/auth/reset/"));
  await secondTab.getByRole("button", { name: "Set new password" }).click();
  expect((await refused).status()).toBe(410);
  await expect(secondTab.getByText("The link has already been used")).toBeVisible();
  await expect(secondTab.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
  await secondTab.close();

  const again = await elsewhere.goto(link.pathname);
  expect(again!.status()).toBe(410);
  await expect(elsewhere.getByText("The link has already been used")).toBeVisible();
  await elsewhere.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(elsewhere).toHaveURL("/auth/forgot");
  const bogus = await elsewhere.goto(`/auth/reset/${"x".repeat(43)}`);
  expect(bogus!.status()).toBe(400);
  await expect(elsewhere.getByText("The link is not valid")).toBeVisible();
});

test("forgot password: an expired link is refused with a clear message and changes nothing", async ({ page, baseURL }, testInfo) => {
  // Made by the test server 31 minutes in the past (support/server.ts): the app itself has no way to age a link.
  const path = `/auth/reset/${facts(testInfo).expiredResetToken}`;
  const opened = await page.goto(path);
  expect(opened!.status()).toBe(410);
  expect(opened!.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  await expect(page.getByText("The link has expired: links work for 30 minutes. Please ask for a new one.")).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);

  // Posting a new password to it anyway is refused on the server too.
  const posted = await page.request.post(path, {
    form: { password: "expired-link-pass-1", confirm: "expired-link-pass-1" },
    headers: { Origin: baseURL! },
  });
  expect(posted.status()).toBe(410);
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL("/auth/forgot");
  // The password is still the old one.
  await signIn(page, EXPIRED_RESET_ACCOUNT, "/");
});

test("account page: change password and sign out everywhere else", async ({ browser, page }) => {
  // Four sign-ins and two password checks (slow hashes on purpose): 57 s in a
  // full run on this machine, 26 s alone; every step waits on a condition.
  test.slow();
  const other = await signedInPage(browser, CHANGE_ACCOUNT);
  await signIn(page, CHANGE_ACCOUNT, "/");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Your account" }).click();
  await expect(page).toHaveURL("/account");
  const sessions = page.getByRole("list", { name: "Where you are signed in" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText("This browser");
  await expect(sessions.first()).toContainText("Chrome");

  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(toast(page, "Signed out 1 other session.", "Success")).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText("You are not signed in anywhere else.")).toBeVisible();
  await other.goto("/account");
  await expect(other).toHaveURL("/auth");

  // A wrong current password is refused; the right one changes it and ends the other session only.
  await signIn(other, CHANGE_ACCOUNT, "/");
  await page.getByLabel("Current password").fill("wrong-password-1");
  await page.getByLabel("New password", { exact: true }).fill("changed-pass-123");
  await page.getByLabel("Confirm new password").fill("changed-pass-123");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is not correct")).toBeVisible();
  await expect(page.getByLabel("Current password")).toBeFocused();

  await page.getByLabel("Current password").fill(CHANGE_ACCOUNT.password);
  await page.getByLabel("New password", { exact: true }).fill("changed-pass-123");
  await page.getByLabel("Confirm new password").fill("changed-pass-123");
  await page.getByRole("button", { name: "Change password" }).click();
  // Matched by its words: the "Signed out 1 other session." toast above may still be showing.
  await expect(toast(page, "Your password has been changed", "Success")).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL("/account");
  await other.goto("/account");
  await expect(other).toHaveURL("/auth");
  await signIn(other, { ...CHANGE_ACCOUNT, password: "changed-pass-123" }, "/");
});
