import type { AnyRoute, AnyRouter } from "@tanstack/react-router";
import { importInSteps } from "./yield-to-main.js";

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

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /**
     * Modules the route's screen imports, to evaluate a task each before the screen's own code
     * when the app opens on it: a dynamic import evaluates every module of its graph not yet run
     * in one task, and a screen with many schemas made that one task too long. At start-up only:
     * the screen's chunks are then hinted with the page, where later they would be fetched one
     * after another.
     */
    firstLoadSteps?: readonly (() => Promise<unknown>)[];
  }
}

/**
 * Evaluates, a task each, the `firstLoadSteps` of the routes that match the page's location (see
 * `StaticDataRouteOption` above). A step that fails (offline, code not saved) ends the steps: the
 * router then loads the screen and reports what is missing.
 */
export async function firstScreenSteps(router: AnyRouter): Promise<void> {
  const matches = router.matchRoutes(router.state.location);
  const steps = matches.flatMap(
    (match) =>
      (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId]?.options.staticData
        ?.firstLoadSteps ?? [],
  );
  await importInSteps(steps, async () => undefined).catch(() => undefined);
}
