import { type RawBuilder, sql } from "kysely";
import { REQUEST_EXPIRY_HOURS } from "../../contract/index.js";
import type { Interval } from "../lessons/slot-times.js";

const HOUR_MS = 60 * 60_000;

/**
 * The lessons that keep a tutor busy in [from, until), as one JSON value in the row that asks
 * (one round trip): confirmed ones, and requests not yet due to expire at `now` (a request due to
 * expire is not counted, which is what expiring it would do). `tutorUid` names the tutor's column.
 */
export function busyLessonsJson(tutorUid: RawBuilder<unknown>, from: Date, until: Date, now: Date) {
  const due = new Date(now.getTime() + REQUEST_EXPIRY_HOURS * HOUR_MS);
  return sql<[string, string][]>`(
    SELECT coalesce(json_agg(json_build_array(b.start_at, b.end_at)), '[]'::json)
    FROM bookings b
    WHERE b.tutor_uid = ${tutorUid}
      AND (b.status = 'confirmed' OR (b.status = 'requested' AND b.start_at >= ${due}::timestamptz))
      AND b.end_at > ${from}::timestamptz AND b.start_at < ${until}::timestamptz)`;
}

/** busyLessonsJson's value as intervals. */
export const busyIntervals = (rows: [string, string][]): Interval[] =>
  rows.map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));
