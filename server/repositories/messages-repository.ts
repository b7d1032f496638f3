import { type Selectable, sql } from "kysely";
import { type ChatMessage, MAX_UNANSWERED_MESSAGES, type MessagesPage } from "../../contract/index.js";
import type { Db } from "../db/connect.js";
import { atomically, inTransaction } from "../db/request-transaction.js";
import type { ConversationMembersTable, MessagesTable } from "../db/schema.js";
import { logEvent } from "./event-log.js";
import { lockPerson, recentMessagesQuery, retryAfterSeconds } from "./message-limits.js";

/** A message's columns, as every answer and event shows it. */
export type MessageRow = Pick<
  Selectable<MessagesTable>,
  "id" | "conversation_id" | "sender_id" | "text" | "created_at" | "read_at"
>;
export const MESSAGE_COLUMNS = [
  "id",
  "conversation_id",
  "sender_id",
  "text",
  "created_at",
  "read_at",
] as const;

const iso = (t: Date | string) => (t instanceof Date ? t : new Date(t)).toISOString();

export function toMessage(row: MessageRow): ChatMessage {
  return {
    _id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    text: row.text,
    createdAt: iso(row.created_at),
    readAt: row.read_at === null ? null : iso(row.read_at),
  };
}

/** Outcomes the routes turn into statuses; the repository knows nothing of HTTP. */
export type Sent =
  | { kind: "ok"; message: ChatMessage }
  | { kind: "not_found" }
  | { kind: "blocked" }
  | { kind: "awaiting_answer" }
  | { kind: "rate_limited"; retryAfter: number };
export type Page = { kind: "ok"; page: MessagesPage } | { kind: "not_found" } | { kind: "bad_before" };

type Member = Selectable<ConversationMembersTable>;

/**
 * Both sides of a conversation `uid` is in, the conversation's row locked (FOR NO KEY UPDATE) for
 * the rest of the transaction: sends and reads of one conversation run one after another, so its
 * messages are numbered in the order they are stored and the counters follow them exactly.
 * Undefined for anyone else: to them the conversation does not exist.
 */
async function sides(trx: Db, conversationId: string, uid: string) {
  const found = await trx
    .selectFrom("conversations")
    .select("id")
    .where("id", "=", conversationId)
    .where((eb) => eb.or([eb("uid_a", "=", uid), eb("uid_b", "=", uid)]))
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!found) return undefined;
  const members = await trx
    .selectFrom("conversation_members")
    .selectAll()
    .where("conversation_id", "=", conversationId)
    .execute();
  const me: Member | undefined = members.find((m) => m.uid === uid);
  const other: Member | undefined = members.find((m) => m.uid !== uid);
  return me && other ? { me, other } : undefined;
}

/**
 * What a send of `uid` decides by, in one statement: the conversation's row and both sides' rows
 * locked (FOR NO KEY UPDATE), as `sides` locks them, so a send waiting for a read or another send
 * of the same conversation goes on with their latest counters; and the wait of the limit on
 * messages a minute, counted in this statement's snapshot, taken after `lockPerson`. Undefined
 * when `uid` is not in the conversation.
 */
function sendState(trx: Db, conversationId: string, uid: string) {
  return trx
    .selectFrom("conversations as c")
    .innerJoin("conversation_members as me", (join) =>
      join.onRef("me.conversation_id", "=", "c.id").on("me.uid", "=", uid),
    )
    .innerJoin("conversation_members as other", (join) =>
      join.onRef("other.conversation_id", "=", "c.id").on("other.uid", "<>", uid),
    )
    .select([
      "me.sent as my_sent",
      "other.uid as other_uid",
      "other.sent as other_sent",
      "other.blocked_other as blocked",
    ])
    .select(recentMessagesQuery(trx, uid).as("wait"))
    .where("c.id", "=", conversationId)
    .forNoKeyUpdate(["c", "me", "other"])
    .executeTakeFirst();
}

/**
 * Stores the message and moves both sides' counters in one statement: the sender's `sent`, the
 * recipient's `unread`, and both last activities, stamped when stored (after the locks), so a
 * conversation's times follow its order.
 */
async function storeMessage(trx: Db, conversationId: string, uid: string, text: string) {
  const { rows } = await sql<MessageRow>`
    WITH added AS (
      INSERT INTO messages (conversation_id, sender_id, text, created_at)
      VALUES (${conversationId}, ${uid}, ${text}, clock_timestamp())
      RETURNING ${sql.join(MESSAGE_COLUMNS.map((c) => sql.ref(c)))}
    ), counted AS (
      UPDATE conversation_members m
      SET sent = m.sent + CASE WHEN m.uid = ${uid} THEN 1 ELSE 0 END,
        unread = m.unread + CASE WHEN m.uid = ${uid} THEN 0 ELSE 1 END,
        last_at = added.created_at
      FROM added
      WHERE m.conversation_id = added.conversation_id
    )
    SELECT * FROM added`.execute(trx);
  const row = rows[0];
  if (!row) throw new Error("the message was not stored");
  return row;
}

