import { createHash, randomUUID } from "node:crypto";
import { access, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { processImage } from "./process-image.js";

/** Names of stored images: the SHA-256 of the WebP bytes. Nothing else is ever served. */
export const STORED_IMAGE_NAME = /^[0-9a-f]{64}\.webp$/;
export const UPLOADS_URL_PREFIX = "/uploads/";

export interface ImageStore {
  /** Processes the bytes (see processImage) and stores the result; identical images dedupe. */
  save(bytes: Buffer): Promise<{ url: string }>;
  /** Absolute path of a stored image, or null for a name that cannot be one. */
  pathOf(name: string): string | null;
}

/**
 * Images on the local disk under uploadsDir, content-addressed, written atomically (a temp file
 * then a rename), so a reader never sees half a file. An S3-style adapter keeps this interface.
 */
export function createImageStore(uploadsDir: string, opts: { maxPixels?: number } = {}): ImageStore {
  const root = path.resolve(uploadsDir);

  return {
    async save(bytes) {
      const out = await processImage(bytes, opts);
      const name = `${createHash("sha256").update(out).digest("hex")}.webp`;
      const target = path.join(root, name);
      await mkdir(root, { recursive: true });
      const exists = await access(target).then(
        () => true,
        () => false,
      );
      if (!exists) {
        const temp = path.join(root, `.${name}.${randomUUID()}.tmp`);
        try {
          await writeFile(temp, out, { mode: 0o644 });
          await rename(temp, target);
        } catch (err) {
          await rm(temp, { force: true });
          throw err;
        }
      }
      return { url: `${UPLOADS_URL_PREFIX}${name}` };
    },
    pathOf(name) {
      return STORED_IMAGE_NAME.test(name) ? path.join(root, name) : null;
    },
  };
}
