/**
 * Rate limits and the public forms' bot check with their real values (the
 * browser tests' server multiplies the limits, since all its visitors share
 * one address, and lowers the fill time).
 */
import { like } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { contactMessages, newsletterSubscribers } from "~/server/db/schema";
import { PUBLIC_FORM_LIMITS } from "~/server/kernel/public-form.server";
import { SIGN_IN_LIMITS } from "~/server/identity/sign-in.server";
import { MIN_FILL_MS } from "~/lib/form-guard";
import {
  createPgDatabase,
  formStamp,
  postForm,
  runScript,
  siteDataDir,
  startServer,
  type RunningServer,
  waitUntilElapsed,
} from "./support";

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
    const dataDir = siteDataDir("proc-limits-");
    await runScript("user:create", ["--email", "staff@example.com", "--password", "password-123"], { DATA_DIR: dataDir });
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    running.push(server);

    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndClient.limit; i++) statuses.push((await wrongPassword(server, "staff@example.com")).status);
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

    // Even the right password is refused to the client that guessed.
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
    const limit = SIGN_IN_LIMITS.perAccountAndClient.limit;
    for (let i = 0; i < limit; i++) {
      expect((await wrongPassword(i % 2 ? a : b, "shared@example.com")).status).toBe(401);
    }
    // Both processes now refuse this client: the count lives in the shared database.
    expect((await wrongPassword(a, "shared@example.com")).status).toBe(429);
    expect((await wrongPassword(b, "shared@example.com")).status).toBe(429);
  });
});

describe("public forms", () => {
  it("a person sending too often gets 429 with the wait; a bot gets a normal answer and nothing is stored", async () => {
    const dataDir = siteDataDir("proc-forms-");
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    const message = (name: string, stamp: string, extra: Record<string, string> = {}) =>
      postForm(server, "/contact", {
        name,
        email: "visitor@example.com",
        subject: "",
        message: "Hello, I would like to know more about your workshops.",
        website: "",
        formStartedAt: stamp,
        ...extra,
      });

    // Too fast to be a person (real fill-time limit: sent as soon as the page came).
    const fast = await message("form-bot-fast", await formStamp(server));
    const stamp = await formStamp(server);
    // The stamp was made before its page arrived: waiting from now is enough.
    const shownAt = Date.now();
    await waitUntilElapsed(shownAt, MIN_FILL_MS + 100);
    // A filled honeypot.
    const honeypot = await message("form-bot-honeypot", stamp, { website: "https://spam.example" });
    for (const response of [fast, honeypot]) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Message sent!");
    }

    // A person, then the same person too often.
    const limit = PUBLIC_FORM_LIMITS.contact.limit;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 1; i++) statuses.push((await message(`form-person-${i}`, stamp)).status);
    // The two bot posts counted against the same client too.
    expect(statuses.filter((s) => s === 200).length).toBe(limit - 2);
    const refused = await message("form-person-late", stamp);
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
    const dataDir = siteDataDir("proc-newsletter-");
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    running.push(server);
    const signUp = (email: string, stamp: string, extra: Record<string, string> = {}) =>
      postForm(server, "/newsletter", { email, website: "", formStartedAt: stamp, ...extra });

    // Sent as soon as the page came: too fast to be a person (real fill-time limit).
    const fast = await signUp("fast@newsletter.test", await formStamp(server, "/blog"));
    const stamp = await formStamp(server, "/blog");
    const shownAt = Date.now();
    await waitUntilElapsed(shownAt, MIN_FILL_MS + 100);
    // A filled honeypot and a form sent too fast: the same answer as a person gets.
    for (const bot of [await signUp("honeypot@newsletter.test", stamp, { website: "https://spam.example" }), fast]) {
      expect(bot.status).toBe(200);
      expect(await bot.text()).toContain("Subscribed!");
    }
    const limit = PUBLIC_FORM_LIMITS.newsletter.limit;
    // The two bot posts counted against this client too.
    for (let i = 0; i < limit - 2; i++) expect((await signUp(`person-${i}@newsletter.test`, stamp)).status).toBe(200);
    const refused = await signUp("late@newsletter.test", stamp);
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

/*
 * The attacks on the public forms that depend on the database (decision
 * 0013: counters and the stamp secret live in it), on the embedded database and, with TEST_DATABASE_URL,
 * on PostgreSQL. The server trusts X-Forwarded-For so one test can speak from
 * several addresses.
 */
const kinds = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])] as const;

async function serverOn(kind: (typeof kinds)[number], adminEmail: string) {
  let env: Record<string, string>;
  let contactNames: () => Promise<string[]>;
  if (kind === "postgres") {
    const database = await createPgDatabase("attacks");
    cleanups.push(database.drop);
    env = { DATABASE_URL: database.url };
    contactNames = async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query<{ name: string }>("select name from contact_messages")).rows.map((r) => r.name).sort();
      } finally {
        await client.end();
      }
    };
  } else {
    const dataDir = siteDataDir("proc-attacks-");
    env = { DATA_DIR: dataDir };
    contactNames = async () => {
      await server.stop();
      const handle = await openDatabase({ kind: "pglite", dataDir });
      try {
        return (await handle.db.select({ name: contactMessages.name }).from(contactMessages)).map((r) => r.name).sort();
      } finally {
        await handle.close();
      }
    };
  }
  await runScript("user:create", ["--email", adminEmail, "--password", "owner-password-1", "--admin"], env);
  const server = await startServer({ ...env, SEED_DEMO: "false", TRUST_PROXY: "true" });
  running.push(server);
  return { server, contactNames };
}

