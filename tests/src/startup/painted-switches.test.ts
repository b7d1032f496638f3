import "fake-indexeddb/auto";
import { readFileSync } from "node:fs";
import { i18n } from "@lingui/core";
import { act, fireEvent, renderHook } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LOCALE_KEY } from "../../../contract/locale.js";
import { activateLocale } from "../../../src/i18n/catalogs.js";
import { startLocale } from "../../../src/i18n/locale.js";
import { PAINTED_CHOICE_EVENT, PAINTED_SWITCH } from "../../../src/lib/painted.js";
import { setTheme, useTheme } from "../../../src/lib/theme.js";
import { renderFrame } from "../../../src/startup/render-page.js";

/**
 * The painted bar's theme switch and Language control before the app's code runs (src/lib/painted.ts):
 * index.html's head script answers them, keeps the choice where the app reads it and tells a
 * starting app, which follows it. The markup is the painted frame itself, as the server sends it.
 */

const root = document.documentElement;

/** index.html's head script, run once as the browser runs it (it listens on the document). */
beforeAll(() => {
  const doc = new DOMParser().parseFromString(readFileSync("index.html", "utf8"), "text/html");
  new Function(doc.querySelector("head > script:not([src])")?.textContent ?? "")();
});

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  for (const name of ["lang", "dir", "class", "data-painted-lang"]) root.removeAttribute(name);
  document.body.innerHTML = "";
  await activateLocale("en");
});

/** The painted frame in `locale`, as the server paints it into the page. */
async function paintFrame(locale: "en" | "bn" | "ar") {
  const { html } = await renderFrame(locale);
  root.lang = locale;
  root.dir = locale === "ar" ? "rtl" : "ltr";
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const events: string[] = [];
  window.addEventListener(PAINTED_CHOICE_EVENT, () => events.push(PAINTED_CHOICE_EVENT), { once: true });
  return events;
}

const nav = () => document.querySelector("header nav") as HTMLElement;
const themeSwitch = (name: string) =>
  nav().querySelector(`button[aria-label="${name}"]`) as HTMLButtonElement;
const languageSelect = () => nav().querySelector("select") as HTMLSelectElement;

describe("the painted theme switch", () => {
  it("switches the theme at once, keeps it and tells the app; the other switch switches back", async () => {
    const events = await paintFrame("en");
    const toDark = themeSwitch("Switch to dark theme");
    expect(toDark.getAttribute(PAINTED_SWITCH)).toBe("theme");
    // A tap lands on the icon inside the button.
    fireEvent.click(toDark.querySelector("svg") as SVGElement);
    expect(root.classList.contains("dark")).toBe(true);
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(events).toEqual([PAINTED_CHOICE_EVENT]);

    fireEvent.click(themeSwitch("Switch to light theme"));
    expect(root.classList.contains("dark")).toBe(false);
    expect(localStorage.getItem("theme")).toBe("light");
  });

  it("is followed by the app's theme once it has started", () => {
    setTheme("light");
    const { result } = renderHook(() => useTheme());
    expect(result.current[0]).toBe("light");
    act(() => {
      localStorage.setItem("theme", "dark");
      window.dispatchEvent(new Event(PAINTED_CHOICE_EVENT));
    });
    expect(result.current[0]).toBe("dark");
  });

  it("leaves every other button alone, the app's own switch included", async () => {
    await paintFrame("en");
    document.body.insertAdjacentHTML("beforeend", '<button aria-label="Switch to dark theme">x</button>');
    fireEvent.click(document.body.lastElementChild as HTMLElement);
    fireEvent.click(nav().querySelector('button[aria-label="Open menu"]') as HTMLElement);
    expect(root.classList.contains("dark")).toBe(false);
    expect(localStorage.getItem("theme")).toBeNull();
  });
});

describe("the painted Language control", () => {
  it("keeps the choice, puts the page in its language and direction, and hides what is painted in another", async () => {
    const events = await paintFrame("en");
    const select = languageSelect();
    expect(select.getAttribute(PAINTED_SWITCH)).toBe("locale");
    fireEvent.change(select, { target: { value: "ar" } });
    expect(localStorage.getItem(LOCALE_KEY)).toBe("ar");
    expect([root.lang, root.dir, root.getAttribute("data-painted-lang")]).toEqual(["ar", "rtl", "other"]);
    expect(events).toEqual([PAINTED_CHOICE_EVENT]);

    // Back to the language the page was painted in: it shows again.
    fireEvent.change(select, { target: { value: "en" } });
    expect(localStorage.getItem(LOCALE_KEY)).toBe("en");
    expect([root.lang, root.dir, root.getAttribute("data-painted-lang")]).toEqual(["en", "ltr", null]);
  });

  it("from a page painted in Bangla, English is another language", async () => {
    await paintFrame("bn");
    fireEvent.change(languageSelect(), { target: { value: "en" } });
    expect([root.lang, root.getAttribute("data-painted-lang")]).toEqual(["en", "other"]);
  });

  it("keeps nothing that is not one of the app's languages, and leaves other selects alone", async () => {
    await paintFrame("en");
    const select = languageSelect();
    select.insertAdjacentHTML("beforeend", '<option value="fr">Français</option>');
    fireEvent.change(select, { target: { value: "fr" } });
    document.body.insertAdjacentHTML("beforeend", '<select><option value="bn">বাংলা</option></select>');
    fireEvent.change(document.body.lastElementChild as HTMLSelectElement, { target: { value: "bn" } });
    expect(localStorage.getItem(LOCALE_KEY)).toBeNull();
    expect([root.lang, root.getAttribute("data-painted-lang")]).toEqual(["en", null]);
  });

  it("is followed by a starting app, chosen before its texts were ready or after", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US"]);
    await paintFrame("en");
    const starting = startLocale();
    // Chosen while the app loads its texts.
    fireEvent.change(languageSelect(), { target: { value: "bn" } });
    await starting;
    await vi.waitFor(() => expect(i18n.locale).toBe("bn"));
    // Chosen after.
    fireEvent.change(languageSelect(), { target: { value: "ar" } });
    await vi.waitFor(() => expect(i18n.locale).toBe("ar"));
    expect(root.dir).toBe("rtl");
  });
});
