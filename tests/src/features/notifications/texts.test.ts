import { i18n, setupI18n } from "@lingui/core";
import { afterAll, describe, expect, it } from "vitest";
import type { Notification } from "../../../../contract/index.js";
import { formatDateTime } from "../../../../src/features/lessons/format.js";
import {
  bellLabel,
  notificationLink,
  notificationText,
  timeAgo,
} from "../../../../src/features/notifications/texts.js";
import { activateLocale, intlLocaleOf } from "../../../../src/i18n/catalogs.js";

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

/** Who and when (docs/product.md, Lessons and Reviews): each type's sentence, and where it links. */
describe("a notification in words", () => {
  const START = "2026-12-01T10:00:00.000Z";
  const note = (type: Notification["type"], fields: Partial<Notification> = {}): Notification => ({
    _id: "00000000-0000-4000-8000-000000000001",
    type,
    lessonId: type.startsWith("lesson-") ? "00000000-0000-4000-8000-000000000002" : null,
    tutorialId: type.startsWith("review-") ? "00000000-0000-4000-8000-000000000003" : null,
    reviewId: type.startsWith("review-") ? "00000000-0000-4000-8000-000000000004" : null,
    actorName: "Nadia Karim",
    start: type.startsWith("lesson-") ? START : null,
    language: "English",
    createdAt: new Date(NOW).toISOString(),
    read: false,
    ...fields,
  });
  afterAll(() => activateLocale("en"));

  it("says who and when for each type, in English", async () => {
    await activateLocale("en");
    const when = formatDateTime(START, i18n);
    expect(when).toMatch(/Tue, Dec 1, 2026|Wed, Dec 2, 2026|Mon, Nov 30, 2026/);
    expect(notificationText(note("lesson-requested"), i18n)).toBe(`Nadia Karim asked for ${when}`);
    expect(notificationText(note("lesson-confirmed"), i18n)).toBe(
      `Nadia Karim confirmed your lesson on ${when}`,
    );
    expect(notificationText(note("lesson-declined"), i18n)).toBe(
      `Nadia Karim declined your lesson on ${when}`,
    );
    expect(notificationText(note("lesson-cancelled"), i18n)).toBe(
      `Nadia Karim cancelled the lesson on ${when}`,
    );
    expect(notificationText(note("review-posted"), i18n)).toBe("Nadia Karim reviewed your English tutorial");
    expect(notificationText(note("review-posted", { language: "Klingon" }), i18n)).toBe(
      "Nadia Karim reviewed your Klingon tutorial",
    );
    expect(notificationText(note("review-posted", { language: null }), i18n)).toBe(
      "Nadia Karim reviewed your tutorial",
    );
    expect(notificationText(note("review-replied"), i18n)).toBe("Nadia Karim replied to your review");
  });

  it("without a name (or a lesson's start), the type's words alone, as from an older server", async () => {
    await activateLocale("en");
    const { actorName: _a, start: _s, language: _l, ...older } = note("lesson-requested");
    expect(notificationText(older, i18n)).toBe("New lesson request");
    expect(notificationText(note("lesson-confirmed", { start: null }), i18n)).toBe("Lesson confirmed");
    expect(notificationText(note("review-posted", { actorName: "" }), i18n)).toBe(
      "New review of your tutorial",
    );
    expect(notificationText(note("review-replied", { actorName: null }), i18n)).toBe(
      "New reply to your review",
    );
  });

  it("in Bangla and Arabic: translated words, the category named in the language, the date in its digits", async () => {
    await activateLocale("bn");
    expect(notificationText(note("review-posted"), i18n)).toBe(
      "Nadia Karim আপনার ইংরেজি টিউটোরিয়ালে রিভিউ দিয়েছেন",
    );
    const bn = notificationText(note("lesson-requested"), i18n);
    expect(bn).toBe(`Nadia Karim ${formatDateTime(START, i18n)}-এর জন্য ক্লাসের অনুরোধ করেছেন`);
    expect(bn).toMatch(/[০-৯]/);
    await activateLocale("ar");
    expect(notificationText(note("review-replied"), i18n)).toBe("رد من Nadia Karim على تقييمك");
    const ar = notificationText(note("lesson-confirmed"), i18n);
    expect(ar).toBe(`تأكيد حصتك من Nadia Karim: ${formatDateTime(START, i18n)}`);
    expect(ar).toMatch(/[٠-٩]/);
  });

  it("a lesson's links to its card; a review's to its tutorial", () => {
    const never = () => false;
    expect(notificationLink(note("lesson-requested"), never)).toEqual({
      kind: "lesson",
      to: "/my-lessons",
      hash: "lesson-00000000-0000-4000-8000-000000000002",
    });
    expect(notificationLink(note("lesson-confirmed"), never)).toMatchObject({ to: "/my-booked-tutors" });
    expect(notificationLink(note("lesson-cancelled"), () => true)).toMatchObject({ to: "/my-lessons" });
    for (const type of ["review-posted", "review-replied"] as const) {
      expect(notificationLink(note(type), never)).toEqual({
        kind: "tutorial",
        to: "/tutor/$id",
        params: { id: "00000000-0000-4000-8000-000000000003" },
      });
    }
  });
});
