import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
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
  it("shows the placeholder, never a Suspense fallback, until the part is loaded, then the part", async () => {
    render(<Host />);
    expect(screen.getByText("placeholder")).toBeTruthy();
    await act(async () => resolveLoad(Part));
    expect(screen.getByText("LOADED PART")).toBeTruthy();
    expect(screen.queryByText("placeholder")).toBeNull();
  });
});
