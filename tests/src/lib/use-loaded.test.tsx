import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLoaded } from "../../../src/lib/use-loaded.js";

afterEach(cleanup);

function Part() {
  return <p>LOADED PART</p>;
}
let resolveLoad: (component: typeof Part) => void = () => {};
const load = () =>
  new Promise<typeof Part>((resolve) => {
    resolveLoad = resolve;
  });

function Host() {
  const Loaded = useLoaded(load);
  return Loaded ? <Loaded /> : <span>placeholder</span>;
}

describe("useLoaded", () => {
  it("asks for the part in a task after the one that mounted it", async () => {
    const asked = vi.fn(load);
    function Asking() {
      useLoaded(asked);
      return null;
    }
    render(<Asking />);
    // The mount's effects have run, and every microtask after them.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(asked).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("does not ask for the part once it has been unmounted before its turn", async () => {
    const asked = vi.fn(load);
    function Asking() {
      useLoaded(asked);
      return null;
    }
    render(<Asking />).unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(asked).not.toHaveBeenCalled();
  });

  it("shows the placeholder, never a Suspense fallback, until the part is loaded, then the part", async () => {
    render(<Host />);
    expect(screen.getByText("placeholder")).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      resolveLoad(Part);
    });
    expect(screen.getByText("LOADED PART")).toBeTruthy();
    expect(screen.queryByText("placeholder")).toBeNull();
  });
});
