import { i18n as global, type I18n } from "@lingui/core";

/**
 * Numbers, prices and dates in the screen's language, through Intl (docs/decisions.md,
 * "Languages"): Latin digits in English, Bangla digits in Bangla (`২৫.০০ US$`), Arabic-Indic in
 * Arabic (`٢٥٫٠٠ US$`). Components pass `useLingui().i18n`, so that they draw again when the
 * language changes; code outside React uses the active one.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format as T;
}

const localesOf = (i18n: I18n): string[] => (i18n.locales ? [i18n.locales].flat() : [i18n.locale]);

function numberFormat(i18n: I18n, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locales = localesOf(i18n);
  return cached(`n|${locales}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locales, options));
}

/** A whole number with the language's digits and grouping: 1234 → "1,234", "১,২৩৪", "١٬٢٣٤". */
export function formatCount(value: number, i18n: I18n = global): string {
  return numberFormat(i18n, { maximumFractionDigits: 0 }).format(value);
}

/** A rating with one decimal in the language's digits: 4.7 → "4.7", "৪.৭", "٤٫٧". */
export function formatRating(value: number, i18n: I18n = global): string {
  return numberFormat(i18n, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A price in US dollars with two decimals: "$25.00", "২৫.০০ US$", "٢٥٫٠٠ US$". */
export function formatPrice(amount: number, i18n: I18n = global): string {
  return numberFormat(i18n, { style: "currency", currency: "USD" }).format(amount);
}

/** A date (and time) in the language: weekday and month names, digits and order as it writes them. */
export function formatDate(
  date: Date | number,
  options: Intl.DateTimeFormatOptions,
  i18n: I18n = global,
): string {
  const locales = localesOf(i18n);
  return cached(
    `d|${locales}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locales, options),
  ).format(date);
}
