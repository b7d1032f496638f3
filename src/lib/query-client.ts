import { QueryClient } from "@tanstack/react-query";

/** How long fetched data counts as fresh. */
export const STALE_MS = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_MS,
        gcTime: 1000 * 60 * 60 * 24 * 7,
        retry: 1,
        refetchOnWindowFocus: false,
        // Offline, a query fails at once and keeps its saved data, instead of pausing (and with it
        // the route loader that awaits it) until the network returns.
        networkMode: "always",
      },
      // Writes go through the outbox, which keeps them when offline: a mutation paused by
      // TanStack (its default "online" mode) would never reach it, leaving the screen waiting.
      mutations: { networkMode: "always" },
    },
  });
}
