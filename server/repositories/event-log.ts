import { sql } from "kysely";
import type { Db } from "../db/connect.js";

/**
 * The log every live event is a row of (`notifications`, docs/decisions.md, Live notifications):
 * the bell's notifications and the message events alike. Every instance LISTENs on this channel;
 * the payload names the recipient and the row, never its content.
 */
export const NOTIFICATIONS_CHANNEL = "tutornest_notifications";

/** What NOTIFY carries on NOTIFICATIONS_CHANNEL. */
export interface NotificationSignal {
  uid: string;
  seq: number;
}

/** One row of the log: the recipient, the kind, and what it is about (migrations 008, 014, 016). */
export interface LoggedEvent {
  uid: string;
  type: string;
  lessonId?: string | null;
  tutorialId?: string | null;
  reviewId?: string | null;
  conversationId?: string | null;
  messageId?: string | null;
  /** When it happened (the row's `created_at`); the transaction's start when not given. */
  at?: Date;
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
 * Inserts a row of the log and raises NOTIFY in ONE statement on `db`: inside the caller's
 * transaction when `db` is one, so PostgreSQL (and PGlite) deliver the NOTIFY only if that
 * transaction commits (a rolled-back change signals nobody); alone, the statement is its own
 * transaction. Answers the row's id and seq.
 */
export async function logEvent(db: Db, e: LoggedEvent): Promise<{ id: string; seq: number }> {
  const result = await sql<{ id: string; seq: number | string }>`
    WITH added AS (
      INSERT INTO notifications (uid, type, lesson_id, tutorial_id, review_id, conversation_id, message_id,
        created_at)
      VALUES (${e.uid}, ${e.type}, ${e.lessonId ?? null}, ${e.tutorialId ?? null}, ${e.reviewId ?? null},
        ${e.conversationId ?? null}, ${e.messageId ?? null}, coalesce(${e.at?.toISOString() ?? null}::timestamptz, now()))
      RETURNING id, uid, seq
    )
    SELECT added.id, added.seq,
      pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('uid', added.uid, 'seq', added.seq)::text)
    FROM added`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error("the event was not logged");
  return { id: row.id, seq: Number(row.seq) };
}
