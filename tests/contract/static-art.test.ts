import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATEGORIES, IMAGE_SIZES, responsiveImage } from "../../contract/index.js";

/**
 * The pictures the pages name are committed (scripts/make-art.ts), raster: the browser draws an
 * SVG image in a page of its own on the main thread (docs/decisions.md, "Image widths and formats").
 */
const publicFile = (url: string) => path.join(process.cwd(), "public", url);

describe("the committed art", () => {
  it("has every width of every category icon", () => {
    for (const { icon } of CATEGORIES) {
      const { srcSet } = responsiveImage(icon, IMAGE_SIZES.category);
      const urls = [icon, ...(srcSet ?? "").split(", ").map((candidate) => candidate.split(" ")[0])];
      for (const url of urls) expect(existsSync(publicFile(url)), url).toBe(true);
    }
  });

  it("has the tab icons index.html names, and no SVG one", () => {
    const html = readFileSync(path.join(process.cwd(), "index.html"), "utf8");
    const icons = [...html.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((m) => m[1]);
    expect(icons).toEqual(["/icons/favicon-32.png", "/icons/favicon-48.png"]);
    for (const url of icons) expect(existsSync(publicFile(url)), url).toBe(true);
  });
});
