import "fake-indexeddb/auto";
import { readFileSync } from "node:fs";
import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCALE_KEY, type Locale, localeOfLanguages } from "../../../contract/locale.js";
import { activateLocale } from "../../../src/i18n/catalogs.js";
import { readDeviceLocale } from "../../../src/i18n/device-locale.js";
import { chooseLocale, detectLocale } from "../../../src/i18n/locale.js";

/**
 * Which language the screen is in (docs/decisions.md, "Languages"): the choice kept on the device,
 * else the first of the browser's languages that is one of ours, else English; the choice copied
 * where the server and the service worker read it; and index.html's head script deciding the same
 * before the first paint.
 */

function browserLanguages(languages: readonly string[]) {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  vi.spyOn(navigator, "language", "get").mockReturnValue(languages[0] ?? "");
}

const root = document.documentElement;

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the test removes the cookie the app wrote.
  document.cookie = "locale=; path=/; max-age=0";
  for (const name of ["lang", "dir", "class", "data-painted-lang", "data-flagged", "data-offline"])
    root.removeAttribute(name);
  await activateLocale("en");
});

describe("detectLocale", () => {
  const cases: { stored: string | null; languages: string[]; want: Locale }[] = [
    { stored: "bn", languages: ["ar", "en"], want: "bn" },
    { stored: "ar", languages: ["en-US"], want: "ar" },
    { stored: "en", languages: ["bn-BD"], want: "en" },
    { stored: null, languages: ["fr", "bn-BD"], want: "bn" },
    { stored: null, languages: ["ar-EG", "bn"], want: "ar" },
    { stored: null, languages: ["en-GB", "ar"], want: "en" },
    { stored: null, languages: ["fr", "de"], want: "en" },
    { stored: null, languages: [], want: "en" },
    { stored: "fr", languages: ["ar"], want: "ar" },
    { stored: "", languages: ["bn"], want: "bn" },
    { stored: "AR", languages: ["fr"], want: "en" },
  ];
  for (const { stored, languages, want } of cases) {
    it(`is ${want} with ${stored === null ? "no choice" : `the choice "${stored}"`} and languages [${languages.join(", ")}]`, () => {
      if (stored !== null) localStorage.setItem(LOCALE_KEY, stored);
      browserLanguages(languages);
      expect(detectLocale()).toBe(want);
    });
  }

  it("falls back to the browser's languages where storage is refused", () => {
    browserLanguages(["bn"]);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(detectLocale()).toBe("bn");
  });
});

describe("chooseLocale", () => {
  it("draws in the language at once and keeps the choice where the app, the server and the service worker read it", async () => {
    await chooseLocale("ar");
    expect(i18n.locale).toBe("ar");
    expect(root.lang).toBe("ar");
    expect(root.dir).toBe("rtl");
    expect(localStorage.getItem(LOCALE_KEY)).toBe("ar");
    expect(document.cookie.split("; ")).toContain("locale=ar");
    await vi.waitFor(async () => expect(await readDeviceLocale()).toBe("ar"));
    // The next visit decides the same, whatever the browser's languages.
    browserLanguages(["bn"]);
    expect(detectLocale()).toBe("ar");

    await chooseLocale("bn");
    expect(i18n.locale).toBe("bn");
    expect([root.lang, root.dir]).toEqual(["bn", "ltr"]);
    expect(localStorage.getItem(LOCALE_KEY)).toBe("bn");
    expect(document.cookie.split("; ")).toContain("locale=bn");
    await vi.waitFor(async () => expect(await readDeviceLocale()).toBe("bn"));

    await chooseLocale("en");
    expect([root.lang, root.dir]).toEqual(["en", "ltr"]);
    expect(document.cookie.split("; ")).toContain("locale=en");
  });

  it("keeps the choice before the language's texts have come: a page opened meanwhile is in it", async () => {
    await chooseLocale("en");
    const choosing = chooseLocale("bn");
    // Nothing awaited yet: the texts are still loading, the screen is still in English.
    expect(root.lang).toBe("en");
    expect(localStorage.getItem(LOCALE_KEY)).toBe("bn");
    expect(document.cookie.split("; ")).toContain("locale=bn");
    expect(detectLocale()).toBe("bn");
    await choosing;
    expect(root.lang).toBe("bn");
    await chooseLocale("en");
  });
});

/** index.html's script in <head>: what the page knows about the device before the first paint. */
const HEAD_SCRIPT = (() => {
  const doc = new DOMParser().parseFromString(readFileSync("index.html", "utf8"), "text/html");
  const scripts = [...doc.querySelectorAll("head > script:not([src])")];
  if (scripts.length !== 1) throw new Error(`index.html has ${scripts.length} inline head scripts, not one`);
  return scripts[0]?.textContent ?? "";
})();

/**
 * The page as the server painted it (server/pages/page-locale.ts): in the language of the cookie
 * the app keeps, else of the browser's languages; then the head script runs as the browser runs it.
 */
function paintAndRunHeadScript(painted: Locale) {
  root.lang = painted;
  root.dir = painted === "ar" ? "rtl" : "ltr";
  new Function(HEAD_SCRIPT)();
}

describe("index.html's head script", () => {
  const cases: { stored: string | null; cookie: Locale | null; languages: string[] }[] = [
    // The usual: the cookie is the copy of the choice.
    { stored: "ar", cookie: "ar", languages: ["en-US"] },
    { stored: "bn", cookie: "bn", languages: ["ar"] },
    { stored: "en", cookie: "en", languages: ["bn"] },
    // The copy was lost (cookies cleared, expired): the page comes in the browser's language.
    { stored: "ar", cookie: null, languages: ["en-US"] },
    { stored: "bn", cookie: null, languages: ["ar", "bn"] },
    { stored: "en", cookie: null, languages: ["fr", "bn-BD"] },
    // An older copy than the choice.
    { stored: "bn", cookie: "ar", languages: ["en"] },
    // No choice: the browser's languages decided both.
    { stored: null, cookie: null, languages: ["fr", "bn-BD"] },
    { stored: null, cookie: null, languages: ["ar-SA"] },
    { stored: null, cookie: null, languages: ["de"] },
    // Not a choice of ours.
    { stored: "fr", cookie: null, languages: ["ar"] },
    { stored: "", cookie: null, languages: ["bn"] },
  ];
  for (const { stored, cookie, languages } of cases) {
    const painted = cookie ?? localeOfLanguages(languages);
    it(`decides as the app does: choice ${JSON.stringify(stored)}, page painted in ${painted}, languages [${languages.join(", ")}]`, () => {
      if (stored !== null) localStorage.setItem(LOCALE_KEY, stored);
      browserLanguages(languages);
      const chosen = detectLocale();
      paintAndRunHeadScript(painted);
      expect(root.lang).toBe(chosen);
      expect(root.dir).toBe(chosen === "ar" ? "rtl" : "ltr");
      // A page painted in another language is hidden until the app draws it (src/styles.css).
      expect(root.getAttribute("data-painted-lang")).toBe(painted === chosen ? null : "other");
    });
  }

  it("is quiet where storage is refused, leaving the page as painted", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    paintAndRunHeadScript("bn");
    expect([root.lang, root.dir, root.getAttribute("data-painted-lang")]).toEqual(["bn", "ltr", null]);
  });

  it("reads the key the app writes", () => {
    expect(HEAD_SCRIPT).toContain(`localStorage.getItem("${LOCALE_KEY}")`);
  });
});
