import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { bellLabel, timeAgo } from "../../../../src/features/notifications/texts.js";
import { intlLocaleOf } from "../../../../src/i18n/catalogs.js";

/** The bell's relative times and count in the screen's language (docs/decisions.md, "Languages"). */
const inLanguage = (locale: "en" | "bn" | "ar") =>
  setupI18n({ locale, locales: [intlLocaleOf(locale)], messages: { [locale]: {} } });
const NOW = Date.UTC(2026, 10, 28, 12);
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe("the bell's words", () => {
  it("relative times in the language, with its digits", () => {
    expect(timeAgo(ago(180), inLanguage("en"), NOW)).toBe("3 minutes ago");
    expect(timeAgo(ago(180), inLanguage("bn"), NOW)).toBe("৩ মিনিট আগে");
    expect(timeAgo(ago(180), inLanguage("ar"), NOW)).toBe("قبل ٣ دقائق");
    expect(timeAgo(ago(26 * 3600), inLanguage("en"), NOW)).toBe("yesterday");
    expect(timeAgo(ago(5), inLanguage("en"), NOW)).toBe("just now");
  });

  it("the bell's name reads out the unread count", () => {
    expect(bellLabel(0, inLanguage("en"))).toBe("Notifications");
    expect(bellLabel(1, inLanguage("en"))).toBe("Notifications, 1 unread");
    expect(bellLabel(2, inLanguage("en"))).toBe("Notifications, 2 unread");
  });
});
