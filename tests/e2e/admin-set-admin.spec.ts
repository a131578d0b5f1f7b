/**
 * Set Admin User (/admin/set-admin), titled "Assign Admin Role": the user id
 * is required and must be a UUID, an unknown id is refused with a clear 404,
 * an admin's own id gives "This user is already an admin.", and a user can be
 * found by e-mail. MEMBER must stay a non-admin for the other tests; the
 * grant itself is made to THROWAWAY, a user that exists for this test only.
 */
import { ADMIN, MEMBER, THROWAWAY } from "./support/config";
import { expect, postForm, test } from "./support/admin-requests-helpers";
import { expectNoSeriousA11yViolations, signIn, toast } from "./support/fixtures";
import type { Page } from "@playwright/test";

test.describe.configure({ timeout: 60_000 });

const UNKNOWN_ID = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";

async function lookUp(page: Page, email: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Find User" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]email=${encodeURIComponent(email)}`));
}

test("the page, its required and UUID checks, with the error toast", async ({ page }) => {
  await page.goto("/admin/set-admin");
  await expect(page.getByRole("heading", { level: 1, name: "Assign Admin Role" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });

  await page.getByRole("button", { name: "Assign Admin Role" }).click();
  await expect(page.getByText("Please enter a user ID", { exact: true }).first()).toBeVisible();
  await expect(toast(page, "Please enter a user ID")).toBeVisible();
  await expect(page.getByLabel("User ID")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("User ID").fill("12345");
  await page.getByRole("button", { name: "Assign Admin Role" }).click();
  await expect(page.getByText("Please enter a valid user ID (a UUID)").first()).toBeVisible();
});

test("an id asks for the confirmation first; only the confirmed grant changes anything", async ({ page }) => {
  await page.goto(`/admin/set-admin?email=${encodeURIComponent(MEMBER.email)}`);
  const memberId = (await page.getByTestId("lookup-user-id").innerText()).trim();
  await page.getByLabel("User ID").fill(memberId);
  await page.getByRole("button", { name: "Assign Admin Role" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`${MEMBER.email} will be able to manage everything in the admin area.`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  // A post of the id alone grants nothing: MEMBER stays a non-admin.
  expect((await postForm(page, "/admin/set-admin", { userId: memberId })).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("lookup-result")).toContainText("Not an admin");
});

test("an unknown id is refused with a clear message, not a server error", async ({ page }) => {
  await page.goto("/admin/set-admin");
  await page.getByLabel("User ID").fill(UNKNOWN_ID);
  await page.getByRole("button", { name: "Assign Admin Role" }).click();
  await expect(toast(page, "No user with this ID exists.")).toBeVisible();
  await expect(page.getByRole("main").getByText("No user with this ID exists.")).toBeVisible();
  // What was typed stays.
  await expect(page.getByLabel("User ID")).toHaveValue(UNKNOWN_ID);

  const post = (form: Record<string, string>) => postForm(page, "/admin/set-admin", form);
  expect((await post({ userId: UNKNOWN_ID })).status()).toBe(404);
  expect((await post({ userId: "" })).status()).toBe(400);
  expect((await post({ userId: "'; drop table user_roles; --" })).status()).toBe(400);
});

test("find a user by email: the id (copyable) and whether they are an admin", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/admin/set-admin");
  await lookUp(page, MEMBER.email);
  const result = page.getByTestId("lookup-result");
  await expect(result).toContainText(MEMBER.email);
  await expect(result).toContainText("Not an admin");
  const memberId = (await page.getByTestId("lookup-user-id").innerText()).trim();
  expect(memberId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  // The one-click grant is offered (not pressed: MEMBER must stay a non-admin).
  await expect(result.getByRole("button", { name: "Make this user an admin" })).toBeEnabled();
  await result.getByRole("button", { name: "Copy ID" }).click();
  await expect(toast(page, "User ID copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(memberId);
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });

  await lookUp(page, "nobody-here@e2e.test");
  await expect(page.getByText("No user with this email exists.")).toBeVisible();
  await expect(page.getByTestId("lookup-result")).toHaveCount(0);
});

test("assigning the role to an admin says 'This user is already an admin.'", async ({ page }) => {
  await page.goto(`/admin/set-admin?email=${encodeURIComponent(ADMIN.email)}`);
  const result = page.getByTestId("lookup-result");
  await expect(result).toContainText("Admin");
  await expect(result.getByRole("button", { name: "Make this user an admin" })).toHaveCount(0);
  const adminId = (await page.getByTestId("lookup-user-id").innerText()).trim();

  await page.getByLabel("User ID").fill(adminId.toUpperCase());
  await page.getByRole("button", { name: "Assign Admin Role" }).click();
  await expect(toast(page, "This user is already an admin.")).toBeVisible();

  // Unknown fields are ignored; the answer is the same and nothing else changes.
  const response = await postForm(page, "/admin/set-admin", { userId: adminId, role: "owner", email: "x@y.z" });
  expect(response.status()).toBe(200);
  await page.goto(`/admin/set-admin?email=${encodeURIComponent(MEMBER.email)}`);
  await expect(page.getByTestId("lookup-result")).toContainText("Not an admin");
});

test("granting the role: a throw-away user is made an admin and then reaches the admin area", async ({ page, browser, baseURL }) => {
  // New contexts inherit the file's admin storage state: these two start signed out.
  const signedOut = { baseURL, storageState: { cookies: [], origins: [] } };
  // Before: the user is refused.
  const before = await browser.newContext(signedOut);
  await signIn(await before.newPage(), THROWAWAY, "/");
  expect((await before.request.get("/admin", { maxRedirects: 0 })).status()).toBe(302);
  await before.close();

  await page.goto(`/admin/set-admin?email=${encodeURIComponent(THROWAWAY.email)}`);
  const result = page.getByTestId("lookup-result");
  await expect(result).toContainText("Not an admin");
  await result.getByRole("button", { name: "Make this user an admin" }).click();
  // The same confirmation as the Staff screen's, naming the user.
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Grant the admin role");
  await expect(dialog).toContainText(`${THROWAWAY.email} will be able to manage everything in the admin area.`);
  await dialog.getByRole("button", { name: "Grant" }).click();
  await expect(toast(page, "Admin role has been assigned successfully.", THROWAWAY.email)).toBeVisible();
  await page.goto(`/admin/set-admin?email=${encodeURIComponent(THROWAWAY.email)}`);
  await expect(page.getByTestId("lookup-result")).not.toContainText("Not an admin");
  await expect(page.getByTestId("lookup-result")).toContainText("Admin");

  // After: the same user signs in and goes to the admin area.
  const after = await browser.newContext(signedOut);
  const afterPage = await after.newPage();
  await signIn(afterPage, THROWAWAY, "/admin");
  expect((await after.request.get("/admin", { maxRedirects: 0 })).status()).toBe(200);
  await after.close();
});
