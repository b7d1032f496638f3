import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildAssets } from "../../server/route-chunks.js";
import { shellRoute } from "../../server/shell-data.js";

/**
 * The page the service worker serves is the build's index.html, which lists no screen chunks: its
 * starter preloads those the build knows for each painted screen (vite.config.ts, paintFirst). They
 * must be the chunks the server lists for the same screen, from the build the e2e stack serves.
 */
const distDir = path.resolve(process.env.DIST_DIR ?? "dist");
const html = readFileSync(path.join(distDir, "index.html"), "utf8");

function starterScreens(): [string, string[]][] {
  const match = /\bm=(\[.*?\]\]\]),c=d\.getElementById/.exec(html);
  if (!match) throw new Error("no screen list in the built starter");
  return JSON.parse(match[1]) as [string, string[]][];
}

describe("the built page's starter", () => {
  const assets = buildAssets(distDir);
  const screens = starterScreens();

  it.each(["/", "/find-tutors", "/tutor/0123456789abcdef01234567"])(
    "preloads at %s the chunks the server lists for that painted screen",
    (urlPath) => {
      const route = shellRoute(urlPath);
      expect(route?.painted).toBe(true);
      const known = screens.find(([pattern]) => new RegExp(pattern).test(urlPath));
      expect(known, `no screen in the starter matches ${urlPath}`).toBeDefined();
      const server = assets.routeChunks(route?.routeFile ?? "");
      expect(server.length).toBeGreaterThan(0);
      expect([...(known?.[1] ?? [])].sort()).toEqual([...server].sort());
    },
  );

  it("knows no screen the server does not paint", () => {
    for (const [pattern] of screens) {
      const sample = pattern.replace("[^/]+", "0123456789abcdef01234567").replace(/^\^|\$$/g, "");
      expect(shellRoute(sample)?.painted, pattern).toBe(true);
    }
  });
});
