import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { DEFAULT_LOCALE } from "../../../contract/locale.js";
import { MESSAGES } from "../../../contract/messages.js";

/**
 * The upload's texts in the screen's language. Its failures carry English texts (the server's
 * answer, or the app's own below, which docs/product.md pins word for word); each is translated
 * when it is shown. tests/src/features/images/texts.test.ts holds the English sources equal to
 * the texts they translate.
 */
export const IMAGE_TEXTS = {
  uploadFailed: msg`Image upload failed!`,
  uploadError: msg`Image upload error!`,
  offlineHint: msg`You're offline: pictures can be uploaded once you're back online.`,
  unsupported: msg`Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.`,
  tooLarge: msg`The image is too large.`,
  malformed: msg`The upload could not be read. Please choose the image and try again.`,
  loginRequired: msg`Please login`,
  rateLimited: msg`Too many requests. Please wait a moment and try again.`,
  unavailable: msg`The server is busy. Please try again in a moment.`,
  somethingWrong: msg`Something went wrong.`,
} as const;

/** The English texts an upload can fail with that the app knows, each with its translation. */
const KNOWN: ReadonlyMap<string, MessageDescriptor> = new Map([
  [MESSAGES.imageUploadFailed, IMAGE_TEXTS.uploadFailed],
  ["Image upload error!", IMAGE_TEXTS.uploadError],
  ["You're offline: pictures can be uploaded once you're back online.", IMAGE_TEXTS.offlineHint],
  [MESSAGES.imageUnsupported, IMAGE_TEXTS.unsupported],
  [MESSAGES.imageTooLarge, IMAGE_TEXTS.tooLarge],
  [MESSAGES.malformedUpload, IMAGE_TEXTS.malformed],
  [MESSAGES.loginRequired, IMAGE_TEXTS.loginRequired],
  [MESSAGES.rateLimited, IMAGE_TEXTS.rateLimited],
  [MESSAGES.unavailable, IMAGE_TEXTS.unavailable],
  [MESSAGES.somethingWrong, IMAGE_TEXTS.somethingWrong],
]);

/** What an answer's code (contract/error-codes.ts) means for an upload, when its text is not known. */
const BY_CODE: Readonly<Record<string, MessageDescriptor>> = {
  UNSUPPORTED_MEDIA_TYPE: IMAGE_TEXTS.unsupported,
  PAYLOAD_TOO_LARGE: IMAGE_TEXTS.tooLarge,
  UNAUTHENTICATED: IMAGE_TEXTS.loginRequired,
  RATE_LIMITED: IMAGE_TEXTS.rateLimited,
  UNAVAILABLE: IMAGE_TEXTS.unavailable,
};

/** The English texts with a translation (for the tests that hold them word for word). */
export const knownUploadTexts = (): ReadonlyMap<string, MessageDescriptor> => KNOWN;

/**
 * An upload's failure text as the screen shows it: its translation when the app knows it; else,
 * in another language than English, what the answer's code means, or 'Image upload failed!';
 * else (English) the server's own words.
 */
export function uploadText(text: string, code: string | undefined, i18n: I18n): string {
  const known = KNOWN.get(text);
  if (known) return i18n._(known);
  if (i18n.locale === DEFAULT_LOCALE) return text;
  const meant = code === undefined ? undefined : BY_CODE[code];
  return i18n._(meant ?? IMAGE_TEXTS.uploadFailed);
}
