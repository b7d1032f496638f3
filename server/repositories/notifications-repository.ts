import { type Selectable, sql } from "kysely";
import type { Notification, NotificationType } from "../../contract/index.js";
import type { Db } from "../db/connect.js";
import type { NotificationsTable } from "../db/schema.js";
import { logEvent } from "./event-log.js";

/**
 * The bell's rows only, written as the partial index notifications_bell's predicate (literals, so
 * that the planner matches it): the bell is lessons and reviews, never messages.
 */
const BELL_ONLY = sql<boolean>`n.type NOT IN ('message', 'message-read')`;

/** GET /notifications answers at most this many, and a resume sends at most this many. */
export const NOTIFICATIONS_LIMIT = 100;

/**
 * A lesson notification names its lesson; a review notification its tutorial and review
 * (migrations/014_review_notifications.sql checks it).
 */
export interface NewNotification {
  /** The recipient's user id. */
  uid: string;
  type: NotificationType;
  lessonId?: string | null;
  tutorialId?: string | null;
  reviewId?: string | null;
}

/** A notification with its sequence number: the Server-Sent Events id. */
export interface SequencedNotification {
  seq: number;
  uid: string;
  notification: Notification;
}

/** A row with who and when (`enriched`). */
export type NotificationRow = Selectable<NotificationsTable> & {
  actor_name: string | null;
  start_at: Date | string | null;
  language: string | null;
};

const iso = (t: Date | string) => (t instanceof Date ? t : new Date(t)).toISOString();

/** A bell row as the bell shows it (with its seq: the Server-Sent Events id). */
export function sequenced(row: NotificationRow): SequencedNotification {
  return {
    seq: Number(row.seq),
    uid: row.uid,
    notification: {
      _id: row.id,
      type: row.type as NotificationType,
      lessonId: row.lesson_id,
      tutorialId: row.tutorial_id,
      reviewId: row.review_id,
      actorName: row.actor_name,
      start: row.start_at === null ? null : iso(row.start_at),
      language: row.language,
      createdAt: iso(row.created_at),
      read: row.read,
    },
  };
}

/**
 * Notifications with who and when (docs/product.md, Lessons and Reviews): the other person's name
 * and, for a lesson, its start. A lesson's learner and tutor by the names its lesson cards show
 * (the booking's learner name, the tutorial's tutor name); a reviewer by their profile name, else
 * the name they reviewed under; a replying tutor by their tutorial's tutor name. Each join is by a
 * key (bookings, reviews and tutorials by id, profiles by uid).
 */
export function enriched(db: Db) {
  return db
    .selectFrom("notifications as n")
    .leftJoin("bookings as b", "b.id", "n.lesson_id")
    .leftJoin("tutorials as tl", "tl.id", "b.tutor_id")
    .leftJoin("tutorials as tr", "tr.id", "n.tutorial_id")
    .leftJoin("reviews as r", "r.id", "n.review_id")
    .leftJoin("profiles as p", "p.uid", "r.user_id")
    .selectAll("n")
    .select([
      sql<string | null>`CASE
        WHEN n.lesson_id IS NOT NULL THEN
          CASE WHEN n.uid = b.tutor_uid THEN nullif(b.learner_name, '') ELSE nullif(tl.user_name, '') END
        WHEN n.type = 'review-posted' THEN coalesce(nullif(p.name, ''), nullif(r.reviewer_name, ''))
        WHEN n.type = 'review-replied' THEN nullif(tr.user_name, '')
      END`.as("actor_name"),
      "b.start_at as start_at",
      sql<string | null>`coalesce(tr.language, b.language)`.as("language"),
    ]);
}

/**
 * Inserts a notification for the bell and raises NOTIFY (event-log.ts's logEvent) on `db`: inside
 * the caller's transaction when `db` is one, so a rolled-back lesson change notifies nobody.
 */
export async function addNotification(db: Db, input: NewNotification): Promise<SequencedNotification> {
  const { id } = await logEvent(db, input);
  // Read back through the same handle (the same transaction): the row with who and when.
  return sequenced(await enriched(db).where("n.id", "=", id).executeTakeFirstOrThrow());
}

/**
 * A request's notification is read once the tutor has answered it (confirmed or declined): marks
 * the tutor's `lesson-requested` notifications of that lesson read, through `db` (the answer's
 * transaction).
 */
export async function markLessonRequestRead(db: Db, lessonId: string, tutorUid: string): Promise<void> {
  await db
    .updateTable("notifications")
    .set({ read: true })
    .where("lesson_id", "=", lessonId)
    .where("uid", "=", tutorUid)
    .where("type", "=", "lesson-requested")
    .where("read", "=", false)
    .execute();
}

/** The bell's list: the person's bell rows, newest first, by notifications_bell (exported for EXPLAIN). */
export function bellListQuery(db: Db, uid: string) {
  return enriched(db)
    .where("n.uid", "=", uid)
    .where(BELL_ONLY)
    .orderBy("n.seq", "desc")
    .limit(NOTIFICATIONS_LIMIT);
}

export function notificationsRepository(db: Db) {
  return {
    add: (input: NewNotification) => addNotification(db, input),

    /** The person's notifications, newest first, at most NOTIFICATIONS_LIMIT (never message events). */
    async list(uid: string): Promise<Notification[]> {
      const rows = await bellListQuery(db, uid).execute();
      return rows.map((r) => sequenced(r).notification);
    },

    /**
     * Marks the given notifications read (only the person's own bell ones: other ids are left
     * alone), or all of them; answers how many of the bell's stay unread.
     */
    async markRead(uid: string, which: { ids: string[] } | { all: true }): Promise<number> {
      let update = db
        .updateTable("notifications as n")
        .set({ read: true })
        .where("n.uid", "=", uid)
        .where(BELL_ONLY)
        .where("n.read", "=", false);
      if ("ids" in which) update = update.where("n.id", "in", which.ids);
      await update.execute();
      const { n } = await db
        .selectFrom("notifications as n")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("n.uid", "=", uid)
        .where(BELL_ONLY)
        .where("n.read", "=", false)
        .executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
