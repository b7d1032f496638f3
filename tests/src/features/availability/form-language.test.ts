import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { dayName, wallTime, weekdayName } from "../../../../src/features/availability/form.js";
import { intlLocaleOf } from "../../../../src/i18n/catalogs.js";

/** The Availability screen's days and times in the screen's language (docs/decisions.md, "Languages"). */
const inLanguage = (locale: "en" | "bn" | "ar") =>
  setupI18n({ locale, locales: [intlLocaleOf(locale)], messages: { [locale]: {} } });

describe("availability's days and times", () => {
  it("weekday names in the language, Monday first", () => {
    expect([1, 7].map((d) => weekdayName(d, inLanguage("en")))).toEqual(["Monday", "Sunday"]);
    expect(weekdayName(1, inLanguage("bn"))).toBe("সোমবার");
    expect(weekdayName(7, inLanguage("ar"))).toBe("الأحد");
  });

  it("wall times keep their form with the language's digits", () => {
    expect(wallTime("09:30", inLanguage("en"))).toBe("09:30");
    expect(wallTime("09:30", inLanguage("bn"))).toBe("০৯:৩০");
    expect(wallTime("24:00", inLanguage("ar"))).toBe("٢٤:٠٠");
  });

  it("a day off named in the language, on its own calendar day", () => {
    expect(dayName("2026-12-25", inLanguage("en"))).toBe("Fri, Dec 25, 2026");
    expect(dayName("2026-12-25", inLanguage("ar"))).toContain("٢٠٢٦");
  });
});
