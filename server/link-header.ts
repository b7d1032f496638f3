import { imagePreload, imagePreloadLink, isImageUrl } from "../contract/index.js";

/** A path of this site that can sit between `<` and `>` as it is: the build's file names. */
const SITE_PATH = /^\/[A-Za-z0-9._~/-]{1,512}$/;
export const isSitePath = (value: string): boolean => SITE_PATH.test(value) && !value.includes("..");

/** A picture to preload and how wide the page draws it (contract/image-sizes.ts). */
export interface ImageHint {
  url: string;
  sizes: string;
}

/** What a screen's HTML is hinted with: stylesheets and pictures (preload), code (modulepreload). */
export interface LinkHints {
  styles: readonly string[];
  images: readonly ImageHint[];
  chunks: readonly string[];
}

/**
 * The hints of a screen's HTML (and of its 103 Early Hints), one `Link` value each. Built only
 * from values checked here, at the point of use: image URLs come from stored rows, some written
 * before the image-URL rule existed, and one that does not pass is left out. A non-Latin-1
 * character would make Node refuse the header (a 500 for the page) and a `>` or `,` would add
 * hints of someone else's choosing. A picture is preloaded as the page will pick it (the same
 * candidates and sizes), or the browser would download it twice.
 */
export function linkHints({ styles, images, chunks }: LinkHints): string[] {
  return [
    // The page's stylesheet is fetched in CORS mode (Vite's `crossorigin`): a preload without it
    // does not match, and the browser would download the stylesheet a second time.
    ...styles.filter(isSitePath).map((url) => `<${url}>; rel=preload; as=style; crossorigin`),
    // A path of this site (Home's slide) or an image URL the contract accepts.
    ...images
      .filter(({ url }) => isSitePath(url) || isImageUrl(url))
      .map(({ url, sizes }, i) => imagePreloadLink(imagePreload(url, sizes), i === 0)),
    ...chunks.filter(isSitePath).map((url) => `<${url}>; rel=modulepreload`),
  ];
}

/** The hints as one `Link` header, or none. */
export function linkHeader(hints: LinkHints): string | undefined {
  const all = linkHints(hints);
  return all.length ? all.join(", ") : undefined;
}
