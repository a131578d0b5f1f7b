import { expect, test } from "@playwright/test";
import { ADMIN, MEMBER, BOTH_DATABASES } from "./support/config";
import { expectNoSeriousA11yViolations, signIn, toast } from "./support/fixtures";

test.describe("Sign-in", () => {
  test("shows the spec's screen and refuses a wrong password with the error toast", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Welcome to Ekadash Collective" })).toBeVisible();
    await expect(page.getByText("Sign in to your account")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(toast(page, "Error", "Invalid login credentials")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    // What the person typed is still there (the password is not sent back).
    await expect(page.getByLabel("Email")).toHaveValue(ADMIN.email);
  });

  test("an unknown email gets the same answer as a wrong password", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill("nobody@e2e.test");
    await page.getByLabel("Password").fill("whatever-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(toast(page, "Error", "Invalid login credentials")).toBeVisible();
  });

  test("every failed sign-in from a fresh page shows the error toast, however early the person clicks", async ({ browser, baseURL }) => {
    // A person who mistypes must always be told: on a page still loading (the
    // form posts without JavaScript), hydrating, or ready.
    // Eight fresh browser contexts, one after another: 1.7 minutes on a slow, busy machine.
    test.setTimeout(240_000);
    const stages = ["commit", "domcontentloaded", "load", "networkidle"] as const;
    for (let i = 0; i < 8; i++) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      try {
        await page.goto("/auth", { waitUntil: stages[i % stages.length] });
        await page.getByLabel("Email").fill(i % 2 ? `nobody-${i}@e2e.test` : ADMIN.email);
        await page.getByLabel("Password").fill(`wrong-password-${i}`);
        await page.getByRole("button", { name: "Sign In", exact: true }).click();
        await expect(toast(page, "Error"), `attempt ${i} (${stages[i % stages.length]})`).toContainText("Invalid login credentials");
        await expect(page.getByRole("alert").filter({ hasText: "Invalid login credentials" })).toBeVisible();
      } finally {
        await context.close();
      }
    }
  });

  test("without JavaScript a wrong password is refused on the page itself, the email kept", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/auth");
      await page.getByLabel("Email").fill(MEMBER.email);
      await page.getByLabel("Password").fill("not-the-password");
      const answer = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/auth");
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      expect((await answer).status()).toBe(401);
      await expect(page.getByRole("alert").filter({ hasText: "Invalid login credentials" })).toBeVisible();
      await expect(page.getByLabel("Email")).toHaveValue(MEMBER.email);
      expect((await context.cookies()).some((c) => /session/.test(c.name) && c.value)).toBe(false);
    } finally {
      await context.close();
    }
  });

  test("when the toast's code cannot load, a wrong password is still said on the page", async ({ page }) => {
    // A flaky connection, or a page opened before a redeploy asking for a
    // chunk that is gone: the lazily loaded toast library never arrives.
    await page.route(/\/assets\/sonner-[^/]*\.js$/, (route) => route.abort());
    await page.goto("/auth");
    await page.getByLabel("Email").fill(MEMBER.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid login credentials" })).toBeVisible();
    // The page itself keeps working: the form is there with what was typed.
    await expect(page.getByLabel("Email")).toHaveValue(MEMBER.email);
    await expect(page.getByRole("heading", { name: "Welcome to Ekadash Collective" })).toBeVisible();
  });

  test("requires both fields", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
  });

  test("shows 'Signing in...' while busy", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill(MEMBER.email);
    await page.getByLabel("Password").fill(MEMBER.password);
    // Hold the sign-in request so the busy state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/auth.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    release();
    await expect(page).toHaveURL("/");
  });

  test("an admin goes to /admin with the success toast; /auth then redirects at once", { tag: BOTH_DATABASES }, async ({ page }) => {
    await signIn(page, ADMIN, "/admin");
    await expect(toast(page, "Success", "You have been signed in successfully.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await page.goto("/auth");
    await expect(page).toHaveURL("/admin");
  });

  test("a non-admin goes to /; the avatar menu shows the email and no Admin Dashboard link", async ({ page }) => {
    await signIn(page, MEMBER, "/");
    await expect(toast(page, "Success")).toBeVisible();
    await page.getByRole("button", { name: "Account menu" }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toContainText(MEMBER.email);
    await expect(menu.getByRole("menuitem", { name: "Admin Dashboard" })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: "Log out" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.goto("/auth");
    await expect(page).toHaveURL("/");
  });

  test("an admin's avatar menu links to the dashboard; Log out ends the session", async ({ page, context }) => {
    await signIn(page, ADMIN, "/admin");
    await page.goto("/");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Admin Dashboard" }).click();
    await expect(page).toHaveURL("/admin");

    await page.goto("/");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(toast(page, "You have been signed out successfully.")).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    // The session is gone on the server: the admin area sends us to sign in.
    await page.goto("/admin");
    await expect(page).toHaveURL("/auth");
    expect((await context.cookies()).some((c) => /session/.test(c.name) && c.value)).toBe(false);
  });
});

test.describe("Admin access", () => {
  test("an anonymous visitor is sent to /auth", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL("/auth");
  });

  test("a signed-in non-admin is sent to /", async ({ page }) => {
    await signIn(page, MEMBER, "/");
    await page.goto("/admin");
    await expect(page).toHaveURL("/");
  });

  test("the admin shell has the spec's sidebar, collapses with ctrl+b and remembers it", async ({ page, context }) => {
    await signIn(page, ADMIN, "/admin");
    const nav = page.getByRole("navigation", { name: "Admin" });
    const entries = [
      ["Dashboard", "/admin"],
      ["Blog Posts", "/admin/blogs"],
      ["Member Applications", "/admin/applications"],
      ["Our Work", "/admin/work"],
      ["Booking Requests", "/admin/bookings"],
      ["Team Leader Pictures", "/admin/team-leader-pictures"],
      ["Contact Messages", "/admin/contacts"],
      ["Staff", "/admin/staff"],
      ["Set Admin User", "/admin/set-admin"],
    ];
    for (const [name, href] of entries) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();

    const sidebar = page.locator('[data-slot="sidebar"][data-state]');
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThan(7 * 24 * 3600 + 60);
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
  });

  test("on a phone the sidebar is off-canvas", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, ADMIN, "/admin");
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav).toBeHidden();
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await expect(nav).toBeHidden();
  });

  test("the Sign Out button in the sidebar signs out", async ({ page }) => {
    await signIn(page, ADMIN, "/admin");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(toast(page, "You have been signed out successfully.")).toBeVisible();
  });
});
