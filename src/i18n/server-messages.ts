import { i18n as global, type I18n, type MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import {
  MAX_NEW_CONVERSATIONS_A_DAY,
  MAX_SAVED_TUTORS,
  MAX_WAITING_REQUESTS,
  MAX_WAITING_REQUESTS_PER_TUTOR,
} from "../../contract/constants.js";
import { ERROR_CODES, type ErrorCode, errorCodeOf } from "../../contract/error-codes.js";
import {
  CANCEL_RULE_MESSAGE,
  OUTSIDE_AVAILABILITY_MESSAGE,
  SLOT_TAKEN_MESSAGE,
} from "../../contract/lesson.js";
import { DEFAULT_LOCALE } from "../../contract/locale.js";
import { MESSAGES } from "../../contract/messages.js";
import { UNKNOWN_TIME_ZONE_MESSAGE } from "../../contract/time-zone.js";

/**
 * The server's texts in the screen's language (docs/decisions.md, "Languages"): the API answers
 * `{ error, code }` in English; the app shows its own translation of a text it knows, else of the
 * code, else the server's words. The English source of each translation is the contract's text
 * word for word (tests/src/i18n/server-messages.test.ts holds them equal).
 */

/** Every text of MESSAGES, keyed alike: the Record type leaves none out. */
export const MESSAGE_TEXTS: Readonly<Record<keyof typeof MESSAGES, MessageDescriptor>> = {
  invalidTutorial: msg`Invalid tutorial data`,
  tutorialNotFound: msg`Tutorial not found`,
  notOwnerEdit: msg`You are not allowed to edit this tutorial`,
  notOwnerDelete: msg`You are not allowed to delete this tutorial`,
  ownReview: msg`You cannot review your own tutorial.`,
  alreadyReviewed: msg`You have already reviewed this tutorial.`,
  notBooked: msg`Only learners who booked this tutorial can review it.`,
  reviewNotFound: msg`Review not found`,
  notYourReview: msg`Only the person who wrote this review can change it.`,
  notYourTutorialReply: msg`Only the tutor of this tutorial can reply to its reviews.`,
  bookingFailed: msg`Booking failed`,
  ownBookingsOnly: msg`You can only see your own bookings.`,
  loginRequired: msg`Please login`,
  profileNotFound: msg`Profile not found`,
  notYourProfile: msg`You can only change your own profile.`,
  entryNotFound: msg`Entry not found`,
  imageUnsupported: msg`Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.`,
  imageTooLarge: msg`The image is too large.`,
  imageUploadFailed: msg`Image upload failed!`,
  malformedUpload: msg`The upload could not be read. Please choose the image and try again.`,
  rateLimited: msg`Too many requests. Please wait a moment and try again.`,
  idempotencyInFlight: msg`The same request is still being processed. Please retry shortly.`,
  somethingWrong: msg`Something went wrong.`,
  otherUserSignedIn: msg`You are signed in as someone else. Sign in as that person to send this change.`,
  unavailable: msg`The server is busy. Please try again in a moment.`,
  otherSiteWrite: msg`This change was sent from another site, so it was refused. Make it in TutorNest itself.`,
  editConflict: msg`This was changed elsewhere after you started editing. Nothing was saved.`,
  waitingRequestsForTutor: msg({
    message: plural(MAX_WAITING_REQUESTS_PER_TUTOR, {
      one: "You already have # lesson request waiting for this tutor. Wait for an answer or cancel one first.",
      other:
        "You already have # lesson requests waiting for this tutor. Wait for an answer or cancel one first.",
    }),
  }),
  waitingRequests: msg({
    message: plural(MAX_WAITING_REQUESTS, {
      one: "You already have # lesson request waiting for tutors to answer. Wait for an answer or cancel one first.",
      other:
        "You already have # lesson requests waiting for tutors to answer. Wait for an answer or cancel one first.",
    }),
  }),
  savedTutorsFull: msg({
    message: plural(MAX_SAVED_TUTORS, {
      one: "You can save at most # tutor. Remove one to save another.",
      other: "You can save at most # tutors. Remove one to save another.",
    }),
  }),
  cannotMessage: msg`You cannot message this person.`,
  awaitAnswer: msg`Wait for an answer before sending more.`,
  messageYourself: msg`You cannot start a conversation with yourself.`,
  conversationNotFound: msg`Conversation not found`,
  personNotFound: msg`This person was not found.`,
  newConversationsLimit: msg({
    message: plural(MAX_NEW_CONVERSATIONS_A_DAY, {
      one: "You can start at most # new conversation a day. Please try again later.",
      other: "You can start at most # new conversations a day. Please try again later.",
    }),
  }),
  messageKeyRequired: msg`Each message is sent with an Idempotency-Key.`,
};

/** The lessons' texts of the contract, which the server answers with too. */
export const LESSON_RULE_TEXTS = {
  cancelRule: msg`Lessons can be cancelled up to 12 hours before they start.`,
  slotTaken: msg`This time is no longer free. Please choose another time.`,
  outsideAvailability: msg`This time is not in the tutor's availability.`,
  unknownTimeZone: msg`Unknown time zone`,
} as const;

/**
 * The availability form's own checks (contract/lesson.ts), shown beside its fields and answered by
 * the server for a body that fails them.
 */
export const AVAILABILITY_RULE_TEXTS = {
  wallTime: msg`Times must be HH:MM on the hour or half hour`,
  startBeforeMidnight: msg`A window cannot start at 24:00`,
  endAfterStart: msg`A window must end after it starts`,
  noOverlap: msg`Windows of one weekday cannot overlap`,
} as const;

/** What each code means, said when the server's text is not one the app knows. */
export const CODE_TEXTS: Readonly<Record<ErrorCode, MessageDescriptor>> = {
  VALIDATION: msg`Some of the data sent was not valid. Please check it and try again.`,
  UNAUTHENTICATED: MESSAGE_TEXTS.loginRequired,
  FORBIDDEN: msg`You are not allowed to do this.`,
  NOT_FOUND: msg`This could not be found. It may have been removed.`,
  CONFLICT: msg`This can no longer be done: it was changed meanwhile. Reload and try again.`,
  PAYLOAD_TOO_LARGE: msg`What you sent is too large.`,
  UNSUPPORTED_MEDIA_TYPE: msg`This kind of file cannot be uploaded.`,
  RATE_LIMITED: MESSAGE_TEXTS.rateLimited,
  INTERNAL: MESSAGE_TEXTS.somethingWrong,
  UNAVAILABLE: MESSAGE_TEXTS.unavailable,
  SLOT_TAKEN: LESSON_RULE_TEXTS.slotTaken,
  PRECONDITION_FAILED: MESSAGE_TEXTS.editConflict,
  REQUESTS_WAITING: msg`You have too many lesson requests waiting for an answer. Wait for an answer or cancel one first.`,
  NOT_BOOKED: MESSAGE_TEXTS.notBooked,
  BLOCKED: MESSAGE_TEXTS.cannotMessage,
  AWAITING_ANSWER: MESSAGE_TEXTS.awaitAnswer,
  NEW_CONVERSATIONS_LIMIT: MESSAGE_TEXTS.newConversationsLimit,
};

/** The server's English texts the app knows, each with its translation. */
const KNOWN: ReadonlyMap<string, MessageDescriptor> = new Map([
  ...(Object.keys(MESSAGE_TEXTS) as (keyof typeof MESSAGES)[]).map(
    (key) => [MESSAGES[key], MESSAGE_TEXTS[key]] as const,
  ),
  [CANCEL_RULE_MESSAGE, LESSON_RULE_TEXTS.cancelRule],
  [SLOT_TAKEN_MESSAGE, LESSON_RULE_TEXTS.slotTaken],
  [OUTSIDE_AVAILABILITY_MESSAGE, LESSON_RULE_TEXTS.outsideAvailability],
  [UNKNOWN_TIME_ZONE_MESSAGE, LESSON_RULE_TEXTS.unknownTimeZone],
  ["Times must be HH:MM on the hour or half hour", AVAILABILITY_RULE_TEXTS.wallTime],
  ["A window cannot start at 24:00", AVAILABILITY_RULE_TEXTS.startBeforeMidnight],
  ["A window must end after it starts", AVAILABILITY_RULE_TEXTS.endAfterStart],
  ["Windows of one weekday cannot overlap", AVAILABILITY_RULE_TEXTS.noOverlap],
]);

/** The English texts with a translation (for the tests that hold them word for word). */
export const knownServerTexts = (): ReadonlyMap<string, MessageDescriptor> => KNOWN;

const isErrorCode = (code: string | undefined): code is ErrorCode =>
  code !== undefined && (ERROR_CODES as readonly string[]).includes(code);

/**
 * A text of the server (an error's `error`, a refusal kept in the outbox) as the screen shows it:
 * its translation when the app knows it; else, in another language than English, what its code
 * means; else its own words. English shows the server's words as they are (they are English).
 */
export function serverText(text: string, code?: string, i18n: I18n = global): string {
  const known = KNOWN.get(text);
  if (known) return i18n._(known);
  if (i18n.locale !== DEFAULT_LOCALE && isErrorCode(code)) return i18n._(CODE_TEXTS[code]);
  return text;
}

/** A refusal kept in the outbox, which keeps the server's text and the answer's status (not its code). */
export function refusalText(text: string, status: number | undefined, i18n: I18n = global): string {
  return serverText(text, status === undefined ? undefined : errorCodeOf(status), i18n);
}

/**
 * A text the app shows that is either its own message or a string: a message is translated; a
 * string one of the server's known English texts is translated too; any other string is shown as
 * it is (already in the screen's language).
 */
export type ShownText = MessageDescriptor | string;

export function shownText(text: ShownText, i18n: I18n = global): string {
  if (typeof text !== "string") return i18n._(text);
  return KNOWN.has(text) ? serverText(text, undefined, i18n) : text;
}
