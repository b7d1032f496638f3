-- Reviews with stars and words (docs/product.md, Reviews; docs/decisions.md, Ratings). A review
-- keeps its primary key (one per person per tutorial) and gains an id of its own for its paths,
-- the stars (null: a review without stars, SPEC's body-less PUT), the words, and the tutor's reply.
ALTER TABLE reviews
  ADD COLUMN id               uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN rating           smallint CHECK (rating BETWEEN 1 AND 5),
  ADD COLUMN text             text NOT NULL DEFAULT '',
  ADD COLUMN reviewer_name    text NOT NULL DEFAULT '',
  ADD COLUMN updated_at       timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN reply_text       text,
  ADD COLUMN reply_created_at timestamptz,
  ADD COLUMN reply_updated_at timestamptz;
UPDATE reviews SET updated_at = created_at;
ALTER TABLE reviews ADD CONSTRAINT reviews_id_key UNIQUE (id);

-- A tutorial's page of reviews in each order, and with `rating` (an equality on the second column
-- keeps the newest-first order of the rest). `lowest` puts reviews without stars last as well.
CREATE INDEX reviews_tutorial_recent ON reviews (tutorial_id, created_at DESC, id DESC);
CREATE INDEX reviews_tutorial_highest ON reviews (tutorial_id, rating DESC NULLS LAST, created_at DESC, id DESC);
CREATE INDEX reviews_tutorial_lowest ON reviews (tutorial_id, rating ASC NULLS LAST, created_at DESC, id DESC);
-- A person's own reviews, newest first.
CREATE INDEX reviews_user_recent ON reviews (user_id, created_at DESC, id DESC);

-- The rating of a tutorial, kept exact in the transaction of every review write by the trigger
-- below, never computed by scanning reviews for a list: the sum and the count of the stars, and
-- their mean rounded half up to one decimal (null without stars), indexed for filters and sorts.
ALTER TABLE tutorials
  ADD COLUMN rating_sum   integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
  ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
  ADD COLUMN rating       numeric(2,1);

CREATE FUNCTION reviews_apply() RETURNS trigger AS $$
DECLARE
  d_reviews integer := 0;
  d_sum integer := 0;
  d_count integer := 0;
  target uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    target := NEW.tutorial_id;
    d_reviews := 1;
    d_sum := coalesce(NEW.rating, 0);
    d_count := CASE WHEN NEW.rating IS NULL THEN 0 ELSE 1 END;
  ELSIF TG_OP = 'DELETE' THEN
    target := OLD.tutorial_id;
    d_reviews := -1;
    d_sum := -coalesce(OLD.rating, 0);
    d_count := CASE WHEN OLD.rating IS NULL THEN 0 ELSE -1 END;
  ELSE
    target := NEW.tutorial_id;
    d_sum := coalesce(NEW.rating, 0) - coalesce(OLD.rating, 0);
    d_count := (CASE WHEN NEW.rating IS NULL THEN 0 ELSE 1 END) - (CASE WHEN OLD.rating IS NULL THEN 0 ELSE 1 END);
  END IF;
  -- A tutorial deleted in this statement (ON DELETE CASCADE) is no longer there: nothing to update.
  UPDATE tutorials SET
    review = review + d_reviews,
    rating_sum = rating_sum + d_sum,
    rating_count = rating_count + d_count,
    rating = CASE WHEN rating_count + d_count > 0
      THEN round((rating_sum + d_sum)::numeric / (rating_count + d_count), 1) END
  WHERE id = target;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER reviews_apply_insert_delete AFTER INSERT OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_apply();
CREATE TRIGGER reviews_apply_rating AFTER UPDATE OF rating ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_apply();

-- Filters and sorts of GET /tutorials at 100 000 tutorials (docs/decisions.md, Ratings): top rated
-- (tutorials without stars last, then more ratings, then newest) and by price either way. Each
-- sort ends in newest first, so a backward scan of the ascending price index cannot serve highest
-- price first: that order has its own index (tests/server/db/tutorials-filters-explain.pg.test.ts).
-- The top-rated index carries the price, so the capped count of a rating and price filter reads the
-- index alone, never the table.
CREATE INDEX tutorials_top_rated ON tutorials (rating DESC NULLS LAST, rating_count DESC, created_at DESC, id DESC)
  INCLUDE (price);
CREATE INDEX tutorials_price ON tutorials (price, created_at DESC, id DESC);
CREATE INDEX tutorials_price_desc ON tutorials (price DESC, created_at DESC, id DESC);
