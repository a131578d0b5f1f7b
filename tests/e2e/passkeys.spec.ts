/**
 * Passkeys as a person uses them, with Chromium's virtual authenticator
 * (DevTools protocol, WebAuthn domain) in place of a fingerprint reader:
 * add a named passkey on /account/passkeys, rename it, sign out, sign in
 * with it and no password, remove it. And the server refuses to remove
 * another person's passkey. Each test signs in its own accounts
 * (support/config.ts), never ADMIN or MEMBER, in contexts of its own.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PASSKEY_ACCOUNT, PASSKEY_OTHER } from "./support/config";
import { expectNoSeriousA11yViolations, signIn, toast } from "./support/fixtures";
import { unique } from "./support/form-helpers";

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

async function addPasskey(page: Page, name: string) {
  await page.goto("/account/passkeys");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Add passkey", exact: true }).click();
  await expect(toast(page, `The passkey “${name}” has been added.`)).toContainText("Success");
  await expect(passkeyList(page).getByText(name, { exact: true })).toBeVisible();
}

const passkeyList = (page: Page) => page.getByRole("list", { name: "Your passkeys" });

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

  const name = unique("Laptop");
  await addPasskey(page, name);
  const row = passkeyList(page).getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("Never used");
  await expectNoSeriousA11yViolations(page);

  const renamed = unique("Work laptop");
  await page.getByRole("button", { name: `Rename ${name}` }).click();
  await page.getByLabel(`New name for ${name}`).fill(renamed);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, `The passkey is now called “${renamed}”.`)).toContainText("Success");
  await expect(passkeyList(page).getByText(renamed, { exact: true })).toBeVisible();
  await expect(passkeyList(page).getByText(name, { exact: true })).toHaveCount(0);

  // Signed out, then back in with the passkey alone (the virtual device stays with the page).
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(toast(page, "You have been signed out successfully.")).toBeVisible();
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in with a passkey", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect(toast(page, "You have been signed in successfully.")).toContainText("Success");
  await page.goto("/account/passkeys");
  await expect(passkeyList(page).getByRole("listitem").filter({ hasText: renamed })).toContainText("Last used");

  await page.getByRole("button", { name: `Remove ${renamed}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Remove the passkey “${renamed}”?`);
  await dialog.getByRole("button", { name: "Remove passkey" }).click();
  await expect(toast(page, `The passkey “${renamed}” has been removed.`)).toContainText("Success");
  await expect(passkeyList(page).getByText(renamed, { exact: true })).toHaveCount(0);

  // Removed on the server: the device still holds it, but it no longer signs in.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(toast(page, "You have been signed out successfully.")).toBeVisible();
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in with a passkey", exact: true }).click();
  await expect(toast(page, "The passkey was not accepted")).toContainText("Error");
  await expect(page).toHaveURL("/auth");
  await page.context().close();
});

test("the server refuses to remove or rename another person's passkey", async ({ browser, baseURL }) => {
  const owner = await pageWithAuthenticator(browser, baseURL!);
  await signIn(owner, PASSKEY_OTHER, "/");
  const name = unique("Phone");
  await addPasskey(owner, name);
  await owner.getByRole("button", { name: `Rename ${name}` }).click();
  const id = await owner.locator('input[type="hidden"][name="id"]').first().inputValue();
  expect(id).toMatch(/^[A-Za-z0-9_-]+$/);

  const intruderContext = await browser.newContext({ baseURL });
  const intruder = await intruderContext.newPage();
  await signIn(intruder, PASSKEY_ACCOUNT, "/");
  const headers = { Origin: baseURL! };
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
  await expect(toast(owner, `The passkey “${name}” has been removed.`)).toContainText("Success");
  await intruderContext.close();
  await owner.context().close();
});
