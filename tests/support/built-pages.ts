import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { framePageOf, type Locale } from "../../contract/locale.js";
import type { PageManifest } from "../../server/pages/page-manifest.js";

/**
 * A built app in a temporary dist/ for server tests: index.html painted as the frame, the build's
 * .br/.gz beside each file, and `.render/` with the page manifest, the page with its `<!--painted-->`
 * mark and a render bundle that
 * is tests/support/fake-render-page.ts (what the server does with a page, not what React draws).
 */
export const THEME_SCRIPT = 'document.documentElement.classList.add("dark")';
/** Larger than the compression threshold on its own, so that every page is sent compressed when asked. */
export const PAGE_TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TutorNest</title>' +
  `<script>${THEME_SCRIPT}</script></head><body><div id="root"><!--painted--></div>` +
  `<script type="module" src="/assets/app-abc123.js"></script><!--${" the page around the paint".repeat(50)} -->` +
  "</body></html>";

/** The frame the build paints index.html with (a stand-in), and index.<locale>.html in another language. */
const FRAME = '<header>the frame</header><main id="main"></main>';
export const frameIn = (locale: Locale) => `<header>the frame in ${locale}</header><main id="main"></main>`;

export const MANIFEST: PageManifest = {
  render: "render-page.js",
  page: "page.html",
  entry: ["/assets/app-abc123.js", "/assets/start-abc123.js"],
  styles: ["/assets/index-abc123.css"],
  catalogs: { en: "/assets/en-abc123.js", bn: "/assets/bn-abc123.js", ar: "/assets/ar-abc123.js" },
  wholeCatalogs: { en: "/assets/en-def456.js", bn: "/assets/bn-def456.js", ar: "/assets/ar-def456.js" },
};

/** The text of each built file of MANIFEST (large enough to be worth compressing). */
export const assetText = (file: string) => `console.log(${JSON.stringify(`${file} `.repeat(60))});`;

function writeWithCompressed(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

/** A new dist/ holding the built app; its page is `template`. */
export function builtDist(prefix: string, template = PAGE_TEMPLATE): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  // As the build writes them: index.html painted as the frame, the server's page with its mark.
  writeWithCompressed(
    path.join(dir, "index.html"),
    template.replace("<!--painted-->", () => FRAME),
  );
  for (const locale of ["bn", "ar"] as const)
    writeFileSync(
      path.join(dir, framePageOf(locale)),
      template.replace("<!--painted-->", () => frameIn(locale)),
    );
  const files = new Set(MANIFEST.entry);
  for (const file of files) writeWithCompressed(path.join(dir, file), assetText(file));
  writeWithCompressed(path.join(dir, MANIFEST.styles[0]), `body{color:#111}${" ".repeat(2000)}`);
  writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\nAllow: /\n");
  const render = path.join(dir, ".render");
  mkdirSync(render);
  writeFileSync(path.join(render, "pages.json"), JSON.stringify(MANIFEST));
  writeFileSync(path.join(render, MANIFEST.page), template);
  const fake = fileURLToPath(new URL("fake-render-page.ts", import.meta.url));
  writeFileSync(path.join(render, MANIFEST.render), `export { renderPage } from ${JSON.stringify(fake)};\n`);
  return dir;
}

function dataBlock(html: string, id: string): unknown {
  const block = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, "s").exec(html);
  return block ? JSON.parse(block[1]) : null;
}

/** The page's first answers (`#tn-first-data`), or null when it has none. */
export const firstData = (html: string) => dataBlock(html, "tn-first-data");

/** The answers the render bundle drew into the page, or null when it drew the frame alone. */
export function paintedAnswers(html: string): unknown {
  const drawn = /<pre id="painted-answers">(.*?)<\/pre>/s.exec(html);
  if (!drawn) return null;
  return JSON.parse(drawn[1].replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
}
