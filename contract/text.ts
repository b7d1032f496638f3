import { z } from "zod";
import { isImageUrl, isSafeText, type SafeTextOptions } from "./text-rules.js";

export { cleanText, IMAGE_URL_MAX, isImageUrl, isSafeText, type SafeTextOptions } from "./text-rules.js";

/**
 * The building blocks of every text field of every request (see contract/text-rules.ts for what
 * is refused and why): bad text is a 400 here, never a 500 in the database.
 */
export const UNSAFE_TEXT_MESSAGE = "Text cannot contain control characters (such as NUL) or broken Unicode.";
export const INVALID_IMAGE_URL = "Invalid image URL";

/** Trimmed text of at most `max` characters that is safe to store. */
export function safeText(max: number, options: SafeTextOptions = {}) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((s) => isSafeText(s, options), UNSAFE_TEXT_MESSAGE);
}

/** A request's image URL field: trimmed, then held to `isImageUrl`. */
export function imageUrlSchema(message = INVALID_IMAGE_URL) {
  return z
    .string()
    .trim()
    .refine((s) => isImageUrl(s), message);
}
