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

export interface NewNotification {
  /** The recipient's user id. */
  uid: string;
  type: NotificationType;
  lessonId: string;
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

type Row = Selectable<NotificationsTable>;

function sequenced(row: Row): SequencedNotification {
  const created = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
  return {
    seq: Number(row.seq),
    uid: row.uid,
    notification: {
      _id: row.id,
      type: row.type as NotificationType,
      lessonId: row.lesson_id,
      createdAt: created.toISOString(),
      read: row.read,
    },
  };
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
  const result = await sql<Row>`
    WITH added AS (
      INSERT INTO notifications (uid, type, lesson_id)
      VALUES (${input.uid}, ${input.type}, ${input.lessonId})
      RETURNING *
    )
    SELECT added.*, pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('uid', added.uid, 'seq', added.seq)::text)
    FROM added`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error("the notification was not inserted");
  return sequenced(row);
}

export function notificationsRepository(db: Db) {
  return {
    add: (input: NewNotification) => addNotification(db, input),

    /** The person's notifications, newest first, at most NOTIFICATIONS_LIMIT. */
    async list(uid: string): Promise<Notification[]> {
      const rows = await db
        .selectFrom("notifications")
        .selectAll()
        .where("uid", "=", uid)
        .orderBy("seq", "desc")
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
      const rows = await db
        .selectFrom("notifications")
        .selectAll()
        .where("uid", "=", uid)
        .where("seq", ">", seq)
        .orderBy("seq", "desc")
        .limit(NOTIFICATIONS_LIMIT)
        .execute();
      return rows.map(sequenced).reverse();
    },

    /** One notification by its sequence number (a NOTIFY names it), if it is still there. */
    async bySeq(seq: number): Promise<SequencedNotification | undefined> {
      const row = await db.selectFrom("notifications").selectAll().where("seq", "=", seq).executeTakeFirst();
      return row && sequenced(row);
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
