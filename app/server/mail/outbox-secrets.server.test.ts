/**
 * Working secret links are never kept in the outbox (the attack: read a live
 * reset, invitation, manage or newsletter link from outbox_messages, the
 * Emails screen or its .data, or a backup). Each mail that carries one is
 * stored with the link hidden; the secret waits apart, encrypted, and is
 * gone once the mail is sent. The recipient still gets the working link.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createGunzip } from "node:zlib";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { defaultSiteSettings } from "~/config/site";
import { EMAILS_TEXT } from "~/content/admin/emails";
import { action as emailsAction, loader as emailsLoader } from "~/routes/admin/emails";
import { authContext } from "../identity/auth.server";
import { writeBackup } from "../site/backup.server";
import { createBooking } from "../bookings/bookings.server";
import { databaseHandle, db } from "../db/client.server";
import { outboxMessages, outboxSecrets } from "../db/schema";
import { readMailSettings } from "./mail-settings.server";
import { LINKS_GONE, startMailWorker, type MailWorker } from "./mail-worker.server";
import { newsletterToken } from "../newsletter/newsletter-link.server";
import { subscribe } from "../newsletter/newsletter.server";
import { HIDDEN_LINK_TEXT } from "./outbox-secrets.server";
import { createInvitation } from "../identity/staff.server";
import { setStorageRoot } from "../storage/storage.server";
import { forEachDatabase } from "../testing/databases.server";
import { askForResetLink, asSent } from "../testing/sent-mail";
import { startTestSmtpServer, type TestSmtpServer } from "../testing/smtp-server";
import { createUser } from "../identity/users.server";

const site = { ...defaultSiteSettings, siteUrl: "https://collective.example" };
const TOKEN = /[A-Za-z0-9_-]{43}/;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-secrets-"));
  setStorageRoot(path.join(dir, "uploads"));
});
afterAll(() => {
  setStorageRoot(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

async function stored(kind: string) {
  const rows = await db().select().from(outboxMessages).where(eq(outboxMessages.kind, kind));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** The mails that carry a secret link, each made the way the site makes it, with its secret. */
async function mailsWithSecrets() {
  const admin = await createUser({ email: "boss@example.com", password: "password-123", admin: true });
  await createUser({ email: "forgot@example.com", password: "password-123" });
  const actor = { id: admin.id, email: admin.email, ipAddress: null };
  await askForResetLink({ email: "forgot@example.com", clientIp: "203.0.113.1", site });
  await createInvitation({ email: "new@example.com", admin: true, actor, site });
  const booking = await createBooking(
    { name: "Asha", email: "asha@example.com", phone: "1", eventDate: "2027-03-10", timeSlot: "3:00 PM", eventType: "Other", location: "Online", details: "" },
    { site },
  );
  await subscribe("reader@example.com", { site });
  const sent = {
    reset: await asSent(await stored("password-reset")),
    invite: await asSent(await stored("staff-invitation")),
    booking: await asSent(await stored("booking-confirmation")),
    newsletter: await asSent(await stored("newsletter-confirmation")),
  };
  return {
    reset: sent.reset.textBody.match(new RegExp(`/auth/reset/(${TOKEN.source})`))![1]!,
    invite: sent.invite.textBody.match(new RegExp(`/auth/invite/(${TOKEN.source})`))![1]!,
    booking: booking.manageToken,
    confirm: sent.newsletter.textBody.match(/\/newsletter\/confirm\?token=([^\s]+)/)![1]!,
    unsubscribe: newsletterToken("unsubscribe", "reader@example.com"),
  };
}

function adminContext() {
  const context = new RouterContextProvider();
  context.set(authContext, { user: { id: "00000000-0000-4000-8000-000000000001", email: "admin@example.com" }, staff: "admin", sessionToken: "t" });
  return context;
}

