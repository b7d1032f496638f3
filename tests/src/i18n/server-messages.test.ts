import { type I18n, i18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import {
  availabilitySchema,
  CANCEL_RULE_MESSAGE,
  ERROR_CODES,
  MESSAGES,
  SLOT_TAKEN_MESSAGE,
} from "../../../contract/index.js";
import { activateLocale } from "../../../src/i18n/catalogs.js";
import {
  CODE_TEXTS,
  knownServerTexts,
  MESSAGE_TEXTS,
  serverText,
  shownText,
} from "../../../src/i18n/server-messages.js";
import { ApiError } from "../../../src/lib/api-client.js";
import { errorText } from "../../../src/lib/error-text.js";

/**
 * The server's texts in the screen's language (docs/decisions.md, "Languages"): English word for
 * word as the contract writes them; in Bangla and Arabic the app's own translation of a known text,
 * else of its code, else the server's words.
 */

/** A language whose catalog says "[bn] " before each English text: translations made visible. */
function marked(locale: "bn" | "ar" = "bn"): I18n {
  const source = setupI18n({ locale: "en", messages: { en: {} } });
  const all: MessageDescriptor[] = [...knownServerTexts().values(), ...Object.values(CODE_TEXTS)];
  const messages = Object.fromEntries(all.map((d) => [d.id, `[${locale}] ${source._(d)}`]));
  return setupI18n({ locale, messages: { [locale]: messages } });
}

const english = () => setupI18n({ locale: "en", messages: { en: {} } });

afterEach(() => activateLocale("en"));

describe("the server's texts, in English", () => {
  it("every text of MESSAGES is its translation's English source, word for word", () => {
    for (const key of Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]) {
      expect(english()._(MESSAGE_TEXTS[key])).toBe(MESSAGES[key]);
    }
    for (const [text, descriptor] of knownServerTexts()) expect(english()._(descriptor)).toBe(text);
  });

  it("knows the availability checks the form and the server say", () => {
    const bad = availabilitySchema.safeParse({
      timeZone: "Mars/Base",
      weekly: [
        { weekday: 1, start: "24:00", end: "10:15" },
        { weekday: 2, start: "10:00", end: "09:00" },
        { weekday: 3, start: "09:00", end: "12:00" },
        { weekday: 3, start: "11:00", end: "13:00" },
      ],
      exceptions: [],
    });
    const said = new Set(bad.error?.issues.map((i) => i.message));
    expect(said.size).toBeGreaterThanOrEqual(5);
    for (const text of said) expect(knownServerTexts().has(text)).toBe(true);
  });

  it("shows the server's words, known or not, whatever the code", () => {
    expect(serverText("Title is required", "VALIDATION", english())).toBe("Title is required");
    expect(errorText(new ApiError(MESSAGES.tutorialNotFound, 404, "NOT_FOUND"), undefined, english())).toBe(
      MESSAGES.tutorialNotFound,
    );
  });
});

describe("the server's texts, in another language", () => {
  it("a known text: the app's translation", () => {
    const bn = marked();
    expect(serverText(MESSAGES.tutorialNotFound, "NOT_FOUND", bn)).toBe("[bn] Tutorial not found");
    expect(serverText(SLOT_TAKEN_MESSAGE, "SLOT_TAKEN", bn)).toBe(`[bn] ${SLOT_TAKEN_MESSAGE}`);
    expect(serverText(MESSAGES.waitingRequestsForTutor, "REQUESTS_WAITING", bn)).toBe(
      `[bn] ${MESSAGES.waitingRequestsForTutor}`,
    );
  });

  it("an unknown text with a known code: what the code means", () => {
    const ar = marked("ar");
    expect(serverText("Title is required", "VALIDATION", ar)).toBe(
      `[ar] ${english()._(CODE_TEXTS.VALIDATION)}`,
    );
    expect(serverText("No such lesson", "NOT_FOUND", ar)).toBe(`[ar] ${english()._(CODE_TEXTS.NOT_FOUND)}`);
  });

  it("an unknown text with an unknown code or none: the server's words", () => {
    expect(serverText("Teapot", "I_AM_A_TEAPOT", marked())).toBe("Teapot");
    expect(serverText("Teapot", undefined, marked())).toBe("Teapot");
  });

  it("errorText: the server's text translated; without one, the fallback translated", () => {
    const bn = marked();
    const refused = new ApiError(CANCEL_RULE_MESSAGE, 409, "CONFLICT");
    expect(errorText(refused, undefined, bn)).toBe(`[bn] ${CANCEL_RULE_MESSAGE}`);
    const bare = new ApiError(MESSAGES.somethingWrong, 502, undefined, true);
    expect(errorText(bare, undefined, bn)).toBe(`[bn] ${MESSAGES.somethingWrong}`);
    expect(errorText(bare, MESSAGE_TEXTS.bookingFailed, bn)).toBe(`[bn] ${MESSAGES.bookingFailed}`);
    // A string fallback: one of the server's known texts is translated, any other shown as it is.
    expect(errorText(bare, MESSAGES.bookingFailed, bn)).toBe(`[bn] ${MESSAGES.bookingFailed}`);
    expect(errorText(new Error("boom"), "আবার চেষ্টা করুন", bn)).toBe("আবার চেষ্টা করুন");
    expect(shownText(MESSAGE_TEXTS.imageTooLarge, bn)).toBe(`[bn] ${MESSAGES.imageTooLarge}`);
  });

  it("every known text and every code has its Bangla and Arabic translation in the catalogs", async () => {
    const all = [...knownServerTexts(), ...ERROR_CODES.map((c) => [c, CODE_TEXTS[c]] as const)];
    for (const locale of ["bn", "ar"] as const) {
      await activateLocale(locale);
      for (const [english, descriptor] of all) {
        const shown = i18n._(descriptor);
        expect(shown, `${locale}: ${english}`).not.toBe(english);
        // Names stay as they are written: the brand, image formats, the time pattern.
        const words = shown.replace(/TutorNest|JPEG|PNG|WebP|GIF|AVIF|HH:MM/g, "");
        expect(words, `${locale}: ${english}`).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
  });
});
