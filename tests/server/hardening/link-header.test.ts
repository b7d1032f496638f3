import { describe, expect, it } from "vitest";
import { IMAGE_SIZES } from "../../../contract/index.js";
import { linkHeader, linkHints } from "../../../server/link-header.js";

const hints = (images: string[], chunks: string[] = [], styles: string[] = []) => ({
  images: images.map((url) => ({ url, sizes: "100vw" })),
  chunks,
  styles,
});

/** server/link-header.ts: the `Link` header is built from checked values only, at the point of use. */
describe("linkHeader", () => {
  it("hints our stylesheet, images and chunks, the first image with high priority", () => {
    expect(linkHeader(hints(["/img/a.svg"], ["/assets/a-1.js"], ["/assets/index-1.css"]))).toBe(
      "</assets/index-1.css>; rel=preload; as=style; crossorigin, " +
        "</img/a.svg>; rel=preload; as=image; fetchpriority=high, </assets/a-1.js>; rel=modulepreload",
    );
    expect(linkHeader(hints(["https://cdn.example.com/a.webp"]))).toBe(
      "<https://cdn.example.com/a.webp>; rel=preload; as=image; fetchpriority=high",
    );
  });

  it("preloads a picture as the page picks it: Home's slide by its widths and sizes", () => {
    expect(
      linkHeader({
        images: [{ url: "/carousel/slide-1.webp", sizes: IMAGE_SIZES.slide }],
        chunks: [],
        styles: [],
      }),
    ).toBe(
      "</carousel/slide-1-1000.webp>; rel=preload; as=image; " +
        'imagesrcset="/carousel/slide-1-1000.webp 1000w, /carousel/slide-1-1320.webp 1320w, /carousel/slide-1.webp 1600w"; ' +
        `imagesizes="${IMAGE_SIZES.slide}"; fetchpriority=high`,
    );
  });

  it("gives each hint apart for 103 Early Hints (a srcset's commas stay inside its hint)", () => {
    const slide = { url: "/carousel/slide-1.webp", sizes: IMAGE_SIZES.slide };
    const all = linkHints({ images: [slide], chunks: ["/assets/a.js"], styles: [] });
    expect(all).toHaveLength(2);
    expect(all[0]).toMatch(
      /^<\/carousel\/slide-1-1000\.webp>; rel=preload; as=image; imagesrcset="[^"]+, [^"]+"/,
    );
  });

  it("leaves out every value that could break or extend the header", () => {
    const bad = [
      "https://example.com/✓.png",
      "https://example.com/a.png>; rel=preload, <https://other.example/x.js",
      "/a b.png",
      "/x\r\nSet-Cookie: a=b",
      "/../etc/passwd",
      "",
    ];
    expect(linkHeader(hints(bad, bad, bad))).toBeUndefined();
    expect(linkHeader(hints([...bad, "/uploads/ok.webp"], ["/assets/<x>.js", "/assets/ok.js"]))).toBe(
      "</uploads/ok.webp>; rel=preload; as=image; fetchpriority=high, </assets/ok.js>; rel=modulepreload",
    );
  });
});
