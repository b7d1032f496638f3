import { useEffect } from "react";
import { pageHead } from "../i18n/page-head.js";

const APP = "TutorNest";

/** How many screens now name the tab themselves (one, or none; two only for the moment of a change). */
let screenTitles = 0;

/**
 * Names the browser tab after the screen ("Page not found — TutorNest"). On leave, the tab gets the
 * app's own title in the language on screen, not the one it had before: the language may have
 * changed meanwhile.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    screenTitles++;
    document.title = `${title} — ${APP}`;
    return () => {
      screenTitles--;
      if (screenTitles === 0) document.title = pageHead().title;
    };
  }, [title]);
}

/**
 * The language changed: a screen with a title of its own draws it again in the new language
 * itself (its title is a translated text); the others show the app's title and description in it.
 */
export function showAppHead(): void {
  const head = pageHead();
  if (screenTitles === 0) document.title = head.title;
  document.querySelector('meta[name="description"]')?.setAttribute("content", head.description);
}
