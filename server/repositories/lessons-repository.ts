import { sql } from "kysely";
import type { Lesson, LessonDuration, LessonPatch, LessonsQuery } from "../../contract/index.js";
import { REQUEST_EXPIRY_HOURS } from "../../contract/index.js";
import type { Db } from "../db/connect.js";
import { inTransaction } from "../db/request-transaction.js";
import { announceLessonChange } from "../lessons/lesson-events.js";
import { effectiveStatus, judgeTransition, type Side } from "../lessons/lesson-rules.js";
import { computeSlots, type Interval, isOfferedStart } from "../lessons/slot-times.js";
import { availabilityOf, availabilityRepository } from "./availability-repository.js";
import { insertBookingOf } from "./booking-insert.js";
import { busyIntervals, busyLessonsJson } from "./busy-lessons.js";
import {
  isDeadlock,
  isExclusionViolation,
  type LessonRow,
  lessonRows,
  timesOf,
  toLesson,
} from "./lesson-rows.js";
import { markLessonRequestRead } from "./notifications-repository.js";
import { lockLearnerRequests, type WaitingRequestsCap, waitingRequestsCap } from "./waiting-requests.js";

export type CreateLessonOutcome =
  | { kind: "created"; lesson: Lesson }
  | { kind: "not_found" }
  | { kind: "own" }
  | { kind: "outside" }
  | { kind: "taken" }
  | { kind: "capped"; cap: WaitingRequestsCap };

export type TransitionOutcome =
  | { kind: "changed"; lesson: Lesson }
  | { kind: "not_found" }
  | { kind: "refused"; status: 403 | 409; message: string };

export interface Learner {
  uid: string;
  email: string;
  name: string;
}

const MINUTE_MS = 60_000;
/** At most this many lessons in one answer of GET /lessons (docs/product.md, API). */
export const LESSONS_LIST_MAX = 500;
/** How often a booking that lost a deadlock to a racing booking is tried again. */
const CREATE_ATTEMPTS = 3;

/** Requests starting before this instant are due to expire (lesson-rules.ts, isDueToExpire). */
const expiryDue = (now: Date) => new Date(now.getTime() + REQUEST_EXPIRY_HOURS * 60 * MINUTE_MS);

/**
 * Lessons are bookings with a time (docs/decisions.md, Lessons). `now` is always the caller's
 * clock, never the database's, so that tests and every instance judge time alike.
 */