for (const kind of kinds) {
  describe(`attacks on ${kind}`, () => {
    it("a stranger guessing an admin's password is refused, and cannot lock the admin out", async () => {
      const { server } = await serverOn(kind, "owner@example.com");
      const stranger = "203.0.113.50";
      const statuses: number[] = [];
      for (let i = 0; i < 15; i++) statuses.push((await wrongPassword(server, "owner@example.com", stranger)).status);
      const allowed = SIGN_IN_LIMITS.perAccountAndClient.limit;
      expect(statuses.slice(0, allowed).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(allowed)).toEqual(Array(15 - allowed).fill(429));
      // The stranger keeps getting 429, even with the right password.
      const guessed = await postForm(server, "/auth", { email: "owner@example.com", password: "owner-password-1" }, { "X-Forwarded-For": stranger });
      expect(guessed.status).toBe(429);

      // The admin, from their own address, signs in at once.
      const owner = await postForm(server, "/auth", { email: "owner@example.com", password: "owner-password-1" }, { "X-Forwarded-For": "198.51.100.7" });
      expect(owner.status).toBe(302);
      expect(owner.headers.get("location")).toBe("/admin");
      expect(owner.headers.getSetCookie().some((c) => c.startsWith("session="))).toBe(true);

      // IPv6: a client stepping through its /64 is still one client.
      for (let i = 1; i <= allowed; i++) {
        expect((await wrongPassword(server, "owner@example.com", `2001:db8:aa:bb::${i.toString(16)}`)).status).toBe(401);
      }
      expect((await wrongPassword(server, "owner@example.com", "2001:db8:aa:bb:1234::99")).status).toBe(429);
      expect((await wrongPassword(server, "owner@example.com", "2001:db8:aa:bc::1")).status).toBe(401);
    });

    it("a forged or missing start time is treated as a bot; a stamp from the page works, cached or not; IPv6 counts by /64", async () => {
      const { server, contactNames } = await serverOn(kind, "owner2@example.com");
      const message = (name: string, ip: string, startedAt?: string) =>
        postForm(
          server,
          "/contact",
          {
            name,
            email: "visitor@example.com",
            subject: "",
            message: "Hello, I would like to know more about your workshops.",
            website: "",
            ...(startedAt === undefined ? {} : { formStartedAt: startedAt }),
          },
          { "X-Forwarded-For": ip },
        );

      // Two stamps from the page, the second served from the page cache: each is new.
      const stampOf = (html: string) => html.match(/name="formStartedAt" value="([^"]+)"/)![1]!;
      const first = stampOf(await (await fetch(`${server.url}/contact`)).text());
      const second = await fetch(`${server.url}/contact`);
      expect(second.headers.get("x-cache")).toBe("HIT");
      const stamps = [first, stampOf(await second.text())];
      const shownAt = Date.now();
      expect(stamps[0]).not.toBe(stamps[1]);

      const tampered = Buffer.from(stamps[0]!, "base64url");
      tampered.writeUIntBE(Date.now() - 3_600_000, 16, 6); // claim the page came an hour ago
      const forged = [
        ["bot-missing", undefined],
        ["bot-one", "1"],
        ["bot-clock", String(Date.now() - 60_000)],
        ["bot-tampered", tampered.toString("base64url")],
      ] as const;
      for (const [name, startedAt] of forged) {
        const answer = await message(name, "192.0.2.10", startedAt);
        expect(answer.status, name).toBe(200);
        expect(await answer.text(), name).toContain("Message sent!");
      }

      // People, with the stamps their pages gave them.
      await waitUntilElapsed(shownAt, MIN_FILL_MS + 100);
      expect((await message("person-fresh-page", "192.0.2.20", stamps[0])).status).toBe(200);
      expect((await message("person-cached-page", "192.0.2.21", stamps[1])).status).toBe(200);

      // One IPv6 /64 is one client for the form's limit.
      const limit = PUBLIC_FORM_LIMITS.contact.limit;
      for (let i = 1; i <= limit; i++) {
        expect((await message(`v6-${i}`, `2001:db8:cc:dd::${i.toString(16)}`, stamps[0])).status).toBe(200);
      }
      expect((await message("v6-over", "2001:db8:cc:dd:ffff::1", stamps[0])).status).toBe(429);
      expect((await message("v6-next-net", "2001:db8:cc:de::1", stamps[0])).status).toBe(200);

      const names = await contactNames();
      expect(names.filter((n) => n.startsWith("bot-"))).toEqual([]);
      expect(names).toEqual(
        ["person-cached-page", "person-fresh-page", ...Array.from({ length: limit }, (_, i) => `v6-${i + 1}`), "v6-next-net"].sort(),
      );
    });
  });
}
