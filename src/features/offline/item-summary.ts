import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isolated } from "../../i18n/isolate.js";
import type { OutboxItem, WriteKindName } from "../../offline/index.js";
import { formatDateTime } from "../lessons/format.js";

/**
 * The line naming a waiting write (Pending changes, the conflict dialog, 'Not sent'), in the
 * screen's language, from the item's kind and meta. The outbox keeps an English summary too
 * (src/offline/, shared with the service worker, knows no language): it stands in for an item
 * whose meta lacks what its line needs (one kept by an older version of the app).
 */
type Line = (item: OutboxItem, i18n: I18n) => string | undefined;

/** A value of the item's meta, isolated (what people wrote); "" when empty; undefined when never kept. */
function metaText(item: OutboxItem, key: string, i18n: I18n): string | undefined {
  if (!item.meta || !(key in item.meta)) return undefined;
  const value = item.meta[key];
  return typeof value === "string" ? isolated(value, i18n) : "";
}

const fixed =
  (text: MessageDescriptor): Line =>
  (_item, i18n) =>
    i18n._(text);

const VERBS = {
  confirmed: {
    about: (about: string) => msg`Confirm lesson: ${about}`,
    some: msg`Confirm a lesson`,
  },
  declined: {
    about: (about: string) => msg`Decline lesson: ${about}`,
    some: msg`Decline a lesson`,
  },
  cancelled: {
    about: (about: string) => msg`Cancel lesson: ${about}`,
    some: msg`Cancel a lesson`,
  },
} as const;

function lessonUpdate(item: OutboxItem, i18n: I18n): string | undefined {
  const status = item.meta?.status;
  const language = metaText(item, "language", i18n);
  const withName = metaText(item, "withName", i18n);
  const start = item.meta?.start;
  if (status !== "confirmed" && status !== "declined" && status !== "cancelled") return undefined;
  if (language === undefined) return undefined;
  const verb = VERBS[status];
  if (!language) return i18n._(verb.some);
  let about = withName ? i18n._(msg`${language} with ${withName}`) : language;
  if (typeof start === "string") {
    const when = formatDateTime(start, i18n);
    about = i18n._(msg`${about}, ${when}`);
  }
  return i18n._(verb.about(about));
}

const LINES: Record<WriteKindName, Line> = {
  booking: (item, i18n) => {
    const language = metaText(item, "language", i18n);
    const tutorName = metaText(item, "tutorName", i18n);
    if (language === undefined || tutorName === undefined) return undefined;
    if (language && tutorName) return i18n._(msg`Book ${language} with ${tutorName}`);
    if (language) return i18n._(msg`Book ${language}`);
    return tutorName ? i18n._(msg`Book a tutorial with ${tutorName}`) : i18n._(msg`Book a tutorial`);
  },
  "lesson-book": (item, i18n) => {
    const language = metaText(item, "language", i18n);
    const tutorName = metaText(item, "tutorName", i18n);
    if (language === undefined || tutorName === undefined) return undefined;
    if (language && tutorName) return i18n._(msg`Book ${language} lesson with ${tutorName}`);
    if (language) return i18n._(msg`Book ${language} lesson`);
    return tutorName ? i18n._(msg`Book a lesson with ${tutorName}`) : i18n._(msg`Book a lesson`);
  },
  "lesson-update": lessonUpdate,
  "tutorial-update": (item, i18n) => {
    const language = metaText(item, "language", i18n);
    return language ? i18n._(msg`Edit your ${language} tutorial`) : undefined;
  },
  review: (item, i18n) => {
    const language = metaText(item, "language", i18n);
    if (language === undefined) return undefined;
    return language ? i18n._(msg`Review ${language} tutorial`) : i18n._(msg`Review a tutorial`);
  },
  "profile-field": fixed(msg`Edit your profile`),
  "profile-avatar": fixed(msg`Change your profile photo`),
  "profile-banner": fixed(msg`Change your cover photo`),
  "skill-add": fixed(msg`Add a skill`),
  "skill-remove": fixed(msg`Remove a skill`),
  "profile-update": fixed(msg`Update your profile`),
  "education-add": fixed(msg`Add an education entry`),
  "education-update": fixed(msg`Edit an education entry`),
  "education-delete": fixed(msg`Remove an education entry`),
  "experience-add": fixed(msg`Add an experience entry`),
  "experience-update": fixed(msg`Edit an experience entry`),
  "experience-delete": fixed(msg`Remove an experience entry`),
  "availability-update": fixed(msg`Save your availability`),
  "notifications-read": fixed(msg`Mark notifications as read`),
  "favourite-save": (item, i18n) => {
    const language = metaText(item, "language", i18n);
    const tutorName = metaText(item, "tutorName", i18n);
    return language && tutorName
      ? i18n._(msg`Save ${language} with ${tutorName}`)
      : i18n._(msg`Save a tutor`);
  },
  "review-edit": (item, i18n) => {
    const language = metaText(item, "language", i18n);
    return language
      ? i18n._(msg`Edit your review of ${language} tutorial`)
      : i18n._(msg`Edit your review of a tutorial`);
  },
  "review-delete": (item, i18n) => {
    const language = metaText(item, "language", i18n);
    return language
      ? i18n._(msg`Delete your review of ${language} tutorial`)
      : i18n._(msg`Delete your review of a tutorial`);
  },
  "reply-set": fixed(msg`Reply to a review`),
  "reply-delete": fixed(msg`Remove your reply to a review`),
  "message-send": (item, i18n) => {
    const name = metaText(item, "withName", i18n);
    if (name === undefined) return undefined;
    return name ? i18n._(msg`Message to ${name}`) : i18n._(msg`Send a message`);
  },
  "conversation-block": (item, i18n) => {
    const name = metaText(item, "withName", i18n);
    if (name === undefined) return undefined;
    return name ? i18n._(msg`Block ${name}`) : i18n._(msg`Block a person`);
  },
  "conversation-unblock": (item, i18n) => {
    const name = metaText(item, "withName", i18n);
    if (name === undefined) return undefined;
    return name ? i18n._(msg`Unblock ${name}`) : i18n._(msg`Unblock a person`);
  },
  "favourite-remove": (item, i18n) => {
    const language = metaText(item, "language", i18n);
    const tutorName = metaText(item, "tutorName", i18n);
    return language && tutorName
      ? i18n._(msg`Remove ${language} with ${tutorName} from saved tutors`)
      : i18n._(msg`Remove a saved tutor`);
  },
};

/** The item's line in the screen's language (`i18n`: the component's, or the active one). */
export function summaryText(item: OutboxItem, i18n: I18n): string {
  return LINES[item.kind](item, i18n) ?? item.summary;
}
