import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  forgetSavedScreen,
  SAVED_SCREEN_KEY,
  SAVED_SCREEN_MAX_CHARS,
  type SavedScreen,
  saveScreen,
} from "../../../src/lib/saved-screen.js";

/**
 * The saved screen (src/lib/saved-screen.ts): Find Tutors as the app last drew it, which index.html's
 * picker paints before the app's code runs on the next visit.
 */
const INDEX_HTML = readFileSync("index.html", "utf8");
const BUILD = "2026-11-27T08:00:00.000Z";

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("saving the screen", () => {
  it("keeps the page's <main> as the app drew it, with the path and the build", () => {
    document.body.innerHTML =
      '<main id="main" class="flex-1"><h1>Explore</h1><article>Amina</article></main>';
    saveScreen("/find-tutors");
    const saved = JSON.parse(localStorage.getItem(SAVED_SCREEN_KEY) ?? "null") as SavedScreen;
    expect(saved).toEqual({
      build: "dev",
      path: "/find-tutors",
      html: '<main id="main" class="flex-1"><h1>Explore</h1><article>Amina</article></main>',
    });
  });

  it("keeps nothing without a <main id=main>, nor a screen too large for the device's small store", () => {
    document.body.innerHTML = '<div id="main">not a main</div>';
    saveScreen("/find-tutors");
    expect(localStorage.getItem(SAVED_SCREEN_KEY)).toBeNull();
    document.body.innerHTML = `<main id="main">${"x".repeat(SAVED_SCREEN_MAX_CHARS)}</main>`;
    saveScreen("/find-tutors");
    expect(localStorage.getItem(SAVED_SCREEN_KEY)).toBeNull();
  });

  it("is quiet where storage is refused, and forgotten on request", () => {
    document.body.innerHTML = '<main id="main"></main>';
    saveScreen("/find-tutors");
    expect(localStorage.getItem(SAVED_SCREEN_KEY)).not.toBeNull();
    forgetSavedScreen();
    expect(localStorage.getItem(SAVED_SCREEN_KEY)).toBeNull();
    vi.spyOn(Storage.prototype, "setItem").mockImplementationOnce(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => saveScreen("/find-tutors")).not.toThrow();
  });
});

/**
 * index.html's body as the build paints it for the service worker (the frame: a bar and an empty
 * `<main>`, here a stand-in), or as the server paints a screen, its picker run as the browser runs
 * it while parsing, for a page at `url`.
 */
const FRAME = '<header>bar</header><main id="main" class="min-h-[calc(100dvh-4rem)] flex-1"></main>';
function paint(url: string, saved: unknown, painted = FRAME) {
  window.history.replaceState(null, "", url);
  if (saved !== undefined)
    localStorage.setItem(SAVED_SCREEN_KEY, typeof saved === "string" ? saved : JSON.stringify(saved));
  const built = INDEX_HTML.replaceAll("%VITE_BUILD_ID%", BUILD).replace("<!--painted-->", painted);
  const doc = new DOMParser().parseFromString(built, "text/html");
  const pickers = [...doc.querySelectorAll("body > script:not([src])")];
  expect(pickers).toHaveLength(1);
  document.body.innerHTML = doc.body.innerHTML;
  new Function(pickers[0].textContent ?? "")();
  return document.getElementById("root") as HTMLElement;
}

const screen = (html: string, over: Partial<SavedScreen> = {}): SavedScreen => ({
  build: BUILD,
  path: "/find-tutors",
  html,
  ...over,
});
const MAIN =
  '<main id="main" class="min-h-[calc(100dvh-4rem)] flex-1"><section><article>Amina</article></section></main>';
/** The frame's `<main>` is still there, empty: nothing was painted into it. */
const untouched = (root: HTMLElement) =>
  root.querySelector("main")?.childElementCount === 0 && root.querySelector("[data-shell]") === null;

describe("index.html's picker and the saved screen", () => {
  it("paints Find Tutors as saved by this build into the frame's empty <main>, inert until the app draws it", () => {
    const root = paint("/find-tutors", screen(MAIN));
    const main = root.querySelector("main");
    expect(main?.getAttribute("data-shell")).toBe("saved-screen");
    expect((main as HTMLElement & { inert?: boolean }).inert).toBe(true);
    expect(main?.querySelector("article")?.textContent).toBe("Amina");
    expect(root.querySelectorAll("main")).toHaveLength(1);
    expect(main?.previousElementSibling?.tagName).toBe("HEADER");
  });

  it("leaves a screen the server painted as it is", () => {
    const served = '<header>bar</header><main id="main"><h1>Explore</h1><article>Today</article></main>';
    const root = paint("/find-tutors", screen(MAIN), served);
    expect(root.querySelector("main article")?.textContent).toBe("Today");
    expect(root.querySelector("[data-shell]")).toBeNull();
  });

  it("paints nothing for another build's screen, another path, a search or a page of the list", () => {
    expect(untouched(paint("/find-tutors", screen(MAIN, { build: "an-older-build" })))).toBe(true);
    expect(untouched(paint("/find-tutors", screen(MAIN, { path: "/" })))).toBe(true);
    expect(untouched(paint("/find-tutors?q=english", screen(MAIN)))).toBe(true);
    expect(untouched(paint("/find-tutors?page=2", screen(MAIN)))).toBe(true);
    expect(untouched(paint("/", screen(MAIN)))).toBe(true);
  });

  it("paints nothing for anything but one <main>: broken, several elements, another element", () => {
    expect(untouched(paint("/find-tutors", "{not json"))).toBe(true);
    expect(untouched(paint("/find-tutors", screen(`${MAIN}<div>after</div>`)))).toBe(true);
    expect(untouched(paint("/find-tutors", screen('<div id="main">x</div>')))).toBe(true);
    expect(untouched(paint("/find-tutors", { build: BUILD, path: "/find-tutors", html: 42 }))).toBe(true);
    expect(untouched(paint("/find-tutors", undefined))).toBe(true);
  });

  it("strips what could act or load a page, keeping the app's own elements", () => {
    const hostile =
      '<main id="main"><form><input name="q"></form><script>window.x=1</script><iframe src="/"></iframe>' +
      '<meta http-equiv="refresh" content="0;url=https://elsewhere.example"><base href="https://elsewhere.example/">' +
      '<link rel="stylesheet" href="https://elsewhere.example/x.css"><object data="/x"></object><embed src="/x">' +
      "<style>main{display:none}</style><article>Amina</article></main>";
    const main = paint("/find-tutors", screen(hostile)).querySelector("main");
    expect(main?.querySelector("script, iframe, meta, base, link, object, embed, style")).toBeNull();
    expect(main?.querySelector("form input")).not.toBeNull();
    expect(main?.querySelector("article")?.textContent).toBe("Amina");
  });

  it("reads the key the app writes", () => {
    expect(INDEX_HTML).toContain(`localStorage.getItem("${SAVED_SCREEN_KEY}")`);
  });
});

beforeEach(() => localStorage.clear());
