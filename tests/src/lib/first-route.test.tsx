import { createRoute, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthStore } from "../../../src/features/auth/auth-store.js";
import { requireAuth } from "../../../src/features/auth/require-auth.js";
import { routerAuth } from "../../../src/features/auth/router-auth.js";
import { TUTORIAL_SCHEMA_STEPS } from "../../../src/features/tutorials/schema-steps.js";
import { firstScreenSteps, loadBeforeFirstRender } from "../../../src/lib/first-route.js";
import { Route as CategoryRoute } from "../../../src/routes/find-tutors.$category.js";
import { Route as FindTutorsRoute } from "../../../src/routes/find-tutors.index.js";
import { Route as TutorRoute } from "../../../src/routes/tutor.$id.js";
import { appRootRoute, appRouter } from "../support/app-router.js";
import { amina } from "../support/fixtures.js";

afterEach(cleanup);

const never = new Promise<never>(() => {});

/** A page whose loader takes `loaderMs` (never ends when null), and a protected page, as main.tsx wires them. */
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
  const router = appRouter(
    root.addChildren([page, mine]),
    start,
    routerAuth(store, () => guardWaits()),
  );
  return { router, loads, guardWaiting, store };
}

describe("loading the first route before the first render", () => {
  it("ends with the load: the first render holds the screen, and the router does not load it again", async () => {
    const { router, loads, guardWaiting } = setup("/", 30);
    await loadBeforeFirstRender(router, { renderNow: guardWaiting, maxMs: 5_000 });
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
    await loadBeforeFirstRender(router, { renderNow: guardWaiting, maxMs: 5_000 });
    expect(Date.now() - started).toBeLessThan(1_000);
    render(<RouterProvider router={router} />);
    expect(screen.queryByText("MINE")).toBeNull();
    act(() => store.set({ user: amina, loading: false }));
    expect(await screen.findByText("MINE")).toBeTruthy();
  });

  it("ends after maxMs when the load takes longer, the load going on", async () => {
    const { router, guardWaiting } = setup("/", null);
    const started = Date.now();
    await loadBeforeFirstRender(router, { renderNow: guardWaiting, maxMs: 50 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(router.state.status).toBe("pending");
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

describe("the first screen's steps (a route's staticData.firstLoadSteps)", () => {
  /** A page at /steps/$id whose route names two steps, and a page at / that names none. */
  function stepsSetup(start: string, second: () => Promise<unknown> = async () => undefined) {
    const ran: string[] = [];
    const root = appRootRoute();
    const plain = createRoute({ getParentRoute: () => root, path: "/", component: () => <p>HOME</p> });
    const withSteps = createRoute({
      getParentRoute: () => root,
      path: "steps/$id",
      staticData: {
        firstLoadSteps: [
          async () => {
            ran.push("first");
            // A task queued by this step runs before the next step: the steps are a task apart.
            setTimeout(() => ran.push("task between"), 0);
          },
          async () => {
            ran.push("second");
            return second();
          },
          async () => {
            ran.push("third");
          },
        ],
      },
      component: () => <p>STEPS</p>,
    });
    const router = appRouter(
      root.addChildren([plain, withSteps]),
      start,
      routerAuth(new AuthStore(), () => {}),
    );
    return { router, ran };
  }

  it("runs the steps of the route the page opens on, in order, a task apart", async () => {
    const { router, ran } = stepsSetup("/steps/42");
    await firstScreenSteps(router);
    expect(ran).toEqual(["first", "task between", "second", "third"]);
  });

  it("runs none on a page whose route names none", async () => {
    const { router, ran } = stepsSetup("/");
    await firstScreenSteps(router);
    expect(ran).toEqual([]);
  });

  it("stops at a step that fails, without throwing: the router then loads the screen and reports it", async () => {
    const { router, ran } = stepsSetup("/steps/42", () => Promise.reject(new Error("offline")));
    await expect(firstScreenSteps(router)).resolves.toBeUndefined();
    expect(ran).toEqual(["first", "task between", "second"]);
  });
});

describe("the app's screens of tutorials", () => {
  it("evaluate the tutorial schemas a task each before their code, on Find Tutors, a category and Tutor Details", () => {
    for (const route of [FindTutorsRoute, CategoryRoute, TutorRoute]) {
      const steps = route.options.staticData?.firstLoadSteps ?? [];
      expect(steps.slice(0, TUTORIAL_SCHEMA_STEPS.length), route.id).toEqual([...TUTORIAL_SCHEMA_STEPS]);
    }
  });
});
