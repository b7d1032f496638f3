import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { INVALID_IMAGE_URL } from "../../../contract/index.js";
import { validationText } from "../auth/validation-texts.js";

/**
 * The profile's checks (contract/profile.ts, shared with the server, which answers in English) in
 * the screen's language, when drawn; the sign-in forms' and zod's own (../auth/validation-texts.ts)
 * too. A text known to neither is shown as it is. tests/src/features/profile/validation-texts.test.ts
 * makes every text the profile's schemas can say one of these.
 */
/** Said for a refusal without an issue (zod always names one); shown translated like the rest. */
export const INVALID_VALUE = "Invalid value";

const KNOWN: ReadonlyMap<string, MessageDescriptor> = new Map([
  ["Name cannot be empty.", msg`Name cannot be empty.`],
  ["Enter a valid email address.", msg`Enter a valid email address.`],
  ["Degree is required.", msg`Degree is required.`],
  ["Role is required.", msg`Role is required.`],
  ["Skill cannot be empty.", msg`Skill cannot be empty.`],
  ["A skill can be at most 60 characters.", msg`A skill can be at most 60 characters.`],
  [INVALID_IMAGE_URL, msg`Invalid image URL`],
  // The form's own word for a refusal that names no rule (components/validation.ts).
  [INVALID_VALUE, msg`Invalid value`],
]);

/** The English texts with a translation (for the tests that hold them word for word). */
export const knownProfileTexts = (): ReadonlyMap<string, MessageDescriptor> => KNOWN;

/** A profile check's text in the screen's language; any other text as it is. */
export function profileText(text: string, i18n: I18n): string {
  const known = KNOWN.get(text);
  return known ? i18n._(known) : validationText(text, i18n);
}
