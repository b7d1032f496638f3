import type { Selectable } from "kysely";
import type { Lesson } from "../../contract/index.js";
import type { Db } from "../db/connect.js";
import type { BookingsTable, StoredLessonStatus } from "../db/schema.js";
import { effectiveStatus } from "../lessons/lesson-rules.js";
import { toBooking } from "./bookings-repository.js";

/** A booking row that is a lesson (start, end and status set), with its tutorial's tutor name. */
export type LessonRow = Selectable<BookingsTable> & { tutor_name: string };

/** Lessons (bookings with a time) joined to their tutorial, for the name of its tutor. */
export function lessonRows(db: Db) {
  return db
    .selectFrom("bookings as b")
    .innerJoin("tutorials as t", "t.id", "b.tutor_id")
    .selectAll("b")
    .select("t.user_name as tutor_name")
    .where("b.start_at", "is not", null);
}

export interface LessonTimes {
  start: Date;
  end: Date;
  stored: StoredLessonStatus;
}

/** The time and stored state of a lesson row; undefined for an untimed booking. */
export function timesOf(row: Selectable<BookingsTable>): LessonTimes | undefined {
  if (!row.start_at || !row.end_at || !row.status) return undefined;
  return { start: row.start_at, end: row.end_at, stored: row.status };
}

/** A lesson as both sides read it, `completed` (and a not yet swept expiry) computed at `now`. */
export function toLesson(row: LessonRow, now: Date): Lesson {
  const times = timesOf(row);
  if (!times) throw new Error(`booking ${row.id} is not a lesson`);
  return {
    ...toBooking(row),
    start: times.start.toISOString(),
    end: times.end.toISOString(),
    status: effectiveStatus(times.stored, times, now),
    learnerName: row.learner_name ?? "",
    tutorName: row.tutor_name,
    reason: row.reason,
  };
}

/** PostgreSQL's exclusion_violation: the lesson would overlap a live lesson of the same tutor. */
/** PostgreSQL's deadlock_detected: this statement was cancelled to break a cycle of waits. */
export function isDeadlock(err: unknown): boolean {
  return typeof err === "object" && err !== null && "code" in err && err.code === "40P01";
}

export function isExclusionViolation(err: unknown): boolean {
  return typeof err === "object" && err !== null && "code" in err && err.code === "23P01";
}