export function lessonsRepository(db: Db) {
  /**
   * Stores `expired` on requests with less than REQUEST_EXPIRY_HOURS left before their start
   * (lesson-rules.ts, isDueToExpire), freeing their time for the exclusion constraint, which
   * cannot look at the clock itself.
   */
  async function expireDue(handle: Db, now: Date, tutorUid?: string): Promise<number> {
    const due = expiryDue(now);
    let q = handle
      .updateTable("bookings")
      .set({ status: "expired", updated_at: now })
      .where("status", "=", "requested")
      .where("start_at", "<", due);
    if (tutorUid !== undefined) q = q.where("tutor_uid", "=", tutorUid);
    const result = await q.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async function ownerOf(handle: Db, tutorialId: string) {
    return handle.selectFrom("tutorials").select("user_id").where("id", "=", tutorialId).executeTakeFirst();
  }

  async function read(handle: Db, id: string, now: Date): Promise<Lesson> {
    const row: LessonRow = await lessonRows(handle).where("b.id", "=", id).executeTakeFirstOrThrow();
    return toLesson(row, now);
  }

  return {
    /** The periodic sweep's step (and the one before each read): every due request, all tutors. */
    expireDue: (now: Date) => expireDue(db, now),

    /**
     * Free slots of the tutorial's tutor in [from, to); null for an unknown tutorial. A pure read
     * (no expiry written, no transaction): a request already due to expire is simply not counted
     * as busy, which is what expiring it would do.
     */
    async slots(
      tutorialId: string,
      range: { from: Date; to: Date; durationMinutes: LessonDuration },
      now: Date,
    ): Promise<Interval[] | null> {
      const until = new Date(range.to.getTime() + range.durationMinutes * MINUTE_MS);
      // One round trip: the tutor's availability and their live lessons in the range, as JSON.
      const row = await db
        .selectFrom("tutorials as t")
        .leftJoin("availability as a", "a.uid", "t.user_id")
        .select(["a.time_zone", "a.weekly", "a.exceptions"])
        .select(busyLessonsJson(sql.ref("t.user_id"), range.from, until, now).as("busy"))
        .where("t.id", "=", tutorialId)
        .executeTakeFirst();
      if (!row) return null;
      const availability = availabilityOf(row);
      const busy = busyIntervals(row.busy);
      return computeSlots({ availability, busy, ...range, now });
    },

    /**
     * Books a lesson: `requested`, at a time the tutor's availability offers. Whether the time is
     * still free is the database's answer (the exclusion constraint), not a read before the write:
     * of learners racing for one time, one INSERT wins and the others fail with 23P01. One
     * learner's requests are serialised and counted against the caps on waiting requests
     * (waiting-requests.ts) before the INSERT: a refused one stores and announces nothing.
     */
    async create(
      learner: Learner,
      lesson: { tutorialId: string; start: Date; durationMinutes: LessonDuration },
      now: Date,
    ): Promise<CreateLessonOutcome> {
      const end = new Date(lesson.start.getTime() + lesson.durationMinutes * MINUTE_MS);
      for (let attempt = 1; ; attempt++) {
        try {
          return await inTransaction(db, async (trx): Promise<CreateLessonOutcome> => {
            await lockLearnerRequests(trx, learner.uid);
            const tutorial = await ownerOf(trx, lesson.tutorialId);
            if (!tutorial) return { kind: "not_found" };
            if (tutorial.user_id === learner.uid) return { kind: "own" };
            await expireDue(trx, now, tutorial.user_id);
            const availability = await availabilityRepository(trx).get(tutorial.user_id);
            const { durationMinutes, start } = lesson;
            if (!isOfferedStart({ availability, start, durationMinutes, now })) return { kind: "outside" };
            const who = { learnerUid: learner.uid, tutorUid: tutorial.user_id };
            const cap = await waitingRequestsCap(trx, who, expiryDue(now));
            if (cap) return { kind: "capped", cap };
            const row = await insertBookingOf(
              trx,
              lesson.tutorialId,
              { uid: learner.uid, email: learner.email },
              { learnerName: learner.name, start, end, now },
            )
              .returning("id")
              .executeTakeFirst();
            if (!row) return { kind: "not_found" };
            const parties = { lessonId: row.id, learnerUid: learner.uid, tutorUid: tutorial.user_id };
            await announceLessonChange(trx, parties, "requested", "learner");
            return { kind: "created", lesson: await read(trx, row.id, now) };
          });
        } catch (err) {
          if (isExclusionViolation(err)) return { kind: "taken" };
          // Two inserts of overlapping times at the same moment can each wait for the other's row
          // (PostgreSQL then cancels one as a deadlock): asked again, the loser sees the winner's
          // committed row and is refused cleanly, or books if the winner rolled back.
          if (isDeadlock(err) && attempt < CREATE_ATTEMPTS) continue;
          if (isDeadlock(err)) return { kind: "taken" };
          throw err;
        }
      }
    },

    /** The caller's lessons in one role, soonest first; `from` keeps those not over by then. */
    async list(uid: string, query: LessonsQuery, now: Date): Promise<Lesson[]> {
      await expireDue(db, now);
      let q = lessonRows(db).where(query.role === "tutor" ? "b.tutor_uid" : "b.user_id", "=", uid);
      const { status } = query;
      if (status === "completed") q = q.where("b.status", "=", "confirmed").where("b.end_at", "<", now);
      else if (status === "confirmed") q = q.where("b.status", "=", "confirmed").where("b.end_at", ">=", now);
      else if (status) q = q.where("b.status", "=", status);
      if (query.from) q = q.where("b.end_at", ">", new Date(query.from));
      const rows = await q
        .orderBy("b.start_at", "asc")
        .orderBy("b.id", "asc")
        .limit(LESSONS_LIST_MAX)
        .execute();
      return rows.map((r) => toLesson(r, now));
    },

    /** The lesson and the caller's side in it; undefined when the caller is neither side. */
    async find(id: string, uid: string, now: Date): Promise<{ lesson: Lesson; side: Side } | undefined> {
      const row = await lessonRows(db)
        .where("b.id", "=", id)
        .where((eb) => eb.or([eb("b.user_id", "=", uid), eb("b.tutor_uid", "=", uid)]))
        .executeTakeFirst();
      if (!row) return undefined;
      return { lesson: toLesson(row, now), side: row.tutor_uid === uid ? "tutor" : "learner" };
    },

    /** Moves the lesson as the caller asks, if their side and its state allow (lesson-rules.ts). */
    async transition(id: string, uid: string, patch: LessonPatch, now: Date): Promise<TransitionOutcome> {
      return inTransaction(db, async (trx): Promise<TransitionOutcome> => {
        const row = await trx
          .selectFrom("bookings")
          .selectAll()
          .where("id", "=", id)
          .where((eb) => eb.or([eb("user_id", "=", uid), eb("tutor_uid", "=", uid)]))
          .forUpdate()
          .executeTakeFirst();
        const times = row && timesOf(row);
        if (!row || !times || !row.tutor_uid) return { kind: "not_found" };
        const side: Side = row.tutor_uid === uid ? "tutor" : "learner";
        const current = effectiveStatus(times.stored, times, now);
        const verdict = judgeTransition({ side, current, to: patch.status, start: times.start, now });
        if (!verdict.ok) return { kind: "refused", status: verdict.status, message: verdict.message };
        await trx
          .updateTable("bookings")
          .set({
            status: patch.status,
            // Only the tutor's reason is kept: it is shown to the learner (docs/product.md, Lessons).
            reason: side === "tutor" ? (patch.reason ?? null) : row.reason,
            updated_at: now,
          })
          .where("id", "=", id)
          .execute();
        const parties = { lessonId: id, learnerUid: row.user_id, tutorUid: row.tutor_uid };
        await announceLessonChange(trx, parties, patch.status, side);
        // The tutor answered the request: its notification is read (docs/product.md, Lessons (tutor)).
        if (side === "tutor" && (patch.status === "confirmed" || patch.status === "declined")) {
          await markLessonRequestRead(trx, id, row.tutor_uid);
        }
        return { kind: "changed", lesson: await read(trx, id, now) };
      });
    },
  };
}
export type LessonsRepository = ReturnType<typeof lessonsRepository>;
