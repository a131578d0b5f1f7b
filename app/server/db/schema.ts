/**
 * The one PostgreSQL schema of the site. Runs unchanged on embedded PGlite and
 * on PostgreSQL. Check constraints mirror the rules of the spec so that bad
 * data cannot get in even if a code path forgets to validate.
 *
 * Change it, then run `npm run db:generate` to write a new SQL migration.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true });

/* ------------------------------------------------------------------ */
/* Accounts                                                            */
/* ------------------------------------------------------------------ */

export const users = pgTable(
  "users",
  {
    id: id(),
    // Stored lower-cased; the unique index makes a duplicate impossible.
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    // Set: the account cannot sign in and has no sessions (Staff screen).
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    // TOTP (RFC 6238): the confirmed secret, encrypted with the server's key (a
    // secret still being set up lives on the session that set it up).
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    // The last time step a code was accepted for: a code is never accepted twice.
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    check("users_email_lowercase", sql`${t.email} = lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    // SHA-256 of the random token in the cookie; the token itself is never stored.
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    // Sliding (idle) expiry, pushed forward as the session is used.
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // Hard limit: a session never outlives this, however active.
    absoluteExpiresAt: timestamp("absolute_expires_at", {
      withTimezone: true,
    }).notNull(),
    // What the person sees in their list of sessions (null for sessions from before it was kept).
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    // When the person last proved it is them again in this session (password
    // or a current code): passkey and second-factor changes ask for a recent one.
    reauthenticatedAt: timestamp("reauthenticated_at", { withTimezone: true }),
    // A TOTP secret being set up in this session (encrypted, short-lived):
    // shown once on the set-up page, confirmed by one code, useless to any other session.
    totpSetupSecret: text("totp_setup_secret"),
    totpSetupExpiresAt: timestamp("totp_setup_expires_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

/** One-time password reset links: only the SHA-256 of the token is kept. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_token_hash_key").on(t.tokenHash),
    index("password_reset_tokens_user_id_idx").on(t.userId),
    index("password_reset_tokens_expires_at_idx").on(t.expiresAt),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_roles_user_id_role_key").on(t.userId, t.role),
    check("user_roles_role_check", sql`${t.role} in ('admin')`),
  ],
);

/** One-time recovery codes for two-factor sign-in; only their hashes are kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_id_idx").on(t.userId)],
);

/** WebAuthn credentials (passkeys); the id is the credential id, base64url. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    // COSE public key, base64url.
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'::text[]`),
    deviceType: text("device_type"),
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_id_idx").on(t.userId)],
);

/**
 * A sign-in whose password was right but whose second factor is still asked
 * for. It grants nothing; only its completion creates a session.
 */
export const pendingSignIns = pgTable(
  "pending_sign_ins",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("pending_sign_ins_token_hash_key").on(t.tokenHash),
    index("pending_sign_ins_expires_at_idx").on(t.expiresAt),
  ],
);

export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: id(),
    email: text("email").notNull(),
    // The role the new account gets (null: none).
    role: text("role"),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_invitations_token_hash_key").on(t.tokenHash),
    index("staff_invitations_email_idx").on(t.email),
    index("staff_invitations_created_at_idx").on(t.createdAt.desc()),
    check("staff_invitations_role_check", sql`${t.role} is null or ${t.role} in ('admin')`),
  ],
);

