import { type ComponentType, useEffect, useState } from "react";

/**
 * A component loaded with its chunk, shown once it is there, without Suspense. React holds back
 * every reveal of suspended content for 300 ms after any Suspense fallback was shown, so a small
 * lazy part of the top bar (the notification bell) must not suspend the page's content.
 */
export function useLoaded<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> | null {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<P> } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (Component) => live && setLoaded({ Component }),
      (err: unknown) => console.error("Could not load a part of the page:", err),
    );
    return () => {
      live = false;
    };
    // Loaded once per mount: `load` is a module-level function.
  }, [load]);
  return loaded?.Component ?? null;
}
