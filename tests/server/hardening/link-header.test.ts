import { describe, expect, it } from "vitest";
import { isSitePath, linkHints } from "../../../server/pages/link-header.js";

/** server/pages/link-header.ts: a page's `Link` values come from this site's paths only. */
describe("linkHints", () => {
  it("preloads the stylesheets in CORS mode, in order, one value each", () => {
    expect(linkHints(["/assets/index-1.css", "/assets/more-2.css"])).toEqual([
      "</assets/index-1.css>; rel=preload; as=style; crossorigin",
      "</assets/more-2.css>; rel=preload; as=style; crossorigin",
    ]);
    expect(linkHints([])).toEqual([]);
  });

  it("leaves out every value that could break or extend the header", () => {
    const bad = [
      "https://cdn.example.com/a.js",
      "//other.example/x.js",
      "/assets/✓.js",
      "/assets/a.js>; rel=preload, <https://other.example/x.js",
      "/a b.js",
      "/x\r\nSet-Cookie: a=b",
      "/../etc/passwd",
      "/assets/../../secret.js",
      "/assets/<x>.js",
      'assets/"a".js',
      `/${"a".repeat(600)}.js`,
      "",
    ];
    for (const value of bad) expect(isSitePath(value), value).toBe(false);
    expect(linkHints(bad)).toEqual([]);
    expect(linkHints([...bad, "/assets/ok.css"])).toEqual([
      "</assets/ok.css>; rel=preload; as=style; crossorigin",
    ]);
  });
});
