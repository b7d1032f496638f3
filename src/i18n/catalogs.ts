import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "../../contract/locale.js";

/**
 * One compiled catalog per language, fetched when that language is chosen (only the chosen one is
 * loaded; the service worker keeps all three for offline use).
 */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("./locales/en.po"),
  bn: () => import("./locales/bn.po"),
  ar: () => import("./locales/ar.po"),
};

/** Intl's locale for numbers and dates: Arabic with Arabic-Indic digits (`٢٥٫٠٠`), Bangla with Bangla ones. */
export const intlLocaleOf = (locale: Locale): string => (locale === "ar" ? "ar-u-nu-arab" : locale);

const loaded = new Set<Locale>();

/** Loads `locale`'s texts (once) and makes it the language of every text and number drawn next. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const { messages } = await catalogs[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale, [intlLocaleOf(locale)]);
}
