import { i18n as global, type I18n } from "@lingui/core";
import { MESSAGE_TEXTS, type ShownText, serverText, shownText } from "../i18n/server-messages.js";
import { apiErrorOf } from "./api-client.js";

/**
 * The text to show a person for any thrown value, in the screen's language: the server's when it
 * sent one (translated when the app knows it or its code, src/i18n/server-messages.ts), else
 * `fallback` — one of the app's messages, or a string already in the screen's language. Called
 * when the text is drawn or shown; `i18n` is the component's (`useLingui().i18n`) when drawn.
 */
export function errorText(
  err: unknown,
  fallback: ShownText = MESSAGE_TEXTS.somethingWrong,
  i18n: I18n = global,
): string {
  const apiError = apiErrorOf(err);
  return apiError && !apiError.isDefault
    ? serverText(apiError.message, apiError.code, i18n)
    : shownText(fallback, i18n);
}
