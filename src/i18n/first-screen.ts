/**
 * The first screen's texts (docs/decisions.md, "Languages"): the screen at this path and the frame
 * around it draw only texts of these sources, so the app loads those texts before it draws and
 * the rest of its language once the browser is idle, or before any other screen is drawn
 * (src/i18n/screen-texts.tsx). The build
 * splits each catalog by the sources its messages come from (scripts/lib/vite-lingui.ts) and fails
 * when the first screen's code uses a text outside that part.
 */
export const FIRST_SCREEN_PATH = "/";

/** The route file of that path. */
export const FIRST_SCREEN_ROUTE = "src/routes/index.tsx";

/** Source files and folders (paths from the repository's root; a folder ends with "/"). */
export const FIRST_SCREEN_SOURCES = [
  "src/routes/__root.tsx",
  FIRST_SCREEN_ROUTE,
  "src/features/layout/",
  "src/features/home/",
  "src/features/offline/components/pending-badge.tsx",
  // Of the shared components, those the frame and Home draw (not the image picker, pagination or
  // the confirmation dialog, whose screens wait for the whole catalog).
  "src/components/app-status.tsx",
  "src/components/ui/dialog-close-button.tsx",
  "src/components/ui/message-dialog.tsx",
  "src/components/ui/responsive-img.tsx",
  "src/components/ui/status.tsx",
  "src/lib/",
  "src/i18n/page-head.ts",
  "src/i18n/categories.ts",
];

export const isFirstScreenSource = (file: string): boolean =>
  FIRST_SCREEN_SOURCES.some((source) => (source.endsWith("/") ? file.startsWith(source) : file === source));
