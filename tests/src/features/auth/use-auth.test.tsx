import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { authStore, useAuth } from "../../../../src/features/auth/auth-store.js";
import { amina } from "../../support/fixtures.js";

/**
 * A screen follows the signed-in state in a transition (src/features/auth/auth-store.ts): React
 * renders it in slices, in tasks of their own, not at once in the task that changed the state.
 */
const acting = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
afterEach(() => {
  cleanup();
  authStore.set({ user: null, loading: false });
  acting.IS_REACT_ACT_ENVIRONMENT = true;
});

function Reader() {
  const { user, loading } = useAuth();
  return <p>{loading ? "checking" : (user?.displayName ?? "nobody")}</p>;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("useAuth", () => {
  it("shows a change of the signed-in state in a later task, not in the one that made it", async () => {
    authStore.set({ user: null, loading: true });
    render(<Reader />);
    expect(screen.getByText("checking")).toBeTruthy();
    // As in the browser: no act() to flush React's work at once.
    acting.IS_REACT_ACT_ENVIRONMENT = false;
    authStore.set({ user: amina, loading: false });
    // An external store's update is rendered before the task ends (microtasks); a transition is not.
    await Promise.resolve();
    await Promise.resolve();
    expect(screen.queryByText("Amina Rahman")).toBeNull();
    await settle();
    expect(screen.getByText("Amina Rahman")).toBeTruthy();
  });

  it("catches up with a change made between its render and its subscription", async () => {
    authStore.set({ user: null, loading: true });
    acting.IS_REACT_ACT_ENVIRONMENT = false;
    render(<Reader />);
    authStore.set({ user: amina, loading: false });
    await settle();
    expect(screen.getByText("Amina Rahman")).toBeTruthy();
  });
});
