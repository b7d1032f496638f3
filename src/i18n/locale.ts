import { i18n } from "@lingui/core";
import {
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_KEY,
  type Locale,
  localeOfLanguages,
} from "../../contract/locale.js";
import { showAppHead } from "../lib/page-title.js";
import { PAINTED_CHOICE_EVENT } from "../lib/painted.js";
import { activateLocale } from "./catalogs.js";
import { saveDeviceLocale } from "./device-locale.js";

/**
 * The language of the screen (docs/decisions.md, "Languages"): the person's choice kept on the
 * device, else the first of the browser's languages that is one of ours, else English. index.html's
 * head script decides the same way before the first paint (tests/src/i18n/locale.test.ts).
 */
export function detectLocale(): Locale {
  try {
    const chosen = localStorage.getItem(LOCALE_KEY);
    if (isLocale(chosen)) return chosen;
  } catch {}
  return localeOfLanguages(navigator.languages ?? [navigator.language]);
}

/** The current language, for code outside React (React reads it through Lingui's provider). */
export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/**
 * At start: the detected language's texts (for the first screen, its part alone), and the copies
 * the server and service worker read.
 */
export async function startLocale(): Promise<void> {
  const locale = detectLocale();
  await activateLocale(locale, location.pathname);
  showIn(locale);
  tellOthers(locale);
  // The painted page's Language control, used while the app starts (src/lib/painted.ts): its
  // choice is followed, whether made before these texts were ready or after.
  const follow = () => {
    const chosen = detectLocale();
    if (chosen !== currentLocale()) void chooseLocale(chosen);
  };
  addEventListener(PAINTED_CHOICE_EVENT, follow);
  follow();
}

/**
 * The person chose a language: the screen changes at once (Lingui's provider draws every text
 * again; nothing is reloaded, nothing typed is lost) and the choice wins at every later visit.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  // Kept before the texts load: a page opened meanwhile (a reload, a link opened anew) is in it.
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {}
  tellOthers(locale);
  await activateLocale(locale);
  showIn(locale);
}

/** `<html>` says the language and direction, the tab and the description are in it. */
function showIn(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
  showAppHead();
}

/**
 * The server paints the page in the language of this cookie (server/pages/page-locale.ts); the
 * service worker in the one kept in IndexedDB. Neither can read localStorage.
 */
function tellOthers(locale: Locale): void {
  const secure = location.protocol === "https:" ? "; secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax${secure}`;
  void saveDeviceLocale(locale).catch(() => undefined);
}
