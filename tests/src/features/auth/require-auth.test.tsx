import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { RequireAuth } from "../../../../src/features/auth/components/require-auth.js";
import { amina } from "../../support/fixtures.js";

afterEach(() => {
  cleanup();
  authStore.set({ user: null, loading: true });
});

/** The _auth layout as src/routes/_auth.tsx builds it, with one child and the login page. */
function setup() {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  const root = createRootRoute({ component: () => <Outlet /> });
  const auth = createRoute({
    getParentRoute: () => root,
    id: "_auth",
    component: () => (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
  });
  const add = createRoute({
    getParentRoute: () => auth,
    path: "add-tutorials",
    component: () => <p>ADD PAGE</p>,
  });
  const login = createRoute({
    getParentRoute: () => root,
    path: "login",
    validateSearch: z.object({ redirect: z.string().optional() }),
    component: () => <p>LOGIN PAGE</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([auth.addChildren([add]), login]),
    history: createMemoryHistory({ initialEntries: ["/add-tutorials"] }),
  });
  const visited: string[] = [];
  router.subscribe("onBeforeNavigate", (e) => {
    visited.push(e.toLocation.href);
    // A runaway redirect loop is stopped here so that the test fails instead of hanging.
    if (visited.length > 5) authStore.set({ user: amina, loading: false });
  });
  render(<RouterProvider router={router} />);
  return { router, visited };
}

describe("RequireAuth (the _auth layout)", () => {
  it("shows 'Checking authentication...' until the first auth answer", async () => {
    authStore.set({ user: null, loading: true });
    setup();
    expect(await screen.findByText("Checking authentication...")).toBeTruthy();
    expect(screen.queryByText("ADD PAGE")).toBeNull();
  });

  it("signed out, goes to /login once, remembering the page asked for", async () => {
    authStore.set({ user: null, loading: false });
    const { router, visited } = setup();
    expect(await screen.findByText("LOGIN PAGE")).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(router.state.location.href).toBe("/login?redirect=%2Fadd-tutorials");
    expect(visited).toEqual(["/add-tutorials", "/login?redirect=%2Fadd-tutorials"]);
  });

  it("signed in, shows the page", async () => {
    authStore.set({ user: amina, loading: false });
    setup();
    expect(await screen.findByText("ADD PAGE")).toBeTruthy();
  });
});
