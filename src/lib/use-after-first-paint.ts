import { startTransition, useEffect, useState } from "react";
import { yieldToMain } from "./yield-to-main.js";

/**
 * False for a screen's first render, true once that render has painted: what is below the fold
 * renders then, as a transition of its own, instead of lengthening the task that paints the top
 * of the screen (docs/decisions.md, "Speed of the first screen").
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void yieldToMain().then(() => {
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
