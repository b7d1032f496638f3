import { CANCEL_RULE_MESSAGE, PICKER_DAYS, SLOT_TAKEN_MESSAGE } from "../../../contract/index.js";

/** The learner's lesson texts, word for word as docs/product.md (Lessons (learner)) lists them. */
export const BOOKING_COMPLETED = "Booking completed!";

export const PICKER_TEXTS = {
  title: "Choose a time",
  duration: "Lesson length",
  loading: "Loading free times...",
  empty: `No free times in the next ${PICKER_DAYS} days.`,
  failed: "Could not load free times.",
  retry: "Try again",
  offline: "You're offline and no times are saved for this tutor. Connect to see free times.",
  saved: "Saved times — they may be out of date.",
  choose: "Choose a time above.",
  confirm: "Book this time",
  booking: "Booking...",
  taken: SLOT_TAKEN_MESSAGE,
  nextFree: "Next free times:",
  noneNext: "No other free times right now.",
} as const;

export const LESSON_TEXTS = {
  cancel: "Cancel lesson",
  cancelTitle: "Cancel this lesson?",
  cancelRule: CANCEL_RULE_MESSAGE,
  cancelConfirm: "Yes, cancel",
  keep: "Keep lesson",
  cancelled: "Lesson cancelled.",
  calendar: "Add to calendar",
  cancelPending: "Cancellation pending — sent when you're back online",
  lessonPending: "Lesson pending — sent when you're back online",
  notBooked: "Not booked",
  tutorReason: "Tutor's reason:",
} as const;
