import { describe, expect, it } from "vitest";
import {
  IMAGE_SIZES,
  imagePreload,
  imagePreloadLink,
  isImageUrl,
  responsiveImage,
} from "../../contract/index.js";

const hash = "ab".repeat(32);
const upload = `/uploads/${hash}.webp`;
const sizes = IMAGE_SIZES.card;

describe("responsiveImage", () => {
  it("offers an own upload at 320, 640 and 1280 px, in WebP and in AVIF, drawn `sizes` wide", () => {
    expect(responsiveImage(upload, sizes)).toEqual({
      src: upload,
      srcSet: `/uploads/${hash}-320.webp 320w, /uploads/${hash}-640.webp 640w, /uploads/${hash}-1280.webp 1280w`,
      avifSrcSet: `/uploads/${hash}-320.avif 320w, /uploads/${hash}-640.avif 640w, /uploads/${hash}-1280.avif 1280w`,
      sizes,
    });
  });

  it("offers a carousel slide at 1000, 1320 and 1600 px, in WebP only (flat art)", () => {
    expect(responsiveImage("/carousel/slide-2.webp", IMAGE_SIZES.slide)).toEqual({
      src: "/carousel/slide-2.webp",
      srcSet:
        "/carousel/slide-2-1000.webp 1000w, /carousel/slide-2-1320.webp 1320w, /carousel/slide-2.webp 1600w",
      sizes: IMAGE_SIZES.slide,
    });
  });

  it("offers a category icon at 112 and 168 px (56 px drawn, DPR 2 and 3), the widest its own file", () => {
    expect(responsiveImage("/categories/general-knowledge.webp", IMAGE_SIZES.category)).toEqual({
      src: "/categories/general-knowledge.webp",
      srcSet: "/categories/general-knowledge-112.webp 112w, /categories/general-knowledge.webp 168w",
      sizes: IMAGE_SIZES.category,
    });
  });

  it("draws anything else as it is: another site's picture, a default SVG, an upload name it did not make", () => {
    for (const url of [
      "https://example.com/photo.jpg",
      `https://example.com/uploads/${hash}.webp`,
      "/img/default-avatar.svg",
      "/uploads/7.webp",
      `/uploads/${hash.toUpperCase()}.webp`,
      `/uploads/${hash}-320.webp`,
      `/uploads/${hash}.png`,
      "/categories/math.svg",
      "/categories/Math.webp",
      "/categories/../uploads/x.webp",
      "",
    ]) {
      expect(responsiveImage(url, sizes), url).toEqual({ src: url });
    }
  });

  it("only names URLs that a stored row may hold as an image", () => {
    const { srcSet, avifSrcSet } = responsiveImage(upload, sizes);
    const urls = `${srcSet}, ${avifSrcSet}`.split(", ").map((candidate) => candidate.split(" ")[0]);
    expect(urls).toHaveLength(6);
    for (const url of urls) expect(isImageUrl(url), url).toBe(true);
  });
});

describe("imagePreload", () => {
  it("preloads an upload's AVIF candidates with the page's sizes, typed so that a browser without AVIF skips it", () => {
    expect(imagePreload(upload, sizes)).toEqual({
      href: `/uploads/${hash}-320.avif`,
      imagesrcset: responsiveImage(upload, sizes).avifSrcSet,
      imagesizes: sizes,
      type: "image/avif",
    });
  });

  it("preloads a slide's WebP candidates, untyped", () => {
    const image = responsiveImage("/carousel/slide-1.webp", IMAGE_SIZES.slide);
    expect(imagePreload("/carousel/slide-1.webp", IMAGE_SIZES.slide)).toEqual({
      href: "/carousel/slide-1-1000.webp",
      imagesrcset: image.srcSet,
      imagesizes: IMAGE_SIZES.slide,
    });
  });

  it("preloads another site's picture by its URL alone", () => {
    expect(imagePreload("https://example.com/a.jpg", sizes)).toEqual({ href: "https://example.com/a.jpg" });
  });

  it("writes one Link value: quoted candidates and sizes, the type, and the priority when asked", () => {
    expect(imagePreloadLink(imagePreload(upload, "5.5rem"), true)).toBe(
      `</uploads/${hash}-320.avif>; rel=preload; as=image; ` +
        `imagesrcset="/uploads/${hash}-320.avif 320w, /uploads/${hash}-640.avif 640w, /uploads/${hash}-1280.avif 1280w"; ` +
        `imagesizes="5.5rem"; type="image/avif"; fetchpriority=high`,
    );
    expect(imagePreloadLink({ href: "https://example.com/a.jpg" }, false)).toBe(
      "<https://example.com/a.jpg>; rel=preload; as=image",
    );
  });

  it("has sizes that are safe inside a quoted header parameter", () => {
    for (const value of Object.values(IMAGE_SIZES)) expect(value).toMatch(/^[a-z0-9 (),:.+-]+$/i);
  });
});
