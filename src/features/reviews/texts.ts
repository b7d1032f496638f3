import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { MAX_REPLY_TEXT, MAX_REVIEW_TEXT, RATING_MESSAGE } from "../../../contract/index.js";
import { validationText } from "../auth/validation-texts.js";

/**
 * The review form's and reply form's checks (contract/review.ts, which the server answers with in
 * English) in the screen's language; any other text through the shared checks' translations.
 */
const KNOWN: ReadonlyMap<string, MessageDescriptor> = new Map([
  [RATING_MESSAGE, msg`Rating must be a whole number of stars from 1 to 5.`],
  [
    `Your review must be at most ${MAX_REVIEW_TEXT} characters.`,
    msg`Your review must be at most 2000 characters.`,
  ],
  ["The reply is required.", msg`The reply is required.`],
  [
    `The reply must be at most ${MAX_REPLY_TEXT} characters.`,
    msg`The reply must be at most 1000 characters.`,
  ],
]);

/** The English texts with a translation (for the tests that hold them word for word). */
export const knownReviewTexts = (): ReadonlyMap<string, MessageDescriptor> => KNOWN;

/** A review check's text in the screen's language; any other text as the shared checks say it. */
export function reviewText(text: string | undefined, i18n: I18n): string | undefined {
  if (text === undefined) return undefined;
  const known = KNOWN.get(text);
  return known ? i18n._(known) : validationText(text, i18n);
}
