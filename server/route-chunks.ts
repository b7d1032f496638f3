import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isSitePath } from "./link-header.js";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript a screen needs beyond the first bundle, from the build's manifest
 * (dist/.vite/manifest.json): the route file's code-split chunk and everything it imports. Sent
 * as modulepreload hints with the screen's HTML, so the browser fetches them alongside the first
 * bundle instead of after it has run.
 */
export function routeChunks(distDir: string): (routeFile: string) => string[] {
  const file = path.join(distDir, ".vite", "manifest.json");
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
  const initial = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, initial);

  const cache = new Map<string, string[]>();
  return (routeFile) => {
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
}
