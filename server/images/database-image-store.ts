import type { ImagesRepository, VariantKey } from "../repositories/images-repository.js";
import {
  etagOf,
  hashOf,
  hashOfName,
  type ImageStore,
  STORED_IMAGE_TYPE,
  type StoredImage,
  urlOf,
} from "./image-store.js";
import { processImage } from "./process-image.js";
import { encodeVariant, VARIANT_TYPE, variantName, variantOfName } from "./variants.js";

/**
 * Images in the database (the `images` table, and `image_variants` for their narrower copies), so
 * that every server instance reads what any of them stored. Why the database, its limits, and when
 * to move on: "Images in the database" in docs/decisions.md.
 */
export function databaseImageStore(images: ImagesRepository, opts: { maxPixels?: number } = {}): ImageStore {
  const readVariant = async (key: VariantKey): Promise<StoredImage | null> => {
    const row = await images.findVariant(key);
    if (!row) return null;
    const { bytes, size } = row;
    return { bytes, size, etag: etagOf(variantName(key)), contentType: VARIANT_TYPE[key.format] };
  };

  return {
    async save(bytes) {
      const webp = await processImage(bytes, opts);
      const hash = hashOf(webp);
      await images.save({ name: hash, bytes: webp, contentType: STORED_IMAGE_TYPE });
      return { url: urlOf(hash) };
    },
    async read(name) {
      const hash = hashOfName(name);
      if (!hash) {
        const key = variantOfName(name);
        return key ? readVariant(key) : null;
      }
      const row = await images.find(hash);
      if (!row) return null;
      return { bytes: row.bytes, etag: etagOf(hash), size: row.size, contentType: row.contentType };
    },
    async makeVariant(key, original) {
      await images.saveVariant(key, await encodeVariant(original, key.width, key.format));
      const stored = await readVariant(key);
      if (!stored) throw new Error(`Variant ${variantName(key)} was stored but cannot be read.`);
      return stored;
    },
  };
}
