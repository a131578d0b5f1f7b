/**
 * Real server failures, seen in the browser: every public form and the
 * newsletter posted while PostgreSQL is cut away, an admin save whose write
 * PostgreSQL refuses, and an admin list whose read fails. The server's own
 * error paths run (no answer is faked in the browser), and the visitor sees
 * the error toast with everything they typed kept; staff see the error
 * toast and the error banner.
 *
 * A server of its own (started here), whose connection to PostgreSQL goes
 * through a TCP proxy the test cuts: the shared test servers stay untouched.
 * PostgreSQL only (*.postgres.spec.ts): the embedded database has no
 * connection to cut.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import pg from "pg";
import { DATABASE_ERROR_TEXT } from "../../app/content/admin/errors";
import { createPgDatabase, runScript, startServer, type RunningServer } from "../process/support";
import { TcpProxy } from "../process/tcp-proxy";
import { E2E_PORTS } from "./support/config";
import { signIn, toast } from "./support/fixtures";
import { bookingDay, fillBookingForm, unique, uniqueEmail } from "./support/form-helpers";

// In order, in one worker: one server of its own for the whole file.
test.describe.configure({ mode: "default", timeout: 120_000 });

const STAFF = { email: "failures-admin@e2e.test", password: "failures-password-123" };

let server: RunningServer | undefined;
let proxy: TcpProxy | undefined;
let database: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
let dataDir: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createPgDatabase("e2e_failures");
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-failures-"));
  // Ports of this run's range: two above the shared test servers.
  const viaProxy = TcpProxy.forDatabase(database.url, E2E_PORTS.postgres + 2);
  proxy = viaProxy.proxy;
  await proxy.open();
  const port = E2E_PORTS.postgres + 1;
  const env = {
    DATABASE_URL: viaProxy.url,
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    FORM_MIN_FILL_MS: "0",
    RATE_LIMIT_MULTIPLIER: "100",
  };
  const created = await runScript("user:create", ["--email", STAFF.email, "--password", STAFF.password, "--admin"], env);
  expect(created.code, created.stderr).toBe(0);
  server = await startServer(env);
});

test.afterAll(async () => {
  await server?.stop("SIGKILL");
  await proxy?.cut().catch(() => {});
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** While the database is cut away from the server; always restored afterwards. */
async function withDatabaseCut(run: () => Promise<void>) {
  await proxy!.cut();
  try {
    await run();
  } finally {
    await proxy!.open();
  }
}

/** SQL on the test server's database, straight to PostgreSQL (not through the proxy). */
async function sql(text: string) {
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://localhost:${server!.port}`, timezoneId: "Asia/Kathmandu", locale: "en-US" });
  return context.newPage();
}

/**
 * Holds the page's POSTs to `path` until released, so the busy state can be
 * seen; the request then goes on to the real server.
 */
async function holdPosts(page: Page, path: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path || url.pathname === `${path}.data`,
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  return release;
}

test("the booking form: the server's error toast, every value kept", async ({ browser }) => {
  const page = await visitorPage(browser);
  const booking = {
    day: bookingDay(80),
    slot: "1:00 PM",
    type: "Content Creation",
    name: `Test ${unique("fail")}`,
    email: uniqueEmail("book-fail"),
    phone: "+977 9801111111",
    location: "Online",
  };
  await page.goto("/hire");
  await fillBookingForm(page, { ...booking, details: "Keep me please." });
  const release = await holdPosts(page, "/hire");
  await withDatabaseCut(async () => {
    const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/hire"));
    await page.getByRole("button", { name: "Submit Project Inquiry" }).click();
    await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
    release();
    expect((await answered).status()).toBeGreaterThanOrEqual(500);
    await expect(toast(page, "Error submitting booking")).toBeVisible();
  });
  await expect(page.getByRole("button", { name: "Submit Project Inquiry" })).toBeEnabled();
  await expect(page.getByTestId("booking-selected-date")).toBeVisible();
  await expect(page.getByLabel("Select Time Slot")).toHaveValue(booking.slot);
  await expect(page.getByLabel("Project Type")).toHaveValue(booking.type);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(booking.name);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(booking.email);
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue(booking.phone);
  await expect(page.getByLabel("Location", { exact: true })).toHaveValue(booking.location);
  await expect(page.getByLabel(/Project Details/)).toHaveValue("Keep me please.");
  await page.context().close();
});

