import { type Selectable, sql } from "kysely";
import type { Db } from "../db/connect.js";
import type { RequestTransaction } from "../db/request-transaction.js";
import type { IdempotencyKeysTable } from "../db/schema.js";

export type IdempotencyRecord = Selectable<IdempotencyKeysTable>;
export interface IdempotencyRequest {
  userId: string;
  key: string;
  method: string;
  path: string;
  /** sha256 of the canonical request body; a stored null (rows from before it) matches any body. */
  bodyHash: string;
}

/**
 * The idempotency_keys table: one row per (user, key); status null while the first call runs.
 * Over a request-scoped handle (repositories/index.ts), every method joins the caller's request
 * transaction when it has one.
 */
export function idempotencyRepository(db: Db) {
  return {
    /** Opens the transaction a keyed write and its stored answer commit in together. */
    begin(): Promise<RequestTransaction> {
      return db.startTransaction().execute();
    },

    /** True when this call reserved the key (it was free). */
    async reserve(r: IdempotencyRequest): Promise<boolean> {
      const row = await db
        .insertInto("idempotency_keys")
        .values({ user_id: r.userId, key: r.key, method: r.method, path: r.path, body_hash: r.bodyHash })
        .onConflict((oc) => oc.columns(["user_id", "key"]).doNothing())
        .returning("key")
        .executeTakeFirst();
      return row !== undefined;
    },

    async find(userId: string, key: string): Promise<IdempotencyRecord | undefined> {
      return db
        .selectFrom("idempotency_keys")
        .selectAll()
        .where("user_id", "=", userId)
        .where("key", "=", key)
        .executeTakeFirst();
    },

    /**
     * Claims a reservation whose first call never finished (the process died mid-request):
     * still without a status after `staleSeconds`. Only one caller can win it.
     */
    async takeOverStale(userId: string, key: string, staleSeconds: number): Promise<boolean> {
      const row = await db
        .updateTable("idempotency_keys")
        .set({ created_at: sql`now()` })
        .where("user_id", "=", userId)
        .where("key", "=", key)
        .where("status", "is", null)
        .where("created_at", "<", sql<Date>`now() - make_interval(secs => ${staleSeconds})`)
        .returning("key")
        .executeTakeFirst();
      return row !== undefined;
    },

    async complete(userId: string, key: string, status: number, body: string): Promise<void> {
      await db
        .updateTable("idempotency_keys")
        .set({ status, body })
        .where("user_id", "=", userId)
        .where("key", "=", key)
        .execute();
    },

    /** Drops a reservation whose answer cannot be kept, so that a retry runs again. */
    async release(userId: string, key: string): Promise<void> {
      await db.deleteFrom("idempotency_keys").where("user_id", "=", userId).where("key", "=", key).execute();
    },

    /** Forgets keys older than `days` (indexed on created_at). Answers how many went. */
    async purge(days: number): Promise<number> {
      const result = await db
        .deleteFrom("idempotency_keys")
        .where("created_at", "<", sql<Date>`now() - make_interval(days => ${days})`)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
