-- The hours that suit a learner (docs/decisions.md, "The hours that suit"): per tutor, the starts
-- of their free 60-minute slots (LESSONS.md's rules, daylight saving included) over the next
-- FREE_HOURS_DAYS days, each as the number of the quarter hour since 1970 (UTC) it begins. A
-- learner's days and hours in their zone become the set of quarter hours they cover in the next
-- 14 days, and a tutor matches when the two sets overlap (`&&`, served by the GIN index). Rewritten
-- for a tutor after every change of their availability or lessons, and for every row older than a
-- day by the sweep, so that it always covers 14 days ahead.
CREATE TABLE tutor_free_hours (
  uid         text PRIMARY KEY,
  starts      integer[] NOT NULL,
  computed_at timestamptz NOT NULL
);
CREATE INDEX tutor_free_hours_starts ON tutor_free_hours USING gin (starts);
CREATE INDEX tutor_free_hours_computed ON tutor_free_hours (computed_at);
