import { DESCRIPTION_PREVIEW_CHARS } from "../../../contract/index.js";

/**
 * SPEC §2 Find Tutors: "the first 120 characters of the description". Counted in user-perceived
 * characters (so an emoji is never split in half); '…' marks a cut.
 */
export function descriptionPreview(text: string, max: number = DESCRIPTION_PREVIEW_CHARS): string {
  const trimmed = text.trim();
  const chars = Array.from(trimmed);
  if (chars.length <= max) return trimmed;
  return `${chars.slice(0, max).join("").trimEnd()}…`;
}

const priceFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Prices are plain numbers in the data; shown as money with two decimals. */
export function formatPrice(price: number): string {
  return priceFormat.format(price);
}

/** "1 review", "3 reviews". */
export function reviewLabel(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}
