import type { NotificationType } from "../../contract/index.js";
import { notifyLessonChange } from "../../server/lessons/notify.js";
import type { SequencedNotification } from "../../server/repositories/notifications-repository.js";
import type { SignedIn, TestApp } from "./test-app.js";
import { book, postTutorial } from "./tutorials.js";

/** A bookings row for notifications to point at: `tutor`'s tutorial, booked (untimed) by `learner`. */
export async function aLesson(t: TestApp, tutor: SignedIn, learner: SignedIn): Promise<string> {
  const tutorial = await postTutorial(t, tutor);
  const res = await book(t, learner, tutorial._id);
  if (res.statusCode !== 201) throw new Error(`POST /api/bookings: ${res.statusCode} ${res.body}`);
  return res.json().insertedId;
}

/** notifyLessonChange inside a transaction of its own, committed. */
export function notifyCommitted(
  t: TestApp,
  uid: string,
  lessonId: string,
  type: NotificationType = "lesson-requested",
): Promise<SequencedNotification> {
  return t.database.db.transaction().execute((trx) => notifyLessonChange(trx, { uid, type, lessonId }));
}
