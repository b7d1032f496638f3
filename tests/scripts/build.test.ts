import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPwa, pwaBuildIsStale } from "../../scripts/lib/build-pwa.js";
import type { PageManifest } from "../../server/pages/page-manifest.js";

/**
 * The build (scripts/lib/build-pwa.ts): the render bundle, then the app, whose index.html the
 * bundle paints and whose page manifest the server reads (docs/decisions.md, "How a page starts").
 */
const root = path.resolve(import.meta.dirname, "../..");
const dist = mkdtempSync(path.join(os.tmpdir(), "tn-build-"));
let manifest: PageManifest;
let index: string;

beforeAll(() => {
  process.env.BUILD_ID = "2026-11-28T00:00:00.000Z";
  buildPwa(root, dist);
  manifest = JSON.parse(readFileSync(path.join(dist, ".render", "pages.json"), "utf8")) as PageManifest;
  index = readFileSync(path.join(dist, "index.html"), "utf8");
}, 240_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("the build", () => {
  it("paints index.html with the frame from the components: the whole bar, an empty <main>", () => {
    expect(index).not.toContain("<!--painted-->");
    const bar = index.slice(index.indexOf("<header"), index.indexOf("</header>"));
    for (const text of [">Home<", ">Find tutors<", ">Login<", 'aria-label="Switch to dark theme"'])
      expect(bar).toContain(text);
    expect(index).toMatch(/<main id="main"[^>]*><\/main>/);
    // The saved screen's picker compares with this build's id.
    expect(index).toContain('build!=="2026-11-28T00:00:00.000Z"');
  });

  it("writes the web app manifest, and pages that do not link it (the app links it after the largest paint)", () => {
    const webManifest = JSON.parse(readFileSync(path.join(dist, "manifest.webmanifest"), "utf8")) as {
      short_name: string;
    };
    expect(webManifest.short_name).toBe("TutorNest");
    for (const page of ["index.html", "index.bn.html", "index.ar.html", ".render/page.html"])
      expect(readFileSync(path.join(dist, page), "utf8")).not.toMatch(/rel="?manifest/);
  });

  it("paints index.bn.html and index.ar.html: the same page in Bangla and in Arabic, right to left", () => {
    const html = (file: string) => readFileSync(path.join(dist, file), "utf8");
    expect(index).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr">/);
    const bn = html("index.bn.html");
    expect(bn).toMatch(/^<!doctype html>\s*<html lang="bn" dir="ltr">/);
    expect(bn).toContain(">শিক্ষক খুঁজুন<");
    expect(bn).not.toContain(">Find tutors<");
    const ar = html("index.ar.html");
    expect(ar).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/);
    expect(ar).toContain(">ابحث عن معلم<");
    expect(ar).not.toContain(">Find tutors<");
    // The same page around the frame: scripts, styles, the empty <main>.
    const scripts = (page: string) => page.match(/<script[^>]*>/g);
    expect(scripts(bn)).toEqual(scripts(index));
    expect(scripts(ar)).toEqual(scripts(index));
    // Offline, every language opens: the three pages and the three catalogs are in the offline copy.
    const worker = html("sw.js");
    for (const page of ["index.html", "index.bn.html", "index.ar.html"])
      expect(worker).toContain(`"${page}"`);
    for (const locale of ["en", "bn", "ar"])
      expect(worker).toMatch(new RegExp(`"assets/${locale}-[\\w-]+\\.js"`));
  });

  it("writes the page manifest: the render bundle, the page, its styles and the first page's code", () => {
    expect(existsSync(path.join(dist, ".render", manifest.render))).toBe(true);
    // The server paints each page into the built page, its mark still there: the same head.
    const page = readFileSync(path.join(dist, ".render", manifest.page), "utf8");
    expect(page).toContain('<div id="root"><!--painted--></div>');
    const head = (html: string) => html.slice(0, html.indexOf('<div id="root">'));
    expect(head(page)).toBe(head(index));
    expect(manifest.entry.length).toBeGreaterThan(0);
    expect(manifest.styles.some((f) => f.endsWith(".css"))).toBe(true);
    for (const file of [...manifest.entry, ...manifest.styles]) {
      expect(file).toMatch(/^\/assets\/[\w.-]+\.(js|css)$/);
      expect(existsSync(path.join(dist, file)), file).toBe(true);
    }
    // The first page's code: the entry, and the app it starts (React with it).
    const code = manifest.entry.map((f) => readFileSync(path.join(dist, f), "utf8")).join("\n");
    expect(code).toContain("createRoot");
    // The page holds the entry alone; the app's code is fetched once the page has loaded.
    expect(page.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1]).toBe(manifest.entry[0]);
    expect(page).not.toContain('rel="modulepreload"');
    // Each language's texts: the first screen's part, which the first page fetches, and the whole.
    for (const catalogs of [manifest.catalogs, manifest.wholeCatalogs])
      for (const [locale, file] of Object.entries(catalogs)) {
        expect(file).toMatch(new RegExp(`^/assets/${locale}-[\\w-]+\\.js$`));
        expect(existsSync(path.join(dist, file)), file).toBe(true);
      }
    for (const locale of ["en", "bn", "ar"] as const)
      expect(manifest.catalogs[locale]).not.toBe(manifest.wholeCatalogs[locale]);
  });

  it("writes a .br and a .gz beside the code, and keeps the render bundle out of the offline copy", () => {
    const entry = manifest.entry[0];
    expect(existsSync(path.join(dist, `${entry}.br`))).toBe(true);
    expect(existsSync(path.join(dist, `${entry}.gz`))).toBe(true);
    const worker = readFileSync(path.join(dist, "sw.js"), "utf8");
    expect(worker).toContain("index.html");
    expect(worker).not.toContain(".render");
  });

  it("counts a dist/ without its render bundle as stale", () => {
    expect(pwaBuildIsStale(root, dist)).toBe(false);
    rmSync(path.join(dist, ".render", "pages.json"));
    expect(pwaBuildIsStale(root, dist)).toBe(true);
  });

  it("is stale when a source file is newer, not when a file was added to src/ and removed", () => {
    const project = mkdtempSync(path.join(os.tmpdir(), "tn-stale-"));
    try {
      const at = (p: string) => path.join(project, p);
      mkdirSync(at("src"));
      writeFileSync(at("src/app.ts"), "export {};\n");
      mkdirSync(at("dist/.render"), { recursive: true });
      writeFileSync(at("dist/.render/pages.json"), "{}");
      writeFileSync(at("dist/index.html"), "");
      const builtAt = new Date(Date.now() - 60_000);
      utimesSync(at("src/app.ts"), new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
      utimesSync(at("dist/index.html"), builtAt, builtAt);
      expect(pwaBuildIsStale(project, at("dist"))).toBe(false);
      // A test's scratch file: src/'s own mtime changes, no source does.
      writeFileSync(at("src/scratch.ts"), "");
      rmSync(at("src/scratch.ts"));
      expect(pwaBuildIsStale(project, at("dist"))).toBe(false);
      writeFileSync(at("src/app.ts"), "export const changed = 1;\n");
      expect(pwaBuildIsStale(project, at("dist"))).toBe(true);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
