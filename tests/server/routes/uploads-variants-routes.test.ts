import Fastify from "fastify";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_SIZES, responsiveImage } from "../../../contract/index.js";
import { hashOf, type ImageStore, type StoredImage } from "../../../server/images/image-store.js";
import { jobLimit } from "../../../server/images/job-limit.js";
import { processImage } from "../../../server/images/process-image.js";
import { imagesRepository } from "../../../server/repositories/images-repository.js";
import { uploadsRoutes } from "../../../server/routes/images-routes.js";
import { multipartBody, solidImage } from "../../support/images.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";

const IMMUTABLE = "public, max-age=31536000, immutable";
let t: TestApp;
let me: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  me = await t.user("Uploader");
});
afterAll(() => t.close());

const variantRows = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM image_variants`.execute(t.database.db)).rows[0]?.n;

async function upload(bytes: Buffer): Promise<string> {
  const body = multipartBody("image", bytes);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/images",
    headers: { ...body.headers, ...me.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.url;
}

/** Every URL the PWA offers for `url` (WebP and AVIF candidates). */
function candidates(url: string): string[] {
  const { srcSet, avifSrcSet } = responsiveImage(url, IMAGE_SIZES.details);
  return `${srcSet}, ${avifSrcSet}`.split(", ").map((c) => c.split(" ")[0]);
}

describe("GET /uploads/<sha256>-<width>.<format>", () => {
  it("serves every candidate the PWA offers, at its width and in its format", async () => {
    const url = await upload(await solidImage(1600, 1000, "jpeg"));
    for (const candidate of candidates(url)) {
      const res = await t.app.inject({ method: "GET", url: candidate });
      expect(res.statusCode, candidate).toBe(200);
      const [, width, format] = /-(\d+)\.(\w+)$/.exec(candidate) ?? [];
      expect(res.headers["content-type"], candidate).toBe(`image/${format}`);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width], candidate).toEqual([
        format === "avif" ? "heif" : "webp",
        Number(width),
      ]);
    }
  });

  it("never enlarges: a 400 px image is 320 px at 320, and 400 px at 640 and 1280", async () => {
    const url = await upload(await solidImage(400, 300, "png"));
    for (const candidate of candidates(url)) {
      const res = await t.app.inject({ method: "GET", url: candidate });
      const expected = candidate.includes("-320.") ? 320 : 400;
      expect((await sharp(res.rawPayload).metadata()).width, candidate).toBe(expected);
    }
  });

  it("caches like the original: ETag, a one-year immutable cache, 304, HEAD; made once", async () => {
    const url = await upload(await solidImage(900, 600, "png"));
    const variant = url.replace(/\.webp$/, "-640.avif");
    const first = await t.app.inject({ method: "GET", url: variant });
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      "content-type": "image/avif",
      "content-length": String(first.rawPayload.length),
      "cache-control": IMMUTABLE,
      etag: `"${variant.slice("/uploads/".length)}"`,
    });
    const rows = await variantRows();
    const again = await t.app.inject({ method: "GET", url: variant });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(await variantRows()).toBe(rows);

    const etag = first.headers.etag as string;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await t.app.inject({ method: "GET", url: variant, headers: { "if-none-match": header } });
      expect(res.statusCode, header).toBe(304);
      expect(res.headers, header).toMatchObject({ etag, "cache-control": IMMUTABLE });
    }
    const head = await t.app.inject({ method: "HEAD", url: variant });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({ etag, "content-length": String(first.rawPayload.length) });
    expect(head.rawPayload.length).toBe(0);
  });

  it("makes variants of images stored before variants existed (imported files, the demo seed)", async () => {
    const webp = await processImage(await solidImage(800, 600, "png"));
    const name = hashOf(webp);
    await imagesRepository(t.database.db).save({ name, bytes: webp, contentType: "image/webp" });
    const res = await t.app.inject({ method: "GET", url: `/uploads/${name}-320.webp` });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
  });

  it("is 404 for a width or format not offered, or an image not stored, and makes nothing", async () => {
    const url = await upload(await solidImage(1000, 500, "png"));
    const hash = url.slice("/uploads/".length, -".webp".length);
    const rows = await variantRows();
    for (const bad of [
      `/uploads/${hash}-500.webp`,
      `/uploads/${hash}-1600.webp`,
      `/uploads/${hash}-2000.avif`,
      `/uploads/${hash}-320.png`,
      `/uploads/${hash}-321.webp?w=320`,
      `/uploads/${hash}.avif`,
      `/uploads/${"0".repeat(64)}-320.webp`,
    ]) {
      const res = await t.app.inject({ method: "GET", url: bad });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json(), bad).toEqual({ error: expect.any(String), code: "NOT_FOUND" });
    }
    expect(await variantRows()).toBe(rows);
  });
});

describe("GET /uploads/*: variant work is bounded across the process", () => {
  const original: StoredImage = {
    bytes: Buffer.from("original"),
    etag: '"o"',
    size: 8,
    contentType: "image/webp",
  };
  const hash = "e".repeat(64);

  /** The route alone, over a store holding one original whose variants finish when the test says. */
  async function routeWithGatedStore(concurrent: number, queue: number) {
    const releases: Array<() => void> = [];
    const store: ImageStore = {
      save: async () => ({ url: "" }),
      read: async (name) => (name === `${hash}.webp` ? original : null),
      makeVariant: (key) =>
        new Promise((resolve) =>
          releases.push(() =>
            resolve({ bytes: Buffer.from("v"), etag: `"${key.width}"`, size: 1, contentType: "image/avif" }),
          ),
        ),
    };
    const jobs = jobLimit(concurrent, queue);
    const app = Fastify();
    await app.register(uploadsRoutes, { store, jobs });
    await app.ready();
    return { app, jobs, releases };
  }

  it("starts no job for a name it cannot serve", async () => {
    const { app, releases } = await routeWithGatedStore(1, 1);
    for (const bad of [`${hash}-500.webp`, `${"1".repeat(64)}-320.webp`, `${hash}-320.gif`]) {
      expect((await app.inject({ method: "GET", url: `/uploads/${bad}` })).statusCode, bad).toBe(404);
    }
    expect(releases).toHaveLength(0);
    await app.close();
  });

  it("when image work is full, answers the original meanwhile, stored nowhere, and queues nothing", async () => {
    const { app, jobs, releases } = await routeWithGatedStore(1, 0);
    const pending = app.inject({ method: "GET", url: `/uploads/${hash}-320.avif` });
    for (let i = 0; i < 100 && releases.length === 0; i++) await new Promise((r) => setImmediate(r));
    expect(jobs.active).toBe(1);

    const busy = await app.inject({ method: "GET", url: `/uploads/${hash}-640.avif` });
    expect(busy.statusCode).toBe(200);
    expect(busy.rawPayload.equals(original.bytes)).toBe(true);
    expect(busy.headers["cache-control"]).toBe("no-store");
    expect(busy.headers.etag).toBeUndefined();
    expect(busy.headers["content-type"]).toBe("image/webp");
    expect(releases).toHaveLength(1);

    releases[0]?.();
    const made = await pending;
    expect(made.headers).toMatchObject({ "cache-control": IMMUTABLE, etag: '"320"' });
    expect([jobs.active, jobs.waiting]).toEqual([0, 0]);
    await app.close();
  });
});
