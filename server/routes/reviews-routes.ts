import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  idParamsSchema,
  MESSAGES,
  REVIEW_THANKS,
  type ReviewBody,
  type ReviewResponse,
  replyBodySchema,
  reviewBodySchema,
  reviewCountBodySchema,
  reviewDeletedSchema,
  reviewEditSchema,
  reviewParamsSchema,
  reviewResponseSchema,
  reviewSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
  reviewsSchema,
  TUTOR_REVIEWS_LATEST,
  tutorReviewsQuerySchema,
  tutorReviewsSchema,
  uidParamsSchema,
} from "../../contract/index.js";
import { conflict, forbidden, HttpError, notFound } from "../http-error.js";
import type { Clock } from "../lessons/clock.js";
import { requireUser } from "../plugins/session.js";
import type { Repositories } from "../repositories/index.js";
import type { ReviewChange } from "../repositories/reviews-repository.js";
import { WRITE_ERRORS } from "./error-answers.js";
import { signedIn } from "./guards.js";

const errors = WRITE_ERRORS;
const tags = ["reviews"];

/** The answer of a change, or the refusal: 404 for no such review, 403 for anyone but `who`. */
function settled<T>(change: ReviewChange<T>, forbiddenMessage: string): T {
  if (change.kind === "not_found") throw notFound(MESSAGES.reviewNotFound);
  if (change.kind === "forbidden") throw forbidden(forbiddenMessage);
  return change.value;
}

/**
 * Reviews (docs/product.md, Reviews): public to read; written once per tutorial by a learner who
 * booked it, changed or deleted only by its author, answered only by the tutorial's owner. Every
 * identity comes from the session; the reviewer's e-mail is never part of an answer.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<{ repos: Repositories; clock: Clock }> = async (
  app,
  { repos, clock },
) => {
  /** Both review paths are one action: the server counts, never storing a client's number. */
  async function review(request: FastifyRequest, id: string, body: ReviewBody): Promise<ReviewResponse> {
    const me = requireUser(request);
    const result = await repos.reviews.create(id, { uid: me.uid, name: me.name ?? "" }, body ?? {}, clock());
    if (result.kind === "not_found") throw notFound(MESSAGES.tutorialNotFound);
    if (result.kind === "own") throw forbidden(MESSAGES.ownReview);
    if (result.kind === "not_booked") throw new HttpError("NOT_BOOKED", MESSAGES.notBooked);
    if (result.kind === "already") throw conflict(MESSAGES.alreadyReviewed);
    return { message: REVIEW_THANKS, review: result.review, reviewId: result.reviewId };
  }
  const writeSchema = { tags, params: idParamsSchema, response: { 200: reviewResponseSchema, ...errors } };

  app.put(
    "/tutorials/:id/review",
    {
      preValidation: signedIn,
      schema: {
        ...writeSchema,
        body: reviewBodySchema,
        description:
          "Review a tutorial you booked (not your own), once: optional { rating 1–5, text }; without a body, a review without stars.",
      },
    },
    (request) => review(request, request.params.id, request.body),
  );
  app.put(
    "/tutorials/:id",
    {
      preValidation: signedIn,
      schema: {
        ...writeSchema,
        body: reviewCountBodySchema,
        description: "The review-increase button: same rules as /review; the sent ReviewCount is ignored.",
      },
    },
    (request) => review(request, request.params.id, {}),
  );

  app.get(
    "/tutorials/:id/reviews",
    {
      schema: {
        tags,
        description:
          "A tutorial's reviews (newest, highest or lowest first; `rating` keeps one star level) with its rating, count and distribution.",
        params: idParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const page = await repos.reviews.page(request.params.id, request.query);
      if (!page) throw notFound(MESSAGES.tutorialNotFound);
      return page;
    },
  );

  app.get(
    "/tutors/:uid/reviews",
    {
      schema: {
        tags,
        description:
          "A tutor's rating over all their tutorials and their latest reviews (`limit`, default 5), newest first.",
        params: uidParamsSchema,
        querystring: tutorReviewsQuerySchema,
        response: { 200: tutorReviewsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => repos.reviews.ofTutor(request.params.uid, request.query.limit ?? TUTOR_REVIEWS_LATEST),
  );

  app.get(
    "/reviews/mine",
    {
      preValidation: signedIn,
      schema: {
        tags,
        description: "The caller's reviews, newest first.",
        response: { 200: reviewsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => repos.reviews.mine(requireUser(request).uid),
  );

  const oneReview = { tags, params: reviewParamsSchema };
  app.patch(
    "/reviews/:id",
    {
      preValidation: signedIn,
      schema: {
        ...oneReview,
        description: "The author changes the stars and/or the words.",
        body: reviewEditSchema,
        response: { 200: reviewSchema, ...errors },
      },
    },
    async (request) =>
      settled(
        await repos.reviews.edit(request.params.id, requireUser(request).uid, request.body),
        MESSAGES.notYourReview,
      ),
  );

  app.delete(
    "/reviews/:id",
    {
      preValidation: signedIn,
      schema: {
        ...oneReview,
        description: "The author deletes the review; the answer carries the tutorial's new review count.",
        response: { 200: reviewDeletedSchema, ...errors },
      },
    },
    async (request) => {
      const removed = settled(
        await repos.reviews.remove(request.params.id, requireUser(request).uid),
        MESSAGES.notYourReview,
      );
      return { deletedCount: 1 as const, review: removed.review };
    },
  );

  app.put(
    "/reviews/:id/reply",
    {
      preValidation: signedIn,
      schema: {
        ...oneReview,
        description: "The tutorial's owner writes or rewrites the one reply.",
        body: replyBodySchema,
        response: { 200: reviewSchema, ...errors },
      },
    },
    async (request) =>
      settled(
        await repos.reviews.setReply(request.params.id, requireUser(request).uid, request.body.text),
        MESSAGES.notYourTutorialReply,
      ),
  );

  app.delete(
    "/reviews/:id/reply",
    {
      preValidation: signedIn,
      schema: {
        ...oneReview,
        description: "The tutorial's owner removes the reply.",
        response: { 200: reviewSchema, ...errors },
      },
    },
    async (request) =>
      settled(
        await repos.reviews.setReply(request.params.id, requireUser(request).uid, null),
        MESSAGES.notYourTutorialReply,
      ),
  );
};
