-- Messages between two people (docs/product.md, Messages between people; docs/decisions.md,
-- Messages). A conversation is one pair, stored in order (uid_a < uid_b, byte order like the
-- server's, whatever the database's collation), so that UNIQUE keeps one per pair whoever started
-- it. It may name the tutorial it started from; a tutorial that goes leaves the conversation,
-- without it. `created_by` and `created_at` count the new conversations a person started in a day.
CREATE TABLE conversations (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uid_a       text NOT NULL,
  uid_b       text NOT NULL,
  tutorial_id uuid REFERENCES tutorials (id) ON DELETE SET NULL,
  created_by  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT conversations_pair_ordered CHECK (uid_a COLLATE "C" < uid_b COLLATE "C"),
  CONSTRAINT conversations_created_by_member CHECK (created_by IN (uid_a, uid_b)),
  CONSTRAINT conversations_pair_key UNIQUE (uid_a, uid_b)
);
-- The daily limit on new conversations: one person's starts of the last 24 hours, newest first.
CREATE INDEX conversations_created_by ON conversations (created_by, created_at);
-- ON DELETE SET NULL from tutorials looks rows up by tutorial; most conversations name none.
CREATE INDEX conversations_tutorial ON conversations (tutorial_id) WHERE tutorial_id IS NOT NULL;

-- Each person's side of a conversation, kept in the transaction of every message and read: what
-- they have not read yet (`unread`, a counter, never counted from messages), whether they blocked
-- the other (`blocked_other`), how many messages they sent (`sent`: the first ones to a person who
-- never answered are capped), and the conversation's last activity (`last_at`: its creation, then
-- its latest message). The last activity lives here rather than on `conversations`: the list is
-- read per person, by the index below, and one copy cannot disagree with another.
CREATE TABLE conversation_members (
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  uid             text NOT NULL,
  other_uid       text NOT NULL,
  unread          integer NOT NULL DEFAULT 0 CHECK (unread >= 0),
  blocked_other   boolean NOT NULL DEFAULT false,
  sent            integer NOT NULL DEFAULT 0 CHECK (sent >= 0),
  last_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (conversation_id, uid),
  CHECK (uid <> other_uid)
);
-- A person's conversations, latest activity first (GET /conversations), and their total unread.
CREATE INDEX conversation_members_list ON conversation_members (uid, last_at DESC, conversation_id DESC);

-- Plain text as written (trimmed), in the order the server received it: `seq` orders a
-- conversation and is the key of its pages (never OFFSET).
CREATE TABLE messages (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq             bigint GENERATED ALWAYS AS IDENTITY,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id       text NOT NULL,
  text            text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
  created_at      timestamptz NOT NULL DEFAULT now(),
  read_at         timestamptz
);
-- A page of a conversation (newest first from `before`), and its last message for the list.
CREATE INDEX messages_conversation_seq ON messages (conversation_id, seq DESC);
-- The limit on messages a minute: one sender's messages of the last minute, over all conversations.
CREATE INDEX messages_sender_recent ON messages (sender_id, created_at);
-- Marking read: the messages of one writer in one conversation that were not read yet.
CREATE INDEX messages_unread ON messages (conversation_id, sender_id) WHERE read_at IS NULL;

-- Message events ride the notifications log (docs/decisions.md, Live notifications), so that they
-- reach a person's stream on any instance and a resume after Last-Event-ID finds them: `message`
-- tells the recipient of a new message, `message-read` tells its writer that the other read the
-- conversation (at the row's `created_at`). They are not the bell's: its list, count and marking
-- read leave them out (the partial index below is the bell's).
ALTER TABLE notifications
  ADD COLUMN conversation_id uuid REFERENCES conversations (id) ON DELETE CASCADE,
  ADD COLUMN message_id      uuid REFERENCES messages (id) ON DELETE CASCADE;

ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'lesson-requested', 'lesson-confirmed', 'lesson-declined', 'lesson-cancelled',
  'review-posted', 'review-replied', 'message', 'message-read'));
-- A message event names its conversation and message; a read its conversation.
ALTER TABLE notifications DROP CONSTRAINT notifications_subject_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_subject_check CHECK (
  (type LIKE 'lesson-%' AND lesson_id IS NOT NULL)
  OR (type LIKE 'review-%' AND tutorial_id IS NOT NULL AND review_id IS NOT NULL)
  OR (type = 'message' AND conversation_id IS NOT NULL AND message_id IS NOT NULL)
  OR (type = 'message-read' AND conversation_id IS NOT NULL));

-- The bell's list and unread count read only its own rows, however many messages a person gets.
CREATE INDEX notifications_bell ON notifications (uid, seq DESC)
  WHERE type NOT IN ('message', 'message-read');
-- ON DELETE CASCADE from conversations and from messages looks rows up by these.
CREATE INDEX notifications_conversation ON notifications (conversation_id) WHERE conversation_id IS NOT NULL;
CREATE INDEX notifications_message ON notifications (message_id) WHERE message_id IS NOT NULL;
