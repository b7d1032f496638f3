import { z } from "zod";
import { MAX_LIST_LIMIT } from "./constants.js";
import { uidSchema } from "./user.js";

export const idSchema = z.uuid({ error: "Invalid id" });
export const idParamsSchema = z.object({ id: idSchema });

const language = z.string().trim().min(1, "Language is required.").max(60);
const price = z.coerce
  .number({ error: "Price is required." })
  .finite()
  .min(0, "Price cannot be negative.")
  .max(99_999_999.99)
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), "Price has at most 2 decimals.");
const description = z.string().trim().min(1, "Description is required.").max(5000);
const imageUrl = z
  .string()
  .trim()
  .min(1, "Please upload the tutorial image first.")
  .max(2048)
  .refine((s) => s.startsWith("/") || /^https?:\/\//.test(s), "Invalid image URL");

/** SPEC §3 Tutorial. */
export const tutorialSchema = z.object({
  _id: idSchema,
  userId: uidSchema,
  userName: z.string(),
  email: z.string(),
  image: z.string(),
  language: z.string(),
  price: z.number(),
  description: z.string(),
  review: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type Tutorial = z.infer<typeof tutorialSchema>;

/** POST /tutorials: the SPEC's payload; who posts comes from the session. */
export const createTutorialBodySchema = z.object({
  userId: uidSchema.optional(),
  userName: z.string().max(120).optional(),
  email: z.string().max(320).optional(),
  image: imageUrl,
  language,
  price,
  description,
  review: z.number().optional(),
  createdAt: z.string().optional(),
});
export type CreateTutorialBody = z.infer<typeof createTutorialBodySchema>;

/** The form fields a person types (Add and Edit Tutorial). */
export const tutorialFormSchema = z.object({ language, price, description });
export type TutorialForm = z.infer<typeof tutorialFormSchema>;

/** PUT /tutorials/update/{id} */
export const updateTutorialBodySchema = z.object({ image: imageUrl, language, price, description });
export type UpdateTutorialBody = z.infer<typeof updateTutorialBodySchema>;

/** PUT /tutorials/{id}: the review-increase button; the server counts, the sent number is ignored. */
export const reviewCountBodySchema = z.object({ ReviewCount: z.number().optional() }).optional();

/** DELETE /tutorials/{id} */
export const deleteTutorialBodySchema = z.object({ userId: uidSchema.optional() }).optional();

/** GET /tutorials query. */
export const listTutorialsQuerySchema = z.object({
  language: z.string().trim().max(60).optional(),
  q: z.string().trim().max(100).optional(),
  userId: uidSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type ListTutorialsQuery = z.infer<typeof listTutorialsQuerySchema>;

export const insertedSchema = z.object({ acknowledged: z.literal(true), insertedId: idSchema });
export const messageSchema = z.object({ message: z.string() });
