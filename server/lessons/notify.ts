import type { Db } from "../db/connect.js";
import {
  addNotification,
  type NewNotification,
  type SequencedNotification,
} from "../repositories/notifications-repository.js";

/**
 * Tells a person that one of their lessons changed: stores the notification for the bell and
 * signals every instance, which pushes it to that person's open event streams
 * (docs/decisions.md, Live notifications).
 *
 * Call it with the handle the lesson change is written through, INSIDE that change's transaction
 * (a `db.transaction()` callback's `trx`, or the request-scoped repositories' handle during a
 * keyed write): the signal is delivered only when that transaction commits, so a change that rolls
 * back notifies nobody. `lessonId` must be a row of `bookings` (the notification goes with it).
 */
export function notifyLessonChange(db: Db, change: NewNotification): Promise<SequencedNotification> {
  return addNotification(db, change);
}
