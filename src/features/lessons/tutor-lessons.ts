import { msg } from "@lingui/core/macro";
import type { Lesson } from "../../../contract/index.js";

/** The tutor's lesson texts, word for word as docs/product.md (Lessons (tutor)) lists them, as messages. */
export const MY_LESSONS_TEXTS = {
  title: msg`My lessons`,
  intro: msg`Lessons learners booked with you: answer requests, and see what is coming and what is done.`,
  loading: msg`Loading your lessons...`,
  loadFailed: msg`Could not load your lessons.`,
  offline: msg`You're offline. Your lessons will load when you're back online.`,
  empty: msg`No lessons yet. Learners book the hours you set in Availability.`,
  setAvailability: msg`Set your availability`,
  requests: msg`Requests`,
  upcoming: msg`Upcoming`,
  past: msg`Past`,
  noRequests: msg`No requests waiting.`,
  noUpcoming: msg`No upcoming lessons.`,
  noPast: msg`No past lessons.`,
  confirm: msg`Confirm`,
  decline: msg`Decline`,
  cancel: msg`Cancel lesson`,
  confirmed: msg`Lesson confirmed.`,
  declined: msg`Lesson declined.`,
  cancelled: msg`Lesson cancelled.`,
  declineTitle: msg`Decline this request?`,
  declineText: msg`The learner is told. You may say why.`,
  declineReason: msg`Reason (optional)`,
  declineConfirm: msg`Decline request`,
  cancelTitle: msg`Cancel this lesson?`,
  cancelText: msg`The learner is told, with your reason.`,
  cancelReason: msg`Reason for the learner`,
  cancelConfirm: msg`Cancel lesson`,
  reasonRequired: msg`Please tell the learner why.`,
  keep: msg`Keep it`,
  pending: {
    confirmed: msg`Confirmation pending — sent when you're back online`,
    declined: msg`Decline pending — sent when you're back online`,
    cancelled: msg`Cancellation pending — sent when you're back online`,
  },
  learner: msg`Learner`,
  reason: msg`Reason:`,
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