test("the contact form: the server's error toast, every field kept", async ({ browser }) => {
  const page = await visitorPage(browser);
  const values = { name: "Kiran Shrestha", email: uniqueEmail("contact-fail"), subject: "Partnership", message: "Please keep this text." };
  await page.goto("/contact");
  await page.getByLabel("Name *").fill(values.name);
  await page.getByLabel("Email *").fill(values.email);
  await page.getByLabel("Subject").fill(values.subject);
  await page.getByLabel("Message *").fill(values.message);
  const release = await holdPosts(page, "/contact");
  await withDatabaseCut(async () => {
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(toast(page, "Something went wrong", "Please try again later or contact us directly.")).toBeVisible();
  });
  await expect(page.getByLabel("Name *")).toHaveValue(values.name);
  await expect(page.getByLabel("Email *")).toHaveValue(values.email);
  await expect(page.getByLabel("Subject")).toHaveValue(values.subject);
  await expect(page.getByLabel("Message *")).toHaveValue(values.message);
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await page.context().close();
});

test("the membership form: the server's error toast, every value kept", async ({ browser }) => {
  const page = await visitorPage(browser);
  const a = {
    fullName: `Test ${unique("join-fail")}`,
    email: uniqueEmail("join-fail"),
    phone: "+977 9812345678",
    age: "22",
    handle: `@${unique("handle")}`,
    followers: "1200",
    skills: ["Storytelling", "Video Editing"],
    motivation: "I run a photography page about Patan's courtyards and want to use it to help local artisans.",
  };
  await page.goto("/join");
  await page.getByLabel("Full Name").fill(a.fullName);
  await page.getByLabel("Email Address").fill(a.email);
  await page.getByLabel("Phone Number (optional)").fill(a.phone);
  await page.getByLabel("Age", { exact: true }).fill(a.age);
  await page.getByLabel("Social Media Handle").fill(a.handle);
  await page.getByLabel("Number of Followers").fill(a.followers);
  for (const skill of a.skills) await page.getByLabel(skill, { exact: true }).check();
  await page.getByLabel("Why do you want to join?").fill(a.motivation);
  const release = await holdPosts(page, "/join");
  await withDatabaseCut(async () => {
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expect(toast(page, "Something went wrong", "Please try again later.")).toBeVisible();
  });
  await expect(page.getByLabel("Full Name")).toHaveValue(a.fullName);
  await expect(page.getByLabel("Email Address")).toHaveValue(a.email);
  await expect(page.getByLabel("Phone Number (optional)")).toHaveValue(a.phone);
  await expect(page.getByLabel("Age", { exact: true })).toHaveValue(a.age);
  await expect(page.getByLabel("Social Media Handle")).toHaveValue(a.handle);
  await expect(page.getByLabel("Number of Followers")).toHaveValue(a.followers);
  for (const skill of a.skills) await expect(page.getByLabel(skill, { exact: true })).toBeChecked();
  await expect(page.getByLabel("Why do you want to join?")).toHaveValue(a.motivation);
  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toHaveCount(0);
  await page.context().close();
});

test("the newsletter box: the server's error toast, the address kept", async ({ browser }) => {
  const page = await visitorPage(browser);
  const email = uniqueEmail("newsletter-fail");
  await page.goto("/blog");
  await expect(page.locator("form#newsletter")).toHaveAttribute("data-hydrated", "true");
  const box = page.getByRole("textbox", { name: "Email address" });
  await box.fill(email);
  await withDatabaseCut(async () => {
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page, "Something went wrong", "Please try again later.")).toBeVisible();
  });
  await expect(box).toHaveValue(email);
  await expect(toast(page, "Subscribed!")).toHaveCount(0);
  await page.context().close();
});

