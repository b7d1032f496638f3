import type { Lesson } from "../../../contract/index.js";

/** The tutor's lesson texts, word for word as docs/product.md (Lessons (tutor)) lists them. */
export const MY_LESSONS_TEXTS = {
  title: "My lessons",
  intro: "Lessons learners booked with you: answer requests, and see what is coming and what is done.",
  loading: "Loading your lessons...",
  loadFailed: "Could not load your lessons.",
  offline: "You're offline. Your lessons will load when you're back online.",
  empty: "No lessons yet. Learners book the hours you set in Availability.",
  setAvailability: "Set your availability",
  requests: "Requests",
  upcoming: "Upcoming",
  past: "Past",
  noRequests: "No requests waiting.",
  noUpcoming: "No upcoming lessons.",
  noPast: "No past lessons.",
  confirm: "Confirm",
  decline: "Decline",
  cancel: "Cancel lesson",
  confirmed: "Lesson confirmed.",
  declined: "Lesson declined.",
  cancelled: "Lesson cancelled.",
  declineTitle: "Decline this request?",
  declineText: "The learner is told. You may say why.",
  declineReason: "Reason (optional)",
  declineConfirm: "Decline request",
  cancelTitle: "Cancel this lesson?",
  cancelText: "The learner is told, with your reason.",
  cancelReason: "Reason for the learner",
  cancelConfirm: "Cancel lesson",
  reasonRequired: "Please tell the learner why.",
  keep: "Keep it",
  pending: {
    confirmed: "Confirmation pending — sent when you're back online",
    declined: "Decline pending — sent when you're back online",
    cancelled: "Cancellation pending — sent when you're back online",
  },
  learner: "Learner",
  reason: "Reason:",
} as const;

export interface TutorLessons {
  /** Waiting for the tutor's answer, soonest first. */
  requests: Lesson[];
  /** Confirmed and not yet over, soonest first. */
  upcoming: Lesson[];
  /** Over, or never to happen (declined, cancelled, expired), latest first. */
  past: Lesson[];
}

/** The three parts of My lessons (docs/product.md, Lessons (tutor)). */
export function splitTutorLessons(lessons: readonly Lesson[], now: number = Date.now()): TutorLessons {
  const ahead = (l: Lesson) => Date.parse(l.end) > now;
  const byStart = (a: Lesson, b: Lesson) => Date.parse(a.start) - Date.parse(b.start);
  const requests = lessons.filter((l) => l.status === "requested" && ahead(l)).sort(byStart);
  const upcoming = lessons.filter((l) => l.status === "confirmed" && ahead(l)).sort(byStart);
  const shown = new Set([...requests, ...upcoming]);
  const past = lessons.filter((l) => !shown.has(l)).sort((a, b) => byStart(b, a));
  return { requests, upcoming, past };
}
