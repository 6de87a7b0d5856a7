-- Which bookings occupy their slot, and which free slots are offered to mentees.

-- A booking that still occupies its slot: confirmed, or pending with time left on its hold. The same rule
-- as isLiveBooking in src/server/calendar/live-booking.ts (live-booking.test.ts checks they agree).
-- A one-expression SQL function: the planner inlines it, so an index on status still serves.
CREATE OR REPLACE FUNCTION booking_is_live(p_status text, p_hold_expires_at timestamptz, p_now timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_status IN ('pending', 'confirmed')
    AND (p_status = 'confirmed' OR p_hold_expires_at IS NULL OR p_hold_expires_at > p_now)
$$;

-- Whether a live booking of the mentor (other than one on the slot itself, and than `p_except`, a booking
-- being moved) lies within `buffer` of the interval: the buffer rule, shared by what is offered
-- (slot_hidden_reason) and what may be booked or moved to (the trigger).
CREATE OR REPLACE FUNCTION booking_within_buffer(p_mentor uuid, p_slot uuid, p_start timestamptz, p_end timestamptz,
  p_buffer integer, p_now timestamptz, p_except uuid)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT p_buffer > 0 AND EXISTS (
    SELECT 1 FROM bookings b
    WHERE b.mentor_id = p_mentor AND b.slot_id IS DISTINCT FROM p_slot AND b.id IS DISTINCT FROM p_except
      AND booking_is_live(b.status, b.hold_expires_at, p_now)
      AND b.start_at < p_end + make_interval(mins => p_buffer)
      AND b.end_at > p_start - make_interval(mins => p_buffer))
$$;

-- Why a free slot is not offered to mentees, or null: it starts sooner than the mentor's minimum notice,
-- overlaps a busy time of one of their calendars, or lies within the buffer of another live booking.
-- The one statement of this rule: calendar reads, search, weekly hours, booking, reschedule and the rankings
-- use it. `p_except`: a booking being moved, whose own buffer does not count against its new slot.
-- PL/pgSQL, not SQL: a SQL function with subqueries is never inlined, and PostgreSQL set its body up again
-- at each call, about 0.3 ms, so a search page that checks ~150 slots spent 40 of its 60 ms here. PL/pgSQL
-- keeps its statements' plans for the connection's life. STABLE: it reads with the caller's snapshot.
CREATE OR REPLACE FUNCTION slot_hidden_reason(p_mentor uuid, p_slot uuid, p_start timestamptz, p_end timestamptz,
  p_now timestamptz, p_except uuid DEFAULT NULL)
RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  notice_hours integer;
  buffer integer;
BEGIN
  SELECT r.min_notice_hours, r.buffer_minutes INTO notice_hours, buffer FROM booking_rules r WHERE r.mentor_id = p_mentor;
  IF p_start <= p_now + make_interval(hours => coalesce(notice_hours, 0)) THEN
    RETURN 'notice';
  END IF;
  IF EXISTS (SELECT 1 FROM busy_intervals bi
             WHERE bi.mentor_id = p_mentor AND bi.start_at < p_end AND bi.end_at > p_start) THEN
    RETURN 'busy';
  END IF;
  IF coalesce(buffer, 0) > 0 AND booking_within_buffer(p_mentor, p_slot, p_start, p_end, buffer, p_now, p_except) THEN
    RETURN 'buffer';
  END IF;
  RETURN NULL;
END $$;

-- The buffer under concurrency: two mentees booking neighbouring slots at once would each miss the other's
-- uncommitted row. A mentor with a buffer has their live-booking writes serialised by a transaction-level
-- advisory lock; the check after it is a new statement, so it sees the booking that held the lock before.
CREATE OR REPLACE FUNCTION bookings_enforce_buffer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  buffer integer;
BEGIN
  IF NEW.status NOT IN ('pending', 'confirmed') OR NEW.mentor_id IS NULL THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.start_at, OLD.end_at, OLD.slot_id) IS NOT DISTINCT FROM (NEW.start_at, NEW.end_at, NEW.slot_id)
     AND OLD.status IN ('pending', 'confirmed') THEN
    RETURN NEW;
  END IF;
  SELECT r.buffer_minutes INTO buffer FROM booking_rules r WHERE r.mentor_id = NEW.mentor_id;
  IF coalesce(buffer, 0) = 0 THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('booking_buffer:' || NEW.mentor_id::text, 0));
  IF booking_within_buffer(NEW.mentor_id, NEW.slot_id, NEW.start_at, NEW.end_at, buffer, now(), NEW.id) THEN
    RAISE EXCEPTION 'booking within the buffer of another session'
      USING ERRCODE = '23P01', CONSTRAINT = 'bookings_mentor_buffer';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER bookings_enforce_buffer BEFORE INSERT OR UPDATE OF status, start_at, end_at, slot_id ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_enforce_buffer();
