/**
 * E-mail from the built server, saved first and sent second: a mail server
 * that is down and comes back, a server killed in the middle of a delivery,
 * and two app processes sharing one PostgreSQL. In every case each message
 * reaches the (real, in-process) SMTP server exactly once.
 */
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/server/db/client.server";
import { outboxMessages } from "~/server/db/schema";
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from "~/server/testing/smtp-server";
import {
  createPgDatabase,
  formStamp,
  freePort,
  postForm,
  siteDataDir,
  startServer,
  tempDir,
  type RunningServer,
} from "./support";

const env = { SEED_DEMO: "false", FORM_MIN_FILL_MS: "0", RATE_LIMIT_MULTIPLIER: "1000" };

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function track<T extends RunningServer | TestSmtpServer>(thing: T): T {
  cleanups.push(() => ("child" in thing ? thing.stop("SIGKILL") : thing.close()));
  return thing;
}

/** Sends the contact form as a visitor would; each message makes two e-mails. */
async function sendContactMessage(server: RunningServer, name: string) {
  const response = await postForm(server, "/contact", {
    name,
    email: `${name}@visitor.test`,
    subject: "",
    message: `Hello from ${name}, we would like to work with you.`,
    website: "",
    formStartedAt: await formStamp(server),
  });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("Message sent!");
}

async function outboxStatuses(handle: DatabaseHandle) {
  const rows = await handle.db.select({ status: outboxMessages.status }).from(outboxMessages);
  return rows.map((r) => r.status);
}

type Kind = "pglite" | "postgres";
const kinds: Kind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** A fresh database for one test: the server settings that use it, and a look at its outbox once the servers are stopped. */
async function freshDatabase(kind: Kind, name: string) {
  const dataDir = siteDataDir(`proc-mail-${name}-`);
  if (kind === "pglite") {
    return {
      serverEnv: { DATA_DIR: dataDir },
      async outbox() {
        const handle = await openDatabase({ kind: "pglite", dataDir });
        try {
          return await outboxStatuses(handle);
        } finally {
          await handle.close();
        }
      },
    };
  }
  const database = await createPgDatabase(`mail_${name.replaceAll("-", "_")}`);
  cleanups.push(database.drop);
  return {
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    async outbox() {
      const handle = await openDatabase({ kind: "postgres", url: database.url });
      try {
        return await outboxStatuses(handle);
      } finally {
        await handle.close();
      }
    },
  };
}

/** No message twice: every Message-ID once. */
function expectEachOnce(messages: ReceivedMail[], count: number) {
  const ids = messages.map((m) => m.messageId);
  expect(ids).toHaveLength(count);
  expect(new Set(ids).size).toBe(count);
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("e-mail from the running server", () => {
  // The embedded database always; PostgreSQL too when TEST_DATABASE_URL is set (as in CI).
  describe.each(kinds)("on %s", (kind) => {
    it("waits while the mail server is down and arrives once when it is back", async () => {
      const database = await freshDatabase(kind, "down");
      const smtpPort = await freePort();
      const server = track(
        await startServer({ ...env, ...database.serverEnv, SMTP_URL: `smtp://site:test-secret@127.0.0.1:${smtpPort}` }),
      );
      await sendContactMessage(server, "down-then-up");
      // Nothing listens there yet: the first attempts fail and the messages wait.
      await waitFor(() => /not sent \(attempt 1, now queued\)[^\n]*ECONNREFUSED/.test(server.output()), "a refused attempt");

      const smtp = track(await startTestSmtpServer({ port: smtpPort }));
      await smtp.waitForMessages(2, 90_000);
      await server.stop();
      // The server is gone: what arrived is all that ever will.
      expectEachOnce(smtp.messages, 2);
      expect(smtp.messages.map((m) => m.envelopeTo[0]).sort()).toEqual(["down-then-up@visitor.test", "hello@ekadash.org.np"]);
      expect(await database.outbox()).toEqual(["sent", "sent"]);
    });

    it("a server killed in the middle of a delivery sends it after its restart, once", async () => {
      const database = await freshDatabase(kind, "kill");
      // A mail server that takes the message and never answers: the site is mid-delivery.
      const hanging = track(await startTestSmtpServer({ hold: true }));
      const server = track(
        await startServer({ ...env, ...database.serverEnv, SMTP_URL: hanging.url, MAIL_SEND_TIMEOUT_MS: "8000" }),
      );
      await sendContactMessage(server, "killed-mid-send");
      await hanging.waitForHeld(1);
      server.child.kill("SIGKILL");
      await server.exited;
      await hanging.close();
      expect(hanging.messages).toHaveLength(0);

      const smtp = track(await startTestSmtpServer());
      const restarted = track(await startServer({ ...env, ...database.serverEnv, SMTP_URL: smtp.url }));
      // The message being delivered is sent once its dead claim runs out; the other at once.
      await smtp.waitForMessages(2, 90_000);
      await restarted.stop();
      expectEachOnce(smtp.messages, 2);
      expect(await database.outbox()).toEqual(["sent", "sent"]);
    });
  });

  // Needs PostgreSQL for two processes on one database: runs when TEST_DATABASE_URL is set (as in CI).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "two app processes on one PostgreSQL send each message exactly once",
    async () => {
      const database = await createPgDatabase("mail_two");
      cleanups.push(database.drop);
      // A slow mail server keeps process A's worker busy long enough for B's to look too.
      const smtp = track(await startTestSmtpServer({ delayMs: 400 }));
      const shared = { ...env, DATABASE_URL: database.url, SMTP_URL: smtp.url };
      const a = track(await startServer({ ...shared, DATA_DIR: tempDir("proc-mail-a-") }));
      const b = track(await startServer({ ...shared, DATA_DIR: tempDir("proc-mail-b-") }));
      const VISITORS = 12;
      // Ten messages come in through A and two through B.
      await Promise.all(Array.from({ length: VISITORS }, (_, i) => sendContactMessage(i < 10 ? a : b, `two-${i}`)));
      await smtp.waitForMessages(2 * VISITORS, 90_000);
      await Promise.all([a.stop(), b.stop()]);

      expectEachOnce(smtp.messages, 2 * VISITORS);
      const handle = await openDatabase({ kind: "postgres", url: database.url });
      try {
        const statuses = await outboxStatuses(handle);
        expect(statuses).toHaveLength(2 * VISITORS);
        expect(statuses.every((s) => s === "sent")).toBe(true);
      } finally {
        await handle.close();
      }
      // Both processes sent part of them (each logs what it sent).
      const sentBy = (server: RunningServer) => server.output().match(/\[mail\] sent /g)?.length ?? 0;
      expect(sentBy(a)).toBeGreaterThan(0);
      expect(sentBy(b)).toBeGreaterThan(0);
      expect(sentBy(a) + sentBy(b)).toBe(2 * VISITORS);
    },
  );
});