/**
 * The record of staff changes: written in the same transaction as the change
 * it describes (activity.server.ts).
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: id(),
    // Null for an anonymous event (a failed sign-in) or a deleted account.
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    // Kept as written, so the record still reads after the account is gone.
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    entityKind: text("entity_kind").notNull(),
    entityId: text("entity_id"),
    summary: text("summary").notNull(),
    // Field -> { from, to } for updates; null where nothing field-like changed.
    changes: jsonb("changes").$type<Record<string, { from: unknown; to: unknown }>>(),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("activity_log_created_at_idx").on(t.createdAt.desc()),
    index("activity_log_actor_idx").on(t.actorId, t.createdAt.desc()),
    index("activity_log_kind_idx").on(t.entityKind, t.createdAt.desc()),
    index("activity_log_entity_idx").on(t.entityKind, t.entityId),
  ],
);

/* ------------------------------------------------------------------ */
/* Content                                                             */
/* ------------------------------------------------------------------ */

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    // JSON-encoded array of blocks, or plain text (shown as one paragraph).
    content: text("content").notNull(),
    author: text("author").notNull(),
    category: text("category").notNull().default("Other"),
    imageUrl: text("image_url"),
    published: boolean("published").notNull().default(false),
    // Scheduled: an unpublished post becomes public at this instant (null: not scheduled).
    publishAt: timestamp("publish_at", { withTimezone: true }),
    // Readable address (/blog/<slug>), from the title (app/models/slug.ts); old ones are in slug_redirects.
    slug: text("slug").notNull(),
    imageAlt: text("image_alt"),
    // An explicit choice that the image is decorative (alt="").
    imageDecorative: boolean("image_decorative").notNull().default(false),
    // When the post was last sent to subscribers as a newsletter.
    newsletterSentAt: timestamp("newsletter_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_key").on(t.slug),
    index("blog_posts_published_created_at_idx").on(t.published, t.createdAt.desc()),
    index("blog_posts_publish_at_idx").on(t.publishAt).where(sql`published = false and publish_at is not null`),
    index("blog_posts_created_at_idx").on(t.createdAt.desc()),
    index("blog_posts_category_idx").on(t.category, t.createdAt.desc()),
  ],
);

export const featuredProjects = pgTable(
  "featured_projects",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    imageUrl: text("image_url").notNull(),
    // Readable address (/work/project/<slug>).
    slug: text("slug").notNull(),
    imageAlt: text("image_alt"),
    imageDecorative: boolean("image_decorative").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("featured_projects_slug_key").on(t.slug),
    index("featured_projects_created_at_idx").on(t.createdAt.desc()),
    index("featured_projects_category_idx").on(t.category),
  ],
);

