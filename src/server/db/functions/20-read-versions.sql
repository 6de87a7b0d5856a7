-- Versions of cached reads (src/server/machinery/read-cache), bumped by statement-level triggers in the
-- writing transaction: every writer on every instance is covered, and a reader that sees a write's commit
-- sees its bump. Scopes: `mentors` (search), `calendar:<mentor uuid>`, `sessions:<user id>`.
-- What each cached route reads is checked against these triggers by read-cache/cache-columns.test.ts.

-- Scopes are locked in sorted order so two writers bumping the same pair cannot deadlock.
CREATE OR REPLACE FUNCTION bump_read_versions(scopes text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO read_versions (scope, version)
  SELECT DISTINCT scope, 1 FROM unnest(scopes) AS scope WHERE scope IS NOT NULL ORDER BY 1
  ON CONFLICT (scope) DO UPDATE SET version = read_versions.version + 1
$$;

-- Search lists only mentors who are listed (verified email, approved, not suspended) with their name, email,
-- picture, profile fields and rating: a change of any of these invalidates cached searches at once, and a
-- change of the listing state also the mentor's calendar (it turns into a 404 for others, or back). Session
-- cards show the other participant's name and picture.
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
    -- A mentor's own calendar names the mentee of each booked slot.
    scopes := scopes || ARRAY(
      SELECT DISTINCT 'calendar:' || mentor.uuid
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN bookings b ON b.mentee_id = n.id AND b.status IN ('pending', 'confirmed')
      JOIN users mentor ON mentor.id = b.mentor_id
      WHERE o.user_name IS DISTINCT FROM n.user_name
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

SELECT attach_statement_triggers('users', 'users_read_versions', 'users_bump_read_versions');

-- Search lists every mentor's skills, with the catalogue's skill names and categories.
CREATE OR REPLACE FUNCTION bump_mentors_read_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_read_versions(ARRAY['mentors']);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER user_skills_read_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_skills
  FOR EACH STATEMENT EXECUTE FUNCTION bump_mentors_read_version();
CREATE OR REPLACE TRIGGER proto_skills_read_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON proto_skills
  FOR EACH STATEMENT EXECUTE FUNCTION bump_mentors_read_version();
CREATE OR REPLACE TRIGGER skill_categories_read_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON skill_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_mentors_read_version();

-- A mentor's calendar is their slots and the bookings occupying them, keyed by the mentor's public uuid
-- (what the request names, so reading the version needs no lookup of the mentor). Slot changes bump it
-- through `mentor_offer_changed` (30-mentor-rankings.sql), which also moves the mentor's next free time.

-- The scopes one booking row is part of: its mentor's calendar and, when confirmed, both participants'
-- session lists (those list confirmed bookings only; holds and payments do not show there).
CREATE OR REPLACE FUNCTION booking_read_scopes(p_mentor uuid, p_mentee uuid, p_status text) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT ARRAY['calendar:' || (SELECT u.uuid FROM users u WHERE u.id = p_mentor)]
    || CASE WHEN p_status = 'confirmed' THEN ARRAY['sessions:' || p_mentor, 'sessions:' || p_mentee] ELSE '{}' END
$$;

-- Every booking change touches its mentor's calendar and, before or after, the session lists.
CREATE OR REPLACE FUNCTION bookings_bump_read_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scopes text[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    scopes := scopes || ARRAY(SELECT unnest(booking_read_scopes(r.mentor_id, r.mentee_id, r.status)) FROM new_rows r);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    scopes := scopes || ARRAY(SELECT unnest(booking_read_scopes(r.mentor_id, r.mentee_id, r.status)) FROM old_rows r);
  END IF;
  PERFORM bump_read_versions(scopes);
  RETURN NULL;
END $$;

SELECT attach_statement_triggers('bookings', 'bookings_read_versions', 'bookings_bump_read_versions');

-- Session lists show whether the caller has given feedback on each session: `feedback_changed`
-- (30-mentor-rankings.sql) bumps them together with the mentor's rating.

-- Session lists show the caller's own notes.
CREATE OR REPLACE FUNCTION session_notes_bump_read_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_read_versions(ARRAY(SELECT 'sessions:' || author_id FROM new_rows));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_read_versions(ARRAY(SELECT 'sessions:' || author_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;

SELECT attach_statement_triggers('session_notes', 'session_notes_read_versions', 'session_notes_bump_read_versions');
