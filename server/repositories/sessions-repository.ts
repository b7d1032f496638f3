import type { Selectable } from "kysely";
import type { Db } from "../db/connect.js";
import type { SessionsTable } from "../db/schema.js";

export type SessionRecord = Selectable<SessionsTable>;

/**
 * The sessions table: one row per signed-in browser. Every time is passed in by the caller (the
 * server's clock), so that expiry is judged by the same clock that wrote it.
 */
export function sessionsRepository(db: Db) {
  return {
    async create(id: string, userId: string, at: Date): Promise<void> {
      await db
        .insertInto("sessions")
        .values({ id, user_id: userId, created_at: at, last_seen_at: at, checked_at: at })
        .execute();
    },

    /** The one query a request with a session cookie costs: a primary-key lookup. */
    async find(id: string): Promise<SessionRecord | undefined> {
      return db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /**
     * Moves the session's last use (and, when given, its last identity check) forward. Only the
     * caller that still sees `seenBefore` wins, so concurrent requests renew (and check) once.
     */
    async renew(id: string, seenBefore: Date, seen: Date, checked: Date | undefined): Promise<boolean> {
      const row = await db
        .updateTable("sessions")
        .set(checked ? { last_seen_at: seen, checked_at: checked } : { last_seen_at: seen })
        .where("id", "=", id)
        .where("last_seen_at", "=", seenBefore)
        .where("revoked_at", "is", null)
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Moves the session's last identity check forward, and only that (a long-lived answer checks
     * without being a use). Only the caller that still sees `checkedBefore` wins.
     */
    async markChecked(id: string, checkedBefore: Date, checked: Date): Promise<boolean> {
      const row = await db
        .updateTable("sessions")
        .set({ checked_at: checked })
        .where("id", "=", id)
        .where("checked_at", "=", checkedBefore)
        .where("revoked_at", "is", null)
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },

    async revoke(id: string, at: Date): Promise<void> {
      await db
        .updateTable("sessions")
        .set({ revoked_at: at })
        .where("id", "=", id)
        .where("revoked_at", "is", null)
        .execute();
    },

    /** Deletes sessions revoked, or unused since `idleBefore` (both indexed). Answers how many. */
    async purge(idleBefore: Date): Promise<number> {
      const result = await db
        .deleteFrom("sessions")
        .where((eb) => eb.or([eb("last_seen_at", "<", idleBefore), eb("revoked_at", "is not", null)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
