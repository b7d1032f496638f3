import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { DESCRIPTION_PREVIEW_CHARS } from "../../../../contract/index.js";
import {
  descriptionPreview,
  formatPrice,
  priceInput,
  reviewLabel,
  tutorialsFoundText,
} from "../../../../src/features/tutorials/format.js";
import { activateLocale } from "../../../../src/i18n/catalogs.js";
import { latinDigits } from "../../../../src/i18n/digits.js";

afterEach(async () => {
  await activateLocale("en");
});

describe("descriptionPreview (the first 120 characters)", () => {
  it("uses the contract's 120", () => {
    expect(DESCRIPTION_PREVIEW_CHARS).toBe(120);
  });

  it("keeps a description of exactly 120 characters whole, without an ellipsis", () => {
    const text = "a".repeat(120);
    expect(descriptionPreview(text)).toBe(text);
  });

  it("cuts a longer one to its first 120 characters and marks the cut with '…'", () => {
    const text = `${"b".repeat(120)}CUT`;
    const preview = descriptionPreview(text);
    expect(preview).toBe(`${"b".repeat(120)}…`);
    expect(preview).not.toContain("C");
  });

  it("does not leave a space before the ellipsis", () => {
    const text = `${"c".repeat(119)} and more words after the limit`;
    expect(descriptionPreview(text)).toBe(`${"c".repeat(119)}…`);
  });

  it("counts an emoji as one character and never splits it", () => {
    const text = `${"🙂".repeat(121)}`;
    const preview = descriptionPreview(text);
    expect(Array.from(preview)).toHaveLength(121);
    expect(preview.endsWith("🙂…")).toBe(true);
  });

  it("counts a Bangla letter with its vowel sign as one character and never cuts between them", () => {
    // কি is ক + ি (two code points, one character as read); a cut by code points would end on a bare ক.
    const text = "কি".repeat(121);
    const preview = descriptionPreview(text);
    expect(preview).toBe(`${"কি".repeat(120)}…`);
  });

  it("leaves short text alone", () => {
    expect(descriptionPreview("  Short.  ")).toBe("Short.");
  });
});

describe("formatPrice and reviewLabel", () => {
  it("shows money with two decimals", () => {
    expect(formatPrice(12.5, i18n)).toBe("$12.50");
    expect(formatPrice(0, i18n)).toBe("$0.00");
  });
  it("says review or reviews", () => {
    expect(reviewLabel(1, i18n)).toBe("1 review");
    expect(reviewLabel(0, i18n)).toBe("0 reviews");
    expect(reviewLabel(1234, i18n)).toBe("1,234 reviews");
  });

  it("in Bangla: Bangla digits, the price as '২৫.০০ US$'", async () => {
    await activateLocale("bn");
    expect(formatPrice(25, i18n)).toBe("২৫.০০\u00a0US$");
    expect(reviewLabel(4, i18n)).toBe("৪টি রিভিউ");
  });

  it("in Arabic: Arabic-Indic digits, the price as '٢٥٫٠٠ US$', and the six plural forms", async () => {
    await activateLocale("ar");
    // Ended by a left-to-right mark, which keeps "US$" whole in a right-to-left line.
    expect(formatPrice(25, i18n)).toMatch(/^\u200f?٢٥٫٠٠\u00a0US\$\u200e$/);
    expect([0, 1, 2, 3, 11, 100].map((n) => reviewLabel(n, i18n))).toEqual([
      "لا تقييمات",
      "تقييم واحد",
      "تقييمان",
      "٣ تقييمات",
      "١١ تقييمًا",
      "١٠٠ تقييم",
    ]);
  });
});

describe("tutorialsFoundText", () => {
  it("says the count and the page in the language, by its plural rules", async () => {
    const found = (total: number) => tutorialsFoundText({ total, page: 2, pageCount: 12 }, i18n);
    expect(found(1)).toBe("1 tutorial found, page 2 of 12");
    await activateLocale("bn");
    expect(found(24)).toBe("২৪টি টিউটোরিয়াল পাওয়া গেছে, পৃষ্ঠা ২ (মোট ১২)");
    await activateLocale("ar");
    expect(found(2)).toBe("عُثر على درسين تعليميين، الصفحة ٢ من ١٢");
    expect(found(5)).toBe("عُثر على ٥ دروس تعليمية، الصفحة ٢ من ١٢");
    expect(tutorialsFoundText({ total: 1000, capped: true, page: 1, pageCount: 167 }, i18n)).toBe(
      "عُثر على ١٬٠٠٠+ درس تعليمي، الصفحة ١ من ١٦٧",
    );
  });
});

describe("priceInput (a price in the Edit form)", () => {
  it("is written in the language's digits, without grouping, and reads back as the same number", async () => {
    const written: string[] = [];
    for (const locale of ["en", "bn", "ar"] as const) {
      await activateLocale(locale);
      written.push(priceInput(12345.5, i18n));
      expect(Number(latinDigits(priceInput(99.99, i18n)))).toBe(99.99);
    }
    expect(written).toEqual(["12345.5", "১২৩৪৫.৫", "١٢٣٤٥٫٥"]);
  });
});
