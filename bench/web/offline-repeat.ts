import { chromium } from "playwright-core";
import { CARD_PAINTED } from "../../src/features/tutorials/card-painted.js";
import { SAVED_SCREEN_KEY } from "../../src/lib/saved-screen.js";
import { CHROME_FLAGS, CHROMIUM } from "./browser.js";

/**
 * An installed app opened with no network: Find Tutors is visited once online (the service worker
 * installs and precaches the shell, the list is saved on the device), then opened again offline
 * with the CPU slowed 4× as Lighthouse's phone is. The time is from navigation start until the
 * saved list's first card is painted (Element Timing), in ms; one number per visit.
 */
/** The console message the page writes, with the time the first card was painted. */
const SHOWN = "tn-bench:list-shown";

export async function offlineRepeatVisit(origin: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    const page = await context.newPage();
    const card = page.locator("main article").first();
    await page.goto(`${origin}/find-tutors`);
    await card.waitFor();
    // The worker has installed and precached the shell; a visit after that is one it serves, as
    // an installed app's is (it does not claim the page that registered it).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await card.waitFor();
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
      throw new Error("the service worker does not control the repeat visit");
    // The list is written to the device (the saved query cache) as it changes, and the screen as
    // it was drawn (src/lib/saved-screen.ts) once it has painted.
    await page.waitForTimeout(1500);
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, SAVED_SCREEN_KEY, {
      timeout: 10_000,
    });
    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // Timed inside the page, by the browser: when a card's name was painted (Element Timing, the
    // cards' `elementtiming`), not when a poll from outside happens to notice it, nor the start of
    // the frame that draws it (a first frame lays out the whole page before it paints). The time is
    // told by a console message: waiting with a function evaluated in the page would load the
    // test driver's own script into it while it starts (about 25 ms of its main thread at 4×).
    await page.addInitScript(
      ({ marker, identifier }: { marker: string; identifier: string }) => {
        // Element Timing's entries (not in TypeScript's DOM types yet).
        type Painted = PerformanceEntry & { identifier: string; renderTime: number };
        const watch = new PerformanceObserver((entries) => {
          const painted = (entries.getEntries() as Painted[]).find((e) => e.identifier === identifier);
          if (!painted) return;
          watch.disconnect();
          console.debug(marker, painted.renderTime);
        });
        watch.observe({ type: "element", buffered: true });
      },
      { marker: SHOWN, identifier: CARD_PAINTED },
    );
    const shown = page.waitForEvent("console", {
      predicate: (message) => message.text().startsWith(`${SHOWN} `),
      timeout: 10_000,
    });
    await page.goto(`${origin}/find-tutors`, { waitUntil: "commit" });
    return Number((await shown).text().slice(SHOWN.length + 1));
  } finally {
    await browser.close();
  }
}
