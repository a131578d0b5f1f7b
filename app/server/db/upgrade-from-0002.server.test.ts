/**
 * Upgrading a site from the last release (migrations 0000-0002) to this one
 * (0003 server secrets, 0004 outbox, 0005 booking manage link, invite
 * sequence, reminder mark and contact replies), with data in it: the app's
 * real start-up migration must keep every row as it was, give the new
 * columns their defaults, and be a no-op when run again.
 *
 * The rows are written with raw SQL: the Drizzle schema in schema.ts is the
 * newest one and would name columns the old tables do not have.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type DatabaseHandle } from "./client.server";
import { migrateDatabase } from "./migrate.server";
import { bookings, contactMessages, contactReplies, outboxMessages, serverSecrets } from "./schema";
import { testDatabaseKinds } from "../testing/databases.server";
import { migrationJournal, openDatabaseAtMigration } from "../testing/migrations.server";

const ADMIN_ID = "0b5c3c1e-8a2f-4a57-9d5e-1a2b3c4d5e01";
const VISITOR_ID = "0b5c3c1e-8a2f-4a57-9d5e-1a2b3c4d5e02";
const PENDING_ID = "1c6d4d2f-9b3a-4b68-8e6f-2b3c4d5e6f01";
const CONFIRMED_ID = "1c6d4d2f-9b3a-4b68-8e6f-2b3c4d5e6f02";
const CANCELLED_ID = "1c6d4d2f-9b3a-4b68-8e6f-2b3c4d5e6f03";
const MESSAGE_ID = "2d7e5e3a-ac4b-4c79-9f70-3c4d5e6f7a01";

// What a site running the last release holds: staff, a signed-in session,
// bookings in each state (a cancelled one sharing a slot with a live one, as
// the slot rule allows), messages, applications, posts and subscribers.
const OLD_RELEASE_ROWS = `
  insert into users (id, email, password_hash, created_at) values
    ('${ADMIN_ID}', 'admin@ekadash.org.np', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', '2026-01-05 09:00:00+05:45'),
    ('${VISITOR_ID}', 'member@example.com', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdDI$aGFzaDI', '2026-02-10 14:30:00+05:45');
  insert into user_roles (user_id, role) values ('${ADMIN_ID}', 'admin');
  insert into sessions (token_hash, user_id, created_at, expires_at, absolute_expires_at) values
    ('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', '${ADMIN_ID}',
     '2026-11-20 10:00:00+00', '2026-12-20 10:00:00+00', '2027-02-20 10:00:00+00');
  insert into bookings (id, name, email, phone, event_date, time_slot, event_type, location, details, status, notes, created_at, updated_at) values
    ('${PENDING_ID}', 'Asha Gurung', 'asha@example.com', '+977 9801234567', '2026-12-01', '10:00 AM',
     'Workshop', 'Online', 'A two-hour photography workshop for 20 people.', 'pending', null,
     '2026-11-18 08:15:00+00', null),
    ('${CONFIRMED_ID}', 'Bikash Thapa', 'bikash@example.com', '9812345678', '2026-12-02', '2:00 PM',
     'Brand Collaboration', 'Jhamsikhel, Lalitpur', null, 'confirmed', 'Called to confirm the venue.',
     '2026-11-15 11:00:00+00', '2026-11-16 09:30:00+00'),
    ('${CANCELLED_ID}', 'Chandra Rai', 'chandra@example.com', '9823456789', '2026-12-01', '10:00 AM',
     'Other', 'Online', 'Cancelled: date moved.', 'cancelled', null, '2026-11-10 07:00:00+00', '2026-11-12 07:00:00+00');
  insert into contact_messages (id, name, email, subject, message, responded, created_at) values
    ('${MESSAGE_ID}', 'Dipa Shrestha', 'dipa@example.com', 'Partnership', 'We would like to sponsor your next event in Pokhara.', false, '2026-11-19 12:00:00+00'),
    ('2d7e5e3a-ac4b-4c79-9f70-3c4d5e6f7a02', 'Eka Lama', 'eka@example.com', 'General Inquiry', 'Do you run sessions in Nepali?', true, '2026-11-01 06:45:00+00');
  insert into membership_applications (full_name, email, phone, age, social_media_handle, followers_count, skills, motivation, status, created_at) values
    ('Gita Karki', 'gita@example.com', '9845678901', 24, '@gita.creates', 5400, '{"Photography","Video editing"}',
     'I want to tell stories from my village and learn from other creators in the collective.', 'pending', '2026-11-17 05:00:00+00'),
    ('Hari Magar', 'hari@example.com', null, 31, '@hari.travels', 120000, '{"Travel writing"}',
     'Ten years of travel writing; I would like to mentor younger creators in Nepal.', 'approved', '2026-10-01 05:00:00+00');
  insert into blog_posts (title, excerpt, content, author, category, image_url, published, created_at, updated_at) values
    ('Shooting in monsoon light', 'How we plan shoots around the rain.', '## Plan for clouds\\n\\nThe light is soft...', 'Ekadash Team',
     'Photography', '/uploads/blog/monsoon.webp', true, '2026-08-01 04:00:00+00', '2026-08-02 04:00:00+00'),
    ('Draft: festival season', 'Notes for Dashain.', 'To be written.', 'Ekadash Team', 'Other', null, false, '2026-11-20 04:00:00+00', null);
  insert into newsletter_subscribers (email, created_at) values
    ('reader@example.com', '2026-09-09 09:09:09+00'), ('another.reader@example.com', '2026-11-11 11:11:11+00');
  insert into rate_limits (key, count, reset_at) values ('contact:203.0.113.7', 2, '2026-11-24 07:00:00+00');
`;

const OLD_TABLES = [
  "users",
  "user_roles",
  "sessions",
  "bookings",
  "contact_messages",
  "membership_applications",
  "blog_posts",
  "newsletter_subscribers",
  "rate_limits",
] as const;

type Row = Record<string, unknown>;

/** Every row of the old tables, as JSON (so timestamps and arrays compare exactly), in a stable order. */
async function snapshot(handle: DatabaseHandle): Promise<Record<string, Row[]>> {
  const tables: Record<string, Row[]> = {};
  for (const table of OLD_TABLES) {
    const rows = await queryRows<{ row: Row }>(
      handle.db,
      sql.raw(`select to_jsonb(t) as row from ${table} t order by to_jsonb(t)::text`),
    );
    tables[table] = rows.map((r) => r.row);
  }
  return tables;
}

