import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/index.js";
import { HttpError } from "../../../server/http-error.js";
import { detectImageKind, processImage } from "../../../server/images/process-image.js";
import { hasGpsPointer, jpegWithGps, pixelBomb, solidImage } from "../../support/images.js";

async function refusal(p: Promise<unknown>): Promise<HttpError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe("detectImageKind", () => {
  it("recognises the five accepted kinds by their bytes", async () => {
    for (const kind of ["png", "jpeg", "gif", "webp", "avif"] as const) {
      expect(detectImageKind(await solidImage(8, 8, kind))).toBe(kind);
    }
  });

  it("refuses text, SVG, TIFF and too-short input whatever the file name says", async () => {
    expect(detectImageKind(Buffer.from("hello, I am a PNG, honest"))).toBeNull();
    expect(detectImageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(
      detectImageKind(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
          .tiff()
          .toBuffer(),
      ),
    ).toBeNull();
    expect(detectImageKind(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe("processImage", () => {
  it("turns a PNG into WebP of the same size", async () => {
    const out = await processImage(await solidImage(300, 200, "png"));
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 300, height: 200 });
  });

  it("applies the EXIF orientation, then strips all metadata (GPS included)", async () => {
    const input = await jpegWithGps(400, 200);
    const inMeta = await sharp(input).metadata();
    expect(inMeta.orientation).toBe(6);
    expect(hasGpsPointer(inMeta.exif)).toBe(true);

    const meta = await sharp(await processImage(input)).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it("scales a 3000 px wide image down to 1600 px, keeping the ratio, and never enlarges", async () => {
    const big = await sharp(await processImage(await solidImage(3000, 1500, "jpeg"))).metadata();
    expect([big.width, big.height]).toEqual([1600, 800]);
    const small = await sharp(await processImage(await solidImage(120, 90, "png"))).metadata();
    expect([small.width, small.height]).toEqual([120, 90]);
  });

  it("keeps the first frame of an animated GIF", async () => {
    // Three 20×20 frames (red, green, blue) stacked as one raw strip.
    const raw = Buffer.concat(
      [
        [255, 0, 0],
        [0, 255, 0],
        [0, 0, 255],
      ].map((rgb) => Buffer.from(Array.from({ length: 400 }, () => rgb).flat())),
    );
    const animated = await sharp(raw, { raw: { width: 20, height: 60, channels: 3, pageHeight: 20 } })
      .gif({ loop: 0 })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const meta = await sharp(await processImage(animated)).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 20, height: 20 });
    expect(meta.pages ?? 1).toBe(1);
    const { data } = await sharp(await processImage(animated))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red: the first frame
    expect(data[1]).toBeLessThan(50);
  });

  it("accepts WebP and AVIF input", async () => {
    for (const kind of ["webp", "avif"] as const) {
      const meta = await sharp(await processImage(await solidImage(64, 32, kind))).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 64, height: 32 });
    }
  });

  it("refuses a non-image with 415 and the catalogue text", async () => {
    const err = await refusal(processImage(Buffer.from("just some text, renamed to photo.png")));
    expect(err.statusCode).toBe(415);
    expect(err.message).toBe(MESSAGES.imageUnsupported);
  });

  it("refuses a decompression bomb before decoding it", async () => {
    const bomb = await pixelBomb(12000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const started = Date.now();
    const err = await refusal(processImage(bomb));
    expect(err.statusCode).toBe(413);
    expect(err.message).toMatch(/too many pixels/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("honours a lower maxPixels", async () => {
    const err = await refusal(processImage(await solidImage(100, 100, "png"), { maxPixels: 5000 }));
    expect(err.statusCode).toBe(413);
  });

  it("answers 400 for a damaged image with valid magic bytes", async () => {
    const png = await solidImage(50, 50, "png");
    const err = await refusal(processImage(Buffer.concat([png.subarray(0, 40), Buffer.alloc(40, 7)])));
    expect(err.statusCode).toBe(400);
  });
});
