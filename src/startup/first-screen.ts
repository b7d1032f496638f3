import type { AnyRouter } from "@tanstack/react-router";

/**
 * Up to this (ms) the painted page stays while the first route loads: the router's own default time
 * before it shows a route's pending screen.
 */
const FIRST_LOAD_WAIT_MS = 1000;

/**
 * Loads the first route (its code, guards and data) before the first render, so that the screen is
 * part of React's first render, which replaces the painted page with the same markup. Resolves when
 * the load has ended (the page, an error or a redirect: the router shows each), or as soon as
 * `guardWaiting` settles (a guard waits for the identity provider, which starts after the first
 * render), or after `maxMs`, the load then going on as the router's own would.
 */
export async function loadFirstScreen(
  router: AnyRouter,
  guardWaiting: Promise<unknown>,
  maxMs = FIRST_LOAD_WAIT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxMs);
  });
  try {
    await Promise.race([router.load().catch(() => undefined), guardWaiting, late]);
  } finally {
    clearTimeout(timer);
  }
}