/** `row` with only the columns the old schema had. */
function oldColumns(row: Row, like: Row): Row {
  return Object.fromEntries(Object.keys(like).map((key) => [key, row[key]]));
}

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row!.n;
}

/** The columns later migrations add to the old release's tables, with what old rows get. */
const NEW_COLUMNS: Record<string, Record<string, unknown>> = {
  bookings: { invite_sequence: 0, manage_token_hash: null, reminder_queued_at: null },
  // Addresses collected before double opt-in stay subscribed.
  newsletter_subscribers: { status: "confirmed", confirmed_at: null, unsubscribed_at: null },
  blog_posts: {
    publish_at: null,
    // Migration 0008 gives every row its slug (upgrade-from-0007 tests the rule).
    slug: expect.any(String),
    image_alt: null,
    image_decorative: false,
    newsletter_sent_at: null,
  },
  sessions: { user_agent: null, ip_address: null, last_seen_at: null, reauthenticated_at: null, totp_setup_secret: null, totp_setup_expires_at: null },
  users: { disabled_at: null, last_sign_in_at: null, totp_secret: null, totp_enabled_at: null, totp_last_step: null },
  featured_projects: { slug: expect.any(String), image_alt: null, image_decorative: false },
  case_studies: { slug: expect.any(String), image_alt: null, image_decorative: false },
  testimonials: { image_alt: null, image_decorative: false },
  client_logos: { image_alt: null, image_decorative: false },
  outbox_messages: { headers: null, has_secrets: false },
};

