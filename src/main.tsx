import "./zod-jitless.js";
import { QueryClientProvider } from "@tanstack/react-query";
import { persistQueryClientRestore, persistQueryClientSubscribe } from "@tanstack/react-query-persist-client";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { authStore, readLoggedInFlag } from "./features/auth/auth-store.js";
import { followSignedInPerson } from "./features/auth/person-data.js";
import { reloadOnAuthChange, routerAuth } from "./features/auth/router-auth.js";
import { loadBeforeFirstRender } from "./lib/first-route.js";
import { registerServiceWorker, startPwa } from "./lib/pwa.js";
import { createQueryClient } from "./lib/query-client.js";
import { PERSIST_MAX_AGE, queryPersister, shouldPersistQuery } from "./lib/query-persister.js";
import { importInSteps, whenIdle, yieldToMain } from "./lib/yield-to-main.js";
import { routeTree } from "./routeTree.gen";
import "./styles.css";

const queryClient = createQueryClient();
/** Settles when a route's guard waits for the identity provider's first answer. */
let guardWaits!: () => void;
const guardWaiting = new Promise<void>((resolve) => {
  guardWaits = resolve;
});
/**
 * The app's router. Made in a task of its own once the first bundle has been evaluated: made as
 * the bundle ran (the route tree processed, the history read and written), it lengthened that
 * task, the longest of the start (docs/benchmarks.md).
 */
function makeRouter() {
  const router = createRouter({
    routeTree,
    context: { queryClient, auth: routerAuth(authStore, () => guardWaits()) },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  reloadOnAuthChange(router, authStore, readLoggedInFlag());
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}

/**
 * Start-up in pieces (docs/decisions.md, "Speed of the first screen"): the saved data, then the
 * first screen rendered as a transition (React renders it in slices and yields between them),
 * then, once the browser is idle, sign-in, the outbox and the service worker.
 */
async function boot() {
  // Named in a performance trace (User Timing), so that a slow start says which piece was slow.
  performance.mark("tn:boot");
  // While the saved data is read: the code every screen's chunk shares, a task per piece.
  const shared = importInSteps(SHARED_STEPS, async () => undefined).catch(() => undefined);
  // Saved data first, so that route loaders find it even with no network (docs/decisions.md, Offline):
  // the signed-in person's only, and theirs only while they stay signed in, in any tab.
  followSignedInPerson(queryClient);
  const persist = { queryClient, persister: queryPersister, buster: __BUILD_ID__ };
  const restored = persistQueryClientRestore({ ...persist, maxAge: PERSIST_MAX_AGE }).catch((err: unknown) =>
    console.error("Could not restore saved data:", err),
  );
  await yieldToMain();
  const router = makeRouter();
  performance.mark("tn:router");
  await restored;
  // Other people's saved data (a tab that saved late) and that of earlier formats: not kept.
  void queryPersister.dropOthers().catch(() => undefined);
  // Saved data may predate the last change (the page may have closed before its last write): online, the
  // screens show it at once and ask the server again.
  if (navigator.onLine) void queryClient.invalidateQueries({ refetchType: "none" });
  persistQueryClientSubscribe({ ...persist, dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery } });
  performance.mark("tn:restored");
  await shared;
  performance.mark("tn:shared");
  // The first screen in React's first render, which is sliced (src/lib/first-route.ts); a guard
  // waiting for the identity provider, which starts after that render, lets it happen at once.
  await loadBeforeFirstRender(router, { renderNow: guardWaiting, maxMs: FIRST_LOAD_WAIT_MS });
  performance.mark("tn:loaded");
  await yieldToMain();
  performance.mark("tn:render");

  const root = createRoot(document.getElementById("root")!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
  // The install prompt can come at once; sign-in, the outbox and the service worker wait.
  startPwa();
  whenIdle(() => {
    registerServiceWorker();
    void importInSteps(AFTER_PAINT_STEPS, () => import("./after-paint.js")).then(({ startAfterPaint }) =>
      startAfterPaint(queryClient),
    );
  });
}

/**
 * Up to this (ms) the painted shell stays while the first route loads: the router's own default
 * time before it shows a route's pending screen.
 */
const FIRST_LOAD_WAIT_MS = 1000;

/**
 * The API client, and zod with it, which every screen's chunk imports: evaluated on their own
 * before the first render, they are not part of the screen chunk's evaluation, which was one task of about
 * 70 ms at 4× CPU slowdown on Tutor Details (docs/benchmarks.md). zod comes first, in a task of its
 * own, with the one schema the client reads errors with: the two together were a task of 10 ms of
 * CPU at 1× on a slow host. A failed import (offline, code not saved) is left to the router, which
 * loads the screen's chunk and reports it.
 */
const SHARED_STEPS = [() => import("../contract/errors.js"), () => import("./lib/api-client.js")];

/**
 * The schemas the outbox replays every write with, a task each before the rest of the after-paint
 * code: zod builds a schema when its module runs, and all of them at once were one task of about
 * 150 ms at 4× CPU slowdown (docs/benchmarks.md).
 */
const AFTER_PAINT_STEPS = [
  () => import("../contract/tutorial.js"),
  () => import("../contract/profile.js"),
  () => import("../contract/lesson.js"),
  () => import("./offline/write-kinds.js"),
];

void boot();
