import { mkdtempSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../../scripts/lib/chromium.js";

export { CHROMIUM };

/** The tests' browser flags, plus a larger shared memory than the container's /dev/shm. */
export const CHROME_FLAGS = [...CHROMIUM_ARGS, "--disable-dev-shm-usage"];

/**
 * A browser with its own profile and a DevTools port, so that a page can be prepared in it (signed
 * in, say) before Lighthouse is pointed at the same browser.
 */
export async function launchWithPort(work: string, port: number): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(path.join(work, "profile-")), {
    executablePath: CHROMIUM,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${port}`],
  });
}
