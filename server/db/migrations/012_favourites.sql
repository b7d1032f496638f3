-- Saved tutors (docs/product.md, API): the tutorials a person keeps in a list of their own, keyed
-- by their uid as everything else is. One row per person per tutorial (saving twice keeps one); a
-- deleted tutorial leaves every list it was in.
CREATE TABLE favourites (
  user_id     text NOT NULL,
  tutorial_id uuid NOT NULL REFERENCES tutorials (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, tutorial_id)
);
-- A person's list, most recently saved first, with the tutorial id as a tie-breaker so the order
-- is stable.
CREATE INDEX favourites_user_recent ON favourites (user_id, created_at DESC, tutorial_id DESC);
-- ON DELETE CASCADE from tutorials looks rows up by tutorial; the primary key leads with the user.
CREATE INDEX favourites_tutorial ON favourites (tutorial_id);
