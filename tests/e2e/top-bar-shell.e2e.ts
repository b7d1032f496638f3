import type { Browser as Chromium, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, newTab } from "./support/journey.js";

/**
 * index.html paints the top bar before any JavaScript runs; the app then replaces it with its own
 * (src/features/layout/navbar.tsx). Whatever both show (the bar, the menu button's slot, the brand,
 * its logo and its text) must not move by a pixel when that happens: measured here in Chromium at
 * the phone's width and at each Tailwind breakpoint, in both themes, signed out. The elements the two
 * share carry `data-shell="…"` in both.
 */

const WIDTHS = [390, 640, 768, 1024, 1280];
const THEMES = ["light", "dark"] as const;
/** Layout is equal when every edge is within this (sub-pixel rounding). */
const TOLERANCE = 0.5;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Bar {
  /** The boxes of the header's `data-shell` elements, and of the brand's text ("text"). */
  boxes: Record<string, Box>;
  /** Tag of each `data-shell` element: tells the painted shell from the app's bar. */
  tags: Record<string, string>;
  /** What else makes the two look alike: the brand's font and colour, the bar's border and background. */
  looks: Record<string, string>;
}

// Not "brand-room": it is the room the controls leave, which the shell does not draw.
const SHARED = ["header", "bar", "menu", "brand", "logo", "name", "text"];

/** The top bar in `#root` as it is laid out now. */
function readBar(page: Page): Promise<Bar> {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('#root header[data-shell="header"]');
    if (!header) throw new Error('no <header data-shell="header"> in #root');
    const boxOf = (r: DOMRect) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
    const boxes: Record<string, Box> = {};
    const tags: Record<string, string> = {};
    for (const el of [header, ...header.querySelectorAll<Element>("[data-shell]")]) {
      const name = el.getAttribute("data-shell") ?? "";
      boxes[name] = boxOf(el.getBoundingClientRect());
      tags[name] = el.tagName.toLowerCase();
    }
    const brand = header.querySelector('[data-shell="brand"]');
    const walker = brand ? document.createTreeWalker(brand, NodeFilter.SHOW_TEXT) : null;
    let text: Node | null = null;
    while (walker?.nextNode()) {
      if (walker.currentNode.textContent?.trim()) {
        text = walker.currentNode;
        break;
      }
    }
    if (brand && text) {
      const range = document.createRange();
      range.selectNodeContents(text);
      boxes.text = boxOf(range.getBoundingClientRect());
      tags.text = `"${text.textContent?.trim()}"`;
    }
    const b = brand ? getComputedStyle(brand) : null;
    const h = getComputedStyle(header);
    const looks = {
      "brand font": b?.font ?? "",
      "brand colour": b?.color ?? "",
      "bar border": `${h.borderBottomWidth} ${h.borderBottomStyle} ${h.borderBottomColor}`,
      "bar background": h.backgroundColor,
      "bar backdrop": h.backdropFilter,
    };
    return { boxes, tags, looks };
  });
}

/**
 * The bar as painted before the app: the page with the app's scripts held back. Not with JavaScript
 * off: index.html's inline scripts still run, as they do before the app (the saved dark theme).
 */
async function shellBar(chromium: Chromium, width: number, theme: "light" | "dark"): Promise<Bar> {
  const tab = await newTab(chromium, { width, theme });
  try {
    await tab.context.route(/\/assets\/.+\.js(\?|$)/, (route) => route.abort());
    await tab.page.goto("/");
    return await readBar(tab.page);
  } finally {
    await tab.context.close();
  }
}

/** The app's bar, once it has taken over and knows the visitor is signed out. */
async function appBar(chromium: Chromium, width: number, theme: "light" | "dark"): Promise<Bar> {
  const tab = await newTab(chromium, { width, theme });
  try {
    await tab.page.goto("/");
    await tab.page.getByRole("banner").getByRole("link", { name: "Login" }).waitFor();
    return await readBar(tab.page);
  } finally {
    await tab.context.close();
  }
}

/** Every edge of every shared element that moved, in words; empty when the two are equal. */
function moves(shell: Bar, app: Bar): string[] {
  const found: string[] = [];
  for (const name of SHARED) {
    const a = shell.boxes[name];
    const b = app.boxes[name];
    if (!a || !b) {
      found.push(
        `${name} missing in ${[a ? "" : "the shell", b ? "" : "the app"].filter(Boolean).join(" and ")}`,
      );
      continue;
    }
    for (const k of ["x", "y", "width", "height"] as const) {
      if (Math.abs(a[k] - b[k]) > TOLERANCE) found.push(`${name} ${k} ${round(a[k])} → ${round(b[k])}`);
    }
  }
  for (const [k, v] of Object.entries(shell.looks)) {
    if (app.looks[k] !== v) found.push(`${k} ${v} → ${app.looks[k]}`);
  }
  return found;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

let chromium: Chromium;
beforeAll(async () => {
  chromium = await launchChromium();
});
afterAll(() => chromium?.close());

describe("the top bar painted before the app", () => {
  for (const theme of THEMES) {
    it(`is where the app's bar is, to the pixel, at ${WIDTHS.join(", ")} px (${theme}, signed out)`, async () => {
      const problems: string[] = [];
      for (const width of WIDTHS) {
        const shell = await shellBar(chromium, width, theme);
        const app = await appBar(chromium, width, theme);
        // Really the painted shell on one side and the app on the other.
        expect(shell.tags.menu, "the shell's menu slot").toBe("span");
        expect(app.tags.menu, "the app's menu button").toBe("button");
        expect(shell.tags.text).toBe('"TutorNest"');
        expect(app.tags.text).toBe('"TutorNest"');
        for (const m of moves(shell, app)) problems.push(`${width} px: ${m}`);
      }
      expect(problems, "what moved from the shell to the app").toEqual([]);
    });
  }
});
