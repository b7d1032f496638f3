import { z } from "zod";
import {
  type ReplyBody,
  type ReviewEdit,
  replyBodySchema,
  reviewDeletedSchema,
  reviewEditSchema,
  reviewSchema,
} from "../../contract/index.js";
import { defineWrite } from "./write-kind.js";

const reviewPath = (reviewId: string) => `/api/reviews/${encodeURIComponent(reviewId)}`;

/** What names a review's change in Pending changes: the tutorial's language and tutor. */
export interface ReviewAbout {
  reviewId: string;
  tutorialId: string;
  language?: string;
}

const metaOf = ({ reviewId, tutorialId, language }: ReviewAbout) => ({
  reviewId,
  tutorialId,
  language: language ?? null,
});

/**
 * Changes to a review after it is written (docs/product.md, Reviews): the author's edit and delete,
 * the tutor's reply and its removal. Each shows at once from the outbox and refreshes the
 * tutorial's reviews and rating when it ends.
 */
export const reviewWrites = {
  "review-edit": defineWrite({
    method: "PATCH",
    path: ({ reviewId }: ReviewAbout & { body: ReviewEdit }) => reviewPath(reviewId),
    body: ({ body }) => body,
    bodySchema: reviewEditSchema,
    answer: reviewSchema,
    summary: ({ language }) => `Edit your review of ${language ?? "a"} tutorial`,
    meta: (input) => ({ ...metaOf(input), rating: input.body.rating ?? null }),
    pending: { on: "outbox" },
    touches: ["reviews", "tutorials"],
  }),
  "review-delete": defineWrite({
    method: "DELETE",
    path: ({ reviewId }: ReviewAbout) => reviewPath(reviewId),
    body: () => undefined,
    bodySchema: z.null().optional(),
    answer: reviewDeletedSchema,
    summary: ({ language }) => `Delete your review of ${language ?? "a"} tutorial`,
    meta: metaOf,
    pending: { on: "outbox" },
    touches: ["reviews", "tutorials", "stats"],
  }),
  "reply-set": defineWrite({
    method: "PUT",
    path: ({ reviewId }: ReviewAbout & { body: ReplyBody }) => `${reviewPath(reviewId)}/reply`,
    body: ({ body }) => body,
    bodySchema: replyBodySchema,
    answer: reviewSchema,
    summary: () => "Reply to a review",
    meta: (input) => ({ ...metaOf(input), text: input.body.text }),
    pending: { on: "outbox" },
    touches: ["reviews"],
  }),
  "reply-delete": defineWrite({
    method: "DELETE",
    path: ({ reviewId }: ReviewAbout) => `${reviewPath(reviewId)}/reply`,
    body: () => undefined,
    bodySchema: z.null().optional(),
    answer: reviewSchema,
    summary: () => "Remove your reply to a review",
    meta: metaOf,
    pending: { on: "outbox" },
    touches: ["reviews"],
  }),
};
