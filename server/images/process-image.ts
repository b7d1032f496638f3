import sharp, { type Metadata } from "sharp";
import { MAX_IMAGE_WIDTH, MESSAGES } from "../../contract/index.js";
import { HttpError } from "../http-error.js";

/** Decoded-pixel budget: a 40 MP photo is fine, a "decompression bomb" is not. */
export const DEFAULT_MAX_PIXELS = 40_000_000;
/** WebP cannot exceed 16383 px a side; very tall images are scaled down to this height. */
const MAX_IMAGE_HEIGHT = 8000;
export const WEBP_QUALITY = 80;

export type ImageKind = "jpeg" | "png" | "webp" | "gif" | "avif";

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString("latin1");

/** The image type by its magic bytes, never by file name or declared MIME type. */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  const gif = ascii(bytes, 0, 6);
  if (gif === "GIF87a" || gif === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp") {
    // ISO-BMFF: major brand at 8, then the compatible brands up to the end of the ftyp box.
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    const brands: string[] = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.includes("avif") || brands.includes("avis")) return "avif";
  }
  return null;
}

/** What sharp reports for each accepted kind (AVIF is decoded by the HEIF loader). */
const SHARP_FORMAT: Record<ImageKind, string> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  gif: "gif",
  avif: "heif",
};

const unreadable = () => new HttpError("VALIDATION", "The image could not be read. It may be damaged.");
const tooManyPixels = (maxPixels: number) =>
  new HttpError(
    "PAYLOAD_TOO_LARGE",
    `The image has too many pixels (at most ${Math.floor(maxPixels / 1_000_000)} megapixels).`,
  );

/**
 * Checks and re-encodes an uploaded image: accepted types only (by magic bytes), decoded pixel
 * count bounded, auto-rotated by EXIF, every piece of metadata stripped, at most
 * MAX_IMAGE_WIDTH wide, WebP out. An animated image keeps its first frame.
 */
export async function processImage(bytes: Buffer, opts: { maxPixels?: number } = {}): Promise<Buffer> {
  const maxPixels = opts.maxPixels ?? DEFAULT_MAX_PIXELS;
  const kind = detectImageKind(bytes);
  if (!kind) throw new HttpError("UNSUPPORTED_MEDIA_TYPE", MESSAGES.imageUnsupported);

  const input = () =>
    sharp(bytes, {
      limitInputPixels: maxPixels,
      failOn: "error",
      animated: false,
      autoOrient: true,
      sequentialRead: true,
    });

  // The header first: a cheap look at the declared size before anything is decoded.
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false, animated: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (meta.format !== SHARP_FORMAT[kind])
    throw new HttpError("UNSUPPORTED_MEDIA_TYPE", MESSAGES.imageUnsupported);
  if (kind === "avif" && meta.compression !== "av1")
    throw new HttpError("UNSUPPORTED_MEDIA_TYPE", MESSAGES.imageUnsupported);
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  if (!meta.width || !frameHeight) throw unreadable();
  if (meta.width * frameHeight > maxPixels) throw tooManyPixels(maxPixels);

  try {
    // Without withMetadata()/keepExif(), sharp writes no EXIF, XMP, IPTC or ICC (sRGB pixels).
    return await input()
      .resize({
        width: MAX_IMAGE_WIDTH,
        height: MAX_IMAGE_HEIGHT,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooManyPixels(maxPixels);
    throw unreadable();
  }
}
