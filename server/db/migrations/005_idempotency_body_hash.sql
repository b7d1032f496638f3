-- The hash of the request body an Idempotency-Key was first used with, so that the same key sent
-- with another body is refused (422) instead of replaying an answer to a different request.
-- Rows from before this migration keep NULL, which matches any body.
ALTER TABLE idempotency_keys ADD COLUMN body_hash text;
