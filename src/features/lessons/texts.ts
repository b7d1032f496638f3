import { msg, plural } from "@lingui/core/macro";
import { PICKER_DAYS } from "../../../contract/index.js";
import { LESSON_RULE_TEXTS } from "../../i18n/server-messages.js";

/**
 * The learner's lesson texts, word for word as docs/product.md (Lessons (learner)) lists them, as
 * messages translated where they are drawn.
 */
export const BOOKED = msg`Booking completed!`;
/** The same words as a string, for screens that show it in English still. */
export const BOOKING_COMPLETED = "Booking completed!";

export const PICKER_TEXTS = {
  title: msg`Choose a time`,
  duration: msg`Lesson length`,
  loading: msg`Loading free times...`,
  empty: msg({
    message: plural(PICKER_DAYS, {
      one: "No free times in the next # day.",
      other: "No free times in the next # days.",
    }),
  }),
  failed: msg`Could not load free times.`,
  retry: msg`Try again`,
  offline: msg`You're offline and no times are saved for this tutor. Connect to see free times.`,
  saved: msg`Saved times — they may be out of date.`,
  choose: msg`Choose a time above.`,
  confirm: msg`Book this time`,
  booking: msg`Booking...`,
  taken: LESSON_RULE_TEXTS.slotTaken,
  nextFree: msg`Next free times:`,
  noneNext: msg`No other free times right now.`,
} as const;

export const LESSON_TEXTS = {
  cancel: msg`Cancel lesson`,
  cancelTitle: msg`Cancel this lesson?`,
  cancelRule: LESSON_RULE_TEXTS.cancelRule,
  cancelConfirm: msg`Yes, cancel`,
  keep: msg`Keep lesson`,
  cancelled: msg`Lesson cancelled.`,
  calendar: msg`Add to calendar`,
  cancelPending: msg`Cancellation pending — sent when you're back online`,
  lessonPending: msg`Lesson pending — sent when you're back online`,
  notBooked: msg`Not booked`,
  tutorReason: msg`Tutor's reason:`,
} as const;
