import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_SIZES, responsiveImage, UPLOAD_WIDTHS } from "../../../contract/index.js";
import type { Database_ } from "../../../server/db/connect.js";
import { migrate } from "../../../server/db/migrate.js";
import { databaseImageStore } from "../../../server/images/database-image-store.js";
import type { ImageStore } from "../../../server/images/image-store.js";
import { processImage } from "../../../server/images/process-image.js";
import { encodeVariant, variantOfName } from "../../../server/images/variants.js";
import { imagesRepository } from "../../../server/repositories/images-repository.js";
import { solidImage } from "../../support/images.js";
import { freshDatabase } from "../../support/test-app.js";

const hash = "c".repeat(64);

describe("variantOfName", () => {
  it("reads `<sha256>-<width>.<format>` for the offered widths and formats", () => {
    expect(variantOfName(`${hash}-320.avif`)).toEqual({ source: hash, width: 320, format: "avif" });
    expect(variantOfName(`${hash}-1280.webp`)).toEqual({ source: hash, width: 1280, format: "webp" });
  });

  it("is null for any other width, format or shape: a URL cannot ask for a resize of its choosing", () => {
    for (const name of [
      `${hash}-500.webp`,
      `${hash}-1600.webp`,
      `${hash}-0320.webp`,
      `${hash}-320.png`,
      `${hash}-320.jpeg`,
      `${hash}-32.webp`,
      `${hash}-320.webp.webp`,
      `${hash}.webp`,
      `${hash.toUpperCase()}-320.webp`,
      `${hash.slice(1)}-320.webp`,
      `../${hash}-320.webp`,
      `${hash}-320.webp?w=9999`,
    ]) {
      expect(variantOfName(name), name).toBeNull();
    }
  });

  it("reads every candidate the PWA offers for an upload", () => {
    const { srcSet, avifSrcSet } = responsiveImage(`/uploads/${hash}.webp`, IMAGE_SIZES.details);
    const names = `${srcSet}, ${avifSrcSet}`
      .split(", ")
      .map((c) => c.split(" ")[0].slice("/uploads/".length));
    expect(names.map((n) => variantOfName(n) !== null)).toEqual(names.map(() => true));
  });
});

describe("encodeVariant", () => {
  it("scales a 1600 px original to each width, keeping the ratio, in WebP and in AVIF", async () => {
    const original = await processImage(await solidImage(1600, 900, "jpeg"));
    for (const width of UPLOAD_WIDTHS) {
      for (const format of ["webp", "avif"] as const) {
        const meta = await sharp(await encodeVariant(original, width, format)).metadata();
        expect([meta.format, meta.width, meta.height], `${width} ${format}`).toEqual([
          format === "avif" ? "heif" : "webp",
          width,
          Math.round((900 * width) / 1600),
        ]);
        if (format === "avif") expect(meta.compression).toBe("av1");
      }
    }
  });

  it("never enlarges: a 500 px original stays 500 px at 640 and 1280", async () => {
    const original = await processImage(await solidImage(500, 400, "png"));
    for (const width of [640, 1280] as const) {
      const meta = await sharp(await encodeVariant(original, width, "avif")).metadata();
      expect([meta.width, meta.height]).toEqual([500, 400]);
    }
    const small = await sharp(await encodeVariant(original, 320, "webp")).metadata();
    expect([small.width, small.height]).toEqual([320, 256]);
  });
});

describe("databaseImageStore: variants", () => {
  let database: Database_;
  let drop: () => Promise<void>;
  let store: ImageStore;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await migrate(database);
    store = databaseImageStore(imagesRepository(database.db));
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });
  const variants = async () =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM image_variants`.execute(database.db)).rows[0]?.n;

  it("reads nothing before a variant is made, then what was made, under its own ETag and type", async () => {
    const { url } = await store.save(await solidImage(900, 600, "png"));
    const source = url.slice("/uploads/".length, -".webp".length);
    const name = `${source}-640.avif`;
    expect(await store.read(name)).toBeNull();
    const original = await store.read(`${source}.webp`);
    if (!original) throw new Error("original not stored");

    const made = await store.makeVariant({ source, width: 640, format: "avif" }, original.bytes);
    expect(made).toMatchObject({ etag: `"${name}"`, contentType: "image/avif", size: made.bytes.length });
    expect(await sharp(made.bytes).metadata()).toMatchObject({ width: 640, height: 427 });
    const read = await store.read(name);
    expect(read?.bytes.equals(made.bytes)).toBe(true);
    expect(read).toMatchObject({ etag: made.etag, contentType: "image/avif", size: made.size });
  });

  it("keeps the first copy when a variant is made twice (another instance at the same time)", async () => {
    const { url } = await store.save(await solidImage(700, 600, "png"));
    const source = url.slice("/uploads/".length, -".webp".length);
    const original = await store.read(`${source}.webp`);
    if (!original) throw new Error("original not stored");
    const key = { source, width: 320, format: "webp" } as const;
    const before = await variants();
    const first = await store.makeVariant(key, original.bytes);
    // Other bytes for the same key: what is stored, and so served, stays the first copy.
    const second = await store.makeVariant(key, await processImage(await solidImage(640, 480, "png")));
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(await variants()).toBe((before ?? 0) + 1);
  });

  it("cannot store a variant of an image it does not hold, nor at a width not offered (the table's checks)", async () => {
    const bytes = await processImage(await solidImage(40, 30, "png"));
    await expect(store.makeVariant({ source: hash, width: 320, format: "webp" }, bytes)).rejects.toThrow();
    const { url } = await store.save(await solidImage(41, 30, "png"));
    const source = url.slice("/uploads/".length, -".webp".length);
    await expect(
      sql`INSERT INTO image_variants (source, width, format, bytes, size)
          VALUES (${source}, 500, 'webp', ${bytes}, ${bytes.length})`.execute(database.db),
    ).rejects.toThrow();
  });
});
