import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSlideshow } from "../../../../src/features/home/use-slideshow.js";

/**
 * The slideshow's carousel measures every slide when it starts (a forced layout of the page): it
 * starts once the browser is idle, and then only right after a frame, when style and layout are clean.
 */
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The slideshow rendered with fake timers, the browser not yet idle: its idle callbacks held. */
async function renderBeforeIdle() {
  vi.useFakeTimers();
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
  const idle: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (work: () => void) => idle.push(work));
  vi.stubGlobal("cancelIdleCallback", () => {});
  const { result } = renderHook(() => useSlideshow());
  await act(() => vi.advanceTimersByTimeAsync(100));
  expect(result.current.emblaRef).toBeUndefined();
  return { result, idle };
}

describe("the slideshow's start", () => {
  it("waits for the browser to be idle, then for the next frame", async () => {
    const { result, idle } = await renderBeforeIdle();
    expect(idle).toHaveLength(1);
    act(() => idle[0]());
    expect(result.current.emblaRef).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(17));
    expect(result.current.emblaRef).toBeTypeOf("function");
  });
});

describe("a control used before the slideshow has started", () => {
  it("starts it at once, without waiting for the browser to be idle", async () => {
    const { result, idle } = await renderBeforeIdle();
    act(() => result.current.goTo(2));
    expect(result.current.emblaRef).toBeTypeOf("function");
    expect(idle).toHaveLength(1);
  });
});
