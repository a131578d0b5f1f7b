import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { MAIL_NOT_CONFIGURED_TEXT } from "~/content/admin/emails";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { action, loader } from "~/routes/admin/emails";
import { authContext } from "../identity/auth.server";
import { db } from "../db/client.server";
import { outboxMessages } from "../db/schema";
import { onMailQueued, enqueueMail, claimDueMessages, markFailed, markSent, type OutgoingMessage } from "./outbox-queries.server";
import { mailStatus, OutboxNotResendableError, requeueOutboxMessage } from "./outbox-admin.server";
import { getOutboxMessage, listOutboxMessages } from "./outbox-queries.server";
import { forEachDatabase } from "../testing/databases.server";

const QUERY = { page: 1, pageSize: 25 as const, q: "", sort: "createdAt" as const, dir: "desc" as const };
const NOT_RESENDABLE = "already waiting";
const TEXTS = { notResendable: NOT_RESENDABLE, linkGone: "link gone" };

function outgoing(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return { kind: "contact-acknowledgement", to: ["asha@example.com"], subject: "Thanks", text: "Hello", html: "<p>Hello</p>", ...overrides };
}

async function row(id: string) {
  const [found] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return found!;
}

/** Stores one message and takes it through the worker's claim to `outcome` (call while no other message is queued). */
async function storedAs(outcome: "queued" | "sent" | "failed", overrides: Partial<OutgoingMessage> = {}) {
  const [id] = await enqueueMail(db(), [outgoing(overrides)]);
  if (outcome === "queued") return id!;
  const [claim] = await claimDueMessages(1, 60_000);
  expect(claim!.id).toBe(id);
  if (outcome === "sent") await markSent(claim!);
  else await markFailed(claim!, "550 mailbox unavailable", { permanent: true });
  return id!;
}

function adminContext() {
  const context = new RouterContextProvider();
  context.set(authContext, { user: { id: "00000000-0000-4000-8000-000000000001", email: "admin@example.com" }, staff: "admin", sessionToken: "t" });
  return context;
}

