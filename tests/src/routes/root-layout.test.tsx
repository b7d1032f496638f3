import "fake-indexeddb/auto";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "../../../src/routes/__root.js";
import { renderPage } from "../support/render-page.js";

vi.mock("../../../src/lib/firebase.js", () => ({
  loadAuth: async () => ({}),
  firebaseAuth: async () => ({ signOut: async () => {} }),
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the page's frame", () => {
  it("renders the footer once the page has painted, not in the first render", async () => {
    vi.useFakeTimers();
    const RootLayout = Route.options.component;
    if (!RootLayout) throw new Error("the root route has no component");
    const rendered = renderPage(() => <RootLayout />);
    await vi.advanceTimersByTimeAsync(0);
    await rendered;
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.queryByRole("contentinfo")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(17));
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });
});
