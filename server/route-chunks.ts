import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isSitePath } from "./link-header.js";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** What the build's manifest says every page and each screen needs. */
export interface BuildAssets {
  /** The app's entry and the chunks it imports statically (site paths). */
  entry: string[];
  /** The stylesheets of the entry. */
  styles: string[];
  /**
   * The JavaScript a screen needs beyond the first bundle: the route file's code-split chunk and
   * everything it imports, hinted or listed with the screen's HTML so the browser need not wait
   * for the first bundle to run before asking for it.
   */
  routeChunks: (routeFile: string) => string[];
}

export function buildAssets(distDir: string): BuildAssets {
  const file = path.join(distDir, ".vite", "manifest.json");
  if (!existsSync(file)) return { entry: [], styles: [], routeChunks: () => [] };
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
  const initial = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  const styles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    walk(key, initial);
    for (const css of chunk.css ?? []) styles.add(css);
  }
  const sitePaths = (files: Iterable<string>) => [...files].map((f) => `/${f}`).filter(isSitePath);

  const cache = new Map<string, string[]>();
  const chunksOf = (routeFile: string) => {
    const known = cache.get(routeFile);
    if (known) return known;
    const files = new Set<string>();
    for (const key of Object.keys(manifest)) {
      // The split that holds the screen (TanStack Router's "?tsr-split=component---loader").
      if (key.startsWith(`${routeFile}?tsr-split=`) && key.includes("component")) walk(key, files);
    }
    // Only plain file paths: each goes into a header as it is.
    const needed = [...files]
      .filter((f) => !initial.has(f))
      .map((f) => `/${f}`)
      .filter(isSitePath);
    cache.set(routeFile, needed);
    return needed;
  };
  return { entry: sitePaths(initial), styles: sitePaths(styles), routeChunks: chunksOf };
}
