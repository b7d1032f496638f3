import {
  CANCEL_RULE_MESSAGE,
  LEARNER_CANCEL_NOTICE_HOURS,
  type LessonPatch,
  type LessonStatus,
  REQUEST_EXPIRY_HOURS,
} from "../../contract/index.js";
import type { StoredLessonStatus } from "../db/schema.js";

/**
 * A lesson's life as docs/product.md (Lessons) states it: the tutor confirms or declines a
 * request, either side cancels a live lesson, a learner not within 12 hours of the start. Pure, so
 * that the rules are read and tested in one place; the repository applies the verdict.
 */

export type Side = "tutor" | "learner";
const HOUR_MS = 60 * 60 * 1000;

export const ONLY_TUTOR_ANSWERS_MESSAGE = "Only the tutor can confirm or decline a lesson request.";
const NOT_NOW: Record<LessonPatch["status"], string> = {
  confirmed: "This lesson can no longer be confirmed.",
  declined: "This lesson can no longer be declined.",
  cancelled: "This lesson can no longer be cancelled.",
};

/**
 * The status people see: `completed` once a confirmed lesson has ended, and `expired` for a
 * request already past its answer time that the sweep has not stored yet (docs/decisions.md,
 * Lessons: expiry is materialised, and also judged on read so that no reader sees it late).
 */
export function effectiveStatus(
  stored: StoredLessonStatus,
  lesson: { start: Date; end: Date },
  now: Date,
): LessonStatus {
  if (stored === "confirmed" && lesson.end.getTime() < now.getTime()) return "completed";
  if (stored === "requested" && isDueToExpire(lesson.start, now)) return "expired";
  return stored;
}

/**
 * A request still unanswered once less than REQUEST_EXPIRY_HOURS remain before its start has
 * expired. Strictly less: a request booked at the earliest bookable time (exactly 2 hours ahead)
 * is live, not born expired.
 */
export function isDueToExpire(start: Date, now: Date): boolean {
  return start.getTime() - REQUEST_EXPIRY_HOURS * HOUR_MS < now.getTime();
}

export type Verdict = { ok: true } | { ok: false; status: 403 | 409; message: string };

/** Whether `side` may move a lesson in `current` state to `to` at `now`. */
export function judgeTransition(o: {
  side: Side;
  current: LessonStatus;
  to: LessonPatch["status"];
  start: Date;
  now: Date;
}): Verdict {
  const { side, current, to } = o;
  if (to === "confirmed" || to === "declined") {
    if (side !== "tutor") return { ok: false, status: 403, message: ONLY_TUTOR_ANSWERS_MESSAGE };
    return current === "requested" ? { ok: true } : { ok: false, status: 409, message: NOT_NOW[to] };
  }
  if (current !== "requested" && current !== "confirmed") {
    return { ok: false, status: 409, message: NOT_NOW.cancelled };
  }
  // A tutor may cancel at any time; a learner only while the start is far enough ahead.
  const hoursAhead = (o.start.getTime() - o.now.getTime()) / HOUR_MS;
  if (side === "learner" && hoursAhead < LEARNER_CANCEL_NOTICE_HOURS) {
    return { ok: false, status: 409, message: CANCEL_RULE_MESSAGE };
  }
  return { ok: true };
}
