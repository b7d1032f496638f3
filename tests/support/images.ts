import { randomBytes } from "node:crypto";
import sharp from "sharp";

/** A solid-colour image made by sharp, for upload tests. */
export function solidImage(width: number, height: number, format: "png" | "jpeg" | "gif" | "webp" | "avif") {
  return sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying EXIF orientation 6 (rotate 90°) and a GPS position. */
export function jpegWithGps(width = 400, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#cc6633" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
    .toBuffer();
}

/** Random noise as PNG: does not compress, so its size is about width × height × 3 bytes. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A small file that declares a huge picture: a "decompression bomb". */
export function pixelBomb(side = 20000): Promise<Buffer> {
  return sharp({
    create: { width: side, height: side, channels: 3, background: "#ffffff" },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** EXIF in little-endian TIFF order holds the GPS IFD pointer tag 0x8825 as bytes 25 88. */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

/** A multipart/form-data body with one file part (and optional text fields). */
export function multipartBody(
  field: string,
  bytes: Buffer,
  filename = "photo.png",
  contentType = "application/octet-stream",
  fields: Record<string, string> = {},
): { payload: Buffer; headers: { "content-type": string } } {
  const boundary = `----tn${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
