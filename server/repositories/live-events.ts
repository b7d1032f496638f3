import { sql } from "kysely";
import type { ChatMessage, MessagesRead, Notification } from "../../contract/index.js";
import type { Db } from "../db/connect.js";
import { toMessage } from "./messages-repository.js";
import { enriched, NOTIFICATIONS_LIMIT, sequenced } from "./notifications-repository.js";

/**
 * What a row of the log is sent as on GET /events (docs/decisions.md, Live notifications): the
 * Server-Sent Events name and its data. The bell's rows are `notification` events with the
 * Notification; a `message` row is a `message` event with the ChatMessage; a `message-read` row is
 * a `message-read` event with `{ conversationId, readAt }`.
 */
export type LiveEvent =
  | { name: "notification"; data: Notification }
  | { name: "message"; data: ChatMessage }
  | { name: "message-read"; data: MessagesRead };

/** An event with its recipient and sequence number: the Server-Sent Events id. */
export interface SequencedEvent {
  seq: number;
  uid: string;
  event: LiveEvent;
}

const iso = (t: Date | string) => (t instanceof Date ? t : new Date(t)).toISOString();

/** The log's rows with what each kind shows: the bell's who and when, a message's columns. */
function logRows(db: Db) {
  return enriched(db)
    .leftJoin("messages as msg", "msg.id", "n.message_id")
    .select([
      "msg.id as msg_id",
      "msg.sender_id as msg_sender_id",
      "msg.text as msg_text",
      "msg.created_at as msg_created_at",
      "msg.read_at as msg_read_at",
    ]);
}
type LogRow = Awaited<ReturnType<ReturnType<typeof logRows>["executeTakeFirstOrThrow"]>>;

/** The event of one row; undefined for a message row whose message is gone. */
function toEvent(row: LogRow): SequencedEvent | undefined {
  const head = { seq: Number(row.seq), uid: row.uid };
  if (row.type === "message") {
    if (
      row.conversation_id === null ||
      row.msg_id === null ||
      row.msg_sender_id === null ||
      row.msg_text === null ||
      row.msg_created_at === null
    ) {
      return undefined;
    }
    const data = toMessage({
      id: row.msg_id,
      conversation_id: row.conversation_id,
      sender_id: row.msg_sender_id,
      text: row.msg_text,
      created_at: row.msg_created_at,
      read_at: row.msg_read_at,
    });
    return { ...head, event: { name: "message", data } };
  }
  if (row.type === "message-read") {
    if (row.conversation_id === null) return undefined;
    const data = { conversationId: row.conversation_id, readAt: iso(row.created_at) };
    return { ...head, event: { name: "message-read", data } };
  }
  return { ...head, event: { name: "notification", data: sequenced(row).notification } };
}

const present = (e: SequencedEvent | undefined): e is SequencedEvent => e !== undefined;

/** Reads the log for the live streams, over the ROOT handle (server/notifications/live-hub.ts). */
export function liveEventsRepository(db: Db) {
  return {
    /**
     * What a reconnecting stream missed: the person's events of every kind after `seq`, oldest
     * first. At most NOTIFICATIONS_LIMIT, the newest ones (the client reloads after a long absence).
     */
    async listSince(uid: string, seq: number): Promise<SequencedEvent[]> {
      const rows = await logRows(db)
        .where("n.uid", "=", uid)
        .where("n.seq", ">", seq)
        .orderBy("n.seq", "desc")
        .limit(NOTIFICATIONS_LIMIT)
        .execute();
      return rows.map(toEvent).filter(present).reverse();
    },

    /** The events of these sequence numbers (NOTIFYs name them) that are still there, by seq. */
    async bySeqs(seqs: readonly number[]): Promise<Map<number, SequencedEvent>> {
      if (seqs.length === 0) return new Map();
      // One array parameter: the same text whatever the count, so it is prepared once (named-statements.ts).
      const rows = await logRows(db)
        .where(sql<boolean>`n.seq = ANY(${[...seqs]}::bigint[])`)
        .execute();
      return new Map(
        rows
          .map(toEvent)
          .filter(present)
          .map((e) => [e.seq, e]),
      );
    },
  };
}
export type LiveEventsRepository = ReturnType<typeof liveEventsRepository>;
