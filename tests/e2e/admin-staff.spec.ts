/**
 * Staff (/admin/staff), as an admin and the people they invite use it:
 * invite by e-mail and accept in another browser (a common password is
 * refused, the link works once), grant and revoke the admin role, disable an
 * account while it is signed in elsewhere, the rules that refuse (own role,
 * own account, an address that has an account), revoking an invitation, and
 * a non-admin refused on the page and its posts.
 *
 * The admin pages share the worker's ADMIN session (admin-requests-helpers):
 * nothing here signs in, out or ends sessions in it. Every account whose role
 * or state a test changes is one the test invited itself; the invited people
 * act in browser contexts of their own.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, phoneCard, test } from "./support/admin-requests-helpers";
import { ADMIN, MEMBER } from "./support/config";
import { expectNoSeriousA11yViolations, facts, signIn, toast } from "./support/fixtures";
import { unique } from "./support/form-helpers";
import { waitForMail } from "./support/mailbox";

const PASSWORD = "a-staff-password-7";

/**
 * A browser of its own, signed in as nobody. Inside this file's `test`,
 * browser.newContext() inherits the worker's ADMIN storage state unless told
 * otherwise, and signing in (or accepting an invitation) there would end the
 * ADMIN session every test of the worker shares.
 */
function newBrowser(browser: Browser, baseURL: string) {
  return browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
}
const INVITE_LINK = /https?:\/\/\S+\/auth\/invite\/[A-Za-z0-9_-]{43}/;

function staffTable(page: Page) {
  return page.getByRole("table", { name: "Staff", exact: true });
}

function staffRow(page: Page, email: string) {
  return staffTable(page).locator("tbody tr").filter({ has: page.getByText(email, { exact: true }) });
}

/** The waiting invitations (a table, or a line saying there are none). */
function pendingInvitations(page: Page) {
  return page.getByRole("region", { name: "Pending invitations" });
}

