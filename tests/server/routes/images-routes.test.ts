import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/index.js";
import { jpegWithGps, multipartBody, noisePng, pixelBomb, solidImage } from "../../support/images.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";

let t: TestApp;
let me: SignedIn;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "tn-images-"));
const uploads = path.join(dataDir, "uploads");
const stored = () => readdirSync(uploads, { withFileTypes: true }).filter((d) => d.isFile()).length;

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  me = await t.user("Uploader");
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function upload(bytes: Buffer, opts: { field?: string; filename?: string; signedIn?: boolean } = {}) {
  const body = multipartBody(opts.field ?? "image", bytes, opts.filename ?? "photo.png", "image/png");
  return t.app.inject({
    method: "POST",
    url: "/api/images",
    headers: { ...body.headers, ...(opts.signedIn === false ? {} : me.headers) },
    payload: body.payload,
  });
}

async function storedImage(url: string) {
  return sharp(readFileSync(path.join(uploads, url.slice("/uploads/".length)))).metadata();
}

describe("POST /api/images", () => {
  it("stores a PNG as WebP and answers the hosted-service shape", async () => {
    const res = await upload(await solidImage(320, 240, "png"));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: { url: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}\.webp$/) },
    });
    expect(await storedImage(body.data.url)).toMatchObject({ format: "webp", width: 320, height: 240 });
  });

  it("strips EXIF and GPS from a JPEG (after applying its orientation)", async () => {
    const res = await upload(await jpegWithGps(400, 200), { filename: "holiday.jpg" });
    expect(res.statusCode).toBe(200);
    const meta = await storedImage(res.json().data.url);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([200, 400]);
  });

  it("scales a 3000 px wide image to 1600 px", async () => {
    const res = await upload(await solidImage(3000, 2000, "jpeg"));
    expect(res.statusCode).toBe(200);
    expect(await storedImage(res.json().data.url)).toMatchObject({ width: 1600, height: 1067 });
  });

  it("accepts a photo of about 1 MB (far above the JSON body limit)", async () => {
    const bytes = await noisePng(600, 600);
    expect(bytes.length).toBeGreaterThan(1_000_000);
    const res = await upload(bytes);
    expect(res.statusCode).toBe(200);
    expect(await storedImage(res.json().data.url)).toMatchObject({ width: 600, height: 600 });
  });

  it("answers the same URL for the same image", async () => {
    const bytes = await solidImage(99, 99, "png");
    const a = (await upload(bytes)).json().data.url;
    const before = stored();
    const b = (await upload(bytes)).json().data.url;
    expect(b).toBe(a);
    expect(stored()).toBe(before);
  });

  it("refuses a text file renamed .png with 415", async () => {
    const before = stored();
    const res = await upload(Buffer.from("I am plain text pretending to be an image.\n"), {
      filename: "x.png",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: MESSAGES.imageUnsupported, code: "UNSUPPORTED_MEDIA_TYPE" });
    expect(stored()).toBe(before);
  });

  it("refuses a file over UPLOAD_MAX_BYTES with 413", async () => {
    const big = Buffer.concat([await solidImage(10, 10, "png"), Buffer.alloc(t.config.uploadMaxBytes)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: MESSAGES.imageTooLarge, code: "PAYLOAD_TOO_LARGE" });
  });

  it("refuses a decompression bomb (small file, 20000×20000 pixels) with 413", async () => {
    const before = stored();
    const res = await upload(await pixelBomb(20000));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      error: expect.stringMatching(/too many pixels/),
    });
    expect(stored()).toBe(before);
  });

  it("is 401 when signed out, and stores nothing", async () => {
    const before = stored();
    const res = await upload(await solidImage(50, 51, "png"), { signedIn: false });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.loginRequired, code: "UNAUTHENTICATED" });
    expect(stored()).toBe(before);
  });

  it("is 400 without an `image` field or without a multipart body", async () => {
    const wrongField = await upload(await solidImage(10, 10, "png"), { field: "photo" });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().code).toBe("VALIDATION");
    const json = await t.app.inject({
      method: "POST",
      url: "/api/images",
      headers: me.headers,
      payload: { image: "data:image/png;base64,AAAA" },
    });
    expect(json.statusCode).toBe(400);
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
  });
});

describe("GET /uploads/*", () => {
  it("serves a stored image as image/webp with a one-year immutable cache", async () => {
    const url = (await upload(await solidImage(64, 64, "gif"))).json().data.url;
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect((await sharp(res.rawPayload).metadata()).format).toBe("webp");
    const again = await t.app.inject({ method: "GET", url, headers: { "if-none-match": res.headers.etag } });
    expect(again.statusCode).toBe(304);
  });

  it("is 404 for a missing image, a listing or a path outside the store", async () => {
    for (const url of [
      `/uploads/${"0".repeat(64)}.webp`,
      "/uploads/",
      "/uploads",
      "/uploads/../session-secret",
      "/uploads/..%2f..%2fetc%2fpasswd",
      "/uploads/%2e%2e/session-secret",
      `/uploads/sub/${"0".repeat(64)}.webp`,
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/application\/json/);
    }
  });
});
