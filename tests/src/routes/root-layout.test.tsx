import "fake-indexeddb/auto";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "../../../src/routes/__root.js";
import { renderPage } from "../support/render-page.js";

vi.mock("../../../src/lib/firebase.js", () => ({
  loadAuth: async () => ({}),
  firebaseAuth: async () => ({ signOut: async () => {} }),
}));

afterEach(cleanup);

describe("the page's frame", () => {
  it("renders the top bar, the main area and the footer", async () => {
    const RootLayout = Route.options.component;
    if (!RootLayout) throw new Error("the root route has no component");
    await renderPage(() => <RootLayout />);
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });
});
