import { sql } from "kysely";
import type { Conversation } from "../../contract/index.js";
import type { Db } from "../db/connect.js";
import { inTransaction } from "../db/request-transaction.js";
import { lockPerson, newConversationsWait } from "./message-limits.js";
import { toMessage } from "./messages-repository.js";

/** GET /conversations answers at most this many, the latest activity first. */
export const CONVERSATIONS_LIMIT = 100;

/** Outcomes the routes turn into statuses; the repository knows nothing of HTTP. */
export type Started =
  | { kind: "created" | "existing"; conversation: Conversation }
  | { kind: "unknown_person" }
  | { kind: "unknown_tutorial" }
  | { kind: "limit"; retryAfter: number };

/** A pair as stored: in byte order (UTF-16 code units of ASCII uids), as the migration's CHECK. */
const pairOf = (x: string, y: string): [string, string] => (x < y ? [x, y] : [y, x]);

/**
 * `uid`'s side of their conversations (or of one), latest activity first, as the list shows them:
 * the other person (their profile name and picture, else their user record's, else none), the
 * tutorial, the last message (the top of messages_conversation_seq), the kept unread counter and
 * both block flags. The person's rows are chosen first, by conversation_members_list and at most
 * CONVERSATIONS_LIMIT of them; only those are joined, each join by a key.
 */
function conversationRows(db: Db, uid: string, conversationId?: string) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom("conversation_members")
        .selectAll()
        .where("uid", "=", uid)
        .$if(conversationId !== undefined, (qb) => qb.where("conversation_id", "=", conversationId ?? ""))
        .orderBy("last_at", "desc")
        .orderBy("conversation_id", "desc")
        .limit(CONVERSATIONS_LIMIT)
        .as("m"),
    )
    .innerJoin("conversations as c", "c.id", "m.conversation_id")
    .innerJoin("conversation_members as o", (join) =>
      join.onRef("o.conversation_id", "=", "m.conversation_id").onRef("o.uid", "=", "m.other_uid"),
    )
    .leftJoin("profiles as p", "p.uid", "m.other_uid")
    .leftJoin("users as u", "u.uid", "m.other_uid")
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("messages as x")
          .select(["x.id", "x.conversation_id", "x.sender_id", "x.text", "x.created_at", "x.read_at"])
          .whereRef("x.conversation_id", "=", "m.conversation_id")
          .orderBy("x.seq", "desc")
          .limit(1)
          .as("lm"),
      (join) => join.onTrue(),
    )
    .select([
      "m.conversation_id",
      "m.other_uid",
      "m.unread",
      "m.blocked_other as by_me",
      "o.blocked_other as by_them",
      "c.tutorial_id",
      sql<string>`coalesce(nullif(p.name, ''), nullif(u.display_name, ''), '')`.as("other_name"),
      sql<string | null>`coalesce(nullif(p.avatar, ''), nullif(u.photo_url, ''))`.as("other_photo"),
      "lm.id as lm_id",
      "lm.conversation_id as lm_conversation_id",
      "lm.sender_id as lm_sender_id",
      "lm.text as lm_text",
      "lm.created_at as lm_created_at",
      "lm.read_at as lm_read_at",
    ])
    .orderBy("m.last_at", "desc")
    .orderBy("m.conversation_id", "desc");
}

/** `uid`'s conversations, latest activity first, at most CONVERSATIONS_LIMIT (exported for EXPLAIN). */
export const conversationsListQuery = (db: Db, uid: string) => conversationRows(db, uid);

type Row = Awaited<ReturnType<ReturnType<typeof conversationRows>["executeTakeFirstOrThrow"]>>;

function toConversation(row: Row): Conversation {
  return {
    _id: row.conversation_id,
    other: { uid: row.other_uid, name: row.other_name, photoURL: row.other_photo },
    tutorialId: row.tutorial_id,
    lastMessage:
      row.lm_id === null ||
      row.lm_conversation_id === null ||
      row.lm_sender_id === null ||
      row.lm_text === null ||
      row.lm_created_at === null
        ? null
        : toMessage({
            id: row.lm_id,
            conversation_id: row.lm_conversation_id,
            sender_id: row.lm_sender_id,
            text: row.lm_text,
            created_at: row.lm_created_at,
            read_at: row.lm_read_at,
          }),
    unread: row.unread,
    blocked: { byMe: row.by_me, byThem: row.by_them },
  };
}

