import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { MessageDialog } from "../../../src/components/ui/message-dialog.js";
import { closeMessage as closeShownMessage } from "../../../src/components/ui/message-store.js";

/**
 * Renders one screen at "/" inside a memory router and a query client whose cache the test
 * fills beforehand (nothing goes to the network: data never goes stale).
 */
export async function renderPage(Page: () => ReactElement | null, queryClient = testQueryClient()) {
  // jsdom does not scroll; the router's scroll restoration would log about it.
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <MessageDialog />
      </>
    ),
  });
  const page = createRoute({ getParentRoute: () => root, path: "/", component: Page });
  const other = createRoute({ getParentRoute: () => root, path: "$", component: () => <p>Elsewhere</p> });
  const router = createRouter({
    routeTree: root.addChildren([page, other]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await router.load();
  return { ...view, router, queryClient };
}

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
}

/**
 * The message dialog's state is app-wide: close it so that the next test starts clean, as its OK
 * does (whatever the language on screen calls that button).
 */
export function closeMessage() {
  act(() => closeShownMessage());
}
