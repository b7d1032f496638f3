-- The bell's notifications (docs/decisions.md, Live notifications). `seq` orders them and is the
-- Server-Sent Events id: a reconnecting client sends the last one it saw and gets what follows.
-- `uid` is the recipient's user id, as users are keyed everywhere else. A lesson that goes takes
-- its notifications with it.
CREATE TABLE notifications (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq        bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  uid        text NOT NULL,
  type       text NOT NULL CHECK (type IN ('lesson-requested', 'lesson-confirmed', 'lesson-declined', 'lesson-cancelled')),
  lesson_id  uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  read       boolean NOT NULL DEFAULT false
);
-- The list (newest first), the unread count and the resume after a seq all read one person's rows.
CREATE INDEX notifications_uid_seq ON notifications (uid, seq DESC);
-- ON DELETE CASCADE from bookings looks rows up by lesson.
CREATE INDEX notifications_lesson ON notifications (lesson_id);
