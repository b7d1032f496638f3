-- "My booked tutors" are the bookings made by the caller's uid (bookings.user_id, set from the
-- session at booking time and NOT NULL since 001), never those filed under an e-mail address:
-- two accounts may claim the same address, and an address may change. Nothing to backfill; the
-- list is read by uid, newest first, so it gets the index the e-mail lookup had.
CREATE INDEX bookings_user_recent ON bookings (user_id, created_at DESC, id DESC);
DROP INDEX bookings_email;
