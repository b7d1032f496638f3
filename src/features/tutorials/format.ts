import { DESCRIPTION_PREVIEW_CHARS } from "../../../contract/index.js";
import { formatCount, formatUsd } from "../../lib/number-format.js";

/**
 * A card's preview (docs/product.md, Find Tutors). Counted in code points, not UTF-16 units, so an
 * emoji is never split between its two halves; '…' marks a cut.
 */
export function descriptionPreview(text: string, max: number = DESCRIPTION_PREVIEW_CHARS): string {
  const trimmed = text.trim();
  const chars = Array.from(trimmed);
  if (chars.length <= max) return trimmed;
  return `${chars.slice(0, max).join("").trimEnd()}…`;
}

/** Prices are plain numbers in the data; shown as money with two decimals. */
export function formatPrice(price: number): string {
  return formatUsd(price);
}

/** "1 review", "3 reviews". */
export function reviewLabel(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

/** The results line of a tutor list: "1 tutorial found…", or "1,000+ tutorials found…" when capped. */
export function tutorialsFoundText(p: {
  total: number;
  capped?: true;
  page: number;
  pageCount: number;
}): string {
  const count = `${formatCount(p.total)}${p.capped ? "+" : ""}`;
  const noun = p.total === 1 && !p.capped ? "tutorial" : "tutorials";
  return `${count} ${noun} found, page ${p.page} of ${p.pageCount}`;
}
