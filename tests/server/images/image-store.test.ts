import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createImageStore } from "../../../server/images/image-store.js";
import { solidImage } from "../../support/images.js";

const dir = mkdtempSync(path.join(os.tmpdir(), "tn-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("createImageStore", () => {
  const store = createImageStore(path.join(dir, "uploads"));

  it("stores the WebP under its SHA-256 and answers its /uploads URL", async () => {
    const { url } = await store.save(await solidImage(40, 30, "png"));
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    const file = path.join(dir, "uploads", url.slice("/uploads/".length));
    expect((await sharp(readFileSync(file)).metadata()).format).toBe("webp");
  });

  it("dedupes identical uploads and leaves no temp files behind", async () => {
    const bytes = await solidImage(41, 30, "jpeg");
    const [a, b] = await Promise.all([store.save(bytes), store.save(bytes)]);
    expect(a.url).toBe(b.url);
    const names = readdirSync(path.join(dir, "uploads"));
    expect(names.filter((n) => n.endsWith(".tmp"))).toEqual([]);
    expect(names.filter((n) => n === a.url.slice("/uploads/".length))).toHaveLength(1);
  });

  it("only maps names it could have produced to paths", () => {
    expect(store.pathOf(`${"a".repeat(64)}.webp`)).toBe(path.join(dir, "uploads", `${"a".repeat(64)}.webp`));
    for (const bad of [
      "../secret.webp",
      `${"a".repeat(64)}.png`,
      "",
      "x/../../etc/passwd",
      `${"A".repeat(64)}.webp`,
    ]) {
      expect(store.pathOf(bad)).toBeNull();
    }
  });

  it("writes nothing for a refused upload", async () => {
    const before = readdirSync(path.join(dir, "uploads")).length;
    await expect(store.save(Buffer.from("not an image at all"))).rejects.toMatchObject({ statusCode: 415 });
    expect(readdirSync(path.join(dir, "uploads")).length).toBe(before);
  });
});
