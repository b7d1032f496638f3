import { createHash } from "node:crypto";
import type { VariantKey } from "../repositories/images-repository.js";

/**
 * Names of stored images as they appear in URLs: the SHA-256 (hex) of the WebP bytes, then
 * `.webp`; and their variants, `<sha256>-<width>.<format>` (variants.ts). Nothing else is ever
 * looked up, so a name can neither list nor traverse anything.
 */
export const STORED_IMAGE_NAME = /^([0-9a-f]{64})\.webp$/;
export const UPLOADS_URL_PREFIX = "/uploads/";
export const STORED_IMAGE_TYPE = "image/webp";

export interface StoredImage {
  bytes: Buffer;
  /** A strong validator; the same for the same name on every server, for ever. */
  etag: string;
  size: number;
  contentType: string;
}

/**
 * Where processed images live. The one seam between the routes and the storage: the database
 * today (database-image-store.ts), an object store with a CDN later (see "Images in the
 * database" in docs/decisions.md). Content-addressed and immutable: a name never changes meaning.
 */
export interface ImageStore {
  /** Processes the bytes (see processImage) and stores the result; identical images dedupe. */
  save(bytes: Buffer): Promise<{ url: string }>;
  /**
   * The image named `name` (`<sha256>.webp`, as in its URL, or a variant's name once the variant
   * is made), or null: unknown, not made yet, or not a name.
   */
  read(name: string): Promise<StoredImage | null>;
  /**
   * Makes the variant from `original` (the stored original's bytes) and stores it, then reads back
   * what is stored: another instance may have been first. One sharp job: run it under the
   * process's JobLimit (variant-maker.ts).
   */
  makeVariant(key: VariantKey, original: Buffer): Promise<StoredImage>;
}

/** The content hash (hex) that names these bytes. */
export function hashOf(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The hash inside a stored image's name, or null for anything the store cannot have produced. */
export function hashOfName(name: string): string | null {
  return STORED_IMAGE_NAME.exec(name)?.[1] ?? null;
}

export function urlOf(hash: string): string {
  return `${UPLOADS_URL_PREFIX}${hash}.webp`;
}

/** From the name: what a name holds never changes (content-addressed, or a variant made once). */
export function etagOf(name: string): string {
  return `"${name}"`;
}