async function backupText(): Promise<string> {
  const file = path.join(dir, `backup-${Date.now()}.ndjson.gz`);
  await writeBackup(databaseHandle(), file);
  const chunks: Buffer[] = [];
  for await (const chunk of fs.createReadStream(file).pipe(createGunzip())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

forEachDatabase(() => {
  let smtp: TestSmtpServer | undefined;
  let worker: MailWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    await smtp?.close();
    worker = smtp = undefined;
  });

  it("stores no working link in the outbox: not in the rows, not in the sealed secrets", async () => {
    const secrets = await mailsWithSecrets();
    expect(secrets.booking).toMatch(TOKEN);
    const everything = JSON.stringify([await db().select().from(outboxMessages), await db().select().from(outboxSecrets)]);
    for (const [name, secret] of Object.entries(secrets)) expect(everything, name).not.toContain(secret);
    // Each of the four is marked, and its secrets wait apart (sealed).
    const rows = await db().select().from(outboxMessages);
    const marked = rows.filter((row) => row.hasSecrets).map((row) => row.kind).sort();
    expect(marked).toEqual(["booking-confirmation", "newsletter-confirmation", "password-reset", "staff-invitation"]);
    expect(await db().select().from(outboxSecrets)).toHaveLength(4);
  });

  it("shows staff the mail with its link hidden, on the Emails screen and in its data", async () => {
    const secrets = await mailsWithSecrets();
    const reset = await stored("password-reset");
    const request = new Request(`http://localhost/admin/emails.data?view=${reset.id}`);
    const answer = (await emailsLoader({ request, context: adminContext(), params: {} } as never)) as { data: unknown };
    const seen = JSON.stringify(answer.data);
    for (const secret of Object.values(secrets)) expect(seen).not.toContain(secret);
    const viewed = (answer.data as { viewed: { textBody: string } }).viewed;
    expect(viewed.textBody).toContain(`https://collective.example/auth/reset/${HIDDEN_LINK_TEXT}`);
  });

  it("sends the working link, then forgets it: the sent copy cannot be sent again", async () => {
    const secrets = await mailsWithSecrets();
    smtp = await startTestSmtpServer();
    worker = startMailWorker(readMailSettings({ SMTP_URL: smtp.url, MAIL_FROM: "Test <hello@collective.test>" }), { pollMs: 100 });
    const received = await smtp.waitForMessages(5);
    const resetMail = received.find((m) => m.envelopeTo.includes("forgot@example.com"))!;
    expect(resetMail.text).toContain(`https://collective.example/auth/reset/${secrets.reset}`);
    expect(resetMail.html).toContain(`https://collective.example/auth/reset/${secrets.reset}`);
    const newsletter = received.find((m) => m.envelopeTo.includes("reader@example.com"))!;
    expect(newsletter.text).toContain(secrets.unsubscribe);

    await expect.poll(async () => (await db().select().from(outboxSecrets)).length).toBe(0);
    const reset = await stored("password-reset");
    expect(reset.status).toBe("sent");
    // Resend of a mail whose link is gone is refused (409), never sent with a dead link.
    const form = new FormData();
    form.set("intent", "resend");
    form.set("id", reset.id);
    const resend = (await emailsAction({ request: new Request("http://localhost/admin/emails", { method: "POST", body: form }), context: adminContext(), params: {} } as never)) as {
      init: { status: number };
      data: { toast: { description: string } };
    };
    expect(resend.init.status).toBe(409);
    expect(resend.data.toast.description).toBe(EMAILS_TEXT.linkGone);
    expect((await stored("password-reset")).status).toBe("sent");
  });

  it("never sends a mail whose secrets are gone with its links hidden", async () => {
    await mailsWithSecrets();
    await db().delete(outboxSecrets);
    smtp = await startTestSmtpServer();
    worker = startMailWorker(readMailSettings({ SMTP_URL: smtp.url, MAIL_FROM: "Test <hello@collective.test>" }), { pollMs: 100 });
    // The staff notice of the booking (no secret) goes; the four with secrets do not.
    await smtp.waitForMessages(1);
    await expect.poll(async () => (await stored("password-reset")).status).toBe("failed");
    expect((await stored("password-reset")).lastError).toBe(LINKS_GONE);
    await worker.stop();
    worker = undefined;
    expect(smtp.messages.map((m) => m.envelopeTo).flat()).not.toContain("forgot@example.com");
    expect(smtp.messages.every((m) => !(m.text ?? "").includes("hidden-link"))).toBe(true);
  });

  it("leaves mails that still hold a live link out of backups", async () => {
    const secrets = await mailsWithSecrets();
    const waiting = await backupText();
    for (const [name, secret] of Object.entries(secrets)) expect(waiting, name).not.toContain(secret);
    expect(waiting).not.toContain("staff-invitation");
    expect(waiting).not.toContain("outbox_secrets");
    // Once sent, the mail is history with its link hidden, and is backed up.
    smtp = await startTestSmtpServer();
    worker = startMailWorker(readMailSettings({ SMTP_URL: smtp.url, MAIL_FROM: "Test <hello@collective.test>" }), { pollMs: 100 });
    await smtp.waitForMessages(5);
    await expect.poll(async () => (await db().select().from(outboxSecrets)).length).toBe(0);
    const after = await backupText();
    expect(after).toContain("staff-invitation");
    for (const [name, secret] of Object.entries(secrets)) expect(after, name).not.toContain(secret);
  });
});

describe("the stored copy", () => {
  it("names no secret even where a visitor typed something that looks like a placeholder", async () => {
    const { sealSecrets } = await import("./outbox-secrets.server");
    const { useFormStampSecret } = await import("../kernel/form-stamp.server");
    useFormStampSecret(Buffer.alloc(32, 3));
    const message = { subject: "Hi", text: "typed [hidden-link:0000000000000000:0] and https://x/auth/reset/SECRET", html: "<a href=\"https://x/auth/reset/SECRET\">", secrets: ["SECRET"] };
    const { stored: copy, sealed } = sealSecrets(message);
    expect(copy.text).not.toContain("SECRET");
    expect(copy.html).not.toContain("SECRET");
    expect(sealed).not.toContain("SECRET");
    expect(copy.text).toContain("typed [hidden-link:0000000000000000:0]");
    useFormStampSecret(undefined);
  });
});