forEachDatabase(() => {
  describe("listOutboxMessages", () => {
    it("lists newest first, searches recipients and subjects, and filters by status", async () => {
      const first = await storedAs("sent", { to: ["first@example.com"], subject: "Booking confirmed", calendar: undefined });
      // One millisecond apart is not guaranteed: order by the stored times.
      await db().execute(sql`update outbox_messages set created_at = created_at - interval '1 minute' where id = ${first}`);
      const second = await storedAs("failed", { to: ["second@example.com", "cc@example.com"], subject: "We got your message" });
      const third = await storedAs("queued", { to: ["third@example.com"], subject: "New booking 50%" });

      const all = await listOutboxMessages(QUERY);
      expect(all.total).toBe(3);
      expect(all.rows[all.rows.length - 1]!.id).toBe(first);
      expect(all.rows.map((r) => r.status).sort()).toEqual(["failed", "queued", "sent"]);

      // By recipient (any of several), by subject, with LIKE wildcards taken literally.
      expect((await listOutboxMessages({ ...QUERY, q: "CC@example" })).rows.map((r) => r.id)).toEqual([second]);
      expect((await listOutboxMessages({ ...QUERY, q: "booking" })).rows.map((r) => r.id).sort()).toEqual([first, third].sort());
      expect((await listOutboxMessages({ ...QUERY, q: "50%" })).rows.map((r) => r.id)).toEqual([third]);
      expect((await listOutboxMessages({ ...QUERY, q: "5_%" })).total).toBe(0);

      expect((await listOutboxMessages({ ...QUERY, status: "failed" })).rows.map((r) => r.id)).toEqual([second]);
      expect((await listOutboxMessages({ ...QUERY, status: "sent" })).rows.map((r) => r.id)).toEqual([first]);
      expect((await listOutboxMessages({ ...QUERY, status: "expired" })).total).toBe(0);

      // Paged on the server.
      const paged = await listOutboxMessages({ ...QUERY, pageSize: 10, page: 1 });
      expect(paged.pageCount).toBe(1);
    });

    it("counts a message being sent as queued, and gives its view without the HTML body", async () => {
      const [id] = await enqueueMail(db(), [
        outgoing({ calendar: { method: "REQUEST", filename: "invite.ics", content: "BEGIN:VCALENDAR" } as never }),
      ]);
      await claimDueMessages(1, 60_000);
      expect((await listOutboxMessages({ ...QUERY, status: "queued" })).rows.map((r) => [r.id, r.status])).toEqual([[id, "sending"]]);
      const view = await getOutboxMessage(id!);
      expect(view).toMatchObject({ id, recipients: ["asha@example.com"], textBody: "Hello", hasCalendar: true, attempts: 1 });
      expect(view).not.toHaveProperty("htmlBody");
      expect(await getOutboxMessage("00000000-0000-4000-8000-000000000009")).toBeUndefined();
    });
  });

  describe("requeueOutboxMessage", () => {
    it("puts a failed, expired or sent message back as a fresh attempt, keeps the last error, and wakes the worker", async () => {
      let woken = 0;
      const stop = onMailQueued(() => woken++);
      try {
        const failed = await storedAs("failed", { sendBy: new Date(Date.now() + 60_000) });
        const before = await row(failed);
        expect(before).toMatchObject({ status: "failed", attempts: 1, lastError: "550 mailbox unavailable" });

        const requeued = await requeueOutboxMessage(failed, TEXTS);
        expect(requeued).toMatchObject({ id: failed, status: "queued", attempts: 0, lastError: "550 mailbox unavailable" });
        const after = await row(failed);
        expect(after).toMatchObject({ status: "queued", attempts: 0, sendBy: null, firstAttemptAt: null });
        expect(after.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
        expect(woken).toBe(1);
        // The worker takes it up at once, as a first attempt.
        const [claim] = await claimDueMessages(5, 60_000);
        expect(claim).toMatchObject({ id: failed, attempts: 1 });
        await markSent(claim!);
        expect(await row(failed)).toMatchObject({ status: "sent", lastError: null });

        // A sent message can be sent again; an expired one too (no send-by time any more).
        expect(await requeueOutboxMessage(failed, TEXTS)).toMatchObject({ status: "queued" });
        const expired = await storedAs("queued", { sendBy: new Date(Date.now() - 1000) });
        await db().update(outboxMessages).set({ status: "expired" }).where(eq(outboxMessages.id, expired));
        await requeueOutboxMessage(expired, TEXTS);
        expect(await row(expired)).toMatchObject({ status: "queued", sendBy: null });
        expect(woken).toBe(3);
      } finally {
        stop();
      }
    });

    it("refuses a message still waiting (conflict) and answers undefined for none", async () => {
      const queued = await storedAs("queued");
      await expect(requeueOutboxMessage(queued, TEXTS)).rejects.toThrow(OutboxNotResendableError);
      await claimDueMessages(1, 60_000);
      await expect(requeueOutboxMessage(queued, TEXTS)).rejects.toThrow(NOT_RESENDABLE);
      expect(await row(queued)).toMatchObject({ status: "sending", attempts: 1 });
      expect(await requeueOutboxMessage("00000000-0000-4000-8000-000000000009", TEXTS)).toBeUndefined();
    });
  });

  describe("the Emails screen without SMTP_URL", () => {
    it("says mail is not configured and how many messages wait (queued or being sent)", async () => {
      await storedAs("sent");
      await storedAs("queued");
      await storedAs("queued");
      expect(await mailStatus({ smtpUrl: undefined })).toEqual({ configured: false, waiting: 2 });
      expect(await mailStatus({ smtpUrl: "smtp://mail.example.com:587" })).toMatchObject({ configured: true });

      // The loader itself, in this process without SMTP_URL (the test environment sets none).
      expect(process.env.SMTP_URL ?? "").toBe("");
      const request = new Request("http://localhost/admin/emails");
      const answer = (await loader({ request, context: adminContext(), params: {} } as never)) as unknown as {
        data: { mail: { configured: boolean; waiting: number | null }; page: { total: number } };
      };
      expect(answer.data.mail).toEqual({ configured: false, waiting: 2 });
      expect(answer.data.page.total).toBe(3);
      // The dashboard says the same.
      const dashboard = dashboardLoader({ request, context: adminContext(), params: {} } as never);
      expect(await dashboard.mailWaiting).toBe(2);
      expect(MAIL_NOT_CONFIGURED_TEXT.body(2)).toMatch(/^2 messages are waiting in the outbox\. They are sent once SMTP_URL is set.*expired/);
    });

    it("the action refuses a bad id (400) and a message still queued (409), and resends a failed one", async () => {
      const failed = await storedAs("failed");
      const queued = await storedAs("queued");
      const post = async (fields: Record<string, string>) => {
        const request = new Request("http://localhost/admin/emails", { method: "POST", body: new URLSearchParams(fields) });
        const answer = (await action({ request, context: adminContext(), params: {} } as never)) as unknown as {
          ok?: boolean;
          init?: { status?: number };
          data?: { ok: boolean };
        };
        return { status: answer.init?.status ?? 200, ok: answer.data?.ok ?? answer.ok };
      };
      expect(await post({ intent: "resend", id: "nope" })).toEqual({ status: 400, ok: false });
      expect(await post({ intent: "resend", id: queued })).toEqual({ status: 409, ok: false });
      expect(await post({ intent: "resend", id: "00000000-0000-4000-8000-000000000009" })).toEqual({ status: 404, ok: false });
      expect(await post({ intent: "resend", id: failed })).toEqual({ status: 200, ok: true });
      expect(await row(failed)).toMatchObject({ status: "queued", attempts: 0 });
    });
  });
});
