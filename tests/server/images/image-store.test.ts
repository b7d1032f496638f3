import { createHash } from "node:crypto";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database_ } from "../../../server/db/connect.js";
import { migrate } from "../../../server/db/migrate.js";
import { databaseImageStore } from "../../../server/images/database-image-store.js";
import type { ImageStore } from "../../../server/images/image-store.js";
import { imagesRepository } from "../../../server/repositories/images-repository.js";
import { solidImage } from "../../support/images.js";
import { freshDatabase } from "../../support/test-app.js";

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

const rows = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM images`.execute(database.db)).rows[0]?.n;
const nameOf = (url: string) => url.slice("/uploads/".length);

describe("databaseImageStore", () => {
  it("stores the WebP under its SHA-256 and reads it back by the name in its URL", async () => {
    const { url } = await store.save(await solidImage(40, 30, "png"));
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    const image = await store.read(nameOf(url));
    expect(image).not.toBeNull();
    if (!image) return;
    const hash = createHash("sha256").update(image.bytes).digest("hex");
    expect(nameOf(url)).toBe(`${hash}.webp`);
    expect(image).toMatchObject({ etag: `"${hash}"`, size: image.bytes.length, contentType: "image/webp" });
    expect(Buffer.isBuffer(image.bytes)).toBe(true);
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: "webp", width: 40, height: 30 });
  });

  it("dedupes identical uploads, even saved at the same moment: one row, one URL", async () => {
    const bytes = await solidImage(41, 30, "jpeg");
    const before = await rows();
    const [a, b] = await Promise.all([store.save(bytes), store.save(bytes)]);
    const c = await store.save(bytes);
    expect(new Set([a.url, b.url, c.url]).size).toBe(1);
    expect(await rows()).toBe((before ?? 0) + 1);
  });

  it("reads nothing for an unknown name or a name it cannot have produced", async () => {
    expect(await store.read(`${"0".repeat(64)}.webp`)).toBeNull();
    const { url } = await store.save(await solidImage(42, 30, "png"));
    const hash = nameOf(url).slice(0, 64);
    for (const bad of [
      hash,
      `${hash}.png`,
      `${hash.toUpperCase()}.webp`,
      `../${hash}.webp`,
      `${hash}.webp/`,
      "",
      "x/../../etc/passwd",
    ]) {
      expect(await store.read(bad), bad).toBeNull();
    }
  });

  it("stores nothing for a refused upload", async () => {
    const before = await rows();
    await expect(store.save(Buffer.from("not an image at all"))).rejects.toMatchObject({ statusCode: 415 });
    expect(await rows()).toBe(before);
  });

  it("refuses a row whose name is not a SHA-256 or whose size is not its length (the table's own checks)", async () => {
    const images = imagesRepository(database.db);
    await expect(
      images.save({ name: "not-a-hash", bytes: Buffer.from("x"), contentType: "image/webp" }),
    ).rejects.toThrow();
    await expect(
      sql`INSERT INTO images (name, bytes, content_type, size)
          VALUES (${"a".repeat(64)}, ${Buffer.from("abc")}, 'image/webp', 4)`.execute(database.db),
    ).rejects.toThrow();
  });
});
