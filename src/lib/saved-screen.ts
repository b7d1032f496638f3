/**
 * The saved screen: Find Tutors as the app last drew it, kept on the device so that the next visit
 * paints it before any of the app's code has run (index.html's picker; docs/decisions.md, "The
 * saved screen"). An installed app opened offline shows its saved list at once that way; the app,
 * once started, draws the same screen from the same saved data in its place.
 *
 * Only a screen of public data is saved (the tutorials any visitor sees), and it is forgotten with
 * the rest of the device's data at logout (src/features/auth/local-data.ts).
 */

/** The localStorage key index.html's picker reads (tests/src/lib/saved-screen.test.ts keeps them equal). */
export const SAVED_SCREEN_KEY = "tn-saved-screen";

/** What is stored: the screen's `<main>` as the app drew it, for one path, by one build. */
export interface SavedScreen {
  /** The build that drew it: another build's markup may not be what its code draws. */
  build: string;
  path: string;
  html: string;
}

/** A screen larger than this is not saved: localStorage is small and read before the first paint. */
export const SAVED_SCREEN_MAX_CHARS = 64 * 1024;

/** This build's id (vite.config.ts); "dev" where the code runs unbuilt (tests, the dev server). */
const BUILD = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "dev";

/** Saves the page's `<main>` as the screen at `path`. Quietly does nothing where storage is refused. */
export function saveScreen(path: string): void {
  const main = document.getElementById("main");
  if (main?.tagName !== "MAIN") return;
  const html = main.outerHTML;
  if (html.length > SAVED_SCREEN_MAX_CHARS) return;
  const saved: SavedScreen = { build: BUILD, path, html };
  try {
    localStorage.setItem(SAVED_SCREEN_KEY, JSON.stringify(saved));
  } catch {
    // Full or refused storage: the next visit paints the plain shell, as without a saved screen.
  }
}

export function forgetSavedScreen(): void {
  try {
    localStorage.removeItem(SAVED_SCREEN_KEY);
  } catch {
    // Refused storage holds nothing to forget.
  }
}
