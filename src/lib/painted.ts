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
