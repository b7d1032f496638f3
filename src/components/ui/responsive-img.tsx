import { type ImgHTMLAttributes, type SyntheticEvent, useState } from "react";
import { responsiveImage } from "../../../contract/responsive-image.js";

type ResponsiveImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "alt"> & {
  src: string;
  alt: string;
  /** How wide the picture is drawn: one of IMAGE_SIZES (contract/image-sizes.ts). */
  sizes: string;
  /** Drawn instead when the picture cannot be loaded (`srcset` would keep a broken one otherwise). */
  fallback?: string;
};

/**
 * An `<img>` offering the browser every width, and AVIF, that the picture exists in
 * (contract/responsive-image.ts); another site's picture is drawn as it is. With AVIF it sits in a
 * `<picture>` with `display: contents`, so the `<img>` stays the box that the layout places.
 */
export function ResponsiveImg({
  src,
  alt,
  sizes,
  fallback,
  onError,
  fetchPriority,
  ...attrs
}: ResponsiveImgProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const img = { ...attrs, ...fetchPriorityAttribute(fetchPriority) };
  if (fallback && failed === src) return <img {...img} alt={alt} src={fallback} />;

  const image = responsiveImage(src, sizes);
  const handleError = fallback
    ? (e: SyntheticEvent<HTMLImageElement>) => {
        setFailed(src);
        onError?.(e);
      }
    : onError;
  // srcset and sizes before src: the browser must know the candidates before it picks one.
  const tag = (
    <img {...img} alt={alt} sizes={image.sizes} srcSet={image.srcSet} src={image.src} onError={handleError} />
  );
  if (!image.avifSrcSet) return tag;
  return (
    <picture className="contents">
      {/* Not a box of its own: in a grid, a <source> would otherwise take the picture's cell. */}
      <source type="image/avif" sizes={image.sizes} srcSet={image.avifSrcSet} className="hidden" />
      {tag}
    </picture>
  );
}

/**
 * React 18 does not know `fetchPriority` as a DOM property (it would warn and write it as given);
 * the HTML attribute is `fetchpriority`.
 */
function fetchPriorityAttribute(priority: ImgHTMLAttributes<HTMLImageElement>["fetchPriority"]) {
  return priority ? ({ fetchpriority: priority } as Record<string, string>) : {};
}
