import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

const INPUTS = [
  "src",
  "sw",
  "public",
  "contract",
  "index.html",
  "vite.config.ts",
  "package-lock.json",
  "scripts/lib/build-pwa.ts",
  "scripts/lib/vite-painted-page.ts",
];

/**
 * The newest mtime of the files under `p`. Directories' own mtimes do not count: a file added and
 * removed again (a test's scratch file) changes its directory's, not the app; a file removed for
 * good changes the files that imported it.
 */
function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when dist/ or its render bundle is missing, or older than any of its inputs. */
export function pwaBuildIsStale(root: string, distDir: string): boolean {
  const stamp = path.join(distDir, "index.html");
  if (!existsSync(stamp) || !existsSync(path.join(distDir, ".render", "pages.json"))) return true;
  const built = statSync(stamp).mtimeMs;
  return INPUTS.some((p) => newestMtime(path.join(root, p)) > built);
}

/**
 * The render bundle into `<distDir>/.render/`, then the app into `<distDir>/`, whose build paints
 * index.html with that bundle (docs/decisions.md, "How a page starts").
 */
export function buildPwa(root: string, distDir: string): void {
  const vite = path.join(root, "node_modules/.bin/vite");
  // Always a production bundle: a caller's NODE_ENV (vitest sets "test") would otherwise make
  // import.meta.env.DEV true, shipping React's dev build and no service worker registration.
  const env = { ...process.env, NODE_ENV: "production" };
  const run = (args: string[]) => {
    const result = spawnSync(vite, ["build", "--logLevel", "warn", ...args], {
      cwd: root,
      stdio: "inherit",
      env,
    });
    if (result.status !== 0) throw new Error("Building the PWA failed (see above).");
  };
  rmSync(distDir, { recursive: true, force: true });
  run(["--ssr", "src/startup/render-page.tsx", "--outDir", path.join(distDir, ".render")]);
  run(["--outDir", distDir]);
}
