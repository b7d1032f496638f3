import { z } from "zod";
import { MAX_LIST_LIMIT, MAX_LIST_OFFSET } from "./constants.js";
import {
  clockParamSchema,
  suitingHoursIssue,
  weekdaysParamSchema,
  zoneParamSchema,
} from "./suiting-hours.js";
import { INVALID_IMAGE_URL, isImageUrl, isSafeText, safeText, UNSAFE_TEXT_MESSAGE } from "./text.js";
import { uidSchema } from "./user.js";

export const idSchema = z.uuid({ error: "Invalid id" });
export const idParamsSchema = z.object({ id: idSchema });

/** A missing field says "X is required."; a field of the wrong type says what it must be. */
const missingOr = (required: string, wrongType: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? required : wrongType;
const language = z
  .string({ error: missingOr("Language is required.", "Language must be text.") })
  .trim()
  .min(1, "Language is required.")
  .max(60, "Language must be at most 60 characters.")
  .refine((s) => isSafeText(s), UNSAFE_TEXT_MESSAGE);
/** Empty, null and NaN (an empty number input) mean "missing"; numeric text is accepted. */
const toPrice = (v: unknown) => {
  if (v === "" || v === null || (typeof v === "number" && Number.isNaN(v))) return undefined;
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
  return v;
};
const price = z.preprocess(
  toPrice,
  z
    .number({ error: missingOr("Price is required.", "Price must be a number.") })
    .finite("Price must be a number.")
    .min(0, "Price cannot be negative.")
    .max(99_999_999.99, "Price is too large.")
    .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), "Price has at most 2 decimals."),
);
const description = z
  .string({ error: missingOr("Description is required.", "Description must be text.") })
  .trim()
  .min(1, "Description is required.")
  .max(5000, "Description must be at most 5000 characters.")
  .refine((s) => isSafeText(s, { multiline: true }), UNSAFE_TEXT_MESSAGE);
const imageUrl = z
  .string({ error: missingOr("Please upload the tutorial image first.", "Invalid image URL") })
  .trim()
  .min(1, "Please upload the tutorial image first.")
  .refine((s) => isImageUrl(s), INVALID_IMAGE_URL);

/** A tutorial's rating: the mean of its stars to one decimal (null without stars), and how many gave stars. */
export const ratingSummarySchema = z.object({
  rating: z.number().nullable(),
  ratingCount: z.number().int().nonnegative(),
});

