import "fake-indexeddb/auto";
import { readFileSync } from "node:fs";
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Navbar } from "../../../../src/features/layout/navbar.js";
import { renderPage } from "../../support/render-page.js";

/**
 * index.html paints a copy of the Navbar's bar before the app runs. The copy must be the Navbar's own
 * elements and classes (the app is the original), or the bar moves when the app replaces it. A quick
 * check of the markup; tests/e2e/top-bar-shell.e2e.ts measures the layout itself in Chromium.
 */
vi.mock("../../../../src/lib/firebase.js", () => ({
  loadAuth: async () => ({}),
  firebaseAuth: async () => ({ signOut: async () => {} }),
}));

// The service worker's registration is a build-time module (vite-plugin-pwa): no install, no update here.
vi.mock("../../../../src/lib/pwa.js", () => ({
  usePwa: () => ({ canInstall: false, updateReady: false }),
  promptInstall: async () => {},
  reloadToUpdate: async () => {},
  startPwa: () => {},
}));

afterEach(cleanup);

function shellHeader(): Element {
  const doc = new DOMParser().parseFromString(readFileSync("index.html", "utf8"), "text/html");
  const header = doc.querySelector('#root header[data-shell="header"]');
  if (!header) throw new Error('no <header data-shell="header"> in index.html\'s #root');
  return header;
}

/** The `data-shell` elements of a header, itself included, by name. */
function shared(header: Element): Map<string, Element> {
  const found = new Map<string, Element>();
  for (const el of [header, ...header.querySelectorAll("[data-shell]")]) {
    found.set(el.getAttribute("data-shell") ?? "", el);
  }
  return found;
}

/** Sorted; without the router's "active" (a Link's class on its own page, which styles nothing). */
function classes(el: Element): string[] {
  return [...el.classList].filter((c) => c !== "active").sort();
}

async function appHeader(): Promise<Element> {
  const { container } = await renderPage(() => <Navbar />);
  const header = container.querySelector('header[data-shell="header"]');
  if (!header) throw new Error('the Navbar has no <header data-shell="header">');
  return header;
}

describe("the top bar painted before the app", () => {
  it("has the Navbar's shared elements, in the same order", async () => {
    const shell = [...shared(shellHeader()).keys()];
    expect(shell).toEqual(["header", "bar", "menu", "brand-room", "brand", "logo", "name"]);
    expect([...shared(await appHeader()).keys()]).toEqual(shell);
  });

  it("gives the header, the bar and the brand the Navbar's elements and classes", async () => {
    const shell = shared(shellHeader());
    const app = shared(await appHeader());
    for (const name of ["header", "bar", "brand-room", "brand", "name"]) {
      const [s, a] = [shell.get(name)!, app.get(name)!];
      expect(s.tagName, name).toBe(a.tagName);
      expect(classes(s), name).toEqual(classes(a));
    }
    expect(shell.get("brand")?.textContent?.trim()).toBe(app.get("brand")?.textContent?.trim());
    expect(shell.get("brand")?.getAttribute("href")).toBe(app.get("brand")?.getAttribute("href"));
    expect(shell.get("bar")?.getAttribute("aria-label")).toBe(app.get("bar")?.getAttribute("aria-label"));
  });

  it("keeps the menu button's place with its size and display (the button itself comes with the app)", async () => {
    const shell = shared(shellHeader()).get("menu")!;
    const app = shared(await appHeader()).get("menu")!;
    expect(shell.tagName).toBe("SPAN");
    // Its classes are the button's, less what only a button needs (hover colours, centring).
    for (const c of classes(shell)) expect(classes(app), `menu: ${c}`).toContain(c);
    for (const c of ["inline-flex", "size-11", "xl:hidden"])
      expect(classes(shell), `menu: ${c}`).toContain(c);
  });

  it("draws the Navbar's logo (GraduationCap) at its size", async () => {
    const shell = shared(shellHeader()).get("logo")!;
    const app = shared(await appHeader()).get("logo")!;
    expect(shell.tagName.toLowerCase()).toBe("svg");
    // Lucide adds its own class names ("lucide …"); the rest are the Navbar's.
    expect(classes(shell)).toEqual(classes(app).filter((c) => !c.startsWith("lucide")));
    for (const attr of ["viewBox", "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"]) {
      expect(shell.getAttribute(attr), attr).toBe(app.getAttribute(attr));
    }
    const paths = (svg: Element) => [...svg.querySelectorAll("path")].map((p) => p.getAttribute("d"));
    expect(paths(shell)).toEqual(paths(app));
  });
});
