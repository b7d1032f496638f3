/**
 * en-US numbers written by hand. The page's first Intl number formatter (or toLocaleString) loads
 * the locale's number data, a long task on a slow phone in the middle of the first screen's render.
 * The output
 * is Intl's own, which tests/src/lib/number-format.test.ts checks against it.
 */

/** A whole number with thousands separators: 1234567 → "1,234,567". */
export function formatCount(value: number): string {
  const whole = Math.trunc(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return whole < 0 ? `-${digits}` : digits;
}

/** US dollars with two decimals, for the non-negative amounts of at most two decimals prices are. */
export function formatUsd(amount: number): string {
  const cents = Math.round(amount * 100);
  return `$${formatCount(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, "0")}`;
}
