import { createRootRouteWithContext, Link, Outlet } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { AppStatus } from "../components/app-status.js";
import { useMessage } from "../components/ui/message-store.js";
import { Footer } from "../features/layout/footer.js";
import { Navbar } from "../features/layout/navbar.js";
import { ConflictWatcher } from "../features/offline/components/conflict-watcher.js";
import { usePageTitle } from "../lib/page-title.js";
import type { RouterContext } from "../router-context.js";

/** The dialog (Radix) loads with the first message, not with the first paint. */
const MessageDialog = lazy(() =>
  import("../components/ui/message-dialog.js").then((m) => ({ default: m.MessageDialog })),
);

/** Loaded with the first message, then kept (closing then returns the focus as it should). */
function Messages() {
  const message = useMessage();
  const [loaded, setLoaded] = useState(false);
  if (message && !loaded) setLoaded(true);
  if (!message && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <MessageDialog />
    </Suspense>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Navbar />
      <AppStatus />
      {/* At least a screen tall: the footer (a screen of its own on a phone) starts below the fold,
          and is not seen pushed down when a page's content arrives after a short loading state. */}
      <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1">
        <Outlet />
      </main>
      {/* Below the fold on every screen: the browser lays out and paints the footer only as it
          nears the viewport, keeping its height on a phone (top margin included) until then. */}
      <div className="[content-visibility:auto] [contain-intrinsic-block-size:auto_720px]">
        <Footer />
      </div>
      <Messages />
      <ConflictWatcher />
    </div>
  );
}

export function NotFound() {
  usePageTitle("Page not found");
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700 dark:text-brand-200">404</p>
      <h1 className="mt-4 text-2xl font-bold">Page not found</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">The page you are looking for does not exist.</p>
      <Link
        to="/"
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
      >
        Go Back Home
      </Link>
    </section>
  );
}
