import type { AnyRouter } from "@tanstack/react-router";

/**
 * Loads the first route (its code, guards and data) before the first render, so that the screen is
 * part of React's first render: a transition, which React renders in slices. Rendered before the
 * load ends, the screen came with the re-render the router causes when its load ends, and the
 * router's state is an external store, so that re-render is synchronous: one task for the whole
 * screen (docs/decisions.md, "Speed of the first screen").
 *
 * Resolves when the load has ended (whether it found the page, an error or a redirect: the router
 * shows each), or as soon as `renderNow` settles (a guard waits for what only comes after the
 * first paint), or after `maxMs`, the load then going on as the router's own would.
 */
export async function loadBeforeFirstRender(
  router: AnyRouter,
  { renderNow, maxMs }: { renderNow: Promise<unknown>; maxMs: number },
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxMs);
  });
  try {
    await Promise.race([router.load().catch(() => undefined), renderNow, late]);
  } finally {
    clearTimeout(timer);
  }
}
