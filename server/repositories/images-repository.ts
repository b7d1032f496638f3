import type { UploadFormat, UploadWidth } from "../../contract/index.js";
import type { Db } from "../db/connect.js";

export interface ImageRow {
  /** SHA-256 (hex) of `bytes`. */
  name: string;
  bytes: Buffer;
  contentType: string;
  size: number;
}

/** Which narrower copy of which original (migration 009). */
export interface VariantKey {
  /** The original's name: SHA-256 (hex) of its bytes. */
  source: string;
  width: UploadWidth;
  format: UploadFormat;
}

/** A bytea comes back as a Buffer from pg and as a plain Uint8Array from PGlite. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The images table (migration 006): content-addressed, written once, never updated; and its
 * narrower copies (image_variants, migration 009), written once under their key.
 */
export function imagesRepository(db: Db) {
  return {
    /** Stores the image unless its name is already there (same name, same bytes): a no-op then. */
    async save(image: { name: string; bytes: Buffer; contentType: string }): Promise<void> {
      await db
        .insertInto("images")
        .values({
          name: image.name,
          bytes: image.bytes,
          content_type: image.contentType,
          size: image.bytes.length,
        })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
    },

    async find(name: string): Promise<ImageRow | undefined> {
      const row = await db
        .selectFrom("images")
        .select(["name", "bytes", "content_type", "size"])
        .where("name", "=", name)
        .executeTakeFirst();
      return (
        row && { name: row.name, bytes: asBuffer(row.bytes), contentType: row.content_type, size: row.size }
      );
    },

    /** Stores the variant unless one is there already (another instance made it first): a no-op then. */
    async saveVariant(key: VariantKey, bytes: Buffer): Promise<void> {
      await db
        .insertInto("image_variants")
        .values({ ...key, bytes, size: bytes.length })
        .onConflict((oc) => oc.columns(["source", "width", "format"]).doNothing())
        .execute();
    },

    async findVariant(key: VariantKey): Promise<{ bytes: Buffer; size: number } | undefined> {
      const row = await db
        .selectFrom("image_variants")
        .select(["bytes", "size"])
        .where("source", "=", key.source)
        .where("width", "=", key.width)
        .where("format", "=", key.format)
        .executeTakeFirst();
      return row && { bytes: asBuffer(row.bytes), size: row.size };
    },

    /** Which of `names` are stored already (one indexed query). */
    async existing(names: readonly string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await db.selectFrom("images").select("name").where("name", "in", names).execute();
      return new Set(rows.map((r) => r.name));
    },
  };
}
export type ImagesRepository = ReturnType<typeof imagesRepository>;
