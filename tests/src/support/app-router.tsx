import { QueryClient } from "@tanstack/react-query";
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  Outlet,
} from "@tanstack/react-router";
import { vi } from "vitest";
import type { RouterAuth, RouterContext } from "../../../src/router-context.js";

/**
 * A root route with the app's router context (src/router-context.ts), for tests that build their
 * own routes under it. jsdom does not scroll; the router's scroll restoration would log about it.
 */
export function appRootRoute() {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  return createRootRouteWithContext<RouterContext>()({ component: () => <Outlet /> });
}

/** A memory router at `start` over `routeTree`, its context as main.tsx gives it: `auth` and a query client. */
export function appRouter<TTree extends AnyRoute>(routeTree: TTree, start: string, auth: RouterAuth) {
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [start] }),
    context: { queryClient: new QueryClient(), auth },
  });
}
