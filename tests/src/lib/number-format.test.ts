import { describe, expect, it } from "vitest";
import { formatCount, formatUsd } from "../../../src/lib/number-format.js";

/** The hand-written formatters must say exactly what Intl says, for every value the app shows. */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0, roundingMode: "trunc" });

describe("formatCount", () => {
  it.each([0, 7, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 1_234_567_890, -1234, 12.9])(
    "%s as Intl",
    (n) => {
      expect(formatCount(n)).toBe(count.format(n));
    },
  );
});

describe("formatUsd", () => {
  it.each([0, 0.5, 1.05, 1.01, 12.5, 99.99, 1000, 1234.56, 99_999_999.99])("%s as Intl", (n) => {
    expect(formatUsd(n)).toBe(usd.format(n));
  });

  it("agrees with Intl on every price of two decimals in a wide sample", () => {
    // Prices have at most two decimals (contract/tutorial.ts), so they are whole cents / 100.
    for (let cents = 0; cents < 300_000; cents += 7) {
      const price = cents / 100;
      expect(formatUsd(price)).toBe(usd.format(price));
    }
    for (const cents of [1_000_000_001, 9_999_999_999, 123_456_789_012 % 9_999_999_999]) {
      expect(formatUsd(cents / 100)).toBe(usd.format(cents / 100));
    }
  });
});
