-- Lessons: a tutor's weekly availability, and bookings with a time (see "Lessons" in
-- docs/decisions.md). Every existing booking stays valid as an untimed booking: the new columns
-- are NULL on it, and its one-per-learner-per-tutorial rule now covers untimed bookings only.
-- btree_gist lets one exclusion constraint combine `tutor_uid WITH =` with a range overlap. It is
-- a trusted extension (PostgreSQL ≥ 13); PGlite loads it from @electric-sql/pglite/contrib (see
-- server/db/connect.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- One availability per tutor (user), shared by all of their tutorials. `weekly` and `exceptions`
-- hold the contract's shapes as validated on the way in; wall-clock times in `time_zone`.
CREATE TABLE availability (
  uid        text PRIMARY KEY,
  time_zone  text NOT NULL,
  weekly     jsonb NOT NULL DEFAULT '[]',
  exceptions jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE bookings
  ADD COLUMN start_at     timestamptz,
  ADD COLUMN end_at       timestamptz,
  ADD COLUMN status       text,
  -- The tutorial's owner at booking time: the one calendar the lesson occupies.
  ADD COLUMN tutor_uid    text,
  ADD COLUMN learner_name text,
  -- The tutor's reason when they decline or cancel, shown to the learner.
  ADD COLUMN reason       text,
  ADD COLUMN updated_at   timestamptz NOT NULL DEFAULT now();

UPDATE bookings SET tutor_uid = t.user_id FROM tutorials t WHERE t.id = bookings.tutor_id;

ALTER TABLE bookings
  ADD CONSTRAINT bookings_status_known
    CHECK (status IN ('requested', 'confirmed', 'declined', 'cancelled', 'expired')),
  -- A lesson has all three, an untimed booking none.
  ADD CONSTRAINT bookings_timed_whole
    CHECK ((start_at IS NULL) = (end_at IS NULL) AND (start_at IS NULL) = (status IS NULL)),
  ADD CONSTRAINT bookings_ends_after_start CHECK (end_at > start_at),
  ADD CONSTRAINT bookings_lesson_people
    CHECK (start_at IS NULL OR (tutor_uid IS NOT NULL AND learner_name IS NOT NULL)),
  -- No double booking, by construction: two live lessons of one tutor never overlap. A second
  -- INSERT racing the first waits for it and then fails (SQLSTATE 23P01), whatever the code did.
  ADD CONSTRAINT bookings_no_double_booking
    EXCLUDE USING gist (tutor_uid WITH =, tstzrange(start_at, end_at) WITH &&)
    WHERE (status IN ('requested', 'confirmed'));

-- One untimed booking per learner per tutorial, as before; each lesson is a booking of its own.
ALTER TABLE bookings DROP CONSTRAINT bookings_user_id_tutor_id_key;
CREATE UNIQUE INDEX bookings_untimed_once ON bookings (user_id, tutor_id) WHERE start_at IS NULL;

-- A tutor's lessons and a learner's lessons, by time; the requests the expiry sweep looks at.
CREATE INDEX bookings_tutor_lessons ON bookings (tutor_uid, start_at) WHERE start_at IS NOT NULL;
CREATE INDEX bookings_learner_lessons ON bookings (user_id, start_at) WHERE start_at IS NOT NULL;
CREATE INDEX bookings_requested ON bookings (start_at) WHERE status = 'requested';
