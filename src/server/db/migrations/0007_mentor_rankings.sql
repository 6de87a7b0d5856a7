ALTER TABLE "users" ADD COLUMN "rating_average" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "next_free_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_mentor_rank_idx" ON "users" USING btree ("rating_average" desc nulls last,"rating_count" desc,"next_free_at" asc nulls last,"search_name" collate "C","user_name" collate "C","uuid") WHERE "users"."role" = 'mentor';--> statement-breakpoint
CREATE INDEX "users_mentor_next_free_idx" ON "users" USING btree ("next_free_at") WHERE "users"."role" = 'mentor' and "users"."next_free_at" is not null;--> statement-breakpoint
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
    );
  END IF;
  PERFORM bump_read_versions(scopes);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Search ranks mentors by their mentee ratings and first free slot (decision 086). Computing those for
-- every match on each search cost ~5 000 index walks at 10 000 mentors; here they are kept per mentor by
-- the writing transaction, so a search reads the first page of users_mentor_rank_idx.
CREATE FUNCTION refresh_mentor_rankings(mentor_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
    WHERE b.mentor_id = m.id AND f.rating IS NOT NULL) rating
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
--> statement-breakpoint
CREATE FUNCTION slots_refresh_mentor_rankings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_mentor_rankings(ARRAY(SELECT mentor_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_mentor_rankings(ARRAY(SELECT mentor_id FROM old_rows));
  ELSE
    PERFORM refresh_mentor_rankings(ARRAY(SELECT mentor_id FROM new_rows UNION SELECT mentor_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER slots_mentor_rankings_insert AFTER INSERT ON slots REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION slots_refresh_mentor_rankings();
--> statement-breakpoint
CREATE TRIGGER slots_mentor_rankings_update AFTER UPDATE ON slots REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION slots_refresh_mentor_rankings();
--> statement-breakpoint
CREATE TRIGGER slots_mentor_rankings_delete AFTER DELETE ON slots REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION slots_refresh_mentor_rankings();
--> statement-breakpoint
-- Only a booking's status or hold changes whether its slot is free; a skill or notice change does not.
CREATE FUNCTION bookings_refresh_mentor_rankings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_mentor_rankings(ARRAY(SELECT mentor_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_mentor_rankings(ARRAY(SELECT mentor_id FROM old_rows));
  ELSE
    PERFORM refresh_mentor_rankings(ARRAY(
      SELECT n.mentor_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.status, o.hold_expires_at, o.slot_id) IS DISTINCT FROM (n.status, n.hold_expires_at, n.slot_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_mentor_rankings_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_refresh_mentor_rankings();
--> statement-breakpoint
CREATE TRIGGER bookings_mentor_rankings_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_refresh_mentor_rankings();
--> statement-breakpoint
CREATE TRIGGER bookings_mentor_rankings_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_refresh_mentor_rankings();
--> statement-breakpoint
CREATE FUNCTION feedback_refresh_mentor_rankings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_mentor_rankings(ARRAY(
      SELECT b.mentor_id FROM new_rows f JOIN bookings b ON b.id = f.booking_id WHERE f.author_role = 'mentee'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_mentor_rankings(ARRAY(
      SELECT b.mentor_id FROM old_rows f JOIN bookings b ON b.id = f.booking_id WHERE f.author_role = 'mentee'));
  ELSE
    PERFORM refresh_mentor_rankings(ARRAY(
      SELECT b.mentor_id FROM new_rows f JOIN bookings b ON b.id = f.booking_id WHERE f.author_role = 'mentee'
      UNION SELECT b.mentor_id FROM old_rows f JOIN bookings b ON b.id = f.booking_id WHERE f.author_role = 'mentee'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER feedback_mentor_rankings_insert AFTER INSERT ON feedback REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_refresh_mentor_rankings();
--> statement-breakpoint
CREATE TRIGGER feedback_mentor_rankings_update AFTER UPDATE ON feedback REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_refresh_mentor_rankings();
--> statement-breakpoint
CREATE TRIGGER feedback_mentor_rankings_delete AFTER DELETE ON feedback REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_refresh_mentor_rankings();
--> statement-breakpoint
SELECT refresh_mentor_rankings(ARRAY(
  SELECT mentor_id FROM slots UNION SELECT mentor_id FROM bookings));
