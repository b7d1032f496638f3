import type { NotificationType } from "../../contract/index.js";
import type { Db } from "../db/connect.js";
import type { StoredLessonStatus } from "../db/schema.js";
import type { Side } from "./lesson-rules.js";
import { notifyLessonChange } from "./notify.js";

/**
 * Who hears of a lesson's transition (docs/product.md, Lessons): a request → the tutor; a
 * confirmation or a refusal → the learner; a cancellation → the other side.
 */
export interface LessonChange {
  uid: string;
  type: NotificationType;
  lessonId: string;
}

export interface LessonParties {
  lessonId: string;
  learnerUid: string;
  tutorUid: string;
}

const TYPE_OF: Partial<Record<StoredLessonStatus, NotificationType>> = {
  requested: "lesson-requested",
  confirmed: "lesson-confirmed",
  declined: "lesson-declined",
  cancelled: "lesson-cancelled",
};

/** The notices one transition gives: to the side that did not make it. */
export function lessonChanges(lesson: LessonParties, to: StoredLessonStatus, by: Side): LessonChange[] {
  const type = TYPE_OF[to];
  if (!type) return [];
  const uid = by === "tutor" ? lesson.learnerUid : lesson.tutorUid;
  return [{ uid, type, lessonId: lesson.lessonId }];
}

/**
 * THE one call site for lesson notifications: every stored transition (a lesson booked,
 * confirmed, declined or cancelled) passes here, inside the transaction that stored it.
 */
export async function announceLessonChange(
  db: Db,
  lesson: LessonParties,
  to: StoredLessonStatus,
  by: Side,
): Promise<void> {
  for (const change of lessonChanges(lesson, to, by)) await notifyLessonChange(db, change);
}
