-- A learner's lesson requests waiting for an answer, counted before each new one against the caps
-- on waiting requests (see "Lessons" in docs/decisions.md).
CREATE INDEX bookings_learner_requested ON bookings (user_id, start_at) WHERE status = 'requested';