/** A visitor without JavaScript: every form posts natively and the answer is the page again. */
async function visitorWithoutJs(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: `http://localhost:${server!.port}`,
    timezoneId: "Asia/Kathmandu",
    locale: "en-US",
    javaScriptEnabled: false,
  });
  return context.newPage();
}

/** Clicks `button` and returns the status of the page's answer to the POST to `path`. */
async function postedStatus(page: Page, button: string, path: string) {
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path);
  await page.getByRole("button", { name: button, exact: true }).click();
  const status = (await answered).status();
  await page.waitForLoadState("domcontentloaded");
  return status;
}

test("without JavaScript every form says the server's error on the page, every value kept", async ({ browser }) => {
  const page = await visitorWithoutJs(browser);
  const failure = (title: string) => page.getByRole("alert").filter({ hasText: title });

  // Work With Us.
  const booking = { day: bookingDay(85), name: `Test ${unique("nojs-fail")}`, email: uniqueEmail("nojs-book-fail") };
  await page.goto("/hire");
  await page.getByLabel("Select Date").fill(booking.day);
  await page.getByLabel("Select Time Slot").selectOption("2:00 PM");
  await page.getByLabel("Project Type").selectOption("Other");
  await page.getByLabel("Name", { exact: true }).fill(booking.name);
  await page.getByLabel("Email", { exact: true }).fill(booking.email);
  await page.getByLabel("Phone", { exact: true }).fill("+977 9801111111");
  await page.getByLabel("Location", { exact: true }).fill("Online");
  await page.getByLabel(/Project Details/).fill("Keep me please.");
  await withDatabaseCut(async () => {
    expect(await postedStatus(page, "Submit Project Inquiry", "/hire")).toBeGreaterThanOrEqual(500);
    await expect(failure("Error submitting booking")).toContainText("An unexpected error occurred");
  });
  await expect(page.getByLabel("Select Date")).toHaveValue(booking.day);
  await expect(page.getByLabel("Select Time Slot")).toHaveValue("2:00 PM");
  await expect(page.getByLabel("Project Type")).toHaveValue("Other");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(booking.name);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(booking.email);
  await expect(page.getByLabel(/Project Details/)).toHaveValue("Keep me please.");

  // Contact.
  const message = { name: "Kiran Shrestha", email: uniqueEmail("nojs-contact-fail"), message: "Please keep this text." };
  await page.goto("/contact");
  await page.getByLabel("Name *").fill(message.name);
  await page.getByLabel("Email *").fill(message.email);
  await page.getByLabel("Message *").fill(message.message);
  await withDatabaseCut(async () => {
    expect(await postedStatus(page, "Send Message", "/contact")).toBeGreaterThanOrEqual(500);
    await expect(failure("Something went wrong")).toContainText("Please try again later or contact us directly.");
  });
  await expect(page.getByLabel("Name *")).toHaveValue(message.name);
  await expect(page.getByLabel("Email *")).toHaveValue(message.email);
  await expect(page.getByLabel("Message *")).toHaveValue(message.message);

  // Join.
  const fullName = `Test ${unique("nojs-join-fail")}`;
  await page.goto("/join");
  await page.getByLabel("Full Name").fill(fullName);
  await page.getByLabel("Email Address").fill(uniqueEmail("nojs-join-fail"));
  await page.getByLabel("Age", { exact: true }).fill("22");
  await page.getByLabel("Social Media Handle").fill("@keep.me");
  await page.getByLabel("Number of Followers").fill("800");
  await page.getByLabel("Teaching/Mentorship", { exact: true }).check();
  await page.getByLabel("Why do you want to join?").fill("I teach coding to girls in Bhaktapur and want to reach more of them with the collective.");
  await withDatabaseCut(async () => {
    expect(await postedStatus(page, "Submit Application", "/join")).toBeGreaterThanOrEqual(500);
    await expect(failure("Something went wrong")).toContainText("Please try again later.");
  });
  await expect(page.getByLabel("Full Name")).toHaveValue(fullName);
  await expect(page.getByLabel("Teaching/Mentorship", { exact: true })).toBeChecked();
  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toHaveCount(0);

  // The newsletter box on the blog.
  const reader = uniqueEmail("nojs-newsletter-fail");
  await page.goto("/blog");
  await page.getByRole("textbox", { name: "Email address" }).fill(reader);
  await withDatabaseCut(async () => {
    expect(await postedStatus(page, "Subscribe", "/blog")).toBe(503);
    await expect(failure("Something went wrong")).toContainText("Please try again later.");
  });
  await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue(reader);

  // Sign in, and asking for a new password.
  await page.goto("/auth");
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await withDatabaseCut(async () => {
    expect(await postedStatus(page, "Sign In", "/auth")).toBe(500);
    await expect(page.getByRole("alert").filter({ hasText: "An unknown error occurred" })).toBeVisible();
  });
  await expect(page.getByLabel("Email")).toHaveValue(STAFF.email);
  await page.goto("/auth/forgot");
  await page.getByLabel("Email").fill(STAFF.email);
  await withDatabaseCut(async () => {
    expect(await postedStatus(page, "Send the link", "/auth/forgot")).toBe(500);
    await expect(page.getByRole("alert").filter({ hasText: "An unknown error occurred" })).toBeVisible();
  });
  await expect(page.getByLabel("Email")).toHaveValue(STAFF.email);
  await page.context().close();
});

