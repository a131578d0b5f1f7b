import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "../db/client.server";
import { outboxMessages } from "../db/schema";
import { readMailSettings } from "./mail-settings.server";
import { isPermanentRefusal, startMailWorker, type MailWorker } from "./mail-worker.server";
import {
  claimDueMessages,
  enqueueMail,
  expireOverdueMessages,
  markFailed,
  markSent,
  retryDelayMs,
  type OutgoingMessage,
} from "./outbox-queries.server";
import { forEachDatabase } from "../testing/databases.server";
import { startTestSmtpServer, type TestSmtpServer } from "../testing/smtp-server";

const LEASE = 60_000;

function outgoing(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    kind: "test",
    to: ["visitor@example.com"],
    subject: "Hello",
    text: "Hello in text",
    html: "<p>Hello in HTML</p>",
    ...overrides,
  };
}

async function row(id: string) {
  const [found] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return found!;
}

/** Moves a message's times into the past, as if `ms` had gone by. */
async function age(id: string, ms: number) {
  await db().execute(sql`
    update outbox_messages set
      next_attempt_at = next_attempt_at - ${ms} * interval '1 millisecond',
      first_attempt_at = first_attempt_at - ${ms} * interval '1 millisecond',
      created_at = created_at - ${ms} * interval '1 millisecond'
    where id = ${id}`);
}

describe("retryDelayMs", () => {
  it("doubles from 10 seconds and stops at 30 minutes", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(20)).toBe(30 * 60 * 1000);
  });
});

describe("isPermanentRefusal", () => {
  it("is true only for a 5xx refusal of the envelope or the message", () => {
    const error = (code: string, responseCode?: number) => Object.assign(new Error(code), { code, responseCode });
    expect(isPermanentRefusal(error("EENVELOPE", 550))).toBe(true);
    expect(isPermanentRefusal(error("EMESSAGE", 554))).toBe(true);
    expect(isPermanentRefusal(error("EENVELOPE", 451))).toBe(false);
    expect(isPermanentRefusal(error("EAUTH", 535))).toBe(false);
    expect(isPermanentRefusal(error("ECONNECTION"))).toBe(false);
  });
});

