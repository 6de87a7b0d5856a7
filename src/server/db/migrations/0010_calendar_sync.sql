CREATE TABLE "booking_rules" (
	"mentor_id" uuid PRIMARY KEY NOT NULL,
	"min_notice_hours" integer DEFAULT 0 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_rules_notice_check" CHECK ("booking_rules"."min_notice_hours" between 0 and 168),
	CONSTRAINT "booking_rules_buffer_check" CHECK ("booking_rules"."buffer_minutes" in (0, 15, 30, 60))
);
--> statement-breakpoint
CREATE TABLE "busy_intervals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "busy_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_fetched_at" timestamp with time zone,
	"last_error" text,
	"busy_count" integer DEFAULT 0 NOT NULL,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_notes" (
	"booking_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_notes_booking_id_author_id_pk" PRIMARY KEY("booking_id","author_id")
);
--> statement-breakpoint
ALTER TABLE "booking_notices" DROP CONSTRAINT "booking_notices_kind_check";--> statement-breakpoint
DROP INDEX "booking_notices_once";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agenda" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ics_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reschedule_reason" text;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD CONSTRAINT "booking_rules_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busy_intervals" ADD CONSTRAINT "busy_intervals_source_id_busy_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."busy_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busy_intervals" ADD CONSTRAINT "busy_intervals_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busy_sources" ADD CONSTRAINT "busy_sources_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "busy_intervals_mentor_start_idx" ON "busy_intervals" USING btree ("mentor_id","start_at");--> statement-breakpoint
CREATE INDEX "busy_intervals_source_idx" ON "busy_intervals" USING btree ("source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "busy_sources_mentor_url_idx" ON "busy_sources" USING btree ("mentor_id","url");--> statement-breakpoint
CREATE INDEX "busy_sources_next_fetch_idx" ON "busy_sources" USING btree ("next_fetch_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_notices_once_per_sequence" ON "booking_notices" USING btree ("booking_id","recipient_id","kind","channel","sequence");--> statement-breakpoint
ALTER TABLE "booking_notices" ADD CONSTRAINT "booking_notices_kind_check" CHECK ("booking_notices"."kind" in ('confirmed', 'cancelled', 'rescheduled'));--> statement-breakpoint
-- Whether a live booking of the mentor (other than one on the slot itself, and than `p_except`, a booking
-- being moved) lies within `buffer` of the interval: the buffer rule, shared by what is offered
-- (slot_hidden_reason) and what may be booked or moved to (the trigger).
CREATE FUNCTION booking_within_buffer(p_mentor uuid, p_slot uuid, p_start timestamptz, p_end timestamptz, p_buffer integer,
  p_now timestamptz, p_except uuid)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT p_buffer > 0 AND EXISTS (
    SELECT 1 FROM bookings b
    WHERE b.mentor_id = p_mentor AND b.slot_id IS DISTINCT FROM p_slot AND b.id IS DISTINCT FROM p_except
      AND b.status IN ('pending', 'confirmed')
      AND (b.status = 'confirmed' OR b.hold_expires_at IS NULL OR b.hold_expires_at > p_now)
      AND b.start_at < p_end + make_interval(mins => p_buffer)
      AND b.end_at > p_start - make_interval(mins => p_buffer))
$$;
--> statement-breakpoint
-- Why a free slot is not offered to mentees, or null: it starts sooner than the mentor's minimum notice,
-- overlaps a busy time of one of their calendars, or lies within the buffer of another live booking.
-- The one statement of this rule: calendar reads, search, weekly hours, booking, reschedule and the rankings
-- use it. `p_except`: a booking being moved, whose own buffer does not count against its new slot.
CREATE FUNCTION slot_hidden_reason(p_mentor uuid, p_slot uuid, p_start timestamptz, p_end timestamptz, p_now timestamptz,
  p_except uuid DEFAULT NULL)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN p_start <= p_now + make_interval(hours => coalesce(r.min_notice_hours, 0)) THEN 'notice'
    WHEN EXISTS (SELECT 1 FROM busy_intervals bi
                 WHERE bi.mentor_id = p_mentor AND bi.start_at < p_end AND bi.end_at > p_start) THEN 'busy'
    WHEN booking_within_buffer(p_mentor, p_slot, p_start, p_end, coalesce(r.buffer_minutes, 0), p_now, p_except) THEN 'buffer'
  END
  FROM (SELECT 1) one LEFT JOIN booking_rules r ON r.mentor_id = p_mentor
$$;
--> statement-breakpoint
-- The buffer under concurrency: two mentees booking neighbouring slots at once would each miss the other's
-- uncommitted row. A mentor with a buffer has their live-booking writes serialised by a transaction-level
-- advisory lock; the check after it is a new statement, so it sees the booking that held the lock before.
CREATE FUNCTION bookings_enforce_buffer() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER bookings_enforce_buffer BEFORE INSERT OR UPDATE OF status, start_at, end_at, slot_id ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_enforce_buffer();
--> statement-breakpoint
-- The search ranking's next free time follows the same rule as the calendar (slot_hidden_reason).
CREATE OR REPLACE FUNCTION refresh_mentor_rankings(mentor_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(mentor_ids) = 0 THEN
    RETURN;
  END IF;
  -- Lock first, in id order: the UPDATE is a new statement whose snapshot then includes every concurrent
  -- writer that held the row before us. NO KEY UPDATE does not conflict with the KEY SHARE locks foreign keys take.
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
      AND slot_hidden_reason(s.mentor_id, s.id, s.start_at, s.end_at, now()) IS NULL
    ORDER BY s.start_at LIMIT 1) free ON true
  WHERE u.id = m.id
    AND (u.rating_average, u.rating_count, u.next_free_at) IS DISTINCT FROM (rating.average, rating.count, free.start_at);
END $$;
--> statement-breakpoint
-- Rules and busy times change what a mentor's calendar offers and their next free time.
CREATE FUNCTION mentor_offer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM bump_read_versions(ARRAY(SELECT 'calendar:' || u.uuid FROM users u WHERE u.id = ANY (mentor_ids)));
  PERFORM refresh_mentor_rankings(mentor_ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_rules_offer_insert AFTER INSERT ON booking_rules REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mentor_offer_changed();
--> statement-breakpoint
CREATE TRIGGER booking_rules_offer_update AFTER UPDATE ON booking_rules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mentor_offer_changed();
--> statement-breakpoint
CREATE TRIGGER booking_rules_offer_delete AFTER DELETE ON booking_rules REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mentor_offer_changed();
--> statement-breakpoint
CREATE TRIGGER busy_intervals_offer_insert AFTER INSERT ON busy_intervals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mentor_offer_changed();
--> statement-breakpoint
CREATE TRIGGER busy_intervals_offer_update AFTER UPDATE ON busy_intervals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mentor_offer_changed();
--> statement-breakpoint
CREATE TRIGGER busy_intervals_offer_delete AFTER DELETE ON busy_intervals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mentor_offer_changed();
--> statement-breakpoint
-- Session lists show the caller's own notes.
CREATE FUNCTION session_notes_bump_read_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_read_versions(ARRAY(SELECT 'sessions:' || author_id FROM new_rows));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_read_versions(ARRAY(SELECT 'sessions:' || author_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_notes_read_versions_insert AFTER INSERT ON session_notes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_notes_bump_read_versions();
--> statement-breakpoint
CREATE TRIGGER session_notes_read_versions_update AFTER UPDATE ON session_notes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_notes_bump_read_versions();
--> statement-breakpoint
CREATE TRIGGER session_notes_read_versions_delete AFTER DELETE ON session_notes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_notes_bump_read_versions();