/**
 * One page of a conversation, newest first from before `beforeSeq` (exclusive), `take` rows
 * (exported for EXPLAIN): the order of messages_conversation_seq, a keyset, never OFFSET.
 */
export function messagesPageQuery(
  db: Db,
  conversationId: string,
  beforeSeq: number | undefined,
  take: number,
) {
  return db
    .selectFrom("messages")
    .select(MESSAGE_COLUMNS)
    .where("conversation_id", "=", conversationId)
    .$if(beforeSeq !== undefined, (qb) => qb.where("seq", "<", beforeSeq ?? 0))
    .orderBy("seq", "desc")
    .limit(take);
}

/** The clock inside a transaction, now (not when it began): after its locks were taken. */
async function clockNow(trx: Db): Promise<Date> {
  const { rows } = await sql<{ at: Date | string }>`SELECT clock_timestamp() AS at`.execute(trx);
  return new Date(rows[0]?.at ?? Date.now());
}

export function messagesRepository(db: Db) {
  return {
    /**
     * Stores a message from `uid` (docs/product.md, Messages between people), in one transaction
     * with its counters and the recipient's `message` event (signalled only on commit). Refused,
     * storing nothing: when the other blocked `uid`; past MAX_UNANSWERED_MESSAGES sent to a person
     * who never answered; past MAX_MESSAGES_A_MINUTE over all of `uid`'s conversations (counted
     * under a lock per sender, so parallel sends count each other).
     */
    async send(conversationId: string, uid: string, text: string): Promise<Sent> {
      // Four statements in all, no savepoint: a send is on the path of every live message.
      return atomically(db, async (trx): Promise<Sent> => {
        await lockPerson(trx, "messages", uid);
        const state = await sendState(trx, conversationId, uid);
        if (!state) return { kind: "not_found" };
        if (state.blocked) return { kind: "blocked" };
        if (state.other_sent === 0 && state.my_sent >= MAX_UNANSWERED_MESSAGES)
          return { kind: "awaiting_answer" };
        if (state.wait !== null) return { kind: "rate_limited", retryAfter: retryAfterSeconds(state.wait) };
        const row = await storeMessage(trx, conversationId, uid, text);
        await logEvent(trx, { uid: state.other_uid, type: "message", conversationId, messageId: row.id });
        return { kind: "ok", message: toMessage(row) };
      });
    },

    /** A page of the conversation for one of its two people, oldest first; `before` is a message of it. */
    async page(
      conversationId: string,
      uid: string,
      query: { before?: string; limit: number },
    ): Promise<Page> {
      const member = await db
        .selectFrom("conversation_members")
        .select("uid")
        .where("conversation_id", "=", conversationId)
        .where("uid", "=", uid)
        .executeTakeFirst();
      if (!member) return { kind: "not_found" };
      let beforeSeq: number | undefined;
      if (query.before !== undefined) {
        const before = await db
          .selectFrom("messages")
          .select("seq")
          .where("id", "=", query.before)
          .where("conversation_id", "=", conversationId)
          .executeTakeFirst();
        if (!before) return { kind: "bad_before" };
        beforeSeq = Number(before.seq);
      }
      const rows = await messagesPageQuery(db, conversationId, beforeSeq, query.limit + 1).execute();
      const items = rows.slice(0, query.limit).reverse().map(toMessage);
      return { kind: "ok", page: { items, hasMore: rows.length > query.limit } };
    },

    /**
     * `uid` opened the conversation: the other's messages stored so far get `readAt`, `uid`'s
     * unread counter of it goes to 0 and, when something was newly read, the other gets a
     * `message-read` event, all in one transaction. False when `uid` is not in it.
     */
    async read(conversationId: string, uid: string): Promise<boolean> {
      return inTransaction(db, async (trx): Promise<boolean> => {
        const both = await sides(trx, conversationId, uid);
        if (!both) return false;
        const readAt = await clockNow(trx);
        const marked = await trx
          .updateTable("messages")
          .set({ read_at: readAt })
          .where("conversation_id", "=", conversationId)
          .where("sender_id", "=", both.other.uid)
          .where("read_at", "is", null)
          .executeTakeFirst();
        await trx
          .updateTable("conversation_members")
          .set({ unread: 0 })
          .where("conversation_id", "=", conversationId)
          .where("uid", "=", uid)
          .execute();
        if (Number(marked.numUpdatedRows) > 0) {
          await logEvent(trx, { uid: both.other.uid, type: "message-read", conversationId, at: readAt });
        }
        return true;
      });
    },
  };
}
export type MessagesRepository = ReturnType<typeof messagesRepository>;