for (const kind of testDatabaseKinds()) {
  describe(`upgrading a site from migration 0002 on ${kind}`, () => {
    let handle: DatabaseHandle;
    let dispose: () => Promise<void>;
    let before: Record<string, Row[]>;

    beforeAll(async () => {
      const opened = await openDatabaseAtMigration(kind, 2);
      handle = opened.handle;
      dispose = opened.dispose;
      // One statement at a time: PGlite's queries take a single statement.
      for (const statement of OLD_RELEASE_ROWS.split(/;\s*\n/).filter((s) => s.trim())) {
        await handle.db.execute(sql.raw(statement));
      }
      before = await snapshot(handle);
      await migrateDatabase(handle);
    });
    afterAll(() => dispose?.());

    it("starts from the old schema (none of the new tables or columns)", async () => {
      // Guards the helper: were the cut journal ignored, the test would prove nothing.
      expect(before.bookings![0]).not.toHaveProperty("invite_sequence");
      expect(Object.values(before).every((rows) => rows.length > 0)).toBe(true);
    });

    it("keeps every row unchanged and gives the new columns their defaults", async () => {
      const after = await snapshot(handle);
      for (const table of OLD_TABLES) {
        const old = before[table]!;
        expect(after[table], table).toHaveLength(old.length);
        // The order is by the row's JSON, which the new columns can change:
        // match rows by their old columns instead.
        const afterOld = after[table]!.map((row) => oldColumns(row, old[0]!));
        expect(afterOld, table).toEqual(expect.arrayContaining(old));
      }
      // Exactly these columns are new (0005, 0006), each at its default on the old rows.
      for (const table of OLD_TABLES) {
        const added = NEW_COLUMNS[table] ?? {};
        for (const row of after[table]!) {
          expect(row, table).toMatchObject(added);
          expect(Object.keys(row).sort(), table).toEqual([...Object.keys(before[table]![0]!), ...Object.keys(added)].sort());
        }
      }
    });

    it("keeps the slot rule: a cancelled booking's slot is taken again by the live one", async () => {
      const live = { name: "Isha", email: "isha@example.com", phone: "9800000000", eventType: "Other", location: "Online" };
      await expect(
        handle.db.insert(bookings).values({ ...live, eventDate: "2026-12-01", timeSlot: "10:00 AM" }),
      ).rejects.toThrow();
      await expect(
        handle.db.insert(bookings).values({ ...live, eventDate: "2026-12-02", timeSlot: "2:00 PM" }),
      ).rejects.toThrow();
    });

    it("has working new tables: server secrets, the outbox and contact replies", async () => {
      await handle.db.insert(serverSecrets).values({ name: "booking-links", value: "c2VjcmV0" });
      const [queued] = await handle.db
        .insert(outboxMessages)
        .values({
          kind: "booking-confirmation",
          relatedId: CONFIRMED_ID,
          recipients: ["bikash@example.com"],
          subject: "Your booking is confirmed",
          textBody: "See you on 2 December.",
          htmlBody: "<p>See you on 2 December.</p>",
        })
        .returning();
      expect(queued).toMatchObject({ status: "queued", attempts: 0, sentAt: null });

      await handle.db
        .insert(contactReplies)
        .values({ messageId: MESSAGE_ID, body: "Thank you, we will call you.", sentBy: "admin@ekadash.org.np" });
      const replies = await handle.db.select().from(contactReplies).where(eq(contactReplies.messageId, MESSAGE_ID));
      expect(replies).toHaveLength(1);
      // A reply belongs to its message: deleting the message deletes it.
      await handle.db.delete(contactMessages).where(eq(contactMessages.id, MESSAGE_ID));
      expect(await handle.db.select().from(contactReplies)).toHaveLength(0);
    });

    it("holds 0005's constraints on the upgraded bookings", async () => {
      await handle.db.update(bookings).set({ manageTokenHash: "hash-a" }).where(eq(bookings.id, PENDING_ID));
      await expect(
        handle.db.update(bookings).set({ manageTokenHash: "hash-a" }).where(eq(bookings.id, CONFIRMED_ID)),
      ).rejects.toThrow();
      // Several bookings may have no link (old bookings): null is not a duplicate.
      await expect(
        handle.db.update(bookings).set({ manageTokenHash: null }).where(eq(bookings.id, PENDING_ID)),
      ).resolves.toBeDefined();
      await expect(
        handle.db.update(bookings).set({ inviteSequence: -1 }).where(eq(bookings.id, CONFIRMED_ID)),
      ).rejects.toThrow();
    });

    it("is a no-op when run again", async () => {
      const migrations = migrationJournal().length;
      expect(await appliedMigrations(handle)).toBe(migrations);
      const once = await snapshot(handle);
      await migrateDatabase(handle);
      expect(await appliedMigrations(handle)).toBe(migrations);
      expect(await snapshot(handle)).toEqual(once);
    });
  });
}
