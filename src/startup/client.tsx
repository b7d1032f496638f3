import "../zod-jitless.js";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { authStore, readLoggedInFlag } from "../features/auth/auth-store.js";
import { reloadOnAuthChange, routerAuth } from "../features/auth/router-auth.js";
import { loadEveryText } from "../i18n/catalogs.js";
import { startLocale } from "../i18n/locale.js";
import { registerServiceWorker, startPwa } from "../lib/pwa.js";
import { createQueryClient } from "../lib/query-client.js";
import { routeTree } from "../routeTree.gen";
import { loadFirstScreen } from "./first-screen.js";
import { restoreSavedData } from "./saved-data.js";
import { whenIdle } from "./when-idle.js";

/**
 * How the app starts, in order (docs/decisions.md, "How a page starts"). The page is already painted
 * from the same components (src/startup/render-page.tsx); the app draws the same markup in its place.
 * 1. The saved data, so that the first screen finds it even with no network, and the language's texts.
 * 2. The first route (its code, guards and data), so that its screen is in the first render.
 * 3. The first render, as a transition (React renders it in slices).
 * 4. Once the browser is idle: the rest of the language's texts, sign-in and the outbox, then the
 *    service worker.
 */
const queryClient = createQueryClient();
/** Settles when a route's guard waits for the identity provider's first answer. */
let guardWaits!: () => void;
const guardWaiting = new Promise<void>((resolve) => {
  guardWaits = resolve;
});

const router = createRouter({
  routeTree,
  context: { queryClient, auth: routerAuth(authStore, () => guardWaits()) },
  defaultPreload: "intent",
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});
reloadOnAuthChange(router, authStore, readLoggedInFlag());

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

/**
 * The app's first commit replaces the painted page: from then on nothing of `#root` is painted, so
 * the mark of a page painted for a flagged device (src/styles.css) goes with it, before that frame.
 */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.getElementById("root")?.removeAttribute("data-painted-for");
    document.documentElement.removeAttribute("data-painted-lang");
  }, []);
  return children;
}

async function start() {
  await Promise.all([restoreSavedData(queryClient), startLocale()]);
  await loadFirstScreen(router, guardWaiting);
  const root = createRoot(document.getElementById("root")!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <TakeOver>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </I18nProvider>
        </TakeOver>
      </StrictMode>,
    ),
  );
  // The install prompt can come at once; sign-in, the outbox and the service worker wait.
  startPwa();
  // Sign-in and the outbox first, then the service worker, whose install fetches the whole shell.
  whenIdle(() => {
    void loadEveryText().catch(() => undefined);
    void import("./after-paint.js").then(({ startAfterPaint }) => {
      startAfterPaint(queryClient);
      registerServiceWorker();
    });
  });
}

void start();
