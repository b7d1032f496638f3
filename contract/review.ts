import { z } from "zod";
import { MAX_LIST_OFFSET } from "./constants.js";
import { isSafeText, UNSAFE_TEXT_MESSAGE } from "./text.js";
import { idSchema, ratingSummarySchema } from "./tutorial.js";
import { uidSchema } from "./user.js";

/**
 * Reviews with stars and words (docs/product.md, Reviews): one per learner per tutorial, by those
 * who booked it, at most one reply by the tutorial's owner.
 */
export const MAX_REVIEW_TEXT = 2000;
export const MAX_REPLY_TEXT = 1000;
/** GET /tutorials/{id}/reviews pages this many by default, and at most MAX_REVIEWS_PAGE. */
export const REVIEWS_PAGE = 10;
export const MAX_REVIEWS_PAGE = 50;
export const STAR_LEVELS = [1, 2, 3, 4, 5] as const;

export const RATING_MESSAGE = "Rating must be a whole number of stars from 1 to 5.";
export const ratingSchema = z
  .number({ error: RATING_MESSAGE })
  .int(RATING_MESSAGE)
  .min(1, RATING_MESSAGE)
  .max(5, RATING_MESSAGE);

const reviewText = z
  .string({ error: "Your review must be text." })
  .trim()
  .max(MAX_REVIEW_TEXT, `Your review must be at most ${MAX_REVIEW_TEXT} characters.`)
  .refine((s) => isSafeText(s, { multiline: true }), UNSAFE_TEXT_MESSAGE);
const replyText = z
  .string({ error: "The reply must be text." })
  .trim()
  .min(1, "The reply is required.")
  .max(MAX_REPLY_TEXT, `The reply must be at most ${MAX_REPLY_TEXT} characters.`)
  .refine((s) => isSafeText(s, { multiline: true }), UNSAFE_TEXT_MESSAGE);

/** PUT /tutorials/{id}/review: optional stars and words; without a body, a review without stars (SPEC). */
// nullish: Fastify gives a request without a body as null.
export const reviewBodySchema = z
  .object({ rating: ratingSchema.optional(), text: reviewText.optional() })
  .nullish();
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** PATCH /reviews/{id}: the author changes the stars, the words, or both. */
export const reviewEditSchema = z
  .object({ rating: ratingSchema.optional(), text: reviewText.optional() })
  .refine((b) => b.rating !== undefined || b.text !== undefined, "Send a rating or a text to change.");
export type ReviewEdit = z.infer<typeof reviewEditSchema>;

/** The review form (My booked tutors): stars are required there. */
export const reviewFormSchema = z.object({ rating: ratingSchema, text: reviewText });
export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** PUT /reviews/{id}/reply */
export const replyBodySchema = z.object({ text: replyText });
export type ReplyBody = z.infer<typeof replyBodySchema>;

export const reviewReplySchema = z.object({ text: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** A review as the API answers it: the reviewer by id and display name, never their e-mail. */
export const reviewSchema = z.object({
  _id: idSchema,
  tutorialId: idSchema,
  rating: ratingSchema.nullable(),
  text: z.string(),
  reviewerId: uidSchema,
  reviewerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reply: reviewReplySchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewsSchema = z.array(reviewSchema);

export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** GET /tutorials/{id}/reviews query. */
export const reviewsQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { error: "sort must be newest, highest or lowest." }).optional(),
  rating: z.coerce.number().pipe(ratingSchema).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_REVIEWS_PAGE).optional(),
  offset: z.coerce.number().int().min(0).max(MAX_LIST_OFFSET).optional(),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

/** How many reviews gave each number of stars. */
export const ratingDistributionSchema = z.object({
  "1": z.number().int(),
  "2": z.number().int(),
  "3": z.number().int(),
  "4": z.number().int(),
  "5": z.number().int(),
});
export type RatingDistribution = z.infer<typeof ratingDistributionSchema>;

export const reviewsPageSchema = ratingSummarySchema.extend({
  items: reviewsSchema,
  /** Reviews matching `rating` (all of them without it), with words or not. */
  total: z.number().int().nonnegative(),
  distribution: ratingDistributionSchema,
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export const reviewParamsSchema = z.object({ id: idSchema });

/** GET /tutors/{uid}/reviews: how many of a tutor's latest reviews, over all their tutorials. */
export const TUTOR_REVIEWS_LATEST = 5;
export const tutorReviewsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_REVIEWS_PAGE).optional(),
});
/** A tutor's rating over all their tutorials (the mean of every star they were given) and latest reviews. */
export const tutorReviewsSchema = ratingSummarySchema.extend({ items: reviewsSchema });
export type TutorReviews = z.infer<typeof tutorReviewsSchema>;

/** DELETE /reviews/{id}: the tutorial's review count after the delete. */
export const reviewDeletedSchema = z.object({
  deletedCount: z.literal(1),
  review: z.number().int().nonnegative(),
});
