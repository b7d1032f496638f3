/** Where the build writes the web app manifest (vite.config.ts). */
export const MANIFEST_PATH = "/manifest.webmanifest";

/**
 * Tells the browser of the web app manifest. The page carries no manifest link: the browser fetches
 * a linked manifest and its icon as soon as the page has loaded, on the network the largest picture
 * still needs on a slow connection. Installing can wait until that picture is painted
 * (src/startup/entry.ts).
 */
export function linkManifest(): void {
  // The dev server makes no manifest (vite.config.ts: the PWA plugin is off there).
  if (import.meta.env.DEV || document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = MANIFEST_PATH;
  document.head.append(link);
}
