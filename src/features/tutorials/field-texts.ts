import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { UNSAFE_TEXT_MESSAGE } from "../../../contract/index.js";
import { errorText } from "../../lib/error-text.js";

/**
 * The tutorial form's checks (contract/tutorial.ts) speak English: the server answers with the same
 * words. Each known text is shown in the screen's language; one not listed here (a rule added to
 * the contract later) is shown as it is. tests/src/features/tutorials/field-texts.test.ts makes
 * every text the schema can say one of these.
 */
const FIELD_TEXTS: ReadonlyMap<string, MessageDescriptor> = new Map([
  ["Language is required.", msg`Language is required.`],
  ["Language must be text.", msg`Language must be text.`],
  ["Language must be at most 60 characters.", msg`Language must be at most 60 characters.`],
  ["Price is required.", msg`Price is required.`],
  ["Price must be a number.", msg`Price must be a number.`],
  ["Price cannot be negative.", msg`Price cannot be negative.`],
  ["Price is too large.", msg`Price is too large.`],
  ["Price has at most 2 decimals.", msg`Price has at most 2 decimals.`],
  ["Description is required.", msg`Description is required.`],
  ["Description must be text.", msg`Description must be text.`],
  ["Description must be at most 5000 characters.", msg`Description must be at most 5000 characters.`],
  ["Please upload the tutorial image first.", msg`Please upload the tutorial image first.`],
  [UNSAFE_TEXT_MESSAGE, msg`Text cannot contain control characters (such as NUL) or broken Unicode.`],
]);

/** The English texts with a translation (for the tests that hold them word for word). */
export const knownFieldTexts = (): ReadonlyMap<string, MessageDescriptor> => FIELD_TEXTS;

/** A field's check in the screen's language; undefined stays undefined (no error). */
export function fieldText(text: string | undefined, i18n: I18n): string | undefined {
  if (text === undefined) return undefined;
  const known = FIELD_TEXTS.get(text);
  return known ? i18n._(known) : text;
}

/**
 * A failed save in the screen's language: one of the form's checks the server answered with is
 * said as the form says it; anything else as `errorText` says it (the server's text, or `fallback`).
 */
export function saveErrorText(err: unknown, fallback: string, i18n: I18n): string {
  // The client's HTTP errors carry the server's text as their message (src/lib/api-client.ts).
  const known = err instanceof Error ? FIELD_TEXTS.get(err.message) : undefined;
  return known ? i18n._(known) : errorText(err, fallback);
}
