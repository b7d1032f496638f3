import type { FastifyRequest } from "fastify";
import {
  acceptedLanguages,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  localeOfLanguages,
} from "../../contract/locale.js";

/**
 * The language a page is painted in (docs/decisions.md, "Languages"): the person's choice, which
 * the app copies into a cookie (localStorage is out of the server's reach), else the first of the
 * browser's languages that is one of ours, else English. Any other cookie value is ignored.
 */
export function pageLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return localeOfLanguages(acceptedLanguages(request.headers["accept-language"]));
}
