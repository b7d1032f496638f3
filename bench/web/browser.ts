import { mkdtempSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, chromium } from "playwright-core";

/** The flags every browser of the bench starts with (as the tests' browser, plus a debugging port). */
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

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
