-- TutorNest schema. Runs unchanged on PGlite and PostgreSQL.
CREATE TABLE users (
  uid          text PRIMARY KEY,
  display_name text,
  email        text,
  photo_url    text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE profiles (
  uid        text PRIMARY KEY,
  name       text NOT NULL DEFAULT '',
  headline   text NOT NULL DEFAULT '',
  location   text NOT NULL DEFAULT '',
  email      text NOT NULL DEFAULT '',
  bio        text NOT NULL DEFAULT '',
  skills     text[] NOT NULL DEFAULT '{}',
  avatar     text NOT NULL DEFAULT '',
  banner     text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE education (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uid        text NOT NULL,
  degree     text NOT NULL,
  school     text NOT NULL DEFAULT '',
  year       text NOT NULL DEFAULT '',
  position   bigserial,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX education_uid ON education (uid, position);

CREATE TABLE experience (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uid         text NOT NULL,
  role        text NOT NULL,
  company     text NOT NULL DEFAULT '',
  duration    text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  position    bigserial,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX experience_uid ON experience (uid, position);

CREATE TABLE tutorials (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      text NOT NULL,
  user_name    text NOT NULL,
  email        text NOT NULL,
  image        text NOT NULL,
  language     text NOT NULL,
  language_key text NOT NULL,
  price        numeric(10,2) NOT NULL CHECK (price >= 0),
  description  text NOT NULL,
  review       integer NOT NULL DEFAULT 0 CHECK (review >= 0),
  created_at   timestamptz NOT NULL DEFAULT now()
);
-- Newest first, with the id as a tie-breaker so paging is stable.
CREATE INDEX tutorials_recent ON tutorials (created_at DESC, id DESC);
CREATE INDEX tutorials_language_recent ON tutorials (language_key, created_at DESC, id DESC);
CREATE INDEX tutorials_user_recent ON tutorials (user_id, created_at DESC, id DESC);

-- Exact totals without counting rows: one row per language, kept by triggers.
CREATE TABLE tutorial_counts (
  language_key text PRIMARY KEY,
  tutorials    bigint NOT NULL DEFAULT 0,
  reviews      bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION tutorial_counts_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE tutorial_counts SET tutorials = tutorials - 1, reviews = reviews - OLD.review
      WHERE language_key = OLD.language_key;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO tutorial_counts (language_key, tutorials, reviews) VALUES (NEW.language_key, 1, NEW.review)
      ON CONFLICT (language_key) DO UPDATE
      SET tutorials = tutorial_counts.tutorials + 1, reviews = tutorial_counts.reviews + EXCLUDED.reviews;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER tutorial_counts_insert_delete AFTER INSERT OR DELETE ON tutorials
  FOR EACH ROW EXECUTE FUNCTION tutorial_counts_apply();
CREATE TRIGGER tutorial_counts_update AFTER UPDATE OF language_key, review ON tutorials
  FOR EACH ROW EXECUTE FUNCTION tutorial_counts_apply();

CREATE TABLE bookings (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tutor_id    uuid NOT NULL REFERENCES tutorials (id) ON DELETE CASCADE,
  user_id     text NOT NULL,
  image       text NOT NULL,
  language    text NOT NULL,
  price       numeric(10,2) NOT NULL,
  tutor_email text NOT NULL,
  email       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, tutor_id)
);
CREATE INDEX bookings_email ON bookings (lower(email), created_at DESC);

CREATE TABLE reviews (
  tutorial_id uuid NOT NULL REFERENCES tutorials (id) ON DELETE CASCADE,
  user_id     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tutorial_id, user_id)
);

CREATE TABLE idempotency_keys (
  user_id     text NOT NULL,
  key         text NOT NULL,
  method      text NOT NULL,
  path        text NOT NULL,
  status      integer,
  body        text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
