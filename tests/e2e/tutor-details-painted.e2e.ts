import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_LEARNER, demoTutorials, logIn } from "./support/accounts.js";
import { launchChromium, newTab } from "./support/journey.js";

/**
 * Tutor Details is for the signed-in, and opens at once on a device whose login flag is set
 * (docs/product.md, Protected screens). The server paints it for such a device, and CSS hides it
 * elsewhere (src/styles.css), where the app first checks who is signed in. Seen here with the app's
 * code refused, then with it: the picture is there before the app runs, and the app draws it in the
 * very same box, at a phone's width and a desktop's.
 */
const TOLERANCE = 0.5;
const HELD_BACK = /\/assets\/.+\.js(\?|$)/;

let chromium: Awaited<ReturnType<typeof launchChromium>>;
beforeAll(async () => {
  chromium = await launchChromium();
});
afterAll(() => chromium?.close());

/** The page's high-priority picture in `<main>`, shown or not, with the file it was drawn from. */
function picture(page: Page) {
  return page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>("#root main img[fetchpriority=high]");
    if (!img) return null;
    const r = img.getBoundingClientRect();
    const shown = r.width > 0 && r.height > 0 && getComputedStyle(img).visibility === "visible";
    return {
      x: r.x,
      y: r.y,
      width: r.width,
      height: r.height,
      file: img.currentSrc,
      done: img.complete,
      shown,
    };
  });
}

describe("Tutor Details painted before the app runs", () => {
  it("shows its picture on a signed-in device, where the app then draws it, at 390 and 1280 px", async () => {
    const [tutorial] = await demoTutorials(inject("baseURL"), 1);
    for (const width of [390, 1280]) {
      const tab = await newTab(chromium, { width });
      try {
        await logIn(tab.page, DEMO_LEARNER);
        // The installed worker would serve its own page (the frame) and the code from its cache:
        // unregistered, its caches dropped (once registered: the app registers it when idle).
        await tab.page.evaluate(async () => {
          await navigator.serviceWorker.ready;
          for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
          for (const k of await caches.keys()) await caches.delete(k);
        });
        let refused = 0;
        await tab.context.route(HELD_BACK, (route) => {
          refused++;
          return route.abort();
        });
        await tab.page.goto(`/tutor/${tutorial._id}`, { waitUntil: "load" });
        await tab.page.waitForFunction(
          () => document.querySelector<HTMLImageElement>("#root main img[fetchpriority=high]")?.complete,
        );
        const painted = await picture(tab.page);
        expect(refused, `${width} px: the app's code refused`).toBeGreaterThan(0);
        expect(painted?.shown, `${width} px: the painted picture shown`).toBe(true);
        await expect(
          tab.page.getByRole("heading", { level: 1, name: tutorial.userName }).isVisible(),
        ).resolves.toBe(true);

        await tab.context.unroute(HELD_BACK);
        await tab.page.goto(`/tutor/${tutorial._id}`);
        // The app's own screen: the booking panel knows the signed-in person.
        await tab.page.getByTestId("nav-avatar").waitFor();
        await tab.page.getByRole("button", { name: "Book Now" }).waitFor();
        const app = await picture(tab.page);
        expect(app?.shown, `${width} px: the app's picture shown`).toBe(true);
        expect(app?.file, `${width} px`).toBe(painted?.file);
        for (const k of ["x", "y", "width", "height"] as const)
          expect(Math.abs((app?.[k] ?? -1) - (painted?.[k] ?? 0)), `${width} px: ${k}`).toBeLessThanOrEqual(
            TOLERANCE,
          );
      } finally {
        await tab.context.close();
      }
    }
  });

  it("shows nothing of the screen to a visitor whose device says nobody is signed in", async () => {
    const [tutorial] = await demoTutorials(inject("baseURL"), 1);
    const tab = await newTab(chromium);
    try {
      await tab.context.route(HELD_BACK, (route) => route.abort());
      await tab.page.goto(`/tutor/${tutorial._id}`, { waitUntil: "load" });
      const main = tab.page.getByRole("main");
      // Painted for a flagged device, hidden here: neither the picture nor the tutor's name shows.
      expect((await picture(tab.page))?.shown ?? false).toBe(false);
      expect(await main.getByText(tutorial.userName).filter({ visible: true }).count()).toBe(0);
      expect(await main.getByRole("button", { name: "Book Now" }).count()).toBe(0);
      // The top bar is there, for a visitor.
      await expect(
        tab.page.getByRole("banner").getByRole("link", { name: "Login", exact: true }).isVisible(),
      ).resolves.toBe(true);
    } finally {
      await tab.context.close();
    }
  });
});
