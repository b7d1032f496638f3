import { createContext, useContext } from "react";

/**
 * True while the page is rendered for its HTML (src/startup/render-page.tsx): by the server for a
 * visit, by the build for the service worker's page. That HTML must suit every device, so what only
 * the device knows (the theme, the login flag, being offline) is drawn for each case and chosen by
 * CSS from the attributes index.html's head script puts on `<html>` (the `dark`, `flagged` and
 * `offline` variants of src/styles.css). Components read it with `usePainted()`; the app itself
 * never renders with it set.
 */
export const PaintedContext = createContext(false);

export function usePainted(): boolean {
  return useContext(PaintedContext);
}

/**
 * The painted bar's theme switch and Language control work before the app's code runs: index.html's
 * head script answers them (a `data-painted-switch` control), keeps the choice where the app reads
 * it, and tells a starting app by this event on `window`, after which each part of the app reads
 * its own choice again (docs/decisions.md, "How a page starts").
 */
export const PAINTED_SWITCH = "data-painted-switch";
export const PAINTED_CHOICE_EVENT = "tn-choice";
