import { useSyncExternalStore } from "react";

/** SPEC §4: light or dark, persisted under "theme" (default light); dark sets the root's dark class. */
export type Theme = "light" | "dark";
const KEY = "theme";
const listeners = new Set<() => void>();

export function readTheme(): Theme {
  try {
    return localStorage.getItem(KEY) === "dark" ? "dark" : "light";
  } catch {
    return "light";
  }
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(KEY, theme);
  } catch {}
  document.documentElement.classList.toggle("dark", theme === "dark");
  for (const l of listeners) l();
}

export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    readTheme,
    () => "light" as Theme,
  );
  return [theme, () => setTheme(theme === "dark" ? "light" : "dark")];
}
