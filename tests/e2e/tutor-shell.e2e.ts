import type { Browser as Chromium, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_LEARNER, demoTutorials, logIn } from "./support/accounts.js";
import { launchChromium, newTab } from "./support/journey.js";

/**
 * Tutor Details' picture is painted before any code runs on a signed-in device (server/tutor-shell.ts,
 * index.html's picker), and the app then draws it in the very same box: measured here in Chromium
 * with the app's code held back, then with it, at a phone's width and a desktop's.
 */
const TOLERANCE = 0.5;

let chromium: Chromium;
beforeAll(async () => {
  chromium = await launchChromium();
});
afterAll(() => chromium?.close());

/** The box of the page's high-priority picture in #root, with the file it was drawn from. */
function picture(page: Page) {
  return page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>("#root img[fetchpriority=high]");
    if (!img) return null;
    const r = img.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height, file: img.currentSrc, done: img.complete };
  });
}

describe("Tutor Details' painted picture", () => {
  it("is where the app then draws it, from the same file, at 390 and 1280 px", async () => {
    const [tutorial] = await demoTutorials(inject("baseURL"), 1);
    for (const width of [390, 1280]) {
      const tab = await newTab(chromium, { width });
      try {
        await logIn(tab.page, DEMO_LEARNER);
        // The installed worker would serve the code from its cache: unregistered, its caches dropped
        // (once registered: the app registers it when the browser is idle).
        await tab.page.evaluate(async () => {
          await navigator.serviceWorker.ready;
          for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
          for (const k of await caches.keys()) await caches.delete(k);
        });
        const heldBack = /\/assets\/.+\.js(\?|$)/;
        await tab.context.route(heldBack, (route) => route.abort());
        await tab.page.goto(`/tutor/${tutorial._id}`);
        await tab.page.waitForFunction(() => document.querySelector<HTMLImageElement>("#root img")?.complete);
        const shell = await picture(tab.page);
        // Really the shell: no app, so no Book Now.
        expect(await tab.page.getByRole("button", { name: "Book Now" }).count()).toBe(0);

        await tab.context.unroute(heldBack);
        await tab.page.goto(`/tutor/${tutorial._id}`);
        await tab.page.getByRole("button", { name: "Book Now" }).waitFor();
        const app = await picture(tab.page);
        expect(shell, `${width} px: the shell's picture`).not.toBeNull();
        expect(app?.file, `${width} px`).toBe(shell?.file);
        for (const k of ["x", "y", "width", "height"] as const)
          expect(Math.abs((app?.[k] ?? -1) - (shell?.[k] ?? 0)), `${width} px: ${k}`).toBeLessThanOrEqual(
            TOLERANCE,
          );
      } finally {
        await tab.context.close();
      }
    }
  });

  it("is not painted for a visitor whose device says nobody is signed in", async () => {
    const [tutorial] = await demoTutorials(inject("baseURL"), 1);
    const tab = await newTab(chromium);
    try {
      await tab.context.route(/\/assets\/.+\.js(\?|$)/, (route) => route.abort());
      await tab.page.goto(`/tutor/${tutorial._id}`);
      expect(await picture(tab.page)).toBeNull();
    } finally {
      await tab.context.close();
    }
  });
});
