/**
 * Rate limits with their real values (the browser tests' server multiplies
 * them, since all its visitors share one address).
 */
import { like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { contactMessages, newsletterSubscribers } from "~/server/db/schema";
import { PUBLIC_FORM_LIMITS } from "~/server/public-form.server";
import { SIGN_IN_LIMITS } from "~/server/sign-in.server";
import { createPgDatabase, postForm, runScript, startServer, tempDir, type RunningServer } from "./support";

const running: RunningServer[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop("SIGKILL")));
  for (const cleanup of cleanups) await cleanup();
});

const wrongPassword = (server: RunningServer, email: string, ip?: string) =>
  postForm(server, "/auth", { email, password: "wrong-password" }, ip ? { "X-Forwarded-For": ip } : {});

describe("sign-in throttling", () => {
  it("a burst of wrong passwords gets 429 with a clear message, and the rest of the site stays fast", async () => {
    const dataDir = tempDir("proc-limits-");
    await runScript("user:create", ["--email", "staff@example.com", "--password", "password-123"], { DATA_DIR: dataDir });
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    running.push(server);

    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.limit; i++) statuses.push((await wrongPassword(server, "staff@example.com")).status);
    expect(statuses.every((s) => s === 401)).toBe(true);

    // The burst: many at once, all refused (how fast is measured by the bench,
    // `npm run bench`; here the behaviour: pages keep answering meanwhile).
    const burst = Promise.all(Array.from({ length: 40 }, () => wrongPassword(server, "staff@example.com")));
    for (let i = 0; i < 10; i++) {
      expect((await fetch(`${server.url}/`)).status).toBe(200);
    }
    const responses = await burst;
    expect(responses.every((r) => r.status === 429)).toBe(true);
    expect(responses[0]!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await responses[0]!.text()).toContain("Too many sign-in attempts. Please wait");

    // Even the right password is refused while the account is throttled.
    expect((await postForm(server, "/auth", { email: "staff@example.com", password: "password-123" })).status).toBe(429);
  });

  // Needs PostgreSQL for two processes on one database: runs when TEST_DATABASE_URL is set (as in CI).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("holds across app processes sharing one PostgreSQL", async () => {
    const database = await createPgDatabase("limits");
    cleanups.push(database.drop);
    const env = { DATABASE_URL: database.url, SEED_DEMO: "false" };
    await runScript("user:create", ["--email", "shared@example.com", "--password", "password-123"], env);
    const a = await startServer(env);
    const b = await startServer(env);
    running.push(a, b);
    const limit = SIGN_IN_LIMITS.perAccount.limit;
    for (let i = 0; i < limit; i++) {
      expect((await wrongPassword(i % 2 ? a : b, "shared@example.com")).status).toBe(401);
    }
    // Both processes now refuse: the count lives in the shared database.
    expect((await wrongPassword(a, "shared@example.com")).status).toBe(429);
    expect((await wrongPassword(b, "shared@example.com")).status).toBe(429);
  });
});

describe("public forms", () => {
  it("a person sending too often gets 429 with the wait; a bot gets a normal answer and nothing is stored", async () => {
    const dataDir = tempDir("proc-forms-");
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    const message = (name: string, startedAgoMs: number, extra: Record<string, string> = {}) =>
      postForm(server, "/contact", {
        name,
        email: "visitor@example.com",
        subject: "",
        message: "Hello, I would like to know more about your workshops.",
        website: "",
        formStartedAt: String(Date.now() - startedAgoMs),
        ...extra,
      });

    // Too fast to be a person (real fill-time limit), and a filled honeypot.
    const fast = await message("form-bot-fast", 200);
    const honeypot = await message("form-bot-honeypot", 10_000, { website: "https://spam.example" });
    for (const response of [fast, honeypot]) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Message sent!");
    }

    // A person, then the same person too often.
    const limit = PUBLIC_FORM_LIMITS.contact.limit;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 1; i++) statuses.push((await message(`form-person-${i}`, 10_000)).status);
    // The two bot posts counted against the same client too.
    expect(statuses.filter((s) => s === 200).length).toBe(limit - 2);
    const refused = await message("form-person-late", 10_000);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.text()).toContain("You have sent this form too many times. Please wait");

    await server.stop();
    const handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      const stored = await handle.db.select({ name: contactMessages.name }).from(contactMessages).where(like(contactMessages.name, "form-%"));
      const names = stored.map((r) => r.name).sort();
      expect(names.some((n) => n.startsWith("form-bot"))).toBe(false);
      expect(names).toHaveLength(limit - 2);
    } finally {
      await handle.close();
    }
  });

  it("the newsletter: a bot's sign-up is not stored, a person's is, and one client gets only its allowance", async () => {
    const dataDir = tempDir("proc-newsletter-");
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    running.push(server);
    const signUp = (email: string, startedAgoMs: number, extra: Record<string, string> = {}) =>
      postForm(server, "/newsletter", { email, website: "", formStartedAt: String(Date.now() - startedAgoMs), ...extra });

    // A filled honeypot and a form sent too fast: the same answer as a person gets.
    for (const bot of [await signUp("honeypot@newsletter.test", 10_000, { website: "https://spam.example" }), await signUp("fast@newsletter.test", 200)]) {
      expect(bot.status).toBe(200);
      expect(await bot.text()).toContain("Subscribed!");
    }
    const limit = PUBLIC_FORM_LIMITS.newsletter.limit;
    // The two bot posts counted against this client too.
    for (let i = 0; i < limit - 2; i++) expect((await signUp(`person-${i}@newsletter.test`, 10_000)).status).toBe(200);
    const refused = await signUp("late@newsletter.test", 10_000);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("You have sent this form too many times. Please wait");

    await server.stop();
    const handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      const stored = (await handle.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers)).map((r) => r.email).sort();
      expect(stored).toEqual(Array.from({ length: limit - 2 }, (_, i) => `person-${i}@newsletter.test`).sort());
    } finally {
      await handle.close();
    }
  });
});
