import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { framePageOf, LOCALES, type Locale, type PageHead } from "../../contract/locale.js";
import { isSitePath } from "./link-header.js";

/**
 * What the build says about its pages (written by scripts/lib/vite-painted-page.ts into
 * `<distDir>/.render/pages.json`): the server knows the app by this alone, never by its sources.
 */
export interface PageManifest {
  /** The render bundle (src/startup/render-page.tsx, built), beside the manifest. */
  render: string;
  /** The built page with its `<!--painted-->` mark, beside the manifest (index.html is painted). */
  page: string;
  /** The code the first page runs: the entry's, and the app's it starts (site paths). */
  entry: string[];
  /** The page's stylesheets (site paths). */
  styles: string[];
  /**
   * Each language's texts that the first page fetches for its language: the first screen's part of
   * the catalog (src/i18n/first-screen.ts) (site paths).
   */
  catalogs: Record<Locale, string>;
  /** Each language's whole catalog, fetched once the first screen is drawn (site paths). */
  wholeCatalogs: Record<Locale, string>;
}

/** The render bundle's interface (src/startup/render-page.tsx). */
export interface PageRenderer {
  renderPage(request: {
    url: string;
    answers?: Record<string, unknown>;
    locale?: Locale;
  }): Promise<{ html: string; routeIds: string[]; flaggedOnly: boolean; head: PageHead }>;
}

export interface BuiltPages {
  renderer: PageRenderer;
  /** The page each visit is painted into (server/pages/page-html.ts). */
  template: string;
  /** The build's own page in each language, painted as the frame (sent where a paint fails). */
  frames: Record<Locale, string>;
  styles: string[];
}

/** The built pages of `distDir`, or null where the build has none (an API-only server). */
export async function loadBuiltPages(distDir: string): Promise<BuiltPages | null> {
  const file = path.join(distDir, ".render", "pages.json");
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as PageManifest;
  const dir = path.dirname(file);
  const renderer = (await import(pathToFileURL(path.join(dir, manifest.render)).href)) as PageRenderer;
  const sitePaths = (files: readonly string[]) => files.filter(isSitePath);
  return {
    renderer,
    template: readFileSync(path.join(dir, manifest.page), "utf8"),
    frames: Object.fromEntries(
      LOCALES.map((locale) => [locale, readFileSync(path.join(distDir, framePageOf(locale)), "utf8")]),
    ) as Record<Locale, string>,
    styles: sitePaths(manifest.styles),
  };
}
