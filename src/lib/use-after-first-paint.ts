import { startTransition, useEffect, useState } from "react";
import { afterNextPaint } from "./yield-to-main.js";

/**
 * False for a screen's first render, true once that render has painted: what is below the fold
 * renders then, as a transition of its own, instead of lengthening the task that paints the top
 * of the screen (docs/decisions.md, "Speed of the first screen").
 */
export function useAfterFirstPaint(): boolean {
  return usePaintedInSteps(1) === 1;
}

/**
 * How many of `count` parts of a screen to render: none in its first render, then one more each
 * time the one before has painted, each in a transition and a frame of its own. Parts mounted
 * together are styled, laid out and painted together, in one task: Home's four lower sections
 * were one of 12–17 ms of CPU at 1× on a slow host, over the 12.5 ms a task may take before a
 * phone's 4× slowdown (docs/benchmarks.md).
 */
export function usePaintedInSteps(count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= count) return;
    let live = true;
    // The first part waits for the screen's own paint; each next one for the paint of the one before.
    void afterNextPaint().then(() => {
      if (live) startTransition(() => setShown((n) => Math.min(n + 1, count)));
    });
    return () => {
      live = false;
    };
  }, [shown, count]);
  return shown;
}
