import { i18n, type Messages } from "@lingui/core";
import { startTransition } from "react";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../contract/locale.js";
import { FIRST_SCREEN_PATH } from "./first-screen.js";

/**
 * Each language's texts (docs/decisions.md, "Languages"), fetched for the chosen language only (the
 * service worker keeps every one for offline use), in two parts: the first screen's texts
 * (src/i18n/first-screen.ts), and the whole catalog.
 */
type Catalog = () => Promise<{ messages: Messages }>;
const firstScreen: Record<Locale, Catalog> = {
  en: () => import("./locales/en.po?first"),
  bn: () => import("./locales/bn.po?first"),
  ar: () => import("./locales/ar.po?first"),
};
const whole: Record<Locale, Catalog> = {
  en: () => import("./locales/en.po"),
  bn: () => import("./locales/bn.po"),
  ar: () => import("./locales/ar.po"),
};

/** Intl's locale for numbers and dates: Arabic with Arabic-Indic digits (`٢٥٫٠٠`), Bangla with Bangla ones. */
export const intlLocaleOf = (locale: Locale): string => (locale === "ar" ? "ar-u-nu-arab" : locale);

const loads = new Map<Catalog, Promise<void>>();
const loaded = new Set<Catalog>();
function load(catalog: Catalog, locale: Locale): Promise<void> {
  let loading = loads.get(catalog);
  if (!loading) {
    loading = catalog().then(({ messages }) => {
      // Every text on screen is drawn again (Lingui's provider): in slices, not one long task.
      startTransition(() => i18n.load(locale, messages));
      loaded.add(catalog);
    });
    // A failed fetch (offline before the worker kept the file) is tried again next time.
    loading.catch(() => loads.delete(catalog));
    loads.set(catalog, loading);
  }
  return loading;
}

/**
 * Loads `locale`'s texts (once) and makes it the language of every text and number drawn next:
 * the whole catalog, or, for the first screen's path, that screen's part when the whole is not
 * already there.
 */
export async function activateLocale(locale: Locale, path?: string): Promise<void> {
  const wholeLoaded = loads.has(whole[locale]);
  await load(path === FIRST_SCREEN_PATH && !wholeLoaded ? firstScreen[locale] : whole[locale], locale);
  i18n.activate(locale, [intlLocaleOf(locale)]);
}

/**
 * What a screen at `path` waits for before it is drawn: nothing at the first screen's path or once
 * the whole catalog is there (the usual case), else the whole catalog (src/i18n/screen-texts.tsx).
 */
export function textsFor(path: string): Promise<void> | undefined {
  if (path === FIRST_SCREEN_PATH || loaded.has(whole[activeLocale()])) return undefined;
  return loadEveryText();
}

/** The whole catalog of the current language (once the first screen is drawn, at idle). */
export function loadEveryText(): Promise<void> {
  const locale = activeLocale();
  return load(whole[locale], locale);
}

const activeLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
