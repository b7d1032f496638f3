import { createRoute, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { redirectSearch } from "../../../../contract/pages.js";
import { AuthStore, readLoggedInFlag, writeLoggedInFlag } from "../../../../src/features/auth/auth-store.js";
import { LoginPage } from "../../../../src/features/auth/components/login-page.js";
import { reloadOnAuthChange, routerAuth } from "../../../../src/features/auth/router-auth.js";
import { Route as AuthRoute } from "../../../../src/routes/_auth.js";
import { Route as DetailsRoute } from "../../../../src/routes/tutor.$id.js";
import { appRootRoute, appRouter } from "../../support/app-router.js";
import { amina } from "../../support/fixtures.js";

// The identity provider (Firebase) has no network boundary of ours to stub: the session's sign-in
// stands in for it and answers into the store the router reads. The login page is the real one.
const session = vi.hoisted(() => ({ store: null as AuthStore | null }));
vi.mock("../../../../src/features/auth/session.js", () => ({
  prepareGoogleSignIn: () => {},
  signInWithGoogle: async () => {},
  signInWithEmail: async () => session.store?.set({ user: amina, loading: false }),
}));

let stop = () => {};
afterEach(() => {
  stop();
  cleanup();
});

/**
 * The _auth layout of src/routes/_auth.tsx, with one protected page (whose loader
 * records who it loaded for), a public page and the login page; wired to the store as main.tsx does.
 */
function setup(start: string, store = new AuthStore()) {
  session.store = store;
  const loadedFor: (string | null)[] = [];
  const root = appRootRoute();
  const auth = createRoute({
    getParentRoute: () => root,
    id: "_auth",
    beforeLoad: AuthRoute.options.beforeLoad,
    pendingComponent: AuthRoute.options.pendingComponent,
    pendingMs: AuthRoute.options.pendingMs,
    pendingMinMs: AuthRoute.options.pendingMinMs,
  });
  const add = createRoute({
    getParentRoute: () => auth,
    path: "add-tutorials",
    loader: ({ context }) => void loadedFor.push(context.auth.user?.uid ?? null),
    component: () => <p>ADD PAGE</p>,
  });
  const home = createRoute({ getParentRoute: () => root, path: "/", component: () => <p>HOME PAGE</p> });
  const login = createRoute({
    getParentRoute: () => root,
    path: "login",
    validateSearch: redirectSearch,
    component: function Login() {
      return <LoginPage redirect={login.useSearch().redirect} />;
    },
  });
  const router = appRouter(
    root.addChildren([auth.addChildren([add]), home, login]),
    start,
    routerAuth(store),
  );
  stop = reloadOnAuthChange(router, store, readLoggedInFlag());
  const visited: string[] = [];
  router.subscribe("onBeforeNavigate", (e) => void visited.push(e.toLocation.href));
  render(<RouterProvider router={router} />);
  return { router, store, visited, loadedFor };
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 100)));

describe("the _auth guard (beforeLoad), through a router", () => {
  it("signed out: goes to /login once, remembering the page asked for", async () => {
    const store = new AuthStore();
    store.set({ user: null, loading: false });
    const { router, visited, loadedFor } = setup("/add-tutorials", store);
    expect(await screen.findByRole("heading", { name: "Login" })).toBeTruthy();
    await settle();
    expect(router.state.location.href).toBe("/login?redirect=%2Fadd-tutorials");
    expect(visited).toEqual(["/add-tutorials", "/login?redirect=%2Fadd-tutorials"]);
    expect(screen.queryByText("ADD PAGE")).toBeNull();
    expect(loadedFor).toEqual([]);
  });

  it("signed in: shows the page, whose loader reads the user from the router context", async () => {
    const store = new AuthStore();
    store.set({ user: amina, loading: false });
    const { router, loadedFor } = setup("/add-tutorials", store);
    expect(await screen.findByText("ADD PAGE")).toBeTruthy();
    expect(router.state.location.href).toBe("/add-tutorials");
    expect(loadedFor).toEqual([amina.uid]);
  });

  it("loading: says 'Checking authentication...' and waits, then shows the page to the signed-in", async () => {
    const { router, store, loadedFor } = setup("/add-tutorials");
    expect(await screen.findByText("Checking authentication...")).toBeTruthy();
    await settle();
    expect(screen.queryByText("ADD PAGE")).toBeNull();
    expect(loadedFor).toEqual([]);
    act(() => store.set({ user: amina, loading: false }));
    expect(await screen.findByText("ADD PAGE")).toBeTruthy();
    expect(screen.queryByText("Checking authentication...")).toBeNull();
    expect(router.state.location.href).toBe("/add-tutorials");
    expect(loadedFor[0]).toBe(amina.uid);
  });

  it("loading: waits, then sends the signed-out to /login", async () => {
    const { router, store } = setup("/add-tutorials");
    expect(await screen.findByText("Checking authentication...")).toBeTruthy();
    act(() => store.set({ user: null, loading: false }));
    expect(await screen.findByRole("heading", { name: "Login" })).toBeTruthy();
    expect(router.state.location.href).toBe("/login?redirect=%2Fadd-tutorials");
  });

  it("public pages do not wait for the identity provider", async () => {
    setup("/");
    expect(await screen.findByText("HOME PAGE")).toBeTruthy();
  });

  it("after signing in on /login, goes back to the page asked for", async () => {
    const store = new AuthStore();
    store.set({ user: null, loading: false });
    const { router, loadedFor } = setup("/add-tutorials", store);
    await screen.findByRole("heading", { name: "Login" });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: amina.email } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Demo1234" } });
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("ADD PAGE")).toBeTruthy();
    expect(router.state.location.href).toBe("/add-tutorials");
    expect(loadedFor).toContain(amina.uid);
  });

  it("signing out on a protected page sends the person to /login, to come back to it", async () => {
    const store = new AuthStore();
    store.set({ user: amina, loading: false });
    const { router } = setup("/add-tutorials", store);
    await screen.findByText("ADD PAGE");
    act(() => store.set({ user: null, loading: false }));
    expect(await screen.findByRole("heading", { name: "Login" })).toBeTruthy();
    expect(router.state.location.href).toBe("/login?redirect=%2Fadd-tutorials");
  });
});

