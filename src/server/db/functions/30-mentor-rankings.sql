-- Search ranks mentors by their mentee ratings and first free slot (decision 086). Computing those for
-- every match on each search cost ~5 000 index walks at 10 000 mentors; here they are kept per mentor by
-- the writing transaction, so a search reads the first page of users_mentor_rank_idx.

-- A review an admin hides leaves the mentor's rating in the same transaction; the next free time follows
-- the same rule as the calendar (booking_is_live, slot_hidden_reason).
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
      AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.slot_id = s.id AND booking_is_live(b.status, b.hold_expires_at, now()))
      AND slot_hidden_reason(s.mentor_id, s.id, s.start_at, s.end_at, now()) IS NULL
    ORDER BY s.start_at LIMIT 1) free ON true
  WHERE u.id = m.id
    AND (u.rating_average, u.rating_count, u.next_free_at) IS DISTINCT FROM (rating.average, rating.count, free.start_at);
END $$;

-- Only a booking's status or hold changes whether its slot is free; a skill or notice change does not.
CREATE OR REPLACE FUNCTION bookings_refresh_mentor_rankings() RETURNS trigger LANGUAGE plpgsql AS $$
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

SELECT attach_statement_triggers('bookings', 'bookings_mentor_rankings', 'bookings_refresh_mentor_rankings');

-- Feedback changes the session lists of both participants (each shows whether its caller gave feedback),
-- and a mentee's review (its rating, or an admin hiding it) moves the mentor's rating.
CREATE OR REPLACE FUNCTION feedback_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  booking_ids uuid[] := '{}';
  reviewed_ids uuid[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT booking_ids || ARRAY(SELECT booking_id FROM new_rows),
           reviewed_ids || ARRAY(SELECT booking_id FROM new_rows WHERE author_role = 'mentee')
      INTO booking_ids, reviewed_ids;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT booking_ids || ARRAY(SELECT booking_id FROM old_rows),
           reviewed_ids || ARRAY(SELECT booking_id FROM old_rows WHERE author_role = 'mentee')
      INTO booking_ids, reviewed_ids;
  END IF;
  PERFORM refresh_mentor_rankings(ARRAY(SELECT DISTINCT b.mentor_id FROM bookings b WHERE b.id = ANY (reviewed_ids)));
  PERFORM bump_read_versions(ARRAY(
    SELECT 'sessions:' || p.participant FROM bookings b
    CROSS JOIN LATERAL (VALUES (b.mentor_id), (b.mentee_id)) AS p(participant)
    WHERE b.id = ANY (booking_ids)));
  RETURN NULL;
END $$;

-- Feedback had a trigger function per concern until both were merged above.
SELECT retire_statement_triggers('feedback', 'feedback_read_versions', 'feedback_bump_read_versions');
SELECT retire_statement_triggers('feedback', 'feedback_mentor_rankings', 'feedback_refresh_mentor_rankings');
SELECT attach_statement_triggers('feedback', 'feedback_changed', 'feedback_changed');

-- Slots, rules and busy times change what a mentor's calendar offers and their next free time. The
-- ranking first, then the calendar's version: the order the bookings triggers take the same locks in.
CREATE OR REPLACE FUNCTION mentor_offer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mentor_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    mentor_ids := ARRAY(SELECT DISTINCT mentor_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    mentor_ids := ARRAY(SELECT DISTINCT mentor_id FROM old_rows);
  ELSE
    mentor_ids := ARRAY(SELECT mentor_id FROM new_rows UNION SELECT mentor_id FROM old_rows);
  END IF;
  PERFORM refresh_mentor_rankings(mentor_ids);
  PERFORM bump_read_versions(ARRAY(SELECT 'calendar:' || u.uuid FROM users u WHERE u.id = ANY (mentor_ids)));
  RETURN NULL;
END $$;

-- Slots had a trigger function for the calendar's version and one for the next free time until both were
-- merged into this one.
SELECT retire_statement_triggers('slots', 'slots_read_versions', 'slots_bump_read_versions');
SELECT retire_statement_triggers('slots', 'slots_mentor_rankings', 'slots_refresh_mentor_rankings');
SELECT attach_statement_triggers('slots', 'slots_offer', 'mentor_offer_changed');
SELECT attach_statement_triggers('booking_rules', 'booking_rules_offer', 'mentor_offer_changed');
SELECT attach_statement_triggers('busy_intervals', 'busy_intervals_offer', 'mentor_offer_changed');
