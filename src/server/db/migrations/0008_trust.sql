CREATE TABLE "email_verification_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_reports" (
	"feedback_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_reports_feedback_id_reporter_id_pk" PRIMARY KEY("feedback_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_uuid" uuid NOT NULL,
	"action" text NOT NULL,
	"target_uuid" uuid NOT NULL,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mentor_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mentor_status_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD CONSTRAINT "feedback_reports_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD CONSTRAINT "feedback_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_reports_created_idx" ON "feedback_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_at_idx" ON "admin_audit" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "users_mentor_status_idx" ON "users" USING btree ("mentor_status","created_at") WHERE "users"."role" = 'mentor';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mentor_status_check" CHECK ("users"."mentor_status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
-- Search lists only mentors who are listed (verified email, approved, not suspended) and shows their rating:
-- a change of any of these must invalidate cached searches at once, and a change of the listing state also
-- the mentor's calendar (it turns into a 404 for others, or back).
CREATE OR REPLACE FUNCTION users_bump_read_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scopes text[] := '{}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows WHERE role = 'mentor') THEN scopes := ARRAY['mentors']; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows WHERE role = 'mentor') THEN scopes := ARRAY['mentors']; END IF;
    -- A calendar is keyed by the public uuid: a deleted mentor's calendar must turn into a 404.
    scopes := scopes || ARRAY(SELECT 'calendar:' || uuid FROM old_rows);
  ELSE
    IF EXISTS (
      SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.role = 'mentor' OR n.role = 'mentor')
        AND (o.role, o.uuid, o.email, o.user_name, o.search_name, o.image, o.image_id, o.headline, o.bio, o.languages,
             o.email_verified_at IS NULL, o.mentor_status, o.suspended_at IS NULL, o.rating_average, o.rating_count)
          IS DISTINCT FROM (n.role, n.uuid, n.email, n.user_name, n.search_name, n.image, n.image_id, n.headline, n.bio, n.languages,
             n.email_verified_at IS NULL, n.mentor_status, n.suspended_at IS NULL, n.rating_average, n.rating_count)
    ) THEN
      scopes := ARRAY['mentors'];
    END IF;
    -- Renamed users first: the planner otherwise ran the bookings lookup for every updated row (a token
    -- spent, the search rankings) and filtered afterwards.
    scopes := scopes || ARRAY(
      WITH renamed AS MATERIALIZED (
        SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.uuid, o.user_name, o.image_id) IS DISTINCT FROM (n.uuid, n.user_name, n.image_id))
      SELECT 'sessions:' || participant.id
      FROM renamed r
      CROSS JOIN LATERAL (
        SELECT r.id
        UNION
        SELECT CASE WHEN b.mentor_id = r.id THEN b.mentee_id ELSE b.mentor_id END
        FROM bookings b
        WHERE (b.mentor_id = r.id OR b.mentee_id = r.id) AND b.status = 'confirmed'
      ) AS participant(id)
    );
    scopes := scopes || ARRAY(
      SELECT 'calendar:' || u.uuid FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.uuid), (n.uuid)) AS u(uuid)
      WHERE o.uuid IS DISTINCT FROM n.uuid
        OR (o.role, o.email_verified_at IS NULL, o.mentor_status, o.suspended_at IS NULL)
          IS DISTINCT FROM (n.role, n.email_verified_at IS NULL, n.mentor_status, n.suspended_at IS NULL)
    );
  END IF;
  PERFORM bump_read_versions(scopes);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A review an admin hides leaves the mentor's rating in the same transaction (the feedback update trigger
-- calls this for every changed review).
CREATE OR REPLACE FUNCTION refresh_mentor_rankings(mentor_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(mentor_ids) = 0 THEN
    RETURN;
  END IF;
  -- Lock first, in id order: the UPDATE is a new statement whose snapshot then includes every concurrent
  -- writer that held the row before us. Without it two writers could each store figures missing the
  -- other's row. NO KEY UPDATE does not conflict with the KEY SHARE locks foreign keys take.
  PERFORM 1 FROM users WHERE id = ANY (mentor_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users u SET rating_average = rating.average, rating_count = rating.count, next_free_at = free.start_at
  FROM (SELECT DISTINCT id FROM unnest(mentor_ids) AS id) m
  CROSS JOIN LATERAL (
    SELECT round(avg(f.rating), 1)::float8 AS average, count(f.rating)::int AS count
    FROM bookings b JOIN feedback f ON f.booking_id = b.id AND f.author_role = 'mentee'
    WHERE b.mentor_id = m.id AND f.rating IS NOT NULL AND f.hidden_at IS NULL) rating
  LEFT JOIN LATERAL (
    SELECT s.start_at FROM slots s
    WHERE s.mentor_id = m.id AND s.start_at > now()
      AND NOT EXISTS (
        SELECT 1 FROM bookings b WHERE b.slot_id = s.id AND b.status IN ('pending', 'confirmed')
          AND (b.status = 'confirmed' OR b.hold_expires_at IS NULL OR b.hold_expires_at > now()))
    ORDER BY s.start_at LIMIT 1) free ON true
  WHERE u.id = m.id
    AND (u.rating_average, u.rating_count, u.next_free_at) IS DISTINCT FROM (rating.average, rating.count, free.start_at);
END $$;
