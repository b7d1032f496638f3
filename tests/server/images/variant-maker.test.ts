import { describe, expect, it } from "vitest";
import type { ImageStore, StoredImage } from "../../../server/images/image-store.js";
import { jobLimit } from "../../../server/images/job-limit.js";
import { variantMaker } from "../../../server/images/variant-maker.js";
import type { VariantKey } from "../../../server/repositories/images-repository.js";

const image: StoredImage = { bytes: Buffer.from("v"), etag: '"v"', size: 1, contentType: "image/avif" };
const key = (width: 320 | 640 | 1280): VariantKey => ({ source: "d".repeat(64), width, format: "avif" });
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A store whose variants are made only when the test says so, counting the jobs started. */
function gatedStore() {
  const releases: Array<() => void> = [];
  const store: ImageStore = {
    save: async () => ({ url: "" }),
    read: async () => null,
    makeVariant: () => new Promise((resolve) => releases.push(() => resolve(image))),
  };
  return { store, releases };
}

describe("variantMaker", () => {
  it("makes a variant once however many requests ask for it at once", async () => {
    const { store, releases } = gatedStore();
    const make = variantMaker(store, jobLimit(2, 8));
    const asks = [
      make(key(320), Buffer.alloc(1)),
      make(key(320), Buffer.alloc(1)),
      make(key(320), Buffer.alloc(1)),
    ];
    await tick();
    expect(releases).toHaveLength(1);
    releases[0]?.();
    expect(await Promise.all(asks)).toEqual([image, image, image]);
    // Once made it is the store's to answer: the route asks only for variants the store lacks.
    make(key(320), Buffer.alloc(1));
    await tick();
    expect(releases).toHaveLength(2);
  });

  it("starts nothing when the process's image work is full: 'busy', and the job limit untouched", async () => {
    const { store, releases } = gatedStore();
    const jobs = jobLimit(1, 1);
    const make = variantMaker(store, jobs);
    const running = [make(key(320), Buffer.alloc(1)), make(key(640), Buffer.alloc(1))];
    await tick();
    expect([jobs.active, jobs.waiting]).toEqual([1, 1]);
    expect(await make(key(1280), Buffer.alloc(1))).toBe("busy");
    expect([jobs.active, jobs.waiting, releases.length]).toEqual([1, 1, 1]);
    releases[0]?.();
    await tick();
    releases[1]?.();
    expect(await Promise.all(running)).toEqual([image, image]);
    expect([jobs.active, jobs.waiting]).toEqual([0, 0]);
  });
});