export const caseStudies = pgTable(
  "case_studies",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    readMoreLink: text("read_more_link").notNull().default("#"),
    // Readable address (/work/case-study/<slug>).
    slug: text("slug").notNull(),
    imageAlt: text("image_alt"),
    imageDecorative: boolean("image_decorative").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("case_studies_created_at_idx").on(t.createdAt.desc()),
    uniqueIndex("case_studies_slug_key").on(t.slug),
  ],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    name: text("name").notNull(),
    position: text("position").notNull(),
    company: text("company").notNull(),
    testimonial: text("testimonial").notNull(),
    rating: integer("rating").notNull().default(5),
    imageSrc: text("image_src").notNull(),
    imageAlt: text("image_alt"),
    imageDecorative: boolean("image_decorative").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("testimonials_created_at_idx").on(t.createdAt.desc()),
    check("testimonials_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

export const clientLogos = pgTable(
  "client_logos",
  {
    id: id(),
    name: text("name").notNull(),
    imageUrl: text("image_url").notNull(),
    imageAlt: text("image_alt"),
    imageDecorative: boolean("image_decorative").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("client_logos_created_at_idx").on(t.createdAt.desc())],
);

export const teamLeaderPictures = pgTable(
  "team_leader_pictures",
  {
    id: id(),
    imageType: text("image_type").notNull().default("profile"),
    altText: text("alt_text").notNull(),
    description: text("description"),
    displayOrder: integer("display_order").notNull().default(1),
    isActive: boolean("is_active").notNull().default(true),
    imagePath: text("image_path").notNull(),
    metadata: jsonb("metadata")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("team_leader_pictures_order_idx").on(t.displayOrder),
    index("team_leader_pictures_type_idx").on(t.imageType, t.displayOrder),
    check(
      "team_leader_pictures_image_type_check",
      sql`${t.imageType} in ('profile', 'project', 'background', 'other')`,
    ),
    check("team_leader_pictures_display_order_check", sql`${t.displayOrder} >= 0`),
    check("team_leader_pictures_alt_text_check", sql`char_length(${t.altText}) >= 3`),
  ],
);

/** Every save of a post keeps one: what the post was after that save. */
export const blogPostRevisions = pgTable(
  "blog_post_revisions",
  {
    id: id(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorEmail: text("author_email"),
    // The post's editable fields as saved (title, excerpt, content, ...).
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    // Set when this revision was made by restoring an earlier one.
    restoredFrom: uuid("restored_from"),
    createdAt: createdAt(),
  },
  (t) => [index("blog_post_revisions_post_idx").on(t.postId, t.createdAt.desc())],
);

/** Share-preview links for unpublished posts: only the token's hash is kept. */
export const postPreviewLinks = pgTable(
  "post_preview_links",
  {
    id: id(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("post_preview_links_token_hash_key").on(t.tokenHash),
    index("post_preview_links_post_id_idx").on(t.postId),
  ],
);

/** Old addresses (a slug before a rename) that redirect permanently to the current one. */
export const slugRedirects = pgTable(
  "slug_redirects",
  {
    // "blog", "project" or "case-study".
    kind: text("kind").notNull(),
    slug: text("slug").notNull(),
    entityId: uuid("entity_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("slug_redirects_kind_slug_key").on(t.kind, t.slug),
    index("slug_redirects_entity_idx").on(t.kind, t.entityId),
    check("slug_redirects_kind_check", sql`${t.kind} in ('blog', 'project', 'case-study')`),
  ],
);

/* ------------------------------------------------------------------ */
/* What visitors send                                                  */
/* ------------------------------------------------------------------ */

export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    // Calendar day in Nepal time, year-month-day.
    eventDate: date("event_date", { mode: "string" }).notNull(),
    timeSlot: text("time_slot").notNull(),
    eventType: text("event_type").notNull(),
    location: text("location").notNull(),
    details: text("details"),
    status: text("status").notNull().default("pending"),
    notes: text("notes"),
    // The visitor's private manage link (cancel or move): only the SHA-256 of
    // its token is kept. Bookings made before the link existed have none.
    manageTokenHash: text("manage_token_hash"),
    // The calendar invite's SEQUENCE: raised each time the invite changes.
    inviteSequence: integer("invite_sequence").notNull().default(0),
    // When the day-before reminder was queued, so it is queued once.
    reminderQueuedAt: timestamp("reminder_queued_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_created_at_idx").on(t.createdAt.desc()),
    index("bookings_status_created_at_idx").on(t.status, t.createdAt.desc()),
    index("bookings_event_date_idx").on(t.eventDate),
    uniqueIndex("bookings_manage_token_hash_key").on(t.manageTokenHash),
    check("bookings_invite_sequence_check", sql`${t.inviteSequence} >= 0`),
    // One live booking per slot: a pending or confirmed booking holds its slot,
    // and two simultaneous inserts for the same slot cannot both succeed.
    uniqueIndex("bookings_slot_taken_key")
      .on(t.eventDate, t.timeSlot)
      .where(sql`status in ('pending', 'confirmed')`),
    check(
      "bookings_status_check",
      sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled')`,
    ),
    check(
      "bookings_time_slot_check",
      sql`${t.timeSlot} in ('10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM', '5:00 PM', '6:00 PM')`,
    ),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull().default("General Inquiry"),
    message: text("message").notNull(),
    responded: boolean("responded").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_at_idx").on(t.createdAt.desc()),
    index("contact_messages_responded_created_at_idx").on(t.responded, t.createdAt.desc()),
  ],
);

/** Staff replies to a contact message, sent through the outbox and kept with the message. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: id(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    // Who wrote it; kept as the address so the record survives a deleted account.
    sentBy: text("sent_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_replies_message_id_created_at_idx").on(t.messageId, t.createdAt),
    check("contact_replies_body_check", sql`char_length(${t.body}) >= 1`),
  ],
);

export const membershipApplications = pgTable(
  "membership_applications",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    age: integer("age").notNull(),
    socialMediaHandle: text("social_media_handle").notNull(),
    followersCount: integer("followers_count").notNull(),
    skills: text("skills").array().notNull(),
    motivation: text("motivation").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [
    index("membership_applications_created_at_idx").on(t.createdAt.desc()),
    index("membership_applications_status_created_at_idx").on(t.status, t.createdAt.desc()),
    check("membership_applications_age_check", sql`${t.age} >= 18`),
    check("membership_applications_followers_check", sql`${t.followersCount} >= 0`),
    check(
      "membership_applications_status_check",
      sql`${t.status} in ('pending', 'approved', 'rejected')`,
    ),
    check(
      "membership_applications_skills_check",
      sql`cardinality(${t.skills}) >= 1`,
    ),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    // Stored lower-cased, once.
    email: text("email").notNull(),
    // pending (asked to confirm by e-mail), confirmed (receives mail), unsubscribed.
    // Addresses collected before double opt-in existed are kept as confirmed.
    status: text("status").notNull().default("confirmed"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(t.email),
    index("newsletter_subscribers_created_at_idx").on(t.createdAt.desc()),
    index("newsletter_subscribers_status_idx").on(t.status, t.createdAt.desc()),
    check("newsletter_subscribers_status_check", sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

/* ------------------------------------------------------------------ */
/* Rate limiting                                                       */
/* ------------------------------------------------------------------ */

/**
 * Fixed-window counters (sign-in attempts, public form posts). Kept in the
 * database so that every app process sharing it enforces the same limits.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

/* ------------------------------------------------------------------ */
/* Server secrets                                                      */
/* ------------------------------------------------------------------ */

/**
 * Secrets the server generates for itself on first start (e.g. the key that
 * signs public forms' start times), shared by every app process on this
 * database. Not part of backups: a restored site makes new ones.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/* ------------------------------------------------------------------ */
/* E-mail                                                              */
/* ------------------------------------------------------------------ */

/** A calendar invite carried by a message (nodemailer's icalEvent). */
export type OutboxCalendar = { method: "REQUEST" | "CANCEL"; filename: string; content: string };

/**
 * Every e-mail the site sends, written in the same transaction as the change
 * it belongs to and sent afterwards by the outbox worker (mail/outbox-queries.server.ts,
 * mail-worker.server.ts). The row holds the message exactly as it is sent.
 *
 * status: queued (waiting, or waiting to be retried at next_attempt_at),
 * sending (claimed by a worker until next_attempt_at, the claim's lease),
 * sent, failed (given up), expired (not sent by send_by: too late to matter).
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: id(),
    // What the message is, e.g. "booking-confirmation" (mail-messages.server.ts).
    kind: text("kind").notNull(),
    // The booking, message or application it is about (no foreign key: the
    // record of what was sent outlives a deleted booking).
    relatedId: uuid("related_id"),
    recipients: text("recipients").array().notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    calendar: jsonb("calendar").$type<OutboxCalendar>(),
    // Extra message headers (List-Unsubscribe, List-Unsubscribe-Post for newsletters).
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    // Not sent by then: marked expired instead (decision 0017).
    sendBy: timestamp("send_by", { withTimezone: true }),
    firstAttemptAt: timestamp("first_attempt_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    // The bodies hold placeholders where secret links go; the links themselves
    // wait, encrypted, in outbox_secrets until the message is sent or given up.
    hasSecrets: boolean("has_secrets").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // The worker's question: which queued (or abandoned) messages are due?
    index("outbox_messages_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`status in ('queued', 'sending')`),
    index("outbox_messages_created_at_idx").on(t.createdAt.desc()),
    index("outbox_messages_related_id_idx").on(t.relatedId),
    check(
      "outbox_messages_status_check",
      sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'expired')`,
    ),
    check("outbox_messages_recipients_check", sql`cardinality(${t.recipients}) >= 1`),
    check("outbox_messages_attempts_check", sql`${t.attempts} >= 0`),
  ],
);

/**
 * The secret parts of a queued message's links (a reset, invitation, manage or
 * newsletter token), kept apart from the message, encrypted with a key derived
 * from the server secret, and deleted once the message is sent, failed or
 * expired (outbox-secrets.server.ts). Never backed up.
 */
export const outboxSecrets = pgTable("outbox_secrets", {
  messageId: uuid("message_id")
    .primaryKey()
    .references(() => outboxMessages.id, { onDelete: "cascade" }),
  sealed: text("sealed").notNull(),
  createdAt: createdAt(),
});
