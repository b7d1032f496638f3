import { createRoute, lazyRouteComponent, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthStore } from "../../../src/features/auth/auth-store.js";
import { requireAuth } from "../../../src/features/auth/require-auth.js";
import { routerAuth } from "../../../src/features/auth/router-auth.js";
import { loadFirstScreen } from "../../../src/startup/first-screen.js";
import { appRootRoute, appRouter } from "../support/app-router.js";
import { amina } from "../support/fixtures.js";

afterEach(cleanup);

const never = new Promise<never>(() => {});

/** A page whose loader takes `loaderMs` (never ends when null), and a protected page, as src/startup/client.tsx wires them. */
function setup(start: string, loaderMs: number | null, store = new AuthStore()) {
  const loads: string[] = [];
  let guardWaits = () => {};
  const guardWaiting = new Promise<void>((resolve) => {
    guardWaits = resolve;
  });
  const root = appRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: "/",
    loader: async () => {
      loads.push("/");
      await (loaderMs === null ? never : new Promise((r) => setTimeout(r, loaderMs)));
      return "PAGE";
    },
    component: function Page() {
      return <p>{page.useLoaderData()}</p>;
    },
  });
  const mine = createRoute({
    getParentRoute: () => root,
    path: "mine",
    beforeLoad: requireAuth,
    component: () => <p>MINE</p>,
  });
  // A screen whose code comes late, as a route's chunk over a slow network does.
  const late = createRoute({
    getParentRoute: () => root,
    path: "late",
    component: lazyRouteComponent(
      () =>
        new Promise<{ default: () => JSX.Element }>((resolve) =>
          setTimeout(() => resolve({ default: () => <p>LATE</p> }), 300),
        ),
    ),
  });
  // A screen whose data does not come, with its own pending screen.
  const waiting = createRoute({
    getParentRoute: () => root,
    path: "waiting",
    loader: () => never,
    pendingComponent: () => <p>LOADING</p>,
    component: () => <p>NEVER</p>,
  });
  const router = appRouter(
    root.addChildren([page, mine, late, waiting]),
    start,
    routerAuth(store, () => guardWaits()),
  );
  return { router, loads, guardWaiting, store };
}

describe("loading the first route before the first render", () => {
  it("ends with the load: the first render holds the screen, and the router does not load it again", async () => {
    const { router, loads, guardWaiting } = setup("/", 30);
    await loadFirstScreen(router, guardWaiting, 5_000);
    expect(router.state.status).toBe("idle");
    render(<RouterProvider router={router} />);
    // No waiting: the screen is in the very first render.
    expect(screen.getByText("PAGE")).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(loads).toEqual(["/"]);
  });

  it("ends at once when a guard waits for the identity provider; the page follows its answer", async () => {
    const { router, guardWaiting, store } = setup("/mine", null);
    const started = Date.now();
    await loadFirstScreen(router, guardWaiting, 5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    render(<RouterProvider router={router} />);
    expect(screen.queryByText("MINE")).toBeNull();
    act(() => store.set({ user: amina, loading: false }));
    expect(await screen.findByText("MINE")).toBeTruthy();
  });

  it("ends after maxMs when the load takes longer, the load going on", async () => {
    const { router, guardWaiting } = setup("/", null);
    const started = Date.now();
    await loadFirstScreen(router, guardWaiting, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(router.state.status).toBe("pending");
  });

  it("waits for the screen's code past maxMs: the first render draws the screen, never nothing", async () => {
    const { router, guardWaiting } = setup("/late", null);
    const started = Date.now();
    await loadFirstScreen(router, guardWaiting, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    render(<RouterProvider router={router} />);
    expect(screen.getByText("LATE")).toBeTruthy();
  });

  it("after the router's pending time, the first render draws the screen's pending state, never nothing", async () => {
    const { router, guardWaiting } = setup("/waiting", null);
    await loadFirstScreen(router, guardWaiting, 1_000);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("LOADING", undefined, { timeout: 100 })).toBeTruthy();
  });
});

describe("the router's view of the signed-in state", () => {
  it("says when a guard starts waiting for an answer not in yet, and only then", async () => {
    const store = new AuthStore();
    const onWait = vi.fn();
    const auth = routerAuth(store, onWait);
    void auth.ready;
    expect(onWait).toHaveBeenCalledTimes(1);
    store.set({ user: amina, loading: false });
    expect(await auth.ready).toEqual(amina);
    expect(onWait).toHaveBeenCalledTimes(1);
  });
});
