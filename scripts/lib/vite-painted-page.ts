import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { framePageOf, LOCALES, type Locale, type PageHead } from "../../contract/locale.js";
import { withHead } from "../../server/pages/page-html.js";
import type { PageManifest } from "../../server/pages/page-manifest.js";
import { firstScreenChunks } from "./vite-lingui.js";

/**
 * The build's side of painting pages from the app's components (docs/decisions.md, "How a page
 * starts"). Runs in the client build, after the render bundle (src/startup/render-page.tsx) has been
 * built into `<outDir>/.render/`:
 * - index.html, the page the service worker serves for every path, gets the painted frame (the top
 *   bar, `<main>` empty) in place of its `<!--painted-->` mark, in English; index.bn.html and
 *   index.ar.html are the same page in Bangla and Arabic (the service worker picks by language);
 * - `.render/page.html` is the same page with the mark kept, into which the server paints each page;
 * - `.render/pages.json` (server/pages/page-manifest.ts) tells the server the render bundle, the page
 *   and its styles, and what code the first page runs (bench:web measures it).
 */
export const PAINTED_MARK = "<!--painted-->";
export const RENDER_DIR = ".render";
export const RENDER_ENTRY = "render-page.js";
export const PAGE_TEMPLATE = "page.html";

interface RenderBundle {
  renderFrame: (locale: Locale) => Promise<{ html: string; head: PageHead }>;
}

export function paintedPage(): Plugin {
  let outDir = "";
  let root = "";
  /** The frame painted into index.html, in each language. */
  const frames = new Map<Locale, { html: string; head: PageHead }>();
  return {
    name: "tutornest-painted-page",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(root, config.build.outDir);
    },
    transformIndexHtml: {
      order: "post",
      async handler(html) {
        const at = html.indexOf(PAINTED_MARK);
        if (at < 0) throw new Error(`painted-page: index.html has no ${PAINTED_MARK}`);
        const bundle = (await import(
          pathToFileURL(path.join(outDir, RENDER_DIR, RENDER_ENTRY)).href
        )) as RenderBundle;
        for (const locale of LOCALES) frames.set(locale, await bundle.renderFrame(locale));
        const en = frames.get("en")!;
        return withHead(html.slice(0, at) + en.html + html.slice(at + PAINTED_MARK.length), en.head);
      },
    },
    writeBundle(_options, bundle) {
      // The server's template: index.html as written (later plugins add to its head), its mark back.
      const index = bundle["index.html"];
      const html = index?.type === "asset" ? String(index.source) : "";
      const frame = frames.get("en")?.html ?? "";
      const at = frame ? html.indexOf(frame) : -1;
      if (at < 0) throw new Error("painted-page: the built index.html has no painted frame");
      const paintedIn = (painted: string) => html.slice(0, at) + painted + html.slice(at + frame.length);
      writeFileSync(path.join(outDir, RENDER_DIR, PAGE_TEMPLATE), paintedIn(PAINTED_MARK));
      for (const [locale, other] of frames) {
        if (locale !== "en")
          writeFileSync(path.join(outDir, framePageOf(locale)), withHead(paintedIn(other.html), other.head));
      }
      const chunks = Object.values(bundle).filter((o) => o.type === "chunk");
      // The code the first page runs: the entry's, and the app's that it starts once the page has loaded.
      const entry = firstScreenChunks(chunks).map((c) => c.fileName);
      const styles = new Set<string>();
      for (const chunk of chunks) {
        if (chunk.isEntry) for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
      }
      // Each language's texts (src/i18n/catalogs.ts): the first page fetches its own language's
      // first-screen part, the rest of the app the whole catalog.
      const catalogOf = (locale: Locale, suffix: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/i18n/locales/${locale}.po${suffix}`));
        if (!chunk) throw new Error(`painted-page: no catalog chunk ${locale}.po${suffix}`);
        return `/${chunk.fileName}`;
      };
      const catalogs = Object.fromEntries(LOCALES.map((l) => [l, catalogOf(l, "?first")])) as Record<
        Locale,
        string
      >;
      const wholeCatalogs = Object.fromEntries(LOCALES.map((l) => [l, catalogOf(l, "")])) as Record<
        Locale,
        string
      >;
      const manifest: PageManifest = {
        render: RENDER_ENTRY,
        page: PAGE_TEMPLATE,
        entry: entry.map((f) => `/${f}`),
        styles: [...styles].map((f) => `/${f}`),
        catalogs,
        wholeCatalogs,
      };
      writeFileSync(path.join(outDir, RENDER_DIR, "pages.json"), JSON.stringify(manifest, null, 2));
    },
  };
}
