/**
 * Upgrading a site from migration 0008 to 0009 (security round 3), with data
 * in it: a TOTP secret that was never confirmed is dropped (someone may have
 * read it in advance), a confirmed one stays; working secret links already
 * stored in the outbox in plain text (reset, invitation, manage and newsletter
 * links) are taken out of the stored copies, which are marked as holding
 * secrets no longer kept, and one still waiting is expired rather than sent
 * with a dead link; other mail is untouched; sessions get the new columns
 * empty. Running the migrations again changes nothing.
 *
 * Rows are written with raw SQL: the Drizzle schema is the newest one.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type DatabaseHandle } from "./client.server";
import { migrateDatabase } from "./migrate.server";
import { testDatabaseKinds } from "../testing/databases.server";
import { openDatabaseAtMigration } from "../testing/migrations.server";

const RESET = "r".repeat(43);
const INVITE = "i".repeat(43);
const MANAGE = "m".repeat(43);
const NEWSLETTER = "u.0.cmVhZGVyQGV4YW1wbGUuY29t.abcdefghijklmnopqrstuvwx";

const PENDING = "00000000-0000-4000-8000-000000000001";
const ENABLED = "00000000-0000-4000-8000-000000000002";
const MAIL = {
  sentReset: "00000000-0000-4000-8000-0000000000a1",
  queuedInvite: "00000000-0000-4000-8000-0000000000a2",
  queuedNewsletter: "00000000-0000-4000-8000-0000000000a3",
  sentBooking: "00000000-0000-4000-8000-0000000000a4",
  plain: "00000000-0000-4000-8000-0000000000a5",
};

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const mail = (id: string, kind: string, status: string, text: string, headers: string | null = null) =>
  `insert into outbox_messages (id, kind, recipients, subject, text_body, html_body, status, headers) values ('${id}', '${kind}', '{a@example.com}', 'S', ${quote(text)}, ${quote(`<a href="${text}">x</a>`)}, '${status}', ${headers ? quote(headers) : "null"})`;

const ROWS = [
  `insert into users (id, email, password_hash, totp_secret) values ('${PENDING}', 'pending@example.com', 'h', 'v1.pending-secret')`,
  `insert into users (id, email, password_hash, totp_secret, totp_enabled_at, totp_last_step) values ('${ENABLED}', 'enabled@example.com', 'h', 'v1.kept-secret', now(), 5)`,
  `insert into sessions (token_hash, user_id, expires_at, absolute_expires_at) values ('x', '${ENABLED}', now() + interval '1 day', now() + interval '2 days')`,
  mail(MAIL.sentReset, "password-reset", "sent", `http://localhost:3000/auth/reset/${RESET}`),
  mail(MAIL.queuedInvite, "staff-invitation", "queued", `https://site.example/auth/invite/${INVITE}`),
  mail(
    MAIL.queuedNewsletter,
    "newsletter-post",
    "queued",
    `Unsubscribe: https://site.example/newsletter/unsubscribe?token=${NEWSLETTER}`,
    JSON.stringify({ "List-Unsubscribe": `<https://site.example/newsletter/unsubscribe?token=${NEWSLETTER}>` }),
  ),
  mail(MAIL.sentBooking, "booking-confirmation", "sent", `Manage: https://site.example/booking/manage/${MANAGE}`),
  mail(MAIL.plain, "contact-acknowledgement", "queued", "Thanks, we will answer within a day."),
];

type Mail = { id: string; status: string; text_body: string; html_body: string; headers: unknown; has_secrets: boolean; last_error: string | null };

async function mails(handle: DatabaseHandle) {
  const rows = await queryRows<Mail>(handle.db, sql`select id, status, text_body, html_body, headers, has_secrets, last_error from outbox_messages order by id`);
  return Object.fromEntries(rows.map((row) => [row.id, row]));
}

for (const kind of testDatabaseKinds()) {
  describe(`upgrading a site from migration 0008 to 0009 (security round 3) on ${kind}`, () => {
    let handle: DatabaseHandle;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      const opened = await openDatabaseAtMigration(kind, 8);
      handle = opened.handle;
      dispose = opened.dispose;
      for (const statement of ROWS) await handle.db.execute(sql.raw(statement));
      await migrateDatabase(handle);
    });
    afterAll(() => dispose?.());

    it("drops a TOTP secret that was never confirmed and keeps a confirmed one", async () => {
      const users = await queryRows<{ id: string; totp_secret: string | null; totp_last_step: number | string | null }>(
        handle.db,
        sql`select id, totp_secret, totp_last_step from users order by id`,
      );
      expect(users.map((u) => [u.id, u.totp_secret])).toEqual([
        [PENDING, null],
        [ENABLED, "v1.kept-secret"],
      ]);
      expect(Number(users[1]!.totp_last_step)).toBe(5);
    });

    it("takes the working links out of the stored mail, and expires what still waited for one", async () => {
      const rows = await mails(handle);
      const everything = JSON.stringify(rows);
      for (const secret of [RESET, INVITE, MANAGE, NEWSLETTER]) expect(everything).not.toContain(secret);
      expect(rows[MAIL.sentReset]!.text_body).toBe("http://localhost:3000/auth/reset/[link hidden]");
      expect(rows[MAIL.sentReset]!.html_body).toContain("/auth/reset/[link hidden]");
      expect(rows[MAIL.sentBooking]!.text_body).toBe("Manage: https://site.example/booking/manage/[link hidden]");
      expect(JSON.stringify(rows[MAIL.queuedNewsletter]!.headers)).toContain("/newsletter/unsubscribe?token=[link hidden]");
      for (const id of [MAIL.sentReset, MAIL.queuedInvite, MAIL.queuedNewsletter, MAIL.sentBooking]) expect(rows[id]!.has_secrets, id).toBe(true);
      expect(rows[MAIL.sentReset]!.status).toBe("sent");
      expect(rows[MAIL.queuedInvite]).toMatchObject({ status: "expired", last_error: expect.stringContaining("one-time link was removed") });
      expect(rows[MAIL.queuedNewsletter]!.status).toBe("expired");
      // Mail without a secret link is left as it was.
      expect(rows[MAIL.plain]).toMatchObject({ status: "queued", has_secrets: false, text_body: "Thanks, we will answer within a day.", last_error: null });
    });

    it("gives sessions the new columns, empty", async () => {
      const [session] = await queryRows<{ reauthenticated_at: Date | null; totp_setup_secret: string | null }>(
        handle.db,
        sql`select reauthenticated_at, totp_setup_secret from sessions`,
      );
      expect(session).toEqual({ reauthenticated_at: null, totp_setup_secret: null });
    });

    it("is a no-op when run again", async () => {
      const before = await mails(handle);
      await migrateDatabase(handle);
      expect(await mails(handle)).toEqual(before);
    });
  });
}
