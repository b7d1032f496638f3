import { useEffect } from "react";

const APP = "TutorNest";

/** Names the browser tab after the screen ("Page not found — TutorNest"); restores it on leave. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} — ${APP}`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
