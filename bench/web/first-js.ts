import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { LOCALES, type Locale } from "../../contract/locale.js";
import type { PageManifest } from "../../server/pages/page-manifest.js";

/**
 * What the first paint of / loads, in gzip bytes: the entry's code (every chunk it imports
 * statically, and the app it starts) and its CSS, as the build's page manifest names them
 * (server/pages/page-manifest.ts); and, in each language, the texts the app then loads before it
 * draws (src/i18n/catalogs.ts: the chosen language's first-screen part), as the manifest names them.
 */
export interface FirstJavaScript {
  js: number;
  css: number;
  files: string[];
  /** Each language's first-screen texts: the file (a site path) and size. */
  catalogs: Record<Locale, { file: string; bytes: number }>;
  /** Each language's whole catalog, fetched after the first screen (site paths). */
  wholeCatalogs: Record<Locale, string>;
}

const gzipped = (file: string) => gzipSync(readFileSync(file)).length;

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
  const missing = LOCALES.filter((l) => !manifest.catalogs?.[l]);
  if (missing.length) throw new Error(`the build's page manifest names no catalog for ${missing.join(", ")}`);
  const catalogs = Object.fromEntries(
    LOCALES.map((l) => [
      l,
      { file: manifest.catalogs[l], bytes: gzipped(path.join(distDir, manifest.catalogs[l])) },
    ]),
  ) as FirstJavaScript["catalogs"];
  return { js, css, files, catalogs, wholeCatalogs: manifest.wholeCatalogs };
}
