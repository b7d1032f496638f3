import { Store, useSelector } from "@tanstack/react-store";
import { PAINTED_CHOICE_EVENT } from "./painted.js";

/**
 * Light or dark, kept under "theme" in localStorage (default light); dark puts the `dark` class on
 * the root element, as index.html does before the first paint (see docs/product.md, Screens).
 */
export type Theme = "light" | "dark";
const KEY = "theme";

function readTheme(): Theme {
  try {
    return localStorage.getItem(KEY) === "dark" ? "dark" : "light";
  } catch {
    return "light";
  }
}

const themeStore = new Store<Theme>(readTheme());

// The painted page's switch, used while the app starts, chose anew (src/lib/painted.ts).
// (No window where the page is painted: src/startup/render-page.tsx.)
globalThis.addEventListener?.(PAINTED_CHOICE_EVENT, () => themeStore.setState(() => readTheme()));

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(KEY, theme);
  } catch {}
  document.documentElement.classList.toggle("dark", theme === "dark");
  themeStore.setState(() => theme);
}

export function useTheme(): [Theme, () => void] {
  const theme = useSelector(themeStore);
  return [theme, () => setTheme(theme === "dark" ? "light" : "dark")];
}
