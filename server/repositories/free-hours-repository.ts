import { sql } from "kysely";
import type { Db } from "../db/connect.js";
import { FREE_BITS, FREE_HOURS_DAYS, freeBits, freeStarts } from "../lessons/free-hours.js";
import { availabilityOf } from "./availability-repository.js";
import { busyIntervals, busyLessonsJson } from "./busy-lessons.js";

const HOUR_MS = 60 * 60_000;
/** A row older than this is rewritten by the sweep, so that it always reaches 14 days ahead. */
export const FREE_HOURS_MAX_AGE_MS = 24 * HOUR_MS;

/**
 * Each tutor's free 60-minute slot starts over the next FREE_HOURS_DAYS days (migrations/
 * 015_tutor_free_hours.sql; docs/decisions.md, "The hours that suit"), kept for the tutor list's
 * hours filter. A derived copy: rewritten from the availability and the lessons whenever either
 * changes, and by the sweep when a day old.
 */
export function freeHoursRepository(db: Db) {
  /** Rewrites the row of tutor `uid` as their calendar stands at `now` (none without availability). */
  async function refresh(uid: string, now: Date): Promise<void> {
    const until = new Date(now.getTime() + (FREE_HOURS_DAYS * 24 + 2) * HOUR_MS);
    const row = await db
      .selectFrom("availability as a")
      .select(["a.time_zone", "a.weekly", "a.exceptions"])
      .select(busyLessonsJson(sql.ref("a.uid"), now, until, now).as("busy"))
      .where("a.uid", "=", uid)
      .executeTakeFirst();
    const availability = availabilityOf(row);
    if (!row || availability.weekly.length === 0) {
      await db.deleteFrom("tutor_free_hours").where("uid", "=", uid).execute();
      return;
    }
    const { firstDay, free } = freeBits(freeStarts(availability, busyIntervals(row.busy), now), now);
    const bits = sql<string>`${free}::bit(${sql.lit(FREE_BITS)})`;
    await db
      .insertInto("tutor_free_hours")
      .values({ uid, first_day: firstDay, free: bits, computed_at: now })
      .onConflict((oc) => oc.column("uid").doUpdateSet({ first_day: firstDay, free: bits, computed_at: now }))
      .execute();
  }

  return {
    refresh,

    /** As refresh, for the tutor of a tutorial (nothing for an unknown one). */
    async refreshOfTutorial(tutorialId: string, now: Date): Promise<void> {
      const t = await db
        .selectFrom("tutorials")
        .select("user_id")
        .where("id", "=", tutorialId)
        .executeTakeFirst();
      if (t) await refresh(t.user_id, now);
    },

    /**
     * Rewrites up to `limit` rows that are a day old, or missing for a tutor with availability;
     * answers how many it rewrote (the sweep runs again while it finds any).
     */
    async sweep(now: Date, limit = 200): Promise<number> {
      const stale = new Date(now.getTime() - FREE_HOURS_MAX_AGE_MS);
      const rows = await db
        .selectFrom("availability as a")
        .leftJoin("tutor_free_hours as f", "f.uid", "a.uid")
        .select("a.uid")
        .where((eb) => eb.or([eb("f.uid", "is", null), eb("f.computed_at", "<", stale)]))
        .limit(limit)
        .execute();
      for (const r of rows) await refresh(r.uid, now);
      return rows.length;
    },
  };
}
export type FreeHoursRepository = ReturnType<typeof freeHoursRepository>;
