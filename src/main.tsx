import { QueryClientProvider } from "@tanstack/react-query";
import { persistQueryClientRestore, persistQueryClientSubscribe } from "@tanstack/react-query-persist-client";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { startAuthListener } from "./features/auth/session.js";
import { startPwa } from "./lib/pwa.js";
import { createQueryClient } from "./lib/query-client.js";
import { PERSIST_MAX_AGE, queryPersister, shouldPersistQuery } from "./lib/query-persister.js";
import { startReplayEffects } from "./offline/replay-effects.js";
import { startOutbox } from "./offline/runtime.js";
import { routeTree } from "./routeTree.gen";
import "./styles.css";

const queryClient = createQueryClient();
const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

async function boot() {
  // Saved data first, so that route loaders find it even with no network (DESIGN §5).
  const persist = { queryClient, persister: queryPersister, buster: __BUILD_ID__ };
  await persistQueryClientRestore({ ...persist, maxAge: PERSIST_MAX_AGE }).catch((err: unknown) =>
    console.error("Could not restore saved data:", err),
  );
  // Saved data may predate the last change (it is written at most once a second): online, the
  // screens show it at once and ask the server again.
  if (navigator.onLine) void queryClient.invalidateQueries({ refetchType: "none" });
  persistQueryClientSubscribe({ ...persist, dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery } });

  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  // Firebase Auth and the service worker load after the first paint.
  startAuthListener();
  startPwa();
  startReplayEffects(queryClient);
  startOutbox();
}

void boot();
