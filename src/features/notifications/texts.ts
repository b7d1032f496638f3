import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { Notification, NotificationType } from "../../../contract/index.js";
import { categoryName } from "../../i18n/categories.js";
import { formatDateTime } from "../lessons/format.js";

/** The bell's words (docs/product.md, Lessons (tutor)), as messages. */
export const NOTIFICATION_TEXTS = {
  title: msg`Notifications`,
  markAllRead: msg`Mark all as read`,
  empty: msg`No notifications yet.`,
  loading: msg`Loading notifications...`,
  loadFailed: msg`Could not load notifications.`,
  unread: msg`Unread`,
  close: msg`Close notifications`,
} as const;

export const NOTIFICATION_TYPE_TEXT: Record<NotificationType, MessageDescriptor> = {
  "lesson-requested": msg`New lesson request`,
  "lesson-confirmed": msg`Lesson confirmed`,
  "lesson-declined": msg`Lesson declined`,
  "lesson-cancelled": msg`Lesson cancelled`,
  "review-posted": msg`New review of your tutorial`,
  "review-replied": msg`New reply to your review`,
};

/**
 * A notification in words, saying who and when (docs/product.md, Lessons and Reviews): "Nadia
 * Karim asked for Tue, Dec 1, 2026, 10:00 AM", "Nadia Karim reviewed your English tutorial". The
 * lesson's time in the device's zone and the screen's language (lessons/format.ts); a category's
 * name translated, anyone's own language name as written. Without the name (or a lesson's start),
 * as from an older server, the type's words alone.
 */
export function notificationText(n: Notification, i18n: I18n): string {
  const name = n.actorName?.trim();
  if (!name) return i18n._(NOTIFICATION_TYPE_TEXT[n.type]);
  if (n.type === "review-posted") {
    const language = n.language?.trim();
    if (!language) return i18n._(msg`${name} reviewed your tutorial`);
    const subject = categoryName(language, i18n);
    return i18n._(msg`${name} reviewed your ${subject} tutorial`);
  }
  if (n.type === "review-replied") return i18n._(msg`${name} replied to your review`);
  if (!n.start) return i18n._(NOTIFICATION_TYPE_TEXT[n.type]);
  const when = formatDateTime(n.start, i18n);
  switch (n.type) {
    case "lesson-requested":
      return i18n._(msg`${name} asked for ${when}`);
    case "lesson-confirmed":
      return i18n._(msg`${name} confirmed your lesson on ${when}`);
    case "lesson-declined":
      return i18n._(msg`${name} declined your lesson on ${when}`);
    case "lesson-cancelled":
      return i18n._(msg`${name} cancelled the lesson on ${when}`);
  }
}

/** The bell's accessible name: the count is read out, not only drawn on the icon. */
export function bellLabel(unread: number, i18n: I18n): string {
  if (unread === 0) return i18n._(NOTIFICATION_TEXTS.title);
  return i18n._(
    msg({ message: plural(unread, { one: "Notifications, # unread", other: "Notifications, # unread" }) }),
  );
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const relative = new Map<string, Intl.RelativeTimeFormat>();
/** One formatter per language (Intl's with the language's digits: "৩ মিনিট আগে", "قبل ٣ دقائق"). */
function relativeFormat(i18n: I18n): Intl.RelativeTimeFormat {
  const locales = i18n.locales ? [i18n.locales].flat() : [i18n.locale];
  const key = locales.join();
  let format = relative.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locales, { numeric: "auto" });
    relative.set(key, format);
  }
  return format;
}

/** "just now", "5 minutes ago", "yesterday"… in the screen's language. */
export function timeAgo(iso: string, i18n: I18n, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat(i18n).format(Math.round(seconds / size), unit);
  }
  return i18n._(msg`just now`);
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
  if (n.type === "lesson-cancelled" && n.lessonId !== null && isTutorLesson(n.lessonId)) return "/my-lessons";
  return "/my-booked-tutors";
}

/** Where a notification links: a lesson's card (its list, `#lesson-{id}`), or a review's tutorial. */
export type NotificationLink =
  | { kind: "lesson"; to: NotificationTarget; hash: string }
  | { kind: "tutorial"; to: "/tutor/$id"; params: { id: string } };

export function notificationLink(
  n: Notification,
  isTutorLesson: (lessonId: string) => boolean,
): NotificationLink {
  if ((n.type === "review-posted" || n.type === "review-replied") && n.tutorialId) {
    return { kind: "tutorial", to: "/tutor/$id", params: { id: n.tutorialId } };
  }
  return { kind: "lesson", to: notificationTarget(n, isTutorLesson), hash: `lesson-${n.lessonId ?? ""}` };
}
