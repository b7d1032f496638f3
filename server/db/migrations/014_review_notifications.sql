-- Review notifications (docs/decisions.md, Live notifications): `review-posted` tells a tutor that
-- one of their tutorials was reviewed, `review-replied` tells a reviewer that the tutor answered.
-- They point at a tutorial and a review instead of a lesson, so `lesson_id` may now be null; each
-- row still points at what it is about, as the last CHECK says.
ALTER TABLE notifications ALTER COLUMN lesson_id DROP NOT NULL;

-- A tutorial that goes takes its review notifications with it, as a lesson takes its own.
-- `review_id` has a foreign key too (reviews.id is UNIQUE, migration 013): a review its author
-- deleted takes its notifications along, since there is nothing left to show for them (neither
-- the words nor the reviewer's name), and the link would lead to a tutorial without it.
ALTER TABLE notifications
  ADD COLUMN tutorial_id uuid REFERENCES tutorials (id) ON DELETE CASCADE,
  ADD COLUMN review_id   uuid REFERENCES reviews (id) ON DELETE CASCADE;

ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'lesson-requested', 'lesson-confirmed', 'lesson-declined', 'lesson-cancelled',
  'review-posted', 'review-replied'));
-- A lesson notification names its lesson; a review notification its tutorial and review.
ALTER TABLE notifications ADD CONSTRAINT notifications_subject_check CHECK (
  (type LIKE 'lesson-%' AND lesson_id IS NOT NULL)
  OR (type LIKE 'review-%' AND tutorial_id IS NOT NULL AND review_id IS NOT NULL));

-- ON DELETE CASCADE from tutorials and from reviews looks rows up by these; lesson notifications
-- (null in both) stay out of the indexes.
CREATE INDEX notifications_tutorial ON notifications (tutorial_id) WHERE tutorial_id IS NOT NULL;
CREATE INDEX notifications_review ON notifications (review_id) WHERE review_id IS NOT NULL;
