CREATE TABLE "read_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Versions of cached reads (src/server/read-cache/read-cache.ts), bumped by statement-level triggers in the
-- writing transaction: every writer on every instance is covered, and a reader that sees a write's commit
-- sees its bump. Scopes are locked in sorted order so two writers bumping the same pair cannot deadlock.
CREATE FUNCTION bump_read_versions(scopes text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO read_versions (scope, version)
  SELECT DISTINCT scope, 1 FROM unnest(scopes) AS scope WHERE scope IS NOT NULL ORDER BY 1
  ON CONFLICT (scope) DO UPDATE SET version = read_versions.version + 1
$$;
--> statement-breakpoint
-- Search lists mentors (name, email, image, acting role) with their skills, catalogue skills and categories.
-- A name change also changes the session lists of everyone who has a confirmed session with that user.
CREATE FUNCTION users_bump_read_versions() RETURNS trigger LANGUAGE plpgsql AS $$
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
        AND (o.role, o.uuid, o.email, o.user_name, o.search_name, o.image)
          IS DISTINCT FROM (n.role, n.uuid, n.email, n.user_name, n.search_name, n.image)
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
      WHERE (o.uuid, o.user_name) IS DISTINCT FROM (n.uuid, n.user_name)
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
CREATE TRIGGER users_read_versions_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_bump_read_versions();
--> statement-breakpoint
CREATE TRIGGER users_read_versions_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_bump_read_versions();
--> statement-breakpoint
CREATE TRIGGER users_read_versions_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_bump_read_versions();
--> statement-breakpoint
CREATE FUNCTION bump_mentors_read_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_read_versions(ARRAY['mentors']);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_skills_read_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_skills
  FOR EACH STATEMENT EXECUTE FUNCTION bump_mentors_read_version();
--> statement-breakpoint
CREATE TRIGGER proto_skills_read_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON proto_skills
  FOR EACH STATEMENT EXECUTE FUNCTION bump_mentors_read_version();
--> statement-breakpoint
CREATE TRIGGER skill_categories_read_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON skill_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_mentors_read_version();
--> statement-breakpoint
-- A mentor's calendar is their slots and the bookings occupying them, keyed by the mentor's public uuid
-- (what the request names, so reading the version needs no lookup of the mentor).
CREATE FUNCTION slots_bump_read_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scopes text[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    scopes := scopes || ARRAY(SELECT 'calendar:' || u.uuid FROM new_rows r JOIN users u ON u.id = r.mentor_id);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    scopes := scopes || ARRAY(SELECT 'calendar:' || u.uuid FROM old_rows r JOIN users u ON u.id = r.mentor_id);
  END IF;
  PERFORM bump_read_versions(scopes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER slots_read_versions_insert AFTER INSERT ON slots REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION slots_bump_read_versions();
--> statement-breakpoint
CREATE TRIGGER slots_read_versions_update AFTER UPDATE ON slots REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION slots_bump_read_versions();
--> statement-breakpoint
CREATE TRIGGER slots_read_versions_delete AFTER DELETE ON slots REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION slots_bump_read_versions();
--> statement-breakpoint
-- Every booking change touches its mentor's calendar; one that is or was confirmed also touches both
-- participants' session lists (those list confirmed bookings only; holds and payments do not show there).
CREATE FUNCTION bookings_bump_read_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scopes text[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    scopes := scopes || ARRAY(
      SELECT scope FROM new_rows r CROSS JOIN LATERAL (VALUES
        ('calendar:' || (SELECT u.uuid FROM users u WHERE u.id = r.mentor_id)),
        (CASE WHEN r.status = 'confirmed' THEN 'sessions:' || r.mentor_id END),
        (CASE WHEN r.status = 'confirmed' THEN 'sessions:' || r.mentee_id END)) AS s(scope));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    scopes := scopes || ARRAY(
      SELECT scope FROM old_rows r CROSS JOIN LATERAL (VALUES
        ('calendar:' || (SELECT u.uuid FROM users u WHERE u.id = r.mentor_id)),
        (CASE WHEN r.status = 'confirmed' THEN 'sessions:' || r.mentor_id END),
        (CASE WHEN r.status = 'confirmed' THEN 'sessions:' || r.mentee_id END)) AS s(scope));
  END IF;
  PERFORM bump_read_versions(scopes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_read_versions_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_bump_read_versions();
--> statement-breakpoint
CREATE TRIGGER bookings_read_versions_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_bump_read_versions();
--> statement-breakpoint
CREATE TRIGGER bookings_read_versions_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_bump_read_versions();
--> statement-breakpoint
-- Session lists show whether the caller has given feedback on each session.
CREATE FUNCTION feedback_bump_read_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scopes text[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    scopes := scopes || ARRAY(
      SELECT 'sessions:' || p.participant FROM new_rows f JOIN bookings b ON b.id = f.booking_id
      CROSS JOIN LATERAL (VALUES (b.mentor_id), (b.mentee_id)) AS p(participant));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    scopes := scopes || ARRAY(
      SELECT 'sessions:' || p.participant FROM old_rows f JOIN bookings b ON b.id = f.booking_id
      CROSS JOIN LATERAL (VALUES (b.mentor_id), (b.mentee_id)) AS p(participant));
  END IF;
  PERFORM bump_read_versions(scopes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER feedback_read_versions_insert AFTER INSERT ON feedback REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_bump_read_versions();
--> statement-breakpoint
CREATE TRIGGER feedback_read_versions_update AFTER UPDATE ON feedback REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_bump_read_versions();
--> statement-breakpoint
CREATE TRIGGER feedback_read_versions_delete AFTER DELETE ON feedback REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_bump_read_versions();