test("staff: a save PostgreSQL refuses shows the error toast; a list that cannot be read shows the error banner", async ({ browser }) => {
  // A booking to work on, sent while the database is up.
  const visitor = await visitorPage(browser);
  const name = `Test ${unique("admin-fail")}`;
  await visitor.goto("/hire");
  await fillBookingForm(visitor, {
    day: bookingDay(90),
    slot: "10:00 AM",
    type: "Other",
    name,
    email: uniqueEmail("admin-fail"),
    phone: "+977 9801111111",
    location: "Online",
  });
  await visitor.getByRole("button", { name: "Submit Project Inquiry" }).click();
  await expect(toast(visitor, "Project inquiry submitted!")).toBeVisible();
  await visitor.context().close();

  const page = await visitorPage(browser);
  await signIn(page, STAFF, /\/admin$/);
  await page.goto(`/admin/bookings?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("main").getByRole("table").locator("tbody tr").filter({ hasText: name });
  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog", { name: "Booking Details" });
  await expect(dialog).toContainText(name);
  await dialog.getByLabel("Admin Notes").fill("Notes that must not be lost.");

  // PostgreSQL itself refuses the write.
  await sql(`create function e2e_refuse_writes() returns trigger language plpgsql as $$
    begin raise exception 'writes refused by the test'; end $$`);
  await sql(`create trigger e2e_refuse_writes before update on bookings for each statement execute function e2e_refuse_writes()`);
  try {
    await dialog.getByRole("button", { name: "Update Booking" }).click();
    // Plain words for staff; the database's own message goes to the server log only.
    await expect(toast(page, /^Failed to update booking/, DATABASE_ERROR_TEXT.failed)).toBeVisible();
    await expect(toast(page, /^Failed to update booking/)).not.toContainText("writes refused by the test");
    expect(server!.output()).toContain("writes refused by the test");
    await expect(dialog.getByLabel("Admin Notes")).toHaveValue("Notes that must not be lost.");
  } finally {
    await sql(`drop trigger e2e_refuse_writes on bookings; drop function e2e_refuse_writes()`);
  }

  // The list's table cannot be read: the error banner, never a 500 page.
  await sql(`alter table bookings rename to bookings_away`);
  try {
    const response = await page.goto("/admin/bookings");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Error loading bookings");
    await expect(page.getByRole("main")).not.toContainText("No bookings found.");
  } finally {
    await sql(`alter table bookings_away rename to bookings`);
  }
  await page.context().close();
});
