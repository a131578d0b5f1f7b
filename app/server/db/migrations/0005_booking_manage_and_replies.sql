CREATE TABLE "contact_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"body" text NOT NULL,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_replies_body_check" CHECK (char_length("contact_replies"."body") >= 1)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invite_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_replies_message_id_created_at_idx" ON "contact_replies" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_manage_token_hash_key" ON "bookings" USING btree ("manage_token_hash");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_invite_sequence_check" CHECK ("bookings"."invite_sequence" >= 0);