import { mkdtempSync } from "node:fs";
import path from "node:path";
import { launch } from "chrome-launcher";
import { type BrowserContext, chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../../scripts/lib/chromium.js";

export { CHROMIUM };

/** The tests' browser flags, plus a larger shared memory than the container's /dev/shm. */
export const CHROME_FLAGS = [...CHROMIUM_ARGS, "--disable-dev-shm-usage"];

/**
 * A browser with its own profile, started as Lighthouse starts its own (chrome-launcher, the same
 * flags), readied by `prepare` through the test driver (signed in, say), then left with the driver
 * gone: Lighthouse is pointed at its DevTools port and finds the profile's storage. A driver still
 * attached would be measured too: it adds a world of its own to every page it sees.
 */
export async function preparedBrowser(
  work: string,
  prepare: (context: BrowserContext) => Promise<void>,
): Promise<{ port: number; close: () => Promise<void> }> {
  const launched = await launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    userDataDir: mkdtempSync(path.join(work, "profile-")),
  });
  try {
    const driver = await chromium.connectOverCDP(`http://127.0.0.1:${launched.port}`);
    try {
      await prepare(driver.contexts()[0]);
    } finally {
      // Disconnects only: the browser, its pages and its profile stay.
      await driver.close();
    }
  } catch (err) {
    launched.kill();
    throw err;
  }
  return { port: launched.port, close: async () => launched.kill() };
}
