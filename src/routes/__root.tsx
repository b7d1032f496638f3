import { createRootRouteWithContext, Link, Outlet } from "@tanstack/react-router";
import { AppFrame } from "../features/layout/app-frame.js";
import { usePageTitle } from "../lib/page-title.js";
import type { RouterContext } from "../router-context.js";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
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
