import { type I18n, setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { summaryText } from "../../../../src/features/offline/item-summary.js";
import { intlLocaleOf } from "../../../../src/i18n/catalogs.js";
import { isolated } from "../../../../src/i18n/isolate.js";
import {
  type InputOf,
  type OutboxItem,
  outboxInput,
  type WriteKindName,
} from "../../../../src/offline/index.js";

/**
 * A waiting write's line (Pending changes, the conflict dialog, 'Not sent') in the screen's
 * language, from its kind and meta; in English, the words the outbox keeps.
 */
const UID = "u1";
const TUTORIAL = "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a07";
const ENTRY = "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a09";
const START = "2026-12-01T03:00:00.000Z";

const inLanguage = (locale: "en" | "bn" | "ar"): I18n =>
  setupI18n({ locale, locales: [intlLocaleOf(locale)], messages: { [locale]: {} } });

function itemOf<K extends WriteKindName>(kind: K, input: InputOf<K>): OutboxItem {
  return {
    ...outboxInput(kind, input),
    id: "i1",
    seq: 1,
    uid: UID,
    createdAt: new Date(0).toISOString(),
    attempts: 0,
    nextAttemptAt: 0,
    state: "pending",
  };
}

/** One write of every kind (the Record type leaves none out). */
const EVERY: { [K in WriteKindName]: InputOf<K> } = {
  booking: { tutorId: TUTORIAL, language: "English", tutorName: "Amina Rahman" },
  "lesson-book": { tutorId: TUTORIAL, start: START, language: "English", tutorName: "James" },
  "lesson-update": { id: "l1", status: "confirmed", language: "English", withName: "Sam" },
  "tutorial-update": {
    id: TUTORIAL,
    body: { image: "/uploads/a.webp", language: "Swahili", price: 20, description: "Greetings" },
  },
  review: { id: TUTORIAL, language: "English" },
  "profile-field": { uid: UID, field: "bio", value: "Hello" },
  "profile-avatar": { uid: UID, url: "/uploads/a.webp" },
  "profile-banner": { uid: UID, url: "/uploads/b.webp" },
  "skill-add": { uid: UID, skill: "Chess" },
  "skill-remove": { uid: UID, skill: "Chess" },
  "profile-update": { uid: UID, body: { name: "Amina", skills: [] } },
  "education-add": { uid: UID, entry: { degree: "BA", school: "", year: "" } },
  "education-update": { uid: UID, entryId: ENTRY, patch: { year: "2020" } },
  "education-delete": { uid: UID, entryId: ENTRY },
  "experience-add": { uid: UID, entry: { role: "Tutor", company: "", duration: "", description: "" } },
  "experience-update": { uid: UID, entryId: ENTRY, patch: { role: "Coach" } },
  "experience-delete": { uid: UID, entryId: ENTRY },
  "availability-update": {
    uid: UID,
    body: { timeZone: "Asia/Dhaka", weekly: [{ weekday: 1, start: "09:00", end: "12:00" }], exceptions: [] },
  },
  "notifications-read": { all: true },
  "favourite-save": { tutorialId: TUTORIAL, language: "English", tutorName: "Amina Rahman" },
  "favourite-remove": { tutorialId: TUTORIAL, language: "English", tutorName: "Amina Rahman" },
  "review-edit": { reviewId: ENTRY, tutorialId: TUTORIAL, language: "English", body: { rating: 4 } },
  "review-delete": { reviewId: ENTRY, tutorialId: TUTORIAL, language: "English" },
  "reply-set": { reviewId: ENTRY, tutorialId: TUTORIAL, body: { text: "Thank you" } },
  "reply-delete": { reviewId: ENTRY, tutorialId: TUTORIAL },
  "message-send": { conversationId: ENTRY, text: "Is Friday evening possible?", withName: "Amina Rahman" },
  "conversation-block": { conversationId: ENTRY, withName: "Amina Rahman" },
  "conversation-unblock": { conversationId: ENTRY, withName: "Amina Rahman" },
};

function itemOfEvery<K extends WriteKindName>(kind: K): OutboxItem {
  return itemOf(kind, EVERY[kind]);
}

describe("a waiting write's line", () => {
  it("in English, every kind says the words the outbox keeps", () => {
    const en = inLanguage("en");
    for (const kind of Object.keys(EVERY) as WriteKindName[]) {
      const item = itemOfEvery(kind);
      expect(summaryText(item, en), kind).toBe(item.summary);
    }
  });

  it("without a language or a name, says so in words", () => {
    const en = inLanguage("en");
    expect(summaryText(itemOf("booking", { tutorId: TUTORIAL }), en)).toBe("Book a tutorial");
    expect(summaryText(itemOf("lesson-book", { tutorId: TUTORIAL, start: START }), en)).toBe("Book a lesson");
    expect(summaryText(itemOf("lesson-update", { id: "l1", status: "cancelled" }), en)).toBe(
      "Cancel a lesson",
    );
    expect(summaryText(itemOf("review", { id: TUTORIAL }), en)).toBe("Review a tutorial");
    expect(summaryText(itemOf("favourite-save", { tutorialId: TUTORIAL }), en)).toBe("Save a tutor");
    expect(summaryText(itemOf("review-edit", { reviewId: ENTRY, tutorialId: TUTORIAL, body: {} }), en)).toBe(
      "Edit your review of a tutorial",
    );
    expect(summaryText(itemOf("review-delete", { reviewId: ENTRY, tutorialId: TUTORIAL }), en)).toBe(
      "Delete your review of a tutorial",
    );
    expect(summaryText(itemOf("favourite-remove", { tutorialId: TUTORIAL }), en)).toBe(
      "Remove a saved tutor",
    );
  });

  it("a lesson's change names its time, in the screen's language", () => {
    const input = {
      id: "l1",
      status: "declined",
      language: "English",
      withName: "Sam",
      start: START,
    } as const;
    const item = itemOf("lesson-update", input);
    const when = new Intl.DateTimeFormat("en", {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    }).format(new Date(START));
    expect(summaryText(item, inLanguage("en"))).toBe(`Decline lesson: English with Sam, ${when}`);
    // In Bangla, the date's digits are Bangla ones.
    expect(summaryText(item, inLanguage("bn"))).toMatch(/২০২৬/);
  });

  it("names people wrote are isolated on a right-to-left screen", () => {
    const line = summaryText(itemOfEvery("lesson-book"), inLanguage("ar"));
    expect(line).toContain("\u2068English\u2069");
    expect(line).toContain("\u2068James\u2069");
  });

  it("an item kept by an older version, its meta without the names, says the outbox's words", () => {
    const item = { ...itemOf("booking", EVERY.booking), meta: { tutorId: TUTORIAL, language: "English" } };
    expect(summaryText(item, inLanguage("bn"))).toBe("Book English with Amina Rahman");
  });
});

describe("isolated", () => {
  it("leaves a value in the screen's direction as it is, isolates one that may run the other way", () => {
    expect(isolated("James", inLanguage("en"))).toBe("James");
    expect(isolated("জেমস", inLanguage("bn"))).toBe("জেমস");
    expect(isolated("أمينة", inLanguage("en"))).toBe("\u2068أمينة\u2069");
    expect(isolated("James", inLanguage("ar"))).toBe("\u2068James\u2069");
    expect(isolated("", inLanguage("ar"))).toBe("");
  });
});
