/**
 * Passkeys as a person uses them, with Chromium's virtual authenticator
 * (DevTools protocol, WebAuthn domain) in place of a fingerprint reader:
 * add a named passkey on /account/passkeys, rename it, sign out, sign in
 * with it and no password, remove it. A passkey as the second step after a
 * password, alone and beside TOTP. And the server refuses to remove
 * another person's passkey. Each test signs in its own accounts
 * (support/config.ts), never ADMIN or MEMBER, in contexts of its own.
 */
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PASSKEY_ACCOUNT, PASSKEY_INTRUDER, PASSKEY_OTHER, PASSKEY_RESET_ACCOUNT, PASSKEY_SECOND_FACTOR_ACCOUNT, PASSKEY_TOTP_ACCOUNT } from "./support/config";
import { expectNoSeriousA11yViolations, signIn, toast } from "./support/fixtures";
import { unique } from "./support/form-helpers";
import { waitForMail } from "./support/mailbox";

/** A fresh browser with a virtual platform authenticator that verifies its user (a fingerprint that always matches). */
async function pageWithAuthenticator(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return page;
}

/**
 * "Confirm it's you" with the password: adding or removing a passkey asks for
 * it once every 5 minutes (a signed-in session alone is not enough).
 */
async function confirmItIsYou(page: Page, account: { password: string }, next = "/account/passkeys") {
  await page.goto(`/account/confirm?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Current password").fill(account.password);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(next);
}

async function addPasskey(page: Page, name: string) {
  await page.goto("/account/passkeys");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Add passkey", exact: true }).click();
  await expect(toast(page, `The passkey “${name}” has been added.`, "Success")).toBeVisible();
  await expect(passkeyList(page).getByText(name, { exact: true })).toBeVisible();
}

const passkeyList = (page: Page) => page.getByRole("list", { name: "Your passkeys" });

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(toast(page, "You have been signed out successfully.")).toBeVisible();
}

/** The right password, which stops at the second step (the account has a second factor). */
async function passwordStep(page: Page, account: { email: string; password: string }) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL("/auth/second-factor");
  await expect(page.getByRole("heading", { name: "Two-factor sign-in", level: 1 })).toBeVisible();
}

/** Presses "Use a passkey" and checks the sign-in is complete: a session that opens /account. */
async function finishWithPasskey(page: Page, account: { email: string }) {
  await page.getByRole("button", { name: "Use a passkey", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect(toast(page, "You have been signed in successfully.", "Success")).toBeVisible();
  await page.goto("/account");
  await expect(page).toHaveURL("/account");
  await expect(page.getByText(account.email).first()).toBeVisible();
  // The pending step was used up: the page now sends a signed-in person on.
  await page.goto("/auth/second-factor");
  await expect(page).toHaveURL("/");
}

test("a passkey is added under a name, renamed, signs in without a password, and is removed", async ({ browser, baseURL }) => {
  test.slow();
  const page = await pageWithAuthenticator(browser, baseURL!);
  await signIn(page, PASSKEY_ACCOUNT, "/");
  await page.goto("/account");
  await page.getByRole("link", { name: "Manage passkeys" }).click();
  await expect(page).toHaveURL("/account/passkeys");
  await expect(page.getByRole("heading", { name: "Passkeys", level: 1 })).toBeVisible();

  // The name is required, checked before the device is asked.
  await page.getByRole("button", { name: "Add passkey", exact: true }).click();
  await expect(page.getByText("A name is required")).toBeVisible();

  // A signed-in session alone cannot add one: the page asks for the password first, then comes back.
  const name = unique("Laptop");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Add passkey", exact: true }).click();
  await expect(page).toHaveURL("/account/confirm?next=%2Faccount%2Fpasskeys");
  await expect(page.getByRole("heading", { name: "Confirm it's you", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText("The password or code is not correct")).toBeVisible();
  await page.getByLabel("Current password").fill(PASSKEY_ACCOUNT.password);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL("/account/passkeys");
  await expect(passkeyList(page).getByText(name, { exact: true })).toHaveCount(0);
  await addPasskey(page, name);
  // The owner is told by mail.
  await waitForMail(baseURL!, PASSKEY_ACCOUNT.email, { subject: "A sign-in method of your" });
  const row = passkeyList(page).getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("Never used");
  await expectNoSeriousA11yViolations(page);

  const renamed = unique("Work laptop");
  await page.getByRole("button", { name: `Rename ${name}` }).click();
  await page.getByLabel(`New name for ${name}`).fill(renamed);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, `The passkey is now called “${renamed}”.`, "Success")).toBeVisible();
  await expect(passkeyList(page).getByText(renamed, { exact: true })).toBeVisible();
  await expect(passkeyList(page).getByText(name, { exact: true })).toHaveCount(0);

  // Signed out, then back in with the passkey alone (the virtual device stays with the page).
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(toast(page, "You have been signed out successfully.")).toBeVisible();
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in with a passkey", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect(toast(page, "You have been signed in successfully.", "Success")).toBeVisible();
  await page.goto("/account/passkeys");
  await expect(passkeyList(page).getByRole("listitem").filter({ hasText: renamed })).toContainText("Last used");

  // A new session (the passkey's): removing asks for the password again first.
  await page.getByRole("button", { name: `Remove ${renamed}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Remove the passkey “${renamed}”?`);
  await dialog.getByRole("button", { name: "Remove passkey" }).click();
  await expect(page).toHaveURL("/account/confirm?next=%2Faccount%2Fpasskeys");
  await page.getByLabel("Current password").fill(PASSKEY_ACCOUNT.password);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL("/account/passkeys");
  await expect(passkeyList(page).getByText(renamed, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Remove ${renamed}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove passkey" }).click();
  await expect(toast(page, `The passkey “${renamed}” has been removed.`, "Success")).toBeVisible();
  await expect(passkeyList(page).getByText(renamed, { exact: true })).toHaveCount(0);

  // Removed on the server: the device still holds it, but it no longer signs in.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(toast(page, "You have been signed out successfully.")).toBeVisible();
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in with a passkey", exact: true }).click();
  await expect(toast(page, "The passkey was not accepted", "Error")).toBeVisible();
  await expect(page).toHaveURL("/auth");
  await page.context().close();
});

test("a passkey as the second step", async ({ browser, baseURL }) => {
  test.slow();
  const page = await pageWithAuthenticator(browser, baseURL!);
  await signIn(page, PASSKEY_SECOND_FACTOR_ACCOUNT, "/");
  const name = unique("Second step key");
  await confirmItIsYou(page, PASSKEY_SECOND_FACTOR_ACCOUNT);
  await addPasskey(page, name);
  await signOut(page);

  // The password is right, but the account has a second factor: no session yet.
  await passwordStep(page, PASSKEY_SECOND_FACTOR_ACCOUNT);
  await page.goto("/account");
  await expect(page).toHaveURL("/auth");
  await passwordStep(page, PASSKEY_SECOND_FACTOR_ACCOUNT);
  // No TOTP on this account: no code form it could not fill, only the passkey.
  await expect(page.getByText("Use your passkey to finish signing in.")).toBeVisible();
  await expect(page.getByLabel("6-digit code")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Verify", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Use a recovery code" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await finishWithPasskey(page, PASSKEY_SECOND_FACTOR_ACCOUNT);

  await page.goto("/account/passkeys");
  await expect(passkeyList(page).getByRole("listitem").filter({ hasText: name })).toContainText("Last used");
  await page.context().close();
});

test("with TOTP and a passkey, the second step offers both", async ({ browser, baseURL }) => {
  test.slow();
  const page = await pageWithAuthenticator(browser, baseURL!);
  await signIn(page, PASSKEY_TOTP_ACCOUNT, "/");
  await page.goto("/account/two-factor");
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const key = decodeBase32IgnorePadding(secret.replace(/ /g, ""));
  await page.getByLabel("6-digit code").fill(generateHOTP(key, BigInt(Math.floor(Date.now() / 30_000)), 6));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(toast(page, "Two-factor sign-in is on", "Success")).toBeVisible();
  await page.getByRole("link", { name: "I have saved my codes" }).click();
  await confirmItIsYou(page, PASSKEY_TOTP_ACCOUNT);
  await addPasskey(page, unique("Both ways key"));
  await signOut(page);

  await passwordStep(page, PASSKEY_TOTP_ACCOUNT);
  await expect(page.getByLabel("6-digit code")).toBeVisible();
  await expect(page.getByRole("button", { name: "Verify", exact: true })).toBeVisible();
  await expect(page.getByText("Or use your passkey instead.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Use a passkey", exact: true })).toBeVisible();
  // The recovery-code form offers the passkey as well.
  await page.getByRole("link", { name: "Use a recovery code" }).click();
  await expect(page.getByLabel("Recovery code")).toBeVisible();
  await expect(page.getByRole("button", { name: "Use a passkey", exact: true })).toBeVisible();
  await finishWithPasskey(page, PASSKEY_TOTP_ACCOUNT);
  await page.context().close();
});

test("the server refuses to remove or rename another person's passkey", async ({ browser, baseURL }) => {
  const owner = await pageWithAuthenticator(browser, baseURL!);
  await signIn(owner, PASSKEY_OTHER, "/");
  const name = unique("Phone");
  await confirmItIsYou(owner, PASSKEY_OTHER);
  await addPasskey(owner, name);
  await owner.getByRole("button", { name: `Rename ${name}` }).click();
  const id = await owner.locator('input[type="hidden"][name="id"]').first().inputValue();
  expect(id).toMatch(/^[A-Za-z0-9_-]+$/);

  const intruderContext = await browser.newContext({ baseURL });
  const intruder = await intruderContext.newPage();
  await signIn(intruder, PASSKEY_INTRUDER, "/");
  const headers = { Origin: baseURL! };
  // Proven as themselves, so the refusal below is about whose passkey it is.
  expect((await intruder.request.post("/account/confirm?next=%2Faccount%2Fpasskeys", { form: { password: PASSKEY_INTRUDER.password }, headers, maxRedirects: 0 })).status()).toBe(302);
  const removal = await intruder.request.post("/account/passkeys", { form: { intent: "remove", id }, headers });
  expect(removal.status()).toBe(404);
  const rename = await intruder.request.post("/account/passkeys", { form: { intent: "rename", id, name: "Mine now" }, headers });
  expect(rename.status()).toBe(404);
  // Signed out, the page and its steps are closed.
  const anonymous = await browser.newContext({ baseURL });
  const noSession = await anonymous.request.post("/account/passkeys/register", { form: { intent: "options", name: "x" }, headers });
  expect(noSession.status()).toBe(401);
  await anonymous.close();

  await owner.reload();
  await expect(passkeyList(owner).getByText(name, { exact: true })).toBeVisible();
  // Its owner can still remove it (the test leaves no passkey behind).
  await owner.getByRole("button", { name: `Remove ${name}` }).click();
  await owner.getByRole("alertdialog").getByRole("button", { name: "Remove passkey" }).click();
  await expect(toast(owner, `The passkey “${name}” has been removed.`, "Success")).toBeVisible();
  await intruderContext.close();
  await owner.context().close();
});

test("after a password reset, the reset page offers the account's passkeys and removes the one ticked", async ({ browser, baseURL }) => {
  test.slow();
  // Someone with a session (and, this once, the password) planted a passkey on their own device.
  const intruder = await pageWithAuthenticator(browser, baseURL!);
  await signIn(intruder, PASSKEY_RESET_ACCOUNT, "/");
  await confirmItIsYou(intruder, PASSKEY_RESET_ACCOUNT);
  const planted = unique("Innocent looking key");
  await addPasskey(intruder, planted);
  await signOut(intruder);

  // The owner, told by mail, resets the password from the link.
  const owner = await (await browser.newContext({ baseURL })).newPage();
  await owner.goto("/auth/forgot");
  await owner.getByLabel("Email").fill(PASSKEY_RESET_ACCOUNT.email);
  await owner.getByRole("button", { name: "Send the link" }).click();
  const [mail] = await waitForMail(baseURL!, PASSKEY_RESET_ACCOUNT.email, { subject: "Set a new password" });
  const link = new URL(mail!.text.match(/https?:\/\/\S+\/auth\/reset\/[A-Za-z0-9_-]{43}/)![0]);
  await owner.goto(link.pathname);
  const offer = owner.getByRole("group", { name: "Your passkeys" });
  await expect(offer).toContainText("a new password does not stop it");
  await expectNoSeriousA11yViolations(owner);
  await offer.getByLabel(`Remove “${planted}”`).check();
  await owner.getByLabel("New password", { exact: true }).fill("owner-again-pass-1");
  await owner.getByLabel("Confirm new password").fill("owner-again-pass-1");
  await owner.getByRole("button", { name: "Set new password" }).click();
  await expect(owner).toHaveURL("/auth");
  await expect(toast(owner, "Success", "Your password has been changed")).toBeVisible();
  await waitForMail(baseURL!, PASSKEY_RESET_ACCOUNT.email, { subject: "A sign-in method of your", count: 2 });

  // The planted passkey no longer opens the account.
  await intruder.goto("/auth");
  await intruder.getByRole("button", { name: "Sign in with a passkey", exact: true }).click();
  await expect(toast(intruder, "The passkey was not accepted", "Error")).toBeVisible();
  await expect(intruder).toHaveURL("/auth");
  await owner.context().close();
  await intruder.context().close();
});