/** A tutorial as the API answers it (see docs/product.md, API). */
export const tutorialSchema = ratingSummarySchema.extend({
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

/** POST /tutorials: the documented payload (docs/product.md, API); who posts comes from the session. */
export const createTutorialBodySchema = z.object({
  userId: uidSchema.optional(),
  userName: safeText(120).optional(),
  email: safeText(320).optional(),
  image: imageUrl,
  language,
  price,
  description,
  review: z.number().optional(),
  createdAt: safeText(64).optional(),
});
export type CreateTutorialBody = z.infer<typeof createTutorialBodySchema>;

/** The form fields a person types (Add and Edit Tutorial). */
export const tutorialFormSchema = z.object({ language, price, description });
export type TutorialForm = z.infer<typeof tutorialFormSchema>;

/** PUT /tutorials/update/{id} */
export const updateTutorialBodySchema = z.object({ image: imageUrl, language, price, description });
export type UpdateTutorialBody = z.infer<typeof updateTutorialBodySchema>;

/** PUT /tutorials/{id}: the review-increase button; the server counts, the sent number is ignored. */
// nullish: Fastify gives a request without a body as null.
export const reviewCountBodySchema = z.object({ ReviewCount: z.number().optional() }).nullish();

/** DELETE /tutorials/{id} */
export const deleteTutorialBodySchema = z.object({ userId: uidSchema.optional() }).nullish();

/** GET /tutorials `sort`: newest first (the default), by price either way, or top rated first. */
export const TUTORIAL_SORTS = ["newest", "price", "-price", "rating"] as const;
export type TutorialSort = (typeof TUTORIAL_SORTS)[number];
/** The lowest and the highest `minRating`; like a rating, it has at most one decimal. */
export const MIN_RATING_FILTER = 1;
export const MAX_RATING_FILTER = 5;

/**
 * The texts of a bad filter or sort of GET /tutorials. A parameter's own text follows its name
 * ("minRating: Must be from 1 to 5."); the comparison of two stands alone.
 */
export const TUTORIAL_FILTER_ERRORS = {
  notANumber: "Must be a number.",
  negativePrice: "Cannot be negative.",
  ratingRange: `Must be from ${MIN_RATING_FILTER} to ${MAX_RATING_FILTER}.`,
  ratingDecimals: "Has at most one decimal (for example 4.5).",
  sort: `Must be one of ${TUTORIAL_SORTS.join(", ")}.`,
  priceRange: "minPrice cannot be more than maxPrice.",
} as const;

/**
 * A number of a query string: decimal notation (an optional sign, digits with one point, an
 * optional exponent), so "0x10", "Infinity" and "1,5" are not numbers here; empty means "not
 * given", like an empty form field.
 */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
const toQueryNumber = (v: unknown) => {
  if (typeof v !== "string") return v;
  const s = v.trim();
  if (s === "") return undefined;
  return DECIMAL.test(s) ? Number(s) : v;
};
const queryNumber = () =>
  z.number({ error: TUTORIAL_FILTER_ERRORS.notANumber }).finite(TUTORIAL_FILTER_ERRORS.notANumber);
const priceFilter = z.preprocess(
  toQueryNumber,
  queryNumber().min(0, TUTORIAL_FILTER_ERRORS.negativePrice).optional(),
);
const ratingFilter = z.preprocess(
  toQueryNumber,
  queryNumber()
    .min(MIN_RATING_FILTER, TUTORIAL_FILTER_ERRORS.ratingRange)
    .max(MAX_RATING_FILTER, TUTORIAL_FILTER_ERRORS.ratingRange)
    .refine((n) => Math.round(n * 10) === Number((n * 10).toFixed(6)), TUTORIAL_FILTER_ERRORS.ratingDecimals)
    .optional(),
);

/**
 * GET /tutorials query. All filters are combined by AND; an empty minPrice, maxPrice, minRating
 * or sort means "not given".
 */
export const listTutorialsQuerySchema = z
  .object({
    language: safeText(60).optional(),
    q: safeText(100).optional(),
    userId: uidSchema.optional(),
    minPrice: priceFilter,
    maxPrice: priceFilter,
    minRating: ratingFilter,
    sort: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.enum(TUTORIAL_SORTS, { error: TUTORIAL_FILTER_ERRORS.sort }).optional(),
    ),
    days: weekdaysParamSchema,
    from: clockParamSchema,
    to: clockParamSchema,
    tz: zoneParamSchema,
    limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).optional(),
    offset: z.coerce.number().int().min(0).max(MAX_LIST_OFFSET).optional(),
  })
  .superRefine((query, ctx) => {
    const issue = suitingHoursIssue(query);
    if (issue) ctx.addIssue({ code: "custom", message: issue });
  })
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    TUTORIAL_FILTER_ERRORS.priceRange,
  );
export type ListTutorialsQuery = z.infer<typeof listTutorialsQuerySchema>;

export const insertedSchema = z.object({ acknowledged: z.literal(true), insertedId: idSchema });
export const messageSchema = z.object({ message: z.string() });

/** GET /tutorials answers the page; the exact total of matches is in this header. */
export const TOTAL_COUNT_HEADER = "X-Total-Count";

/** PUT /tutorials/{id}/review and PUT /tutorials/{id}: the new count after this user's review. */
export const reviewResponseSchema = z.object({
  message: z.string(),
  review: z.number().int().nonnegative(),
  reviewId: idSchema,
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;
export const REVIEW_THANKS = "Thanks! Review submitted.";

/** DELETE /tutorials/{id} */
export const deleteResponseSchema = z.object({
  acknowledged: z.literal(true),
  deletedCount: z.number().int(),
});
