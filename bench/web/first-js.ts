import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { LOCALES, type Locale } from "../../contract/locale.js";
import type { PageManifest } from "../../server/pages/page-manifest.js";

/**
 * What the first paint of / loads, in gzip bytes: the entry's code (every chunk it imports
 * statically, and the app it starts) and its CSS, as the build's page manifest names them
 * (server/pages/page-manifest.ts); and, in each language, the one catalog the app then loads before
 * it draws (src/i18n/catalogs.ts: only the chosen language's texts).
 */
export interface FirstJavaScript {
  js: number;
  css: number;
  files: string[];
  /** Each language's compiled catalog: its file (a site path) and size. */
  catalogs: Record<Locale, { file: string; bytes: number }>;
}

const gzipped = (file: string) => gzipSync(readFileSync(file)).length;

/**
 * The catalog chunks the entry's code imports, by language: the build names a catalog's chunk after
 * its file (`src/i18n/locales/bn.po` → `assets/bn-<hash>.js`), and the entry loads it by that name.
 */
export function catalogChunks(distDir: string, entry: readonly string[]): Record<Locale, string> {
  const found: Partial<Record<Locale, string>> = {};
  const assets = new Set(readdirSync(path.join(distDir, "assets")));
  for (const file of entry.filter((f) => f.endsWith(".js"))) {
    const code = readFileSync(path.join(distDir, file), "utf8");
    for (const [, name, locale] of code.matchAll(/import\(\s*[`'"]\.\/(([a-z]{2})-[\w-]+\.js)[`'"]\s*\)/g))
      if ((LOCALES as readonly string[]).includes(locale ?? "") && assets.has(name ?? ""))
        found[locale as Locale] = `/assets/${name}`;
  }
  const missing = LOCALES.filter((l) => !found[l]);
  if (missing.length) throw new Error(`the entry's code loads no catalog for ${missing.join(", ")}`);
  return found as Record<Locale, string>;
}

export function firstJavaScript(distDir: string): FirstJavaScript {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, ".render", "pages.json"), "utf8"),
  ) as PageManifest;
  const files = [...manifest.entry, ...manifest.styles];
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipped(path.join(distDir, file));
    if (file.endsWith(".js")) js += size;
    else css += size;
  }
  const chunks = catalogChunks(distDir, manifest.entry);
  const catalogs = Object.fromEntries(
    LOCALES.map((l) => [l, { file: chunks[l], bytes: gzipped(path.join(distDir, chunks[l])) }]),
  ) as FirstJavaScript["catalogs"];
  return { js, css, files, catalogs };
}
