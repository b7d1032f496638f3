import { useMatches } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { textsFor } from "./catalogs.js";

/**
 * Draws the screen once its texts are there (docs/decisions.md, "Languages"): a screen other than
 * the first one waits for the language's whole catalog. The router draws a new screen in a React
 * transition, so the screen on view stays until then; usually the catalog is there already.
 */
export function ScreenTexts({ children }: { children: ReactNode }) {
  const path = useMatches({ select: (matches) => matches.at(-1)?.pathname ?? "/" });
  const waiting = textsFor(path);
  // React 18's Suspense: the nearest boundary waits for the thrown promise.
  if (waiting) throw waiting;
  return children;
}
