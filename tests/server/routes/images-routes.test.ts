import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/index.js";
import type { ImageStore } from "../../../server/images/image-store.js";
import { IMAGES_BUSY, jobLimit } from "../../../server/images/job-limit.js";
import { errorsPlugin } from "../../../server/plugins/errors.js";
import { imagesRepository } from "../../../server/repositories/images-repository.js";
import { imagesRoutes } from "../../../server/routes/images-routes.js";
import { jpegWithGps, multipartBody, noisePng, pixelBomb, solidImage } from "../../support/images.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";

let t: TestApp;
let me: SignedIn;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "tn-images-"));
const stored = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM images`.execute(t.database.db)).rows[0]?.n;

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

async function storedBytes(url: string): Promise<Buffer> {
  const row = await imagesRepository(t.database.db).find(url.slice("/uploads/".length, -".webp".length));
  if (!row) throw new Error(`not stored: ${url}`);
  return row.bytes;
}
async function storedImage(url: string) {
  return sharp(await storedBytes(url)).metadata();
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

  it("keeps images in the database, not under DATA_DIR/uploads", async () => {
    expect((await upload(await solidImage(32, 24, "png"))).statusCode).toBe(200);
    expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);
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
    const before = await stored();
    const b = (await upload(bytes)).json().data.url;
    expect(b).toBe(a);
    expect(await stored()).toBe(before);
  });

  it("refuses a text file renamed .png with 415", async () => {
    const before = await stored();
    const res = await upload(Buffer.from("I am plain text pretending to be an image.\n"), {
      filename: "x.png",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: MESSAGES.imageUnsupported, code: "UNSUPPORTED_MEDIA_TYPE" });
    expect(await stored()).toBe(before);
  });

  it("refuses a file over UPLOAD_MAX_BYTES with 413", async () => {
    const big = Buffer.concat([await solidImage(10, 10, "png"), Buffer.alloc(t.config.uploadMaxBytes)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: MESSAGES.imageTooLarge, code: "PAYLOAD_TOO_LARGE" });
  });

  it("refuses a decompression bomb (small file, 20000×20000 pixels) with 413", async () => {
    const before = await stored();
    const res = await upload(await pixelBomb(20000));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      error: expect.stringMatching(/too many pixels/),
    });
    expect(await stored()).toBe(before);
  });

  it("is 401 when signed out, and stores nothing", async () => {
    const before = await stored();
    const res = await upload(await solidImage(50, 51, "png"), { signedIn: false });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.loginRequired, code: "UNAUTHENTICATED" });
    expect(await stored()).toBe(before);
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
  const IMMUTABLE = "public, max-age=31536000, immutable";

  it("serves a stored image as image/webp with its length, ETag and a one-year immutable cache", async () => {
    const url = (await upload(await solidImage(64, 64, "gif"))).json().data.url;
    const hash = url.slice("/uploads/".length, -".webp".length);
    const bytes = await storedBytes(url);
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      "content-type": "image/webp",
      "content-length": String(bytes.length),
      "cache-control": IMMUTABLE,
      etag: `"${hash}"`,
      "x-content-type-options": "nosniff",
    });
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect((await sharp(res.rawPayload).metadata()).format).toBe("webp");
  });

  it("answers 304 with no body when If-None-Match names its ETag (alone, in a list, weak or *)", async () => {
    const url = (await upload(await solidImage(65, 64, "png"))).json().data.url;
    const etag = (await t.app.inject({ method: "GET", url })).headers.etag as string;
    for (const header of [etag, `"other", ${etag}`, `W/${etag}`, "*"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { "if-none-match": header } });
      expect(res.statusCode, header).toBe(304);
      expect(res.rawPayload.length, header).toBe(0);
      expect(res.headers, header).toMatchObject({ etag, "cache-control": IMMUTABLE });
    }
    const other = await t.app.inject({
      method: "GET",
      url,
      headers: { "if-none-match": `"${"f".repeat(64)}"` },
    });
    expect(other.statusCode).toBe(200);
  });

  it("answers HEAD with the same headers and no body", async () => {
    const url = (await upload(await solidImage(66, 64, "png"))).json().data.url;
    const bytes = await storedBytes(url);
    const head = await t.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({
      "content-type": "image/webp",
      "content-length": String(bytes.length),
      "cache-control": IMMUTABLE,
      etag: `"${url.slice("/uploads/".length, -".webp".length)}"`,
    });
    expect(head.rawPayload.length).toBe(0);
    const missing = await t.app.inject({ method: "HEAD", url: `/uploads/${"0".repeat(64)}.webp` });
    expect(missing.statusCode).toBe(404);
  });

  it("is 404 { error, code } for a missing image, a malformed name, a listing or a path outside the store", async () => {
    const url = (await upload(await solidImage(67, 64, "png"))).json().data.url;
    const hash = url.slice("/uploads/".length, -".webp".length);
    for (const bad of [
      `/uploads/${"0".repeat(64)}.webp`,
      `/uploads/${hash}`,
      `/uploads/${hash}.png`,
      `/uploads/${hash.toUpperCase()}.webp`,
      `/uploads/${hash}.webp.webp`,
      `/uploads/${hash.slice(1)}.webp`,
      "/uploads/",
      "/uploads",
      "/uploads/../session-secret",
      "/uploads/..%2f..%2fetc%2fpasswd",
      "/uploads/%2e%2e/session-secret",
      "/uploads/%00.webp",
      `/uploads/sub/${"0".repeat(64)}.webp`,
      `/uploads/sub/${hash}.webp`,
    ]) {
      const res = await t.app.inject({ method: "GET", url: bad, headers: { "if-none-match": "*" } });
      expect(res.statusCode, bad).toBe(404);
      expect(res.headers["content-type"], bad).toMatch(/application\/json/);
      expect(res.json(), bad).toEqual({ error: expect.any(String), code: "NOT_FOUND" });
    }
  });
});

describe("POST /api/images: image work is bounded across the process", () => {
  /** The route alone, over a store whose saves finish only when the test says so. */
  async function routeWithGatedStore(concurrent: number, queue: number) {
    const releases: Array<() => void> = [];
    const store: ImageStore = {
      save: () =>
        new Promise((resolve) => releases.push(() => resolve({ url: `/uploads/${"a".repeat(64)}.webp` }))),
      read: async () => null,
      makeVariant: () => Promise.reject(new Error("not in this test")),
    };
    const jobs = jobLimit(concurrent, queue);
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    app.decorateRequest("user", null);
    app.addHook("onRequest", async (request) => {
      request.user = { uid: "uploader", email: "u@example.com", name: "U", picture: null };
    });
    await app.register(imagesRoutes, { store, maxBytes: 1024 * 1024, perMinute: 1000, jobs });
    await app.ready();
    return { app, jobs, releases };
  }

  /** Lets queued work run until `done` holds (the uploads are parsed in a few turns of the loop). */
  async function until(done: () => boolean) {
    for (let i = 0; i < 1000 && !done(); i++) await new Promise((r) => setImmediate(r));
    expect(done()).toBe(true);
  }

  it("runs `concurrent` at once, queues `queue` more, and refuses the next with 503 in words", async () => {
    const { app, jobs, releases } = await routeWithGatedStore(1, 1);
    const bytes = await solidImage(8, 8, "png");
    const post = () => {
      const body = multipartBody("image", bytes);
      return app.inject({ method: "POST", url: "/images", headers: body.headers, payload: body.payload });
    };
    const first = post();
    await until(() => releases.length === 1);
    const second = post();
    await until(() => jobs.waiting === 1);
    const third = await post();
    expect(third.statusCode).toBe(503);
    expect(third.json()).toEqual({ error: IMAGES_BUSY, code: "UNAVAILABLE" });
    releases[0]?.();
    await until(() => releases.length === 2);
    releases[1]?.();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect([jobs.active, jobs.waiting]).toEqual([0, 0]);
    await app.close();
  });
});
