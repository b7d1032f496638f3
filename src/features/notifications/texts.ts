import type { Notification, NotificationType } from "../../../contract/index.js";

/** The bell's words (docs/product.md, Lessons (tutor)). */
export const NOTIFICATION_TEXTS = {
  title: "Notifications",
  markAllRead: "Mark all as read",
  empty: "No notifications yet.",
  loading: "Loading notifications...",
  loadFailed: "Could not load notifications.",
  unread: "Unread",
} as const;

export const NOTIFICATION_TYPE_TEXT: Record<NotificationType, string> = {
  "lesson-requested": "New lesson request",
  "lesson-confirmed": "Lesson confirmed",
  "lesson-declined": "Lesson declined",
  "lesson-cancelled": "Lesson cancelled",
};

/** The bell's accessible name: the count is read out, not only drawn on the icon. */
export const bellLabel = (unread: number): string =>
  unread > 0 ? `${NOTIFICATION_TEXTS.title}, ${unread} unread` : NOTIFICATION_TEXTS.title;

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "just now", "5 minutes ago", "yesterday"… in the page's language. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return "just now";
}

export type NotificationTarget = "/my-lessons" | "/my-booked-tutors";

/**
 * Where a notification's lesson is shown: a request is for the tutor (My lessons); a confirmation
 * or a refusal is for the learner (My booked tutors); a cancellation goes to whichever side did
 * not cancel it, known by whether the lesson is among the person's lessons as a tutor.
 */
export function notificationTarget(
  n: Notification,
  isTutorLesson: (lessonId: string) => boolean,
): NotificationTarget {
  if (n.type === "lesson-requested") return "/my-lessons";
  if (n.type === "lesson-cancelled" && isTutorLesson(n.lessonId)) return "/my-lessons";
  return "/my-booked-tutors";
}
