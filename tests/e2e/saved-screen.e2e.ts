import type { BrowserContext, Browser as Chromium, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAVED_SCREEN_KEY } from "../../src/lib/saved-screen.js";
import { launchChromium, newTab, type Tab } from "./support/journey.js";

/**
 * Find Tutors is painted as the app last drew it before any of the app's code runs, where the page
 * is the service worker's, whose `<main>` is empty (src/lib/saved-screen.ts, index.html's picker),
 * and the app then draws it in the very same place. Read as the picker paints it, during the
 * page's parse (before any of the app's code can run), then once the app has drawn the screen.
 */
const TOLERANCE = 0.5;

let chromium: Chromium;
beforeAll(async () => {
  chromium = await launchChromium();
});
afterAll(() => chromium?.close());

type Box = { x: number; y: number; width: number; height: number };
type Boxes = Record<string, Box | null>;

/** The boxes compared: the page's heading, its search field, the first two cards and their names. */
function boxesIn(page: Page): Promise<Boxes> {
  return page.evaluate(() => {
    const box = (el: Element | null | undefined) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const cards = document.querySelectorAll("main article");
    return {
      heading: box(document.querySelector("main h1")),
      search: box(document.querySelector("main input")),
      card1: box(cards[0]),
      card2: box(cards[1]),
      name1: box(cards[0]?.querySelector("h2")),
    };
  });
}

/**
 * Records, in the page, what the picker painted, as it paints it (the parser's insertion is seen
 * before any later script runs): the saved screen's state, the offline line shown above it, the
 * boxes. A page without a saved screen records `shell: null` when it has been parsed.
 */
async function recordFirstFrame(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen = window as unknown as { __firstFrame?: unknown };
    const record = (main: HTMLElement | null) => {
      const box = (el: Element | null | undefined) => {
        if (!el) return null;
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      const cards = main?.querySelectorAll("article") ?? [];
      const line = main?.previousElementSibling?.querySelector('[role="status"]');
      seen.__firstFrame = {
        shell: main?.getAttribute("data-shell") ?? null,
        scriptsAndFrames: main?.querySelectorAll("script, iframe").length ?? 0,
        inert: main?.inert ?? null,
        offlineLine: line && getComputedStyle(line).display !== "none" ? line.textContent : null,
        boxes: {
          heading: box(main?.querySelector("h1")),
          search: box(main?.querySelector("input")),
          card1: box(cards[0]),
          card2: box(cards[1]),
          name1: box(cards[0]?.querySelector("h2")),
        },
      };
    };
    const observer = new MutationObserver(() => {
      const painted = document.querySelector<HTMLElement>('main[data-shell="saved-screen"]');
      if (!painted) return;
      observer.disconnect();
      record(painted);
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", () => {
      observer.disconnect();
      if (!seen.__firstFrame) record(null);
    });
  });
}

type FirstFrame = {
  shell: string | null;
  inert: boolean | null;
  scriptsAndFrames: number;
  offlineLine: string | null;
  boxes: Boxes;
};
/** What the first frame after parsing held, once the page has recorded it (recordFirstFrame). */
async function firstFrame(page: Page): Promise<FirstFrame> {
  const recorded = await page.waitForFunction(
    () => (window as unknown as { __firstFrame?: FirstFrame }).__firstFrame,
  );
  const frame = (await recorded.jsonValue()) as FirstFrame;
  await recorded.dispose();
  return frame;
}

/** Until the app has drawn Find Tutors itself, whole, and saved it. */
async function appDrawn(page: Page): Promise<void> {
  await page.locator("main:not([data-shell]) article").nth(1).waitFor();
  await page.getByRole("contentinfo").waitFor();
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, SAVED_SCREEN_KEY);
}

function expectSameBoxes(shell: Boxes, app: Boxes, where: string) {
  for (const [name, box] of Object.entries(shell)) {
    expect(box, `${where}: ${name} in the saved screen`).not.toBeNull();
    for (const k of ["x", "y", "width", "height"] as const)
      expect(
        Math.abs((app[name]?.[k] ?? -1) - (box?.[k] ?? 0)),
        `${where}: ${name}.${k}`,
      ).toBeLessThanOrEqual(TOLERANCE);
  }
}

/**
 * The app installed: Find Tutors drawn and saved, the service worker ready and serving the page
 * (its page is the frame, `<main>` empty, for every path).
 */
