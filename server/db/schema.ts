import type { ColumnType, Generated } from "kysely";

/** Row types of the tables in migrations/, as Kysely sees them. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Numeric = ColumnType<string, number | string, number | string>;

export interface UsersTable {
  uid: string;
  display_name: string | null;
  email: string | null;
  photo_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface ProfilesTable {
  uid: string;
  name: Generated<string>;
  headline: Generated<string>;
  location: Generated<string>;
  email: Generated<string>;
  bio: Generated<string>;
  skills: Generated<string[]>;
  avatar: Generated<string>;
  banner: Generated<string>;
  updated_at: Timestamp;
  /** Bumped by every write of the profile (docs/decisions.md, Edits that never overwrite silently). */
  version: Generated<number>;
}
export interface EducationTable {
  id: Generated<string>;
  uid: string;
  degree: string;
  school: Generated<string>;
  year: Generated<string>;
  position: Generated<string>;
  created_at: Timestamp;
}
export interface ExperienceTable {
  id: Generated<string>;
  uid: string;
  role: string;
  company: Generated<string>;
  duration: Generated<string>;
  description: Generated<string>;
  position: Generated<string>;
  created_at: Timestamp;
}
export interface TutorialsTable {
  id: Generated<string>;
  user_id: string;
  user_name: string;
  email: string;
  image: string;
  language: string;
  language_key: string;
  price: Numeric;
  description: string;
  review: Generated<number>;
  /** Kept by the reviews trigger (migrations/013_reviews.sql), never written by the app. */
  rating_sum: Generated<number>;
  rating_count: Generated<number>;
  rating: ColumnType<string | null, never, never>;
  created_at: Timestamp;
  /** Bumped by every edit of the owner's fields, not by reviews (docs/decisions.md, Edits that never overwrite silently). */
  version: Generated<number>;
}
export interface TutorialCountsTable {
  language_key: string;
  tutorials: ColumnType<string, number, number>;
  reviews: ColumnType<string, number, number>;
}
export interface BookingsTable {
  id: Generated<string>;
  tutor_id: string;
  user_id: string;
  image: string;
  language: string;
  price: Numeric;
  tutor_email: string;
  email: string;
  created_at: Timestamp;
  /** A lesson's time and state (migration 007); all three null on an untimed booking. */
  start_at: NullableTimestamp;
  end_at: NullableTimestamp;
  status: StoredLessonStatus | null;
  /** The tutorial's owner at booking time; null only on rows from before migration 007 without a tutorial. */
  tutor_uid: string | null;
  learner_name: string | null;
  reason: string | null;
  updated_at: Timestamp;
}
/** The states a lesson row holds; `completed` is computed on read (docs/decisions.md, Lessons). */
export type StoredLessonStatus = "requested" | "confirmed" | "declined" | "cancelled" | "expired";
export interface AvailabilityTable {
  uid: string;
  time_zone: string;
  /** jsonb: WeeklyWindow[] (contract/lesson.ts), written as JSON text. */
  weekly: ColumnType<unknown, string, string>;
  /** jsonb: AvailabilityException[]. */
  exceptions: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}
export interface ReviewsTable {
  id: Generated<string>;
  tutorial_id: string;
  user_id: string;
  /** 1–5 stars; null for a review without stars (SPEC's body-less review). */
  rating: number | null;
  text: Generated<string>;
  reviewer_name: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  reply_text: string | null;
  reply_created_at: NullableTimestamp;
  reply_updated_at: NullableTimestamp;
}
/** The hours that suit (migrations/015_tutor_free_hours.sql): a tutor's free slot starts, as bits. */
export interface TutorFreeHoursTable {
  uid: string;
  first_day: number;
  /** A `bit(1536)`, written as a string of '0' and '1' (server/lessons/free-hours.ts). */
  free: ColumnType<string, unknown, unknown>;
  computed_at: Timestamp;
}
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  method: string;
  path: string;
  status: number | null;
  body: string | null;
  created_at: Timestamp;
  /** sha256 (hex) of the canonical request body; null on rows from before migration 005. */
  body_hash: string | null;
}
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  checked_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export interface ImagesTable {
  /** SHA-256 (hex) of `bytes`. */
  name: string;
  /** A Buffer from pg, a Uint8Array from PGlite. */
  bytes: ColumnType<Uint8Array, Uint8Array, never>;
  content_type: string;
  size: number;
  created_at: Timestamp;
}
/** A narrower WebP or AVIF copy of an image (migration 009); `source` is the original's name. */
export interface ImageVariantsTable {
  source: string;
  width: number;
  format: "webp" | "avif";
  bytes: ColumnType<Uint8Array, Uint8Array, never>;
  size: number;
  created_at: Timestamp;
}
/** A saved tutor (migration 012): `user_id` saved `tutorial_id` at `created_at`. */
export interface FavouritesTable {
  user_id: string;
  tutorial_id: string;
  created_at: Timestamp;
}
export interface NotificationsTable {
  id: Generated<string>;
  /** bigint identity: a number from pg (its int8 parser), a number or bigint from PGlite. */
  seq: ColumnType<number | bigint | string, never, never>;
  uid: string;
  type: string;
  /** A lesson notification's lesson (bookings); null on a review notification (migration 014). */
  lesson_id: string | null;
  /** A review notification's tutorial and review; null on a lesson notification (migration 014). */
  tutorial_id: string | null;
  review_id: string | null;
  /** A message event's conversation and message; a read event's conversation (migration 016). */
  conversation_id: string | null;
  message_id: string | null;
  created_at: Timestamp;
  read: Generated<boolean>;
}
/** One pair's conversation (migrations/016_messages.sql): `uid_a` < `uid_b` in byte order. */
export interface ConversationsTable {
  id: Generated<string>;
  uid_a: string;
  uid_b: string;
  tutorial_id: string | null;
  created_by: string;
  created_at: Timestamp;
}
/** Each person's side of a conversation, with the counters kept for them (migration 016). */
export interface ConversationMembersTable {
  conversation_id: string;
  uid: string;
  other_uid: string;
  unread: Generated<number>;
  /** This person blocked the other. */
  blocked_other: Generated<boolean>;
  sent: Generated<number>;
  last_at: Timestamp;
}
export interface MessagesTable {
  id: Generated<string>;
  /** bigint identity: the order a conversation's messages were received in, and its pages' key. */
  seq: ColumnType<number | bigint | string, never, never>;
  conversation_id: string;
  sender_id: string;
  text: string;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}
export interface Database {
  users: UsersTable;
  profiles: ProfilesTable;
  education: EducationTable;
  experience: ExperienceTable;
  tutorials: TutorialsTable;
  tutorial_counts: TutorialCountsTable;
  bookings: BookingsTable;
  reviews: ReviewsTable;
  tutor_free_hours: TutorFreeHoursTable;
  idempotency_keys: IdempotencyKeysTable;
  sessions: SessionsTable;
  images: ImagesTable;
  image_variants: ImageVariantsTable;
  availability: AvailabilityTable;
  notifications: NotificationsTable;
  favourites: FavouritesTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
}
