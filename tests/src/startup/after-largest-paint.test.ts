import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterLargestPaint, PAINT_WAIT_MS } from "../../../src/startup/after-largest-paint.js";

/**
 * The app's code starts once the page's largest content is painted (src/startup/entry.ts): the
 * network and the main thread go to what the person sees first.
 */
let report: (() => void) | undefined;
let disconnected = false;
let observed: PerformanceObserverInit | undefined;

class FakeObserver {
  static supportedEntryTypes = ["largest-contentful-paint", "paint"];
  constructor(callback: () => void) {
    report = callback;
  }
  observe(options: PerformanceObserverInit) {
    observed = options;
  }
  disconnect() {
    disconnected = true;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  report = undefined;
  disconnected = false;
  observed = undefined;
  vi.stubGlobal("PerformanceObserver", FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("after the largest paint", () => {
  it("waits for the browser's report of the largest content painted, earlier ones included", () => {
    const start = vi.fn();
    afterLargestPaint(start);
    expect(observed).toEqual({ type: "largest-contentful-paint", buffered: true });
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    report?.();
    expect(start).toHaveBeenCalledTimes(1);
    expect(disconnected).toBe(true);
    // A later, larger paint starts nothing again; neither does the time limit.
    report?.();
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts after the time limit where no paint is reported (a hidden tab)", () => {
    const start = vi.fn();
    afterLargestPaint(start);
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts at once in a browser that reports no largest paint", () => {
    FakeObserver.supportedEntryTypes = ["paint"];
    const start = vi.fn();
    afterLargestPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
    FakeObserver.supportedEntryTypes = ["largest-contentful-paint", "paint"];
  });
});
