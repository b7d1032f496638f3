import sharp from "sharp";
import { CAROUSEL_WIDTHS, carouselSlideUrl } from "../../contract/index.js";
import { slide1, slide2 } from "./slides";
import { slide3, slide4 } from "./slides2";

/**
 * The four slides (1600 × 700 SVG) as WebP in each of CAROUSEL_WIDTHS, named as the PWA asks
 * for them (contract/responsive-image.ts). Rendered from the SVG at each width, not scaled from
 * the widest file, so edges stay crisp. Flat illustration: WebP only, AVIF would save little.
 */
export async function carouselFiles(): Promise<Array<{ rel: string; data: Buffer }>> {
  const slides = [slide1(), slide2(), slide3(), slide4()];
  const files: Array<{ rel: string; data: Buffer }> = [];
  for (const [i, svg] of slides.entries()) {
    for (const width of CAROUSEL_WIDTHS) {
      const data = await sharp(Buffer.from(svg))
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 72, effort: 6 })
        .toBuffer();
      files.push({ rel: carouselSlideUrl(`slide-${i + 1}`, width).slice(1), data });
    }
  }
  return files;
}
