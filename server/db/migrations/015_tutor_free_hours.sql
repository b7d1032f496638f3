-- The hours that suit a learner (docs/decisions.md, "The hours that suit"): per tutor, the starts
-- of their free 60-minute slots (LESSONS.md's rules, daylight saving included) over the next 15
-- days, as one bit per quarter hour of the 16 whole UTC days from `first_day` (days since 1970):
-- bit i set when a free slot starts at quarter hour first_day * 96 + i. A learner's days and hours
-- in their zone become a mask of the same bits, and a tutor matches when the two share a set bit:
-- a test of constant cost per tutor, whatever their calendar holds. Rewritten for a tutor after
-- every change of their availability or lessons, and by the sweep for every row older than a day.
CREATE TABLE tutor_free_hours (
  uid         text PRIMARY KEY,
  first_day   integer NOT NULL,
  free        bit(1536) NOT NULL,
  computed_at timestamptz NOT NULL
);
CREATE INDEX tutor_free_hours_computed ON tutor_free_hours (computed_at);
