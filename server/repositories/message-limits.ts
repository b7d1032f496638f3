import { sql } from "kysely";
import { MAX_MESSAGES_A_MINUTE, MAX_NEW_CONVERSATIONS_A_DAY } from "../../contract/index.js";
import type { Db } from "../db/connect.js";

/**
 * The limits on messages (docs/product.md, Messages between people), counted from the database so
 * that they hold over every instance, each by an index of migrations/016_messages.sql, under a
 * transaction-level lock per person so that two requests at once count each other.
 */

/**
 * The first keys of the advisory locks that serialise one person's new conversations and one
 * person's messages (the second key is a hash of the uid): arbitrary constants no other code uses.
 */
const NEW_CONVERSATIONS_LOCK = 74_549_139;
const MESSAGES_LOCK = 74_549_140;

/**
 * Makes every other such transaction of this person wait until this one ends. Taken first in the
 * transaction, before any row is touched; people whose uids share a hash only wait for each other.
 */
export async function lockPerson(trx: Db, what: "conversations" | "messages", uid: string): Promise<void> {
  const key = what === "conversations" ? NEW_CONVERSATIONS_LOCK : MESSAGES_LOCK;
  await sql`SELECT pg_advisory_xact_lock(${sql.lit(key)}, hashtext(${uid}))`.execute(trx);
}

/**
 * Seconds until one more may pass, or null when it may now: the `max`-th newest row inside the
 * window decides (it is the first to leave it). The database's clock, so every instance agrees.
 */
async function waitOf(query: Promise<{ wait: number | string } | undefined>): Promise<number | null> {
  const row = await query;
  return row ? retryAfterSeconds(row.wait) : null;
}

/** A counted wait as a Retry-After: whole seconds, at least one. */
export const retryAfterSeconds = (wait: number | string) => Math.max(1, Number(wait));

/** The `max`-th newest conversation `uid` started in the last 24 hours (exported for EXPLAIN). */
export function newConversationsQuery(db: Db, uid: string) {
  return db
    .selectFrom("conversations")
    .select(sql<number>`ceil(extract(epoch FROM created_at + interval '1 day' - now()))`.as("wait"))
    .where("created_by", "=", uid)
    .where("created_at", ">", sql<Date>`now() - interval '1 day'`)
    .orderBy("created_at", "desc")
    .offset(MAX_NEW_CONVERSATIONS_A_DAY - 1)
    .limit(1);
}

/**
 * The `max`-th newest message `uid` sent in the last minute, in any conversation: seconds until
 * one more may pass, none when it may now (a send reads it as a subquery of its own statement,
 * messages-repository.ts; exported for EXPLAIN).
 */
export function recentMessagesQuery(db: Db, uid: string) {
  return db
    .selectFrom("messages")
    .select(sql<number>`ceil(extract(epoch FROM created_at + interval '1 minute' - now()))`.as("wait"))
    .where("sender_id", "=", uid)
    .where("created_at", ">", sql<Date>`now() - interval '1 minute'`)
    .orderBy("created_at", "desc")
    .offset(MAX_MESSAGES_A_MINUTE - 1)
    .limit(1);
}

/** MAX_NEW_CONVERSATIONS_A_DAY: seconds until `uid` may start another, or null. */
export const newConversationsWait = (trx: Db, uid: string) =>
  waitOf(newConversationsQuery(trx, uid).executeTakeFirst());
