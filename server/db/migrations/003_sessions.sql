-- Server-side sessions: the cookie names a row here, so logout and account checks can end it.
-- Times are written by the server's clock (not now()) so that expiry is judged by one clock.
CREATE TABLE sessions (
  id           text PRIMARY KEY,
  user_id      text NOT NULL,
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  checked_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
-- The periodic purge looks for sessions idle too long, or revoked.
CREATE INDEX sessions_last_seen ON sessions (last_seen_at);
CREATE INDEX sessions_revoked ON sessions (revoked_at) WHERE revoked_at IS NOT NULL;
