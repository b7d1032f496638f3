import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  createTutorialBodySchema,
  deleteResponseSchema,
  deleteTutorialBodySchema,
  idParamsSchema,
  insertedSchema,
  listTutorialsQuerySchema,
  MESSAGES,
  REVIEW_THANKS,
  type ReviewResponse,
  reviewCountBodySchema,
  reviewResponseSchema,
  TOTAL_COUNT_HEADER,
  tutorialSchema,
  updateTutorialBodySchema,
} from "../../contract/index.js";
import { conflict, forbidden, notFound } from "../http-error.js";
import { requireUser } from "../plugins/session.js";
import type { Repositories } from "../repositories/index.js";
import { signedIn } from "./guards.js";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ["tutorials"];

/** The tutorials domain (DESIGN §3): listing, posting, owner-only edit/delete, one review per user. */
export const tutorialsRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  app.get(
    "/tutorials",
    {
      schema: {
        tags,
        description: `Newest first, filtered and paged on the server; the exact total is in ${TOTAL_COUNT_HEADER}.`,
        querystring: listTutorialsQuerySchema,
        response: { 200: z.array(tutorialSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { items, total } = await repos.tutorials.list(request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );

  app.post(
    "/tutorials",
    {
      preValidation: signedIn,
      config: { validationMessage: MESSAGES.invalidTutorial },
      schema: {
        tags,
        description: "Post a tutorial as the signed-in user (who posts comes from the session).",
        body: createTutorialBodySchema,
        response: { 201: insertedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const body = request.body;
      if (body.userId && body.userId !== me.uid) throw forbidden("You can only post tutorials as yourself.");
      const created = await repos.tutorials.create(
        {
          userId: me.uid,
          userName: me.name || me.email?.split("@")[0] || "Tutor",
          email: me.email ?? "",
        },
        body,
      );
      return reply.status(201).send({ acknowledged: true as const, insertedId: created._id });
    },
  );

  app.get(
    "/tutorials/:id",
    { schema: { tags, params: idParamsSchema, response: { 200: tutorialSchema, ...errors } } },
    async (request) => {
      const tutorial = await repos.tutorials.findById(request.params.id);
      if (!tutorial) throw notFound(MESSAGES.tutorialNotFound);
      return tutorial;
    },
  );

  app.put(
    "/tutorials/update/:id",
    {
      preValidation: signedIn,
      config: { validationMessage: MESSAGES.invalidTutorial },
      schema: {
        tags,
        description: "Edit image, language, price and description; owner only.",
        params: idParamsSchema,
        body: updateTutorialBodySchema,
        response: { 200: tutorialSchema, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const result = await repos.tutorials.update(request.params.id, me.uid, request.body);
      if (result.kind === "not_found") throw notFound(MESSAGES.tutorialNotFound);
      if (result.kind === "forbidden") throw forbidden(MESSAGES.notOwnerEdit);
      return result.value;
    },
  );

  app.delete(
    "/tutorials/:id",
    {
      preValidation: signedIn,
      schema: {
        tags,
        description: "Delete a tutorial with its bookings and reviews; owner only.",
        params: idParamsSchema,
        body: deleteTutorialBodySchema,
        response: { 200: deleteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const result = await repos.tutorials.remove(request.params.id, me.uid);
      if (result.kind === "not_found") throw notFound(MESSAGES.tutorialNotFound);
      if (result.kind === "forbidden") throw forbidden(MESSAGES.notOwnerDelete);
      return { acknowledged: true as const, deletedCount: result.value };
    },
  );

  /** Both review paths are one action: the server counts, never storing a client's number. */
  async function review(request: FastifyRequest, id: string): Promise<ReviewResponse> {
    const me = requireUser(request);
    const result = await repos.tutorials.review(id, me.uid);
    if (result.kind === "not_found") throw notFound(MESSAGES.tutorialNotFound);
    if (result.kind === "own") throw forbidden(MESSAGES.ownReview);
    if (result.kind === "already") throw conflict(MESSAGES.alreadyReviewed);
    return { message: REVIEW_THANKS, review: result.review };
  }
  const reviewSchema = { tags, params: idParamsSchema, response: { 200: reviewResponseSchema, ...errors } };

  app.put(
    "/tutorials/:id/review",
    {
      preValidation: signedIn,
      schema: { ...reviewSchema, description: "Review a tutorial: once per user, not your own." },
    },
    (request) => review(request, request.params.id),
  );
  app.put(
    "/tutorials/:id",
    {
      preValidation: signedIn,
      schema: {
        ...reviewSchema,
        body: reviewCountBodySchema,
        description: "The review-increase button: same rules as /review; the sent ReviewCount is ignored.",
      },
    },
    (request) => review(request, request.params.id),
  );
};
