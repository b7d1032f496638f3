import type { AnyRouter } from "@tanstack/react-router";

/**
 * Up to this (ms) the painted page stays while the first route's guards and data load: the router's
 * own default time before it shows a route's pending screen.
 */
const FIRST_LOAD_WAIT_MS = 1000;
/** Once its code is there, a screen with nothing left to load is ready within this (ms). */
const READY_AFTER_CODE_MS = 50;

/**
 * Loads the first route (its code, guards and data) before the first render, so that the screen is
 * part of React's first render, which replaces the painted page with the same markup. Resolves when
 * the load has ended (the page, an error or a redirect: the router shows each), or as soon as
 * `guardWaiting` settles (a guard waits for the identity provider, which starts after the first
 * render), or after `maxMs` once the screen's code is there, the load then going on as the router's
 * own would (its pending screen shows from `maxMs` on).
 *
 * Never earlier: until the router has committed the first load or shows a pending screen, it draws
 * nothing, and the first render would put nothing in the painted page's place.
 */
export async function loadFirstScreen(
  router: AnyRouter,
  guardWaiting: Promise<unknown>,
  maxMs = FIRST_LOAD_WAIT_MS,
): Promise<void> {
  const ended = router.load().then(
    () => undefined,
    () => undefined,
  );
  await Promise.race([ended, guardWaiting, delay(maxMs)]);
  await screenCode(router);
  await Promise.race([ended, guardWaiting, delay(READY_AFTER_CODE_MS)]);
}

/**
 * The code of the routes on screen, without a time limit: a screen cannot be drawn without it. Code
 * that cannot come (no network, no copy on the device) is left to the router's errors.
 */
async function screenCode(router: AnyRouter): Promise<void> {
  const matches = router.matchRoutes(router.latestLocation);
  await Promise.all(matches.map((match) => router.loadRouteChunk(router.routesById[match.routeId]))).catch(
    () => undefined,
  );
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
