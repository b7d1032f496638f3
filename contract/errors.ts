import { z } from "zod";
import { ERROR_CODES } from "./error-codes.js";

export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Kept for the modules that read the texts from here; they live in messages.ts (no zod). */
export { MESSAGES } from "./messages.js";