async function installed(tab: Tab): Promise<void> {
  await tab.page.goto("/find-tutors");
  await appDrawn(tab.page);
  await tab.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await tab.page.reload();
  await appDrawn(tab.page);
  expect(await tab.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

describe("Find Tutors' saved screen", () => {
  it("is painted before the app's code runs, inert, where the app then draws it: 390 and 1280 px, light and dark", async () => {
    for (const [width, theme] of [
      [390, "light"],
      [1280, "light"],
      [390, "dark"],
    ] as const) {
      const where = `${width} px, ${theme}`;
      const tab = await newTab(chromium, { width, theme });
      try {
        await recordFirstFrame(tab.context);
        await tab.page.goto("/find-tutors");
        // The server's page has the list painted: no saved screen in it.
        expect((await firstFrame(tab.page))?.shell, where).toBeNull();
        await installed(tab);

        await tab.page.goto("/find-tutors");
        const shell = await firstFrame(tab.page);
        expect(shell?.shell, where).toBe("saved-screen");
        expect(shell?.inert, where).toBe(true);
        expect(shell?.offlineLine, where).toBeNull();
        await appDrawn(tab.page);
        expectSameBoxes(shell?.boxes ?? {}, await boxesIn(tab.page), where);
      } finally {
        await tab.context.close();
      }
    }
  });

  it("is painted offline by an installed app, with the offline line above it, as the app then draws them", async () => {
    const tab = await newTab(chromium);
    try {
      await recordFirstFrame(tab.context);
      await installed(tab);
      await tab.context.setOffline(true);
      await tab.page.goto("/find-tutors");
      await appDrawn(tab.page);
      const shell = await firstFrame(tab.page);
      expect(shell?.shell).toBe("saved-screen");
      expect(shell?.offlineLine).toBe("Offline — showing saved data");
      expect(
        await tab.page.getByRole("status").filter({ hasText: "Offline — showing saved data" }).count(),
      ).toBe(1);
      expectSameBoxes(shell?.boxes ?? {}, await boxesIn(tab.page), "offline, 390 px");
    } finally {
      await tab.context.close();
    }
  });

  it("is not painted for a search, nor once the page has been left for another build's", async () => {
    const tab = await newTab(chromium);
    try {
      await recordFirstFrame(tab.context);
      await installed(tab);
      await tab.page.goto("/find-tutors?q=english");
      await tab.page.locator("main:not([data-shell]) article").first().waitFor();
      expect((await firstFrame(tab.page))?.shell).toBeNull();

      await tab.page.evaluate((key) => {
        const saved = JSON.parse(localStorage.getItem(key) ?? "{}") as { build: string };
        localStorage.setItem(key, JSON.stringify({ ...saved, build: "an-older-build" }));
      }, SAVED_SCREEN_KEY);
      await tab.page.goto("/find-tutors");
      await tab.page.locator("main:not([data-shell]) article").first().waitFor();
      expect((await firstFrame(tab.page))?.shell).toBeNull();
    } finally {
      await tab.context.close();
    }
  });

  it("runs nothing a tampered saved screen carries, and the app then draws the real screen", async () => {
    const tab = await newTab(chromium);
    try {
      await recordFirstFrame(tab.context);
      await installed(tab);
      const html = await (await tab.page.request.get("/find-tutors")).text();
      const build = /build!=="([^"]+)"/.exec(html)?.[1];
      expect(build).toBeTruthy();
      const hostile =
        '<main id="main" class="flex-1"><img src="/nowhere.png" onerror="window.__tnRan=\'img\'">' +
        "<svg><script>window.__tnRan='svg'</script></svg>" +
        '<a id="tn-js" href="javascript:window.__tnRan=\'href\'">x</a>' +
        "<iframe srcdoc=\"<script>parent.__tnRan='iframe'</script>\"></iframe>" +
        '<div onmouseover="window.__tnRan=\'hover\'" style="width:100px;height:100px">Free money</div></main>';
      await tab.page.evaluate(({ key, saved }) => localStorage.setItem(key, JSON.stringify(saved)), {
        key: SAVED_SCREEN_KEY,
        saved: { build, path: "/find-tutors", html: hostile },
      });
      await tab.page.goto("/find-tutors");
      // As the picker painted it: on a loaded host the app may have replaced it by the load event.
      const first = await firstFrame(tab.page);
      expect(first?.shell).toBe("saved-screen");
      expect(first?.scriptsAndFrames).toBe(0);
      // Inert: the pointer reaches nothing in it.
      await tab.page.mouse.move(50, 200);
      await tab.page.locator("main:not([data-shell]) article").first().waitFor();
      expect(
        await tab.page.evaluate(() => (window as unknown as { __tnRan?: string }).__tnRan),
      ).toBeUndefined();
      expect(await tab.page.getByText("Free money").count()).toBe(0);
    } finally {
      await tab.context.close();
    }
  });
});
