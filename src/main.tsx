import { QueryClientProvider } from "@tanstack/react-query";
import { persistQueryClientRestore, persistQueryClientSubscribe } from "@tanstack/react-query-persist-client";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { startPwa } from "./lib/pwa.js";
import { createQueryClient } from "./lib/query-client.js";
import { PERSIST_MAX_AGE, queryPersister, shouldPersistQuery } from "./lib/query-persister.js";
import { routeTree } from "./routeTree.gen";
import "./styles.css";

// zod compiles object parsers with `new Function` unless told not to, and even its probe for that
// is reported as a violation of our Content-Security-Policy (no 'unsafe-eval'). Set before any
// schema is built: the schemas load later, with the screens (z.config would bring zod itself
// into this first bundle).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

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
  // The install prompt can come at once; sign-in, the outbox and the service worker load after
  // the first paint.
  startPwa();
  void import("./after-paint.js").then(({ startAfterPaint }) => startAfterPaint(queryClient));
}

void boot();
