/**
 * Pictures sized for the screen (docs/decisions.md, "Image widths and formats"): which widths and
 * formats of a picture exist and how a page asks for them. Shared by the PWA (`srcset`, `<picture>`)
 * and the server (its `Link: rel=preload` must name what the page will pick, or the browser
 * downloads twice). Plain functions, no zod: the first bundle carries it.
 */

/** Every own upload is also served this wide (never wider than the original: not enlarged). */
export const UPLOAD_WIDTHS = [320, 640, 1280] as const;
export type UploadWidth = (typeof UPLOAD_WIDTHS)[number];
/** Uploads may be photographs, where AVIF saves most, so both formats exist for each width. */
export const UPLOAD_FORMATS = ["avif", "webp"] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/**
 * Carousel art (flat illustration, WebP only) committed in these widths by
 * scripts/make-carousel.ts; the widest is the slide's own file (`slide-N.webp`). On every phone
 * the art is drawn 659 px wide (IMAGE_SIZES.slide), and Chrome takes the smallest file at least
 * DPR × that: 1000 px serves DPR 1.5, 1320 px DPR 1.75–2 (Lighthouse's phone), 1600 px the rest.
 */
export const CAROUSEL_WIDTHS = [1000, 1320, 1600] as const;

/**
 * Category icons (Home's and /categories' grid), committed by scripts/make-art.ts in these widths:
 * drawn 56 px wide (IMAGE_SIZES.category), 112 px serves DPR up to 2, 168 px DPR 3. The widest is
 * the icon's own file (`math.webp`).
 */
export const CATEGORY_ICON_WIDTHS = [112, 168] as const;

/** A category's icon (`math`) at one of CATEGORY_ICON_WIDTHS. */
export function categoryIconUrl(slug: string, width: (typeof CATEGORY_ICON_WIDTHS)[number]): string {
  const widest = CATEGORY_ICON_WIDTHS[CATEGORY_ICON_WIDTHS.length - 1];
  return width === widest ? `/categories/${slug}.webp` : `/categories/${slug}-${width}.webp`;
}

const OWN_UPLOAD = /^\/uploads\/([0-9a-f]{64})\.webp$/;
const CAROUSEL_SLIDE = /^\/carousel\/(slide-[0-9]+)\.webp$/;
const CATEGORY_ICON = /^\/categories\/([a-z-]+)\.webp$/;

export function uploadVariantUrl(hash: string, width: UploadWidth, format: UploadFormat): string {
  return `/uploads/${hash}-${width}.${format}`;
}

/** A carousel slide (`slide-1`) at one of CAROUSEL_WIDTHS. */
export function carouselSlideUrl(slide: string, width: (typeof CAROUSEL_WIDTHS)[number]): string {
  const widest = CAROUSEL_WIDTHS[CAROUSEL_WIDTHS.length - 1];
  return width === widest ? `/carousel/${slide}.webp` : `/carousel/${slide}-${width}.webp`;
}

/** The app's own art, committed in several widths, WebP only: its file's name, and its URL at a width. */
const OWN_ART: { file: RegExp; widths: readonly number[]; url: (name: string, width: number) => string }[] = [
  {
    file: CAROUSEL_SLIDE,
    widths: CAROUSEL_WIDTHS,
    url: (name, width) => carouselSlideUrl(name, width as (typeof CAROUSEL_WIDTHS)[number]),
  },
  {
    file: CATEGORY_ICON,
    widths: CATEGORY_ICON_WIDTHS,
    url: (name, width) => categoryIconUrl(name, width as (typeof CATEGORY_ICON_WIDTHS)[number]),
  },
];

function srcSetOf(widths: readonly number[], url: (width: number) => string): string {
  return widths.map((w) => `${url(w)} ${w}w`).join(", ");
}

export interface ResponsiveImage {
  /** The picture's own URL: what a browser without `srcset` shows. */
  src: string;
  /** WebP candidates; absent for a picture that exists in one size only (another site's). */
  srcSet?: string;
  /** AVIF candidates, for a `<picture><source type="image/avif">`; own uploads only. */
  avifSrcSet?: string;
  /** The `sizes` given, when there are candidates to choose from. */
  sizes?: string;
}

/**
 * The candidates of a picture drawn `sizes` wide. Own uploads, the carousel slides and the
 * category icons come in several widths; any other URL (an https picture of another site, a default SVG) as it is.
 */
export function responsiveImage(url: string, sizes: string): ResponsiveImage {
  const upload = OWN_UPLOAD.exec(url)?.[1];
  if (upload)
    return {
      src: url,
      srcSet: srcSetOf(UPLOAD_WIDTHS, (w) => uploadVariantUrl(upload, w as UploadWidth, "webp")),
      avifSrcSet: srcSetOf(UPLOAD_WIDTHS, (w) => uploadVariantUrl(upload, w as UploadWidth, "avif")),
      sizes,
    };
  for (const art of OWN_ART) {
    const name = art.file.exec(url)?.[1];
    if (name) return { src: url, srcSet: srcSetOf(art.widths, (w) => art.url(name, w)), sizes };
  }
  return { src: url };
}

/** A `<link rel=preload as=image>` for a picture, in the attribute names of HTML and `Link`. */
export interface ImagePreload {
  href: string;
  imagesrcset?: string;
  imagesizes?: string;
  /** Set when the preload is of AVIF: a browser without AVIF skips it (its `<img>` takes WebP). */
  type?: "image/avif";
}

/**
 * What to preload so that it is exactly what the page's `<img>`/`<picture>` will pick (same
 * candidates, same `sizes`): the AVIF candidates of an upload (every browser with AVIF takes the
 * `<source>`), the WebP ones of a slide. `href` is for browsers that cannot read `imagesrcset`:
 * the smallest candidate, the cheapest wrong guess.
 */
export function imagePreload(url: string, sizes: string): ImagePreload {
  const image = responsiveImage(url, sizes);
  const candidates = image.avifSrcSet ?? image.srcSet;
  if (!candidates) return { href: url };
  const preload: ImagePreload = {
    href: candidates.split(" ", 1)[0],
    imagesrcset: candidates,
    imagesizes: sizes,
  };
  if (image.avifSrcSet) preload.type = "image/avif";
  return preload;
}

/**
 * One `Link` header value for `preload`. The URLs and sizes it writes come from
 * `imagePreload`: paths of this site or checked image URLs, and sizes from IMAGE_SIZES, none
 * holding `"`, `\` or anything outside Latin-1.
 */
export function imagePreloadLink(preload: ImagePreload, highPriority: boolean): string {
  const parts = [`<${preload.href}>`, "rel=preload", "as=image"];
  if (preload.imagesrcset) parts.push(`imagesrcset="${preload.imagesrcset}"`);
  if (preload.imagesizes) parts.push(`imagesizes="${preload.imagesizes}"`);
  if (preload.type) parts.push(`type="${preload.type}"`);
  if (highPriority) parts.push("fetchpriority=high");
  return parts.join("; ");
}
