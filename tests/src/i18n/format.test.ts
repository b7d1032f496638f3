import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { intlLocaleOf } from "../../../src/i18n/catalogs.js";
import { latinDigits } from "../../../src/i18n/digits.js";
import { formatCount, formatDate, formatPrice } from "../../../src/i18n/format.js";

const inLocale = (locale: "en" | "bn" | "ar") => {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, locales: [intlLocaleOf(locale)], messages: {} });
  return i18n;
};
/** What is read: Intl writes a right-to-left mark before an Arabic amount, a no-break space before "US$". */
const visible = (text: string) => text.replace(/\u200f/g, "").replace(/\u00a0/g, " ");

describe("numbers, prices and dates follow the language", () => {
  it("prices: Latin, Bangla and Arabic-Indic digits", () => {
    expect(visible(formatPrice(25, inLocale("en")))).toBe("$25.00");
    expect(visible(formatPrice(25, inLocale("bn")))).toBe("২৫.০০ US$");
    expect(visible(formatPrice(25, inLocale("ar")))).toBe("٢٥٫٠٠ US$");
    expect(formatPrice(1234.5, inLocale("en"))).toBe("$1,234.50");
  });

  it("counts with the language's grouping", () => {
    expect(formatCount(1234567, inLocale("en"))).toBe("1,234,567");
    expect(formatCount(1234, inLocale("bn"))).toBe("১,২৩৪");
    expect(visible(formatCount(1234, inLocale("ar")))).toBe("١٬٢٣٤");
  });

  it("dates with the language's month names and digits", () => {
    const day = Date.UTC(2026, 10, 28, 12);
    const opts = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
    expect(formatDate(day, opts, inLocale("en"))).toBe("November 28, 2026");
    expect(formatDate(day, opts, inLocale("bn"))).toBe("২৮ নভেম্বর, ২০২৬");
    expect(visible(formatDate(day, opts, inLocale("ar")))).toBe("٢٨ نوفمبر ٢٠٢٦");
  });
});

describe("latinDigits", () => {
  it("reads Bangla and Arabic-Indic digits, and the Arabic decimal separator, as Latin", () => {
    expect(latinDigits("২৫.৫০")).toBe("25.50");
    expect(latinDigits("٢٥٫٥")).toBe("25.5");
    expect(latinDigits("۱۲")).toBe("12");
    expect(latinDigits("12 abc")).toBe("12 abc");
  });
});
