import { z } from "zod";

/** POST /images answers the hosted image service's shape (see docs/product.md, API). */
export const imageUploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;