async function oneOf(db: Db, conversationId: string, uid: string): Promise<Conversation | undefined> {
  const row = await conversationRows(db, uid)
    .where("m.conversation_id", "=", conversationId)
    .executeTakeFirst();
  return row && toConversation(row);
}

/** A uid is a person when they have a user record or a profile. */
async function isKnown(db: Db, uid: string): Promise<boolean> {
  const { rows } = await sql<{ known: boolean }>`SELECT
    EXISTS (SELECT 1 FROM users WHERE uid = ${uid}) OR EXISTS (SELECT 1 FROM profiles WHERE uid = ${uid})
    AS known`.execute(db);
  return rows[0]?.known === true;
}

export function conversationsRepository(db: Db) {
  return {
    /** `uid`'s conversations, latest activity first (at most CONVERSATIONS_LIMIT). */
    async list(uid: string): Promise<Conversation[]> {
      return (await conversationsListQuery(db, uid).execute()).map(toConversation);
    },

    /**
     * `me` starts a conversation with `other` (docs/product.md, Messages between people): the
     * pair's existing one as it is, else a new one, which counts towards
     * MAX_NEW_CONVERSATIONS_A_DAY (counted under a lock per person, so parallel starts count each
     * other). Two people starting one with each other at once get the same one (the pair's key).
     */
    async start(me: string, other: string, tutorialId: string | undefined): Promise<Started> {
      return inTransaction(db, async (trx): Promise<Started> => {
        await lockPerson(trx, "conversations", me);
        const [a, b] = pairOf(me, other);
        const existing = async (): Promise<Started | undefined> => {
          const found = await trx
            .selectFrom("conversations")
            .select("id")
            .where("uid_a", "=", a)
            .where("uid_b", "=", b)
            .executeTakeFirst();
          const conversation = found && (await oneOf(trx, found.id, me));
          return conversation && { kind: "existing", conversation };
        };
        const before = await existing();
        if (before) return before;
        if (!(await isKnown(trx, other))) return { kind: "unknown_person" };
        if (tutorialId !== undefined) {
          // Kept from being deleted until this commits, so the reference stays good.
          const tutorial = await trx
            .selectFrom("tutorials")
            .select("id")
            .where("id", "=", tutorialId)
            .forKeyShare()
            .executeTakeFirst();
          if (!tutorial) return { kind: "unknown_tutorial" };
        }
        const wait = await newConversationsWait(trx, me);
        if (wait !== null) return { kind: "limit", retryAfter: wait };
        const inserted = await trx
          .insertInto("conversations")
          .values({ uid_a: a, uid_b: b, tutorial_id: tutorialId ?? null, created_by: me })
          .onConflict((oc) => oc.columns(["uid_a", "uid_b"]).doNothing())
          .returning("id")
          .executeTakeFirst();
        // The other person started it meanwhile: theirs is the pair's.
        if (!inserted) return (await existing()) ?? { kind: "unknown_person" };
        await trx
          .insertInto("conversation_members")
          .values([
            { conversation_id: inserted.id, uid: me, other_uid: other, last_at: sql`now()` },
            { conversation_id: inserted.id, uid: other, other_uid: me, last_at: sql`now()` },
          ])
          .execute();
        const conversation = await oneOf(trx, inserted.id, me);
        if (!conversation) throw new Error("the new conversation was not found");
        return { kind: "created", conversation };
      });
    },

    /** `uid` blocks (or unblocks) the other person of the conversation; false when not in it. */
    async setBlocked(conversationId: string, uid: string, blocked: boolean): Promise<boolean> {
      const result = await db
        .updateTable("conversation_members")
        .set({ blocked_other: blocked })
        .where("conversation_id", "=", conversationId)
        .where("uid", "=", uid)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** `uid`'s unread messages over all their conversations, from the kept counters. */
    async unreadTotal(uid: string): Promise<number> {
      const { total } = await db
        .selectFrom("conversation_members")
        .select(sql<string | number>`coalesce(sum(unread), 0)`.as("total"))
        .where("uid", "=", uid)
        .executeTakeFirstOrThrow();
      return Number(total);
    },
  };
}
export type ConversationsRepository = ReturnType<typeof conversationsRepository>;
