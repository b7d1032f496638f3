import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 1000 * 60 * 60 * 24 * 7,
        retry: 1,
        refetchOnWindowFocus: false,
        // Offline, a query fails at once and keeps its saved data, instead of pausing (and with it
        // the route loader that awaits it) until the network returns.
        networkMode: "always",
      },
    },
  });
}
