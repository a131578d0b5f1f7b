-- Security round 3.
-- sessions: a recent re-authentication (passkey and second-factor changes ask
-- for one), and a TOTP secret being set up, bound to the session that shows it.
-- outbox_messages.has_secrets and outbox_secrets: secret links are kept apart
-- from the stored message, encrypted, until it is sent (outbox-secrets.server.ts).
CREATE TABLE "outbox_secrets" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "has_secrets" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "totp_setup_secret" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "totp_setup_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_secrets" ADD CONSTRAINT "outbox_secrets_message_id_outbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A TOTP secret that was never confirmed could have been read by someone
-- else in advance: it is dropped (the owner sees a new one when setting up).
UPDATE "users" SET "totp_secret" = NULL WHERE "totp_enabled_at" IS NULL;--> statement-breakpoint
-- Working secret links already stored in the outbox in plain text (reset,
-- invitation, manage and newsletter links) are taken out of the stored copy.
-- Such a message can no longer be sent (has_secrets without a secret): one
-- still waiting is marked expired, and the person asks for a new link.
UPDATE "outbox_messages" SET
  "text_body" = regexp_replace(regexp_replace("text_body", '(/auth/reset/|/auth/invite/|/booking/manage/)[A-Za-z0-9_-]{20,}', '\1[link hidden]', 'g'), '(/newsletter/(confirm|unsubscribe)\?token=)[A-Za-z0-9._-]+', '\1[link hidden]', 'g'),
  "html_body" = regexp_replace(regexp_replace("html_body", '(/auth/reset/|/auth/invite/|/booking/manage/)[A-Za-z0-9_-]{20,}', '\1[link hidden]', 'g'), '(/newsletter/(confirm|unsubscribe)\?token=)[A-Za-z0-9._-]+', '\1[link hidden]', 'g'),
  "headers" = CASE WHEN "headers" IS NULL THEN NULL ELSE regexp_replace("headers"::text, '(/newsletter/(confirm|unsubscribe)\?token=)[A-Za-z0-9._-]+', '\1[link hidden]', 'g')::jsonb END,
  "has_secrets" = true,
  "status" = CASE WHEN "status" IN ('queued', 'sending') THEN 'expired' ELSE "status" END,
  "last_error" = CASE WHEN "status" IN ('queued', 'sending') THEN 'Not sent: its one-time link was removed from the stored copy by an upgrade.' ELSE "last_error" END
WHERE "text_body" ~ '(/auth/reset/|/auth/invite/|/booking/manage/)[A-Za-z0-9_-]{20,}|/newsletter/(confirm|unsubscribe)\?token=[A-Za-z0-9._-]';
