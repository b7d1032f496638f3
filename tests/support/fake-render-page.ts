import { directionOf, type Locale, type PageHead } from "../../contract/locale.js";
import type { PageRenderer } from "../../server/pages/page-manifest.js";

/**
 * A stand-in for the render bundle (src/startup/render-page.tsx, built into `<dist>/.render/`), so
 * that server tests see what the server itself does with a page: it draws the answers it was given
 * as escaped text (`#painted-answers`, read back by tests/support/built-pages.ts), paints the frame
 * alone where a screen that needs data got none, and paints Tutor Details for a flagged device only,
 * as the app does.
 */
const SCREENS: [RegExp, string][] = [
  [/^\/$/, "/"],
  [/^\/find-tutors\/?$/, "/find-tutors/"],
  [/^\/find-tutors\/[^/]+\/?$/, "/find-tutors/$category"],
  [/^\/tutor\/[^/]+\/?$/, "/tutor/$id"],
  [/^\/login\/?$/, "/login"],
];
/** Screens drawn without answers from the server. */
const WITHOUT_DATA = new Set(["/login"]);
export const FRAME = '<header data-fake="frame">TutorNest</header><main id="main"></main>';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A path whose paint fails, as a render bundle's bug would. */
export const FAILING_PAINT = "/paint-fails";

function routeIdsOf(url: string): string[] {
  const screen = SCREENS.find(([path]) => path.test(url.split("?")[0]))?.[1];
  return screen ? ["__root__", screen] : ["__root__"];
}

/** The page's head as the bundle writes it: the language named, the title marked by it. */
export const headOf = (locale: Locale = "en"): PageHead => ({
  lang: locale,
  dir: directionOf(locale),
  title: `TutorNest (${locale})`,
  description: `painted in ${locale}`,
});

export const renderPage: PageRenderer["renderPage"] = async ({ url, answers = {}, locale }) => {
  if (url.startsWith(FAILING_PAINT)) throw new Error("the render failed");
  const head = headOf(locale);
  const routeIds = routeIdsOf(url);
  const screen = routeIds[1];
  if (screen && !WITHOUT_DATA.has(screen) && !Object.keys(answers).length)
    return { html: FRAME, routeIds: [], flaggedOnly: false, head };
  const drawn = `<pre id="painted-answers">${escapeHtml(JSON.stringify(answers))}</pre>`;
  return {
    html: `<header data-fake="frame">TutorNest</header><main id="main" data-screen="${screen ?? ""}">${drawn}</main>`,
    routeIds,
    flaggedOnly: screen === "/tutor/$id",
    head,
  };
};
