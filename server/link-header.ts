import { isImageUrl } from "../contract/index.js";

/** A path of this site that can sit between `<` and `>` as it is: the build's file names. */
const SITE_PATH = /^\/[A-Za-z0-9._~/-]{1,512}$/;
export const isSitePath = (value: string): boolean => SITE_PATH.test(value) && !value.includes("..");

/**
 * The `Link` header of a screen's HTML: its first image (preload) and its code (modulepreload).
 * Built only from values checked here, at the point of use: image URLs come from stored rows,
 * some written before the image-URL rule existed, and one that does not pass is left out. A
 * non-Latin-1 character would make Node refuse the header (a 500 for the page) and a `>` or `,`
 * would add hints of someone else's choosing.
 */
export function linkHeader(images: readonly string[], chunks: readonly string[]): string | undefined {
  const hints = [
    // A path of this site (Home's slide) or an image URL the contract accepts.
    ...images
      .filter((url) => isSitePath(url) || isImageUrl(url))
      .map((url, i) => `<${url}>; rel=preload; as=image${i === 0 ? "; fetchpriority=high" : ""}`),
    ...chunks.filter(isSitePath).map((url) => `<${url}>; rel=modulepreload`),
  ];
  return hints.length ? hints.join(", ") : undefined;
}
