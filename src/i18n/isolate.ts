import { i18n as global, type I18n } from "@lingui/core";
import { directionOf, isLocale } from "../../contract/locale.js";

/** Letters of the scripts written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko…). */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * What people wrote (a name, a language taught) inside a sentence of the app, in a string rather
 * than an element: isolated between FSI and PDI, as `<bdi>` isolates it, wherever its direction
 * may differ from the screen's (every value on a right-to-left screen; a value with right-to-left
 * letters on a left-to-right one), so that it never jumbles the sentence around it.
 */
export function isolated(text: string, i18n: I18n = global): string {
  const rtlScreen = isLocale(i18n.locale) && directionOf(i18n.locale) === "rtl";
  return text && (rtlScreen || RIGHT_TO_LEFT.test(text)) ? `\u2068${text}\u2069` : text;
}

/**
 * The `dir` of a field a person types in: once it holds text, that text's own direction (an
 * English name typed on an Arabic screen stays left to right, an Arabic one on an English screen
 * right to left); while empty, the screen's, so that its placeholder reads the screen's way
 * (`dir="auto"` on an empty field would turn it left to right).
 */
export const typedDirection = (value: string): "auto" | undefined => (value ? "auto" : undefined);
