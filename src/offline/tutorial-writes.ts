import { z } from "zod";
import {
  reviewBodySchema,
  reviewCountBodySchema,
  reviewResponseSchema,
  tutorialSchema,
  type UpdateTutorialBody,
  updateTutorialBodySchema,
} from "../../contract/index.js";
import { defineWrite } from "./write-kind.js";

const tutorialPath = (id: string) => `/api/tutorials/${encodeURIComponent(id)}`;

export interface ReviewInput {
  id: string;
  /**
   * "review": PUT /tutorials/{id}/review (My Booked Tutors).
   * "count": PUT /tutorials/{id} with ReviewCount (the review-increase button); the server counts.
   */
  via?: "review" | "count";
  /** The count the person sees now; sent as ReviewCount + 1 on the "count" path, never trusted. */
  current?: number;
  /** For the Pending changes list. */
  language?: string;
  /** Stars and words (the review dialog); without them, SPEC's review without stars. */
  rating?: number;
  text?: string;
}

export const tutorialWrites = {
  /** PUT /tutorials/update/{id}, owner only. */
  "tutorial-update": defineWrite({
    method: "PUT",
    path: ({ id }: { id: string; body: UpdateTutorialBody; etag?: string }) =>
      `/api/tutorials/update/${encodeURIComponent(id)}`,
    body: ({ body }) => body,
    bodySchema: updateTutorialBodySchema,
    answer: tutorialSchema,
    summary: ({ body }) => `Edit your ${body.language} tutorial`,
    meta: ({ id, body }) => ({
      tutorialId: id,
      language: body.language,
      price: body.price,
      image: body.image,
    }),
    version: { resource: ({ id }) => `tutorial:${id}`, etag: ({ etag }) => etag },
    pending: { on: "tutorial", apply: (tutorial, body) => ({ ...tutorial, ...body }) },
    touches: ["tutorials", "bookings", "stats"],
  }),
  /** One review per user per tutorial; the owner gets 403, a repeat 409 (server texts). */
  review: defineWrite({
    method: "PUT",
    path: ({ id, via = "review" }: ReviewInput) =>
      via === "count" ? tutorialPath(id) : `${tutorialPath(id)}/review`,
    body: ({ via = "review", current = 0, rating, text }) =>
      via === "count"
        ? { ReviewCount: current + 1 }
        : rating === undefined
          ? undefined
          : { rating, text: text ?? "" },
    bodySchema: z.union([reviewBodySchema, reviewCountBodySchema]),
    answer: reviewResponseSchema,
    summary: ({ language }) => `Review ${language ?? "a"} tutorial`,
    meta: ({ id, language, rating }) => ({ tutorId: id, language: language ?? null, rating: rating ?? null }),
    pending: { on: "outbox" },
    touches: ["tutorials", "bookings", "stats", "reviews"],
  }),
};
