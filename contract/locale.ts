/**
 * The product's languages (docs/decisions.md, "Languages"): English (the default, SPEC's words),
 * Bangla and Arabic, read right to left. A plain module, no zod: the page's first code imports it.
 */
export const LOCALES = ["en", "bn", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Where the device keeps the person's choice (localStorage), and its copy the server reads (a cookie). */
export const LOCALE_KEY = "locale";
export const LOCALE_COOKIE = "locale";

/** Each language's name, written in its own script. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", bn: "বাংলা", ar: "العربية" };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

export const directionOf = (locale: Locale): "rtl" | "ltr" => (locale === "ar" ? "rtl" : "ltr");

/**
 * The first of the person's languages (most preferred first: `navigator.languages`, or the
 * Accept-Language header's tags by weight) that starts with one of ours; English otherwise.
 */
export function localeOfLanguages(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** An Accept-Language header's tags, most preferred first (RFC 9110 §12.5.4); `*` and q=0 left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag && t.tag !== "*" && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}

/** What a page's `<html>` and `<head>` say in its language (painted by src/startup/render-page.tsx). */
export interface PageHead {
  lang: Locale;
  dir: "ltr" | "rtl";
  title: string;
  description: string;
}

/** The build's page painted as the frame in `locale` (the service worker's page for every path). */
export const framePageOf = (locale: Locale): string =>
  locale === "en" ? "index.html" : `index.${locale}.html`;
