ALTER TABLE "users" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "booking_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "booking_push" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_push" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_headline_length_check" CHECK (char_length("users"."headline") <= 80);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_bio_length_check" CHECK (char_length("users"."bio") <= 1000);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_languages_count_check" CHECK (cardinality("users"."languages") <= 5);--> statement-breakpoint
-- Search shows a mentor's picture (image_id since 0004) and profile fields: a change to any of them refreshes it, and session cards show the other participant's picture.
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
        AND (o.role, o.uuid, o.email, o.user_name, o.search_name, o.image, o.image_id, o.headline, o.bio, o.languages)
          IS DISTINCT FROM (n.role, n.uuid, n.email, n.user_name, n.search_name, n.image, n.image_id, n.headline, n.bio, n.languages)
    ) THEN
      scopes := ARRAY['mentors'];
    END IF;
    scopes := scopes || ARRAY(
      SELECT 'sessions:' || participant.id
      FROM old_rows o
      JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (
        SELECT n.id
        UNION
        SELECT CASE WHEN b.mentor_id = n.id THEN b.mentee_id ELSE b.mentor_id END
        FROM bookings b
        WHERE (b.mentor_id = n.id OR b.mentee_id = n.id) AND b.status = 'confirmed'
      ) AS participant(id)
      WHERE (o.uuid, o.user_name, o.image_id) IS DISTINCT FROM (n.uuid, n.user_name, n.image_id)
    );
    scopes := scopes || ARRAY(
      SELECT 'calendar:' || u.uuid FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.uuid), (n.uuid)) AS u(uuid)
      WHERE o.uuid IS DISTINCT FROM n.uuid
    );
  END IF;
  PERFORM bump_read_versions(scopes);
  RETURN NULL;
END $$;
