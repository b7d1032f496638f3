import { i18n as global, type I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { DESCRIPTION_PREVIEW_CHARS, directionOf, isLocale } from "../../../contract/index.js";
import { formatCount, formatPrice as formatMoney } from "../../i18n/format.js";

/** A left-to-right mark: ends a right-to-left price with a letter's direction. */
const LRM = "\u200e";

/**
 * A price as money in the screen's language: "$25.00", "২৫.০০ US$", "٢٥٫٠٠ US$". Arabic's ends
 * with the sign "US$" in a right-to-left line, where its "$", having no direction of its own, would
 * be drawn before "US" ("$US"); a left-to-right mark after it keeps the sign whole.
 */
export function formatPrice(amount: number, i18n: I18n = global): string {
  const money = formatMoney(amount, i18n);
  return isLocale(i18n.locale) && directionOf(i18n.locale) === "rtl" ? `${money}${LRM}` : money;
}

/**
 * A price as a form shows it to be changed: the language's digits and decimal sign, no grouping
 * ("12.5", "১২.৫", "١٢٫٥"), which the form reads back whatever digits it holds.
 */
export function priceInput(amount: number, i18n: I18n = global): string {
  const locales = i18n.locales ? [i18n.locales].flat() : [i18n.locale];
  return new Intl.NumberFormat(locales, { useGrouping: false, maximumFractionDigits: 2 }).format(amount);
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * A card's preview (docs/product.md, Find Tutors). Counted in characters as a reader sees them
 * (grapheme clusters, `Intl.Segmenter`), so the cut never splits an emoji, nor a Bangla or Arabic
 * letter from its vowel sign; '…' marks a cut.
 */
export function descriptionPreview(text: string, max: number = DESCRIPTION_PREVIEW_CHARS): string {
  const trimmed = text.trim();
  const characters = Array.from(graphemes.segment(trimmed), (s) => s.segment);
  if (characters.length <= max) return trimmed;
  return `${characters.slice(0, max).join("").trimEnd()}…`;
}

/** "1 review", "3 reviews": by the language's plural rules, in its digits. */
export function reviewLabel(count: number, i18n: I18n): string {
  return i18n._(msg({ message: plural(count, { one: "# review", other: "# reviews" }) }));
}

/**
 * The results line of a tutor list: "1 tutorial found, page 1 of 1", or "1,000+ tutorials found…"
 * when the total is capped (a lower bound, said with the plural of its number).
 */
export function tutorialsFoundText(
  p: { total: number; capped?: true; page: number; pageCount: number },
  i18n: I18n,
): string {
  const { total } = p;
  const count = `${formatCount(total, i18n)}${p.capped ? "+" : ""}`;
  const page = formatCount(p.page, i18n);
  const pageCount = formatCount(p.pageCount, i18n);
  return i18n._(
    msg({
      message: plural(total, {
        one: `${count} tutorial found, page ${page} of ${pageCount}`,
        other: `${count} tutorials found, page ${page} of ${pageCount}`,
      }),
    }),
  );
}
