import type { BrowserContext } from "playwright-core";

/** The demo learner the seed creates (scripts/seed/demo-accounts.ts). */
const LEARNER = { email: "nadia@tutornest.example", password: "Demo1234" };

/**
 * Signs the demo learner in through the Login screen, then leaves the browser as a returning
 * learner's phone after the app has been updated: signed in (cookie, login flag, identity
 * provider's saved state), but with no service worker and nothing cached, so the measured visit
 * loads everything over the network.
 */
export async function signInForLighthouse(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  // The painted form is inert until the app draws it (index.html).
  await page.waitForFunction(() => document.querySelector<HTMLFormElement>("#root form")?.inert === false);
  await page.getByLabel("Email").fill(LEARNER.email);
  await page.getByLabel("Password", { exact: true }).fill(LEARNER.password);
  await page.getByRole("button", { name: /^Login$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 30_000 });
  await page
    .getByRole("button", { name: /log ?out/i })
    .first()
    .waitFor({ timeout: 30_000 });
  // The app registers its worker once the browser is idle (src/lib/pwa.ts): removed before that, it
  // would be registered after, and the measured visit would be the worker's.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
    for (const key of await caches.keys()) await caches.delete(key);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await page.close();
}

/** The first tutorial of the seeded list: its details page is what a signed-in learner opens. */
export async function firstTutorialId(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/tutorials?limit=1&offset=0`);
  const [first] = (await response.json()) as { _id: string }[];
  if (!first) throw new Error("no tutorial to open: was the demo data seeded?");
  return first._id;
}
