import { chromium } from "playwright-core";
import { CHROME_FLAGS, CHROMIUM } from "./browser.js";

/**
 * An installed app opened with no network: Find Tutors is visited once online (the service worker
 * installs and precaches the shell, the list is saved on the device), then opened again offline
 * with the CPU slowed 4× as Lighthouse's phone is. The time is from navigation start until the
 * saved list's first card is on the page, in ms; one number per visit.
 */
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
    // The list is written to the device (the saved query cache) as it changes.
    await page.waitForTimeout(1500);
    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${origin}/find-tutors`, { waitUntil: "commit" });
    await page.waitForFunction(() => document.querySelector("main article") !== null, undefined, {
      polling: "raf",
      timeout: 10_000,
    });
    return await page.evaluate(() => performance.now());
  } finally {
    await browser.close();
  }
}