/** Confirms the open dialog with its button `label`. */
async function confirm(page: Page, label: string) {
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Invites a new address from the Staff screen; returns it and the link mailed to it. */
async function invite(page: Page, baseURL: string, role: "none" | "admin" = "none") {
  const email = `${unique("invitee")}@e2e-staff.test`;
  await page.goto("/admin/staff");
  await page.getByLabel("Email", { exact: true }).fill(email);
  if (role === "admin") await page.getByRole("radio", { name: "Admin", exact: true }).check();
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(email);
  await confirm(page, "Send");
  await expect(toast(page, "Invitation sent", email)).toBeVisible();
  await expect(pendingInvitations(page)).toContainText(email);
  const [mail] = await waitForMail(baseURL, email, { subject: "You are invited" });
  return { email, link: new URL(mail!.text.match(INVITE_LINK)![0]).pathname };
}

/** Accepts the invitation in a new browser (a common password is refused first); the invitee is signed in. */
async function accept(browser: Browser, baseURL: string, link: string, landsOn: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newBrowser(browser, baseURL);
  const page = await context.newPage();
  const opened = await page.goto(link);
  expect(opened!.status()).toBe(200);
  expect(opened!.headers()["cache-control"]).toContain("no-store");
  await page.getByLabel("Password", { exact: true }).fill("Password123");
  await page.getByLabel("Confirm password").fill("Password123");
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByText("This password is too common. Choose another.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(landsOn);
  await expect(toast(page, "Welcome", "you are signed in")).toBeVisible();
  return { context, page };
}

test.describe.configure({ timeout: 90_000 });

test("invite by e-mail, accept in a new browser, sign in; the link works once", async ({ page, browser, baseURL }) => {
  const { email, link } = await invite(page, baseURL!);
  const invitee = await accept(browser, baseURL!, link, "/");
  await invitee.page.goto("/account");
  await expect(invitee.page.getByText(`Signed in as ${email}`)).toBeVisible();

  // The new person signs in with the password they chose, in yet another browser.
  const again = await newBrowser(browser, baseURL!);
  const signInPage = await again.newPage();
  await signIn(signInPage, { email, password: PASSWORD }, "/");
  // The link works once.
  const reused = await signInPage.goto(link);
  expect(reused!.status()).toBe(410);
  await expect(signInPage.getByText("The invitation has already been used")).toBeVisible();
  const bogus = await signInPage.goto(`/auth/invite/${"x".repeat(43)}`);
  expect(bogus!.status()).toBe(400);

  // The Staff screen lists the account (no role, active, signed in) and no longer the invitation.
  await page.goto(`/admin/staff?q=${encodeURIComponent(email)}`);
  const row = staffRow(page, email);
  await expect(row).toContainText("None");
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Off");
  await expect(row).not.toContainText("Never");
  await expect(pendingInvitations(page)).not.toContainText(email);
  await invitee.context.close();
  await again.close();
});

test("grant and then revoke the admin role of an invited person: they lose the admin area", async ({ page, browser, baseURL }) => {
  test.slow();
  const { email, link } = await invite(page, baseURL!);
  const invitee = await accept(browser, baseURL!, link, "/");
  await invitee.page.goto("/admin");
  await expect(invitee.page).toHaveURL("/");

  await page.goto(`/admin/staff?q=${encodeURIComponent(email)}`);
  await staffRow(page, email).getByRole("button", { name: `Make ${email} an admin` }).click();
  await confirm(page, "Grant");
  await expect(toast(page, "Admin role granted", email)).toBeVisible();
  await expect(staffRow(page, email)).toContainText("Admin");
  await invitee.page.goto("/admin");
  await expect(invitee.page).toHaveURL("/admin");

  await staffRow(page, email).getByRole("button", { name: `Revoke the admin role of ${email}` }).click();
  await confirm(page, "Revoke");
  await expect(toast(page, "Admin role revoked", email)).toBeVisible();
  await expect(staffRow(page, email)).toContainText("None");
  await invitee.page.goto("/admin/staff");
  await expect(invitee.page).toHaveURL("/");
  await invitee.context.close();
});

test("disable an account while it is signed in elsewhere: its next request lands on /auth; enable it again", async ({ page, browser, baseURL }) => {
  test.slow();
  const { email, link } = await invite(page, baseURL!);
  const invitee = await accept(browser, baseURL!, link, "/");

  await page.goto(`/admin/staff?q=${encodeURIComponent(email)}`);
  await staffRow(page, email).getByRole("button", { name: `Disable ${email}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText("signed out everywhere");
  await confirm(page, "Disable");
  await expect(toast(page, "Account disabled", email)).toBeVisible();
  await expect(staffRow(page, email)).toContainText("Disabled");

  await invitee.page.goto("/account");
  await expect(invitee.page).toHaveURL("/auth");
  await invitee.page.getByLabel("Email").fill(email);
  await invitee.page.getByLabel("Password").fill(PASSWORD);
  await invitee.page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(toast(invitee.page, "Error", "This account is disabled")).toBeVisible();
  await expect(invitee.page).toHaveURL("/auth");

  await staffRow(page, email).getByRole("button", { name: `Enable ${email}` }).click();
  await confirm(page, "Enable");
  await expect(toast(page, "Account enabled", email)).toBeVisible();
  await signIn(invitee.page, { email, password: PASSWORD }, "/");
  await invitee.context.close();
});

test("the rules refuse: own role, own account, an address with an account; an invitation can be revoked", async ({ page, baseURL }) => {
  await page.goto(`/admin/staff?q=${encodeURIComponent(ADMIN.email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
  const own = staffRow(page, ADMIN.email);
  // The own row offers no actions, and the server refuses them when posted anyway.
  await expect(own).toContainText("(you)");
  await expect(own.getByRole("button")).toHaveCount(0);
  const ownId = await own.locator("[data-user-id]").getAttribute("data-user-id");
  for (const [intent, message] of [
    ["revoke", "You cannot revoke your own admin role."],
    ["disable", "You cannot disable your own account."],
  ]) {
    const refused = await page.request.post("/admin/staff", { form: { intent: intent!, id: ownId! }, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(refused.status(), intent).toBe(409);
    expect(await refused.text(), intent).toContain(message);
  }
  await page.reload();
  await expect(staffRow(page, ADMIN.email)).toContainText("Admin");
  await expect(staffRow(page, ADMIN.email)).toContainText("Active");

  // An address that has an account cannot be invited; what was typed stays.
  await page.getByLabel("Email", { exact: true }).fill(MEMBER.email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await confirm(page, "Send");
  await expect(toast(page, "Error sending the invitation", "An account with this address already exists.")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(MEMBER.email);
  // A bad address is refused in the browser, under the field.
  await page.getByLabel("Email", { exact: true }).fill("not-an-address");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Please enter a valid email address.").first()).toBeVisible();
  await expect(page.getByRole("alertdialog")).toBeHidden();

  // Revoking an invitation: its link stops working.
  const { email, link } = await invite(page, baseURL!);
  await page.getByRole("button", { name: `Revoke the invitation to ${email}` }).click();
  await confirm(page, "Revoke");
  await expect(toast(page, "Invitation revoked", email)).toBeVisible();
  await expect(pendingInvitations(page)).not.toContainText(email);
  const opened = await page.request.get(link);
  expect(opened.status()).toBe(410);
  expect(await opened.text()).toContain("The invitation has been withdrawn");
});

test("a non-admin is refused on the Staff screen and its posts", async ({ page, browser, baseURL }, testInfo) => {
  const memberId = facts(testInfo).guardTargets.memberId;
  const context = await newBrowser(browser, baseURL!);
  const member = await context.newPage();
  await signIn(member, MEMBER, "/");
  await member.goto("/admin/staff");
  await expect(member).toHaveURL("/");
  const data = await member.request.get("/admin/staff.data", { maxRedirects: 0 });
  expect(await data.text()).not.toContain(ADMIN.email);
  const target = `${unique("refused")}@e2e-staff.test`;
  const posts: Record<string, string>[] = [
    { intent: "grant", id: memberId },
    { intent: "disable", id: memberId },
    { intent: "invite", email: target, role: "admin" },
  ];
  for (const form of posts) {
    const post = await member.request.post("/admin/staff", { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(post.status(), form.intent).toBe(302);
    expect(post.headers().location, form.intent).toBe("/");
  }
  await context.close();

  await page.goto(`/admin/staff?q=${encodeURIComponent(MEMBER.email)}`);
  await expect(staffRow(page, MEMBER.email)).toContainText("None");
  await expect(staffRow(page, MEMBER.email)).toContainText("Active");
  await expect(page.getByRole("main")).not.toContainText(target);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the accounts show as cards, without sideways scrolling", async ({ page }) => {
    await page.goto(`/admin/staff?q=${encodeURIComponent(MEMBER.email)}`);
    const card = await phoneCard(page, "Staff", MEMBER.email);
    await expect(card.locator('td[data-cell="title"]')).toHaveText(MEMBER.email);
    await expect(card.locator('td[data-cell="badge"]')).toHaveText("Active");
    for (const label of ["Roles", "Created", "Last sign-in", "Two-factor"]) await expect(card.locator(`td[data-label="${label}"]`)).toBeVisible();
    await expect(card.getByRole("button", { name: `Make ${MEMBER.email} an admin` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
  });
});
