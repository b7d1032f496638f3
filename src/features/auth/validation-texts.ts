import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { PASSWORD_RULE_MESSAGE, UNSAFE_TEXT_MESSAGE } from "../../../contract/index.js";
import { AUTH_TEXTS } from "./texts.js";

/**
 * The checks of the forms' schemas (contract/, shared with the server, which answers in English)
 * are English texts: a form shows each it knows in the screen's language, when it is drawn. A text
 * not known here (a rule added to the contract later) is shown as it is.
 * tests/src/features/auth/validation-texts.test.ts holds the English sources equal to the
 * contract's texts.
 */
const KNOWN: ReadonlyMap<string, MessageDescriptor> = new Map([
  ["Please enter your name.", msg`Please enter your name.`],
  ["Please enter a valid email.", AUTH_TEXTS.invalidEmail],
  ["Please enter your password.", msg`Please enter your password.`],
  [
    PASSWORD_RULE_MESSAGE,
    msg`Password must have at least one uppercase, one lowercase letter, and be at least 6 characters long.`,
  ],
  [UNSAFE_TEXT_MESSAGE, msg`Text cannot contain control characters (such as NUL) or broken Unicode.`],
]);

/** The English texts with a translation (for the tests that hold them word for word). */
export const knownValidationTexts = (): ReadonlyMap<string, MessageDescriptor> => KNOWN;

/**
 * zod's own words for a length past its maximum (a rule the schema gives no text of its own):
 * English keeps them as zod writes them; the number is written in the language's digits.
 */
const TOO_LONG = /^Too big: expected string to have <=(\d+) characters$/;
const TOO_MANY = /^Too big: expected array to have <=(\d+) items$/;

function limitText(text: string, i18n: I18n): string | undefined {
  const long = TOO_LONG.exec(text);
  const many = long ? null : TOO_MANY.exec(text);
  const limit = long?.[1] ?? many?.[1];
  if (limit === undefined) return undefined;
  const max = i18n.number(Number(limit), { useGrouping: false });
  return long
    ? i18n._(msg`Too big: expected string to have <=${max} characters`)
    : i18n._(msg`Too big: expected array to have <=${max} items`);
}

/**
 * A check's text in the screen's language: a known one translated, any other as it is. Undefined
 * stays undefined (no error), so a form passes its field's error straight through.
 */
export function validationText(text: string, i18n: I18n): string;
export function validationText(text: string | undefined, i18n: I18n): string | undefined;
export function validationText(text: string | undefined, i18n: I18n): string | undefined {
  if (text === undefined) return undefined;
  const known = KNOWN.get(text);
  if (known) return i18n._(known);
  return limitText(text, i18n) ?? text;
}