/** Tutor Details' guard (src/routes/tutor.$id.tsx), through a router wired as main.tsx does. */
function setupDetails(store: AuthStore) {
  const root = appRootRoute();
  const details = createRoute({
    getParentRoute: () => root,
    path: "tutor/$id",
    beforeLoad: DetailsRoute.options.beforeLoad,
    pendingComponent: DetailsRoute.options.pendingComponent,
    pendingMs: DetailsRoute.options.pendingMs,
    pendingMinMs: DetailsRoute.options.pendingMinMs,
    component: () => <p>DETAILS PAGE</p>,
  });
  const login = createRoute({
    getParentRoute: () => root,
    path: "login",
    validateSearch: redirectSearch,
    component: () => <h1>Login</h1>,
  });
  const router = appRouter(root.addChildren([details, login]), "/tutor/t-1", routerAuth(store));
  stop = reloadOnAuthChange(router, store, readLoggedInFlag());
  render(<RouterProvider router={router} />);
  return router;
}

describe("Tutor Details' guard", () => {
  afterEach(() => localStorage.clear());

  it("on a device whose login flag is set, opens at once, before the identity provider answers", async () => {
    writeLoggedInFlag(true);
    const store = new AuthStore();
    const router = setupDetails(store);
    expect(await screen.findByText("DETAILS PAGE")).toBeTruthy();
    expect(screen.queryByText("Checking authentication...")).toBeNull();
    // The answer is "signed in": the page stays.
    act(() => store.set({ user: amina, loading: false }));
    await settle();
    expect(router.state.location.href).toBe("/tutor/t-1");
  });

  it("is not loaded again when the first answer names someone, as the flag said; a later change loads it again", async () => {
    // Loading it again is a synchronous re-render of the whole screen: a long task on a phone.
    writeLoggedInFlag(true);
    const store = new AuthStore();
    const router = setupDetails(store);
    await screen.findByText("DETAILS PAGE");
    const invalidate = vi.spyOn(router, "invalidate");
    act(() => store.set({ user: amina, loading: false }));
    await settle();
    expect(invalidate).not.toHaveBeenCalled();
    act(() => store.set({ user: null, loading: false }));
    expect(await screen.findByRole("heading", { name: "Login" })).toBeTruthy();
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it("sends the person to /login when the answer is 'nobody', although the flag said otherwise", async () => {
    writeLoggedInFlag(true);
    const store = new AuthStore();
    const router = setupDetails(store);
    await screen.findByText("DETAILS PAGE");
    act(() => store.set({ user: null, loading: false }));
    expect(await screen.findByRole("heading", { name: "Login" })).toBeTruthy();
    expect(router.state.location.href).toBe("/login?redirect=%2Ftutor%2Ft-1");
  });

  it("without the flag, waits for the answer as every protected page does", async () => {
    writeLoggedInFlag(false);
    const store = new AuthStore();
    const router = setupDetails(store);
    expect(await screen.findByText("Checking authentication...")).toBeTruthy();
    expect(screen.queryByText("DETAILS PAGE")).toBeNull();
    // The guard that waited goes on by itself: nothing is loaded twice.
    const invalidate = vi.spyOn(router, "invalidate");
    act(() => store.set({ user: null, loading: false }));
    expect(await screen.findByRole("heading", { name: "Login" })).toBeTruthy();
    expect(router.state.location.href).toBe("/login?redirect=%2Ftutor%2Ft-1");
    expect(invalidate).not.toHaveBeenCalled();
  });
});
