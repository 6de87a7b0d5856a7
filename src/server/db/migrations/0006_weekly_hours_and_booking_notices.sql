CREATE TABLE "weekly_hours" (
	"mentor_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"weeks_ahead" integer NOT NULL,
	"ranges" jsonb NOT NULL,
	"filled_until" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_hours_weeks_ahead_check" CHECK ("weekly_hours"."weeks_ahead" between 1 and 26)
);
--> statement-breakpoint
CREATE TABLE "booking_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"sequence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "booking_notices_kind_check" CHECK ("booking_notices"."kind" in ('confirmed', 'cancelled')),
	CONSTRAINT "booking_notices_channel_check" CHECK ("booking_notices"."channel" in ('mail', 'push'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "slots" ADD COLUMN "from_weekly_hours" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_hours" ADD CONSTRAINT "weekly_hours_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_notices" ADD CONSTRAINT "booking_notices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_notices" ADD CONSTRAINT "booking_notices_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_notices_once" ON "booking_notices" USING btree ("booking_id","recipient_id","kind","channel");--> statement-breakpoint
CREATE INDEX "booking_notices_due_idx" ON "booking_notices" USING btree ("created_at") WHERE "booking_notices"."sent_at" is null;