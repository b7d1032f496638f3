import { type Selectable, sql } from "kysely";
import type { Notification, NotificationType } from "../../contract/index.js";
import type { Db } from "../db/connect.js";
import type { NotificationsTable } from "../db/schema.js";

/**
 * The bell's notifications (docs/decisions.md, Live notifications). Every instance LISTENs on this
 * channel; the payload names the recipient and the row, never its content.
 */
export const NOTIFICATIONS_CHANNEL = "tutornest_notifications";
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

/** What NOTIFY carries on NOTIFICATIONS_CHANNEL. */
export interface NotificationSignal {
  uid: string;
  seq: number;
}

/** A row with who and when (`enriched`). */
type Row = Selectable<NotificationsTable> & {
  actor_name: string | null;
  start_at: Date | string | null;
  language: string | null;
};

const iso = (t: Date | string) => (t instanceof Date ? t : new Date(t)).toISOString();

function sequenced(row: Row): SequencedNotification {
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
function enriched(db: Db) {
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

/** The payload of a NOTIFY on NOTIFICATIONS_CHANNEL, or null for anything else. */
export function parseSignal(payload: string): NotificationSignal | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== "object" || value === null) return null;
    const { uid, seq } = value as Record<string, unknown>;
    const n = Number(seq);
    return typeof uid === "string" && Number.isSafeInteger(n) ? { uid, seq: n } : null;
  } catch {
    return null;
  }
}

/**
 * Inserts a notification and raises NOTIFY in ONE statement on `db`: inside the caller's
 * transaction when `db` is one, so PostgreSQL delivers the NOTIFY only if that transaction commits
 * (a rolled-back lesson change notifies nobody); alone, the statement is its own transaction.
 */
export async function addNotification(db: Db, input: NewNotification): Promise<SequencedNotification> {
  const result = await sql<{ id: string }>`
    WITH added AS (
      INSERT INTO notifications (uid, type, lesson_id, tutorial_id, review_id)
      VALUES (${input.uid}, ${input.type}, ${input.lessonId ?? null}, ${input.tutorialId ?? null},
        ${input.reviewId ?? null})
      RETURNING *
    )
    SELECT added.id, pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('uid', added.uid, 'seq', added.seq)::text)
    FROM added`.execute(db);
  const id = result.rows[0]?.id;
  if (!id) throw new Error("the notification was not inserted");
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

export function notificationsRepository(db: Db) {
  return {
    add: (input: NewNotification) => addNotification(db, input),

    /** The person's notifications, newest first, at most NOTIFICATIONS_LIMIT. */
    async list(uid: string): Promise<Notification[]> {
      const rows = await enriched(db)
        .where("n.uid", "=", uid)
        .orderBy("n.seq", "desc")
        .limit(NOTIFICATIONS_LIMIT)
        .execute();
      return rows.map((r) => sequenced(r).notification);
    },

    /**
     * Marks the given notifications read (only the person's own: other ids are left alone), or all
     * of them; answers how many stay unread.
     */
    async markRead(uid: string, which: { ids: string[] } | { all: true }): Promise<number> {
      let update = db
        .updateTable("notifications")
        .set({ read: true })
        .where("uid", "=", uid)
        .where("read", "=", false);
      if ("ids" in which) update = update.where("id", "in", which.ids);
      await update.execute();
      const { n } = await db
        .selectFrom("notifications")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("uid", "=", uid)
        .where("read", "=", false)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /**
     * What a reconnecting stream missed: the person's notifications after `seq`, oldest first. At
     * most NOTIFICATIONS_LIMIT, the newest ones (the client reloads the list after a long absence).
     */
    async listSince(uid: string, seq: number): Promise<SequencedNotification[]> {
      const rows = await enriched(db)
        .where("n.uid", "=", uid)
        .where("n.seq", ">", seq)
        .orderBy("n.seq", "desc")
        .limit(NOTIFICATIONS_LIMIT)
        .execute();
      return rows.map(sequenced).reverse();
    },

    /** One notification by its sequence number (a NOTIFY names it), if it is still there. */
    async bySeq(seq: number): Promise<SequencedNotification | undefined> {
      const row = await enriched(db).where("n.seq", "=", seq).executeTakeFirst();
      return row && sequenced(row);
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
