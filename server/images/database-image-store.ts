import type { ImagesRepository } from "../repositories/images-repository.js";
import { etagOf, hashOf, hashOfName, type ImageStore, STORED_IMAGE_TYPE, urlOf } from "./image-store.js";
import { processImage } from "./process-image.js";

/**
 * Images in the database (the `images` table), so that every server instance reads what any of
 * them stored. Why the database, its limits, and when to move on: "Images in the database" in
 * docs/decisions.md.
 */
export function databaseImageStore(images: ImagesRepository, opts: { maxPixels?: number } = {}): ImageStore {
  return {
    async save(bytes) {
      const webp = await processImage(bytes, opts);
      const hash = hashOf(webp);
      await images.save({ name: hash, bytes: webp, contentType: STORED_IMAGE_TYPE });
      return { url: urlOf(hash) };
    },
    async read(name) {
      const hash = hashOfName(name);
      if (!hash) return null;
      const row = await images.find(hash);
      if (!row) return null;
      return { bytes: row.bytes, etag: etagOf(hash), size: row.size, contentType: row.contentType };
    },
  };
}
