/**
 * Two-factor sign-in as a person uses it: turn on TOTP from the account page
 * (the test is the authenticator app: it computes codes from the key shown as
 * text), save the recovery codes, sign out, then sign in with the password
 * and a code, and again with a recovery code. A wrong code and a replayed
 * code get a clear message. Uses TOTP_ACCOUNT, which no other test touches.
 */
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { expect, test, type Page } from "@playwright/test";
import { TOTP_ACCOUNT } from "./support/config";
import { expectNoSeriousA11yViolations, signIn, toast } from "./support/fixtures";

const step = () => Math.floor(Date.now() / 30_000);
const codeAt = (key: Uint8Array, s: number) => generateHOTP(key, BigInt(s), 6);
/** A code that is wrong for every step the server accepts now. */
function wrongCode(key: Uint8Array) {
  const taken = new Set([-1, 0, 1, 2].map((d) => codeAt(key, step() + d)));
  return ["000000", "111111", "222222", "333333", "444444"].find((c) => !taken.has(c))!;
}

async function passwordStep(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(TOTP_ACCOUNT.email);
  await page.getByLabel("Password").fill(TOTP_ACCOUNT.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL("/auth/second-factor");
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(toast(page, "Success", "signed out")).toBeVisible();
}

test("enrol TOTP, then sign in with a code and with a recovery code; wrong and replayed codes are refused", async ({ browser, baseURL }) => {
  test.slow();
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await signIn(page, TOTP_ACCOUNT, "/");
    await page.goto("/account");
    await expect(page.getByText("Two-factor sign-in is off")).toBeVisible();
    await page.getByRole("link", { name: "Manage two-factor sign-in" }).click();
    await expect(page).toHaveURL("/account/two-factor");
    await expect(page.getByRole("img", { name: "QR code to add this account to an authenticator app" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    expect(secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const key = decodeBase32IgnorePadding(secret.replace(/ /g, ""));

    // A wrong code does not switch it on.
    await page.getByLabel("6-digit code").fill(wrongCode(key));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(page.getByText("That code is not right")).toBeVisible();
    // The code of the current step. The server takes one step either side, so
    // a step boundary crossed before the server checks it does not matter
    // (a code of the step before now could fall out of the window that way).
    await page.getByLabel("6-digit code").fill(codeAt(key, step()));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(toast(page, "Success", "Two-factor sign-in is on")).toBeVisible();
    const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole("link", { name: "I have saved my codes" }).click();
    await expect(page.getByText("You have 10 unused recovery codes")).toBeVisible();
    await signOut(page);

    // Password, then a wrong code, then the right one.
    await passwordStep(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("6-digit code").fill(wrongCode(key));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(toast(page, "Error", "That code is not right")).toBeVisible();
    await expect(page).toHaveURL("/auth/second-factor");
    // The next step's code: always later than the step used to turn it on,
    // and inside the window even if the clock crosses into the next step.
    const code = codeAt(key, step() + 1);
    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(toast(page, "Success", "signed in")).toBeVisible();
    await signOut(page);

    // The same code again: refused, even with a new pending sign-in.
    await passwordStep(page);
    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(toast(page, "Error", "That code is not right")).toBeVisible();
    await expect(page).toHaveURL("/auth/second-factor");

    // A recovery code instead, once.
    await page.getByRole("link", { name: "Use a recovery code" }).click();
    await page.getByLabel("Recovery code").fill(codes[0]!);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/account/two-factor");
    await expect(page.getByText("You have 9 unused recovery codes")).toBeVisible();
    await signOut(page);

    await passwordStep(page);
    await page.getByRole("link", { name: "Use a recovery code" }).click();
    await page.getByLabel("Recovery code").fill(codes[0]!);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(toast(page, "Error", "That recovery code is not right or was already used")).toBeVisible();

    // Without a pending sign-in the page sends the person back to the password.
    const fresh = await browser.newContext({ baseURL });
    const stranger = await fresh.newPage();
    await stranger.goto("/auth/second-factor");
    await expect(stranger).toHaveURL("/auth");
    await fresh.close();
  } finally {
    await context.close();
  }
});