forEachDatabase((kind) => {
  describe("enqueueMail", () => {
    it("stores messages with the caller's transaction, and none when it rolls back", async () => {
      const [kept] = await db().transaction((tx) => enqueueMail(tx, [outgoing({ subject: "kept" })]));
      await expect(
        db().transaction(async (tx) => {
          await enqueueMail(tx, [outgoing({ subject: "rolled back" })]);
          throw new Error("the change failed");
        }),
      ).rejects.toThrow("the change failed");
      const rows = await db().select({ id: outboxMessages.id, subject: outboxMessages.subject, status: outboxMessages.status }).from(outboxMessages);
      expect(rows).toEqual([{ id: kept, subject: "kept", status: "queued" }]);
    });
  });

  describe("claiming", () => {
    it("hands a message to one claimer until its lease runs out, and then to the next", async () => {
      const [id] = await enqueueMail(db(), [outgoing()]);
      const [first] = await claimDueMessages(5, LEASE);
      expect(first).toMatchObject({ id, status: "sending", attempts: 1 });
      expect(await claimDueMessages(5, LEASE)).toEqual([]);

      // The claimer died: its lease runs out and the message is taken up again.
      await age(id!, LEASE + 1000);
      const [second] = await claimDueMessages(5, LEASE);
      expect(second).toMatchObject({ id, attempts: 2 });
      // The first claim is no longer valid: a late report from it changes nothing.
      expect(await markSent(first!)).toBe(false);
      expect(await markSent(second!)).toBe(true);
      expect(await row(id!)).toMatchObject({ status: "sent", attempts: 2 });
      expect((await row(id!)).sentAt).toBeInstanceOf(Date);
      expect(await claimDueMessages(5, LEASE)).toEqual([]);
    });

    it("gives each message to exactly one of many simultaneous claimers", async () => {
      const ids = await enqueueMail(db(), Array.from({ length: 12 }, (_, i) => outgoing({ subject: `m${i}` })));
      const claims = await Promise.all(Array.from({ length: 8 }, () => claimDueMessages(3, LEASE)));
      const claimed = claims.flat().map((m) => m.id);
      expect(new Set(claimed).size).toBe(claimed.length);
      if (kind === "postgres") {
        // Separate connections: SKIP LOCKED lets them share the work without waiting.
        expect(claimed.length).toBe(12);
      }
      expect(claimed.every((id) => ids.includes(id))).toBe(true);
    });
  });

  describe("failures", () => {
    it("queues a failed message again after the back-off, and fails it a day after its first attempt", async () => {
      const [id] = await enqueueMail(db(), [outgoing()]);
      const [claim] = await claimDueMessages(1, LEASE);
      expect(await markFailed(claim!, "connect ECONNREFUSED")).toBe("queued");
      const queued = await row(id!);
      expect(queued).toMatchObject({ status: "queued", lastError: "connect ECONNREFUSED", attempts: 1 });
      const wait = queued.nextAttemptAt.getTime() - Date.now();
      expect(wait).toBeGreaterThan(5_000);
      expect(wait).toBeLessThanOrEqual(10_000);
      expect(await claimDueMessages(1, LEASE)).toEqual([]); // not before the back-off

      await age(id!, 25 * 60 * 60 * 1000);
      const [late] = await claimDueMessages(1, LEASE);
      expect(late).toMatchObject({ id, attempts: 2 });
      expect(await markFailed(late!, "still refused")).toBe("failed");
      await age(id!, 60 * 60 * 1000);
      expect(await claimDueMessages(1, LEASE)).toEqual([]);
    });

    it("fails a message at once when the server refused it for good", async () => {
      const [id] = await enqueueMail(db(), [outgoing()]);
      const [claim] = await claimDueMessages(1, LEASE);
      expect(await markFailed(claim!, "550 No such mailbox", { permanent: true })).toBe("failed");
      expect(await row(id!)).toMatchObject({ status: "failed", lastError: "550 No such mailbox" });
    });
  });

  describe("expiry", () => {
    it("never sends a message past its send-by time: it is marked expired", async () => {
      const [stale, fresh, timeless] = await enqueueMail(db(), [
        outgoing({ subject: "stale", sendBy: new Date(Date.now() - 60_000) }),
        outgoing({ subject: "fresh", sendBy: new Date(Date.now() + 60 * 60_000) }),
        outgoing({ subject: "timeless" }),
      ]);
      const claimed = await claimDueMessages(10, LEASE);
      expect(claimed.map((m) => m.id).sort()).toEqual([fresh, timeless].sort());
      expect(await expireOverdueMessages()).toBe(1);
      expect(await row(stale!)).toMatchObject({ status: "expired", attempts: 0 });
    });
  });

  describe("the worker", () => {
    let smtp: TestSmtpServer | undefined;
    let worker: MailWorker | undefined;
    afterEach(async () => {
      await worker?.stop();
      await smtp?.close();
      worker = smtp = undefined;
    });

    const settingsFor = (url: string | undefined, extra: Record<string, string> = {}) =>
      readMailSettings({ SMTP_URL: url, MAIL_FROM: "Test Collective <hello@collective.test>", ...extra });

    it("sends each queued message once over SMTP, with the sender and a Message-ID made from the row", async () => {
      smtp = await startTestSmtpServer();
      const ids = await enqueueMail(db(), [
        outgoing({ subject: "one", to: ["a@example.com"], replyTo: "staff@collective.test" }),
        outgoing({ subject: "two", to: ["b@example.com", "c@example.com"] }),
      ]);
      worker = startMailWorker(settingsFor(smtp.url), { pollMs: 100 });
      const received = await smtp.waitForMessages(2);
      await expect.poll(async () => (await Promise.all(ids.map(row))).map((r) => r.status)).toEqual(["sent", "sent"]);
      expect(received).toHaveLength(2);

      const one = received.find((m) => m.subject === "one")!;
      expect(one.from?.value).toEqual([{ name: "Test Collective", address: "hello@collective.test" }]);
      expect(one.envelopeTo).toEqual(["a@example.com"]);
      expect(one.replyTo?.value[0]?.address).toBe("staff@collective.test");
      expect(one.messageId).toBe(`<${ids[0]}@collective.test>`);
      expect(one.text?.trim()).toBe("Hello in text");
      expect(one.html).toContain("<p>Hello in HTML</p>");
      expect(received.find((m) => m.subject === "two")!.envelopeTo.sort()).toEqual(["b@example.com", "c@example.com"]);
    });

    it("without SMTP_URL sends nothing and loses nothing: the messages wait", async () => {
      const [id, stale] = await enqueueMail(db(), [outgoing(), outgoing({ sendBy: new Date(Date.now() - 1000) })]);
      worker = startMailWorker(settingsFor(undefined), { pollMs: 50 });
      // The worker has done its rounds once it has marked the stale message expired.
      await expect.poll(async () => (await row(stale!)).status).toBe("expired");
      await worker.stop();
      worker = undefined;
      expect(await row(id!)).toMatchObject({ status: "queued", attempts: 0, lastError: null });
    });

    it("records a refused recipient as failed and a server that is down as queued for a retry", async () => {
      smtp = await startTestSmtpServer({ refuse: (address) => address.startsWith("nobody@") });
      const [refused] = await enqueueMail(db(), [outgoing({ to: ["nobody@example.com"] })]);
      worker = startMailWorker(settingsFor(smtp.url), { pollMs: 100 });
      await expect.poll(async () => (await row(refused!)).status, { timeout: 15_000 }).toBe("failed");
      expect((await row(refused!)).lastError).toMatch(/550|No such mailbox/);
      await worker.stop();

      const port = smtp.port;
      await smtp.close();
      smtp = undefined;
      const [waiting] = await enqueueMail(db(), [outgoing()]);
      worker = startMailWorker(settingsFor(`smtp://127.0.0.1:${port}`), { pollMs: 100 });
      await expect.poll(async () => (await row(waiting!)).attempts, { timeout: 15_000 }).toBe(1);
      await expect.poll(async () => (await row(waiting!)).status).toBe("queued");
      expect((await row(waiting!)).lastError).toMatch(/ECONNREFUSED|connect/i);
    });

    it("gives up on a server that hangs at the send timeout and tries again later", async () => {
      smtp = await startTestSmtpServer({ hold: true });
      const [id] = await enqueueMail(db(), [outgoing()]);
      worker = startMailWorker(settingsFor(smtp.url, { MAIL_SEND_TIMEOUT_MS: "1000" }), { pollMs: 100 });
      await smtp.waitForHeld(1);
      await expect.poll(async () => (await row(id!)).status, { timeout: 15_000 }).toBe("queued");
      expect(await row(id!)).toMatchObject({ attempts: 1 });
      expect((await row(id!)).lastError).toMatch(/abort/i);
    });
  });
});
