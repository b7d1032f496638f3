import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { firstJavaScript } from "../../../bench/web/first-js.js";
import { catalogProblems, IN_BANGLA, PAGES, selectedPages } from "../../../bench/web/pages.js";

/**
 * bench:web in every language (bench/web/pages.ts, bench/web/first-js.ts): `/` measured in Bangla
 * too, checked to have loaded Bangla's texts alone; the first JavaScript of `/` counted with each
 * language's texts; BENCH_ONLY for measuring one page.
 */

describe("the pages measured", () => {
  it("are every page, / in Bangla among them, unless BENCH_ONLY names some", () => {
    expect(selectedPages(undefined)).toEqual({ pages: [...PAGES], full: true });
    expect(selectedPages(" ")).toEqual({ pages: [...PAGES], full: true });
    expect(PAGES).toContain("home-bn");
    expect(selectedPages("home-bn")).toEqual({ pages: ["home-bn"], full: false });
    expect(selectedPages("tutor, home")).toEqual({ pages: ["home", "tutor"], full: false });
    expect(() => selectedPages("home-fr")).toThrow(/no page home-fr/);
  });

  it("measure Bangla in a browser whose language is Bangla", () => {
    expect(IN_BANGLA).toEqual(["--accept-lang=bn"]);
  });
});

describe("a run of / in Bangla", () => {
  // Each language's first-screen texts, then its whole catalog.
  const catalogs = {
    en: ["/assets/en-1.js", "/assets/en-4.js"],
    bn: ["/assets/bn-2.js", "/assets/bn-5.js"],
    ar: ["/assets/ar-3.js", "/assets/ar-6.js"],
  };
  const origin = "http://127.0.0.1:8123";
  it("passes when every run loaded Bangla's texts and no other language's", () => {
    const run = [`${origin}/`, `${origin}/assets/index-a.js`, `${origin}/assets/bn-2.js`];
    expect(catalogProblems([run, [...run, `${origin}/assets/bn-5.js`]], "bn", catalogs)).toEqual([]);
  });

  it("fails a run in English, one with no texts, one with two languages' and one without the first part", () => {
    expect(
      catalogProblems(
        [
          [`${origin}/assets/en-1.js`],
          [`${origin}/`],
          [`${origin}/assets/bn-2.js?v=1`, `${origin}/assets/ar-6.js`],
          [`${origin}/assets/bn-5.js`],
        ],
        "bn",
        catalogs,
      ),
    ).toEqual([
      "run 1 loaded the texts of en, not bn's alone",
      "run 2 loaded the texts of no language, not bn's alone",
      "run 3 loaded the texts of bn, ar, not bn's alone",
      "run 4 did not load bn's first-screen texts",
    ]);
  });
});

describe("the first JavaScript of /", () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), "tn-first-js-"));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  };
  const TEXTS = {
    en: 'export const messages={"a":["Find tutors"]}',
    bn: 'export const messages={"a":["শিক্ষক খুঁজুন"]}',
    ar: 'export const messages={"a":["ابحث عن معلم"]}',
  };
  const entry = "const c={en:()=>import(`./en-1.js`),bn:()=>import(`./bn-2.js`),ar:()=>import(`./ar-3.js`)};";
  write("assets/index-x.js", entry);
  write("assets/index-y.css", "body{color:red}");
  write("assets/en-1.js", TEXTS.en);
  write("assets/bn-2.js", TEXTS.bn);
  write("assets/ar-3.js", TEXTS.ar);
  const manifest = (catalogs: Record<string, string>) =>
    write(
      ".render/pages.json",
      JSON.stringify({
        render: "r.js",
        page: "p.html",
        entry: ["/assets/index-x.js"],
        styles: ["/assets/index-y.css"],
        catalogs,
        wholeCatalogs: catalogs,
      }),
    );
  const gz = (text: string) => gzipSync(Buffer.from(text)).length;

  it("is the entry's code, and each language's texts as the build's manifest names them", () => {
    manifest({ en: "/assets/en-1.js", bn: "/assets/bn-2.js", ar: "/assets/ar-3.js" });
    const first = firstJavaScript(dist);
    expect(first.js).toBe(gz(entry));
    expect(first.css).toBe(gz("body{color:red}"));
    expect(first.catalogs).toEqual({
      en: { file: "/assets/en-1.js", bytes: gz(TEXTS.en) },
      bn: { file: "/assets/bn-2.js", bytes: gz(TEXTS.bn) },
      ar: { file: "/assets/ar-3.js", bytes: gz(TEXTS.ar) },
    });
  });

  it("fails on a manifest that names no texts for a language", () => {
    manifest({ en: "/assets/en-1.js", bn: "/assets/bn-2.js" });
    expect(() => firstJavaScript(dist)).toThrow(/no catalog for ar/);
  });
});
