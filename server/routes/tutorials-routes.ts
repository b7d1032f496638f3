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
  MAX_RATING_FILTER,
  MAX_SEARCH_RESULTS,
  MAX_TUTORIALS_PER_USER,
  MESSAGES,
  MIN_RATING_FILTER,
  suitingHoursOf,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  tutorialSchema,
  updateTutorialBodySchema,
} from "../../contract/index.js";
import { badRequest, forbidden, notFound } from "../http-error.js";
import { expectedVersions, preconditionFailed, readIfMatch, sendVersion } from "../if-match.js";
import type { Clock } from "../lessons/clock.js";
import { suitingMaskNow } from "../lessons/free-hours.js";
import type { ListingBudget } from "../listing-limit.js";
import { requireUser } from "../plugins/session.js";
import type { Repositories } from "../repositories/index.js";
import { searchTooDeep, toTutorial } from "../repositories/tutorials-repository.js";
import { WRITE_ERRORS } from "./error-answers.js";
import { signedIn } from "./guards.js";

const errors = WRITE_ERRORS;
/** An edit's answers: as any write's, and 412 when its If-Match names a version that is gone. */
const editErrors = { ...errors, 412: apiErrorSchema };
const tags = ["tutorials"];

export interface TutorialsRoutesOptions {
  repos: Repositories;
  /** Per IP on GET /tutorials, shared with the list pages' HTML (server/listing-limit.ts). */
  listing: ListingBudget;
  /** "Now" of the hours that suit: the next 14 days from it. */
  clock: Clock;
}

/** A search is a request with a non-blank `q` (read before validation: the limit runs first). */
function isSearch(request: FastifyRequest): boolean {
  const q = (request.query as { q?: unknown } | undefined)?.q;
  return q !== undefined && String(q).trim() !== "";
}

export const SEARCH_TOO_DEEP = `A search shows at most its first ${MAX_SEARCH_RESULTS} results. Please narrow it down.`;
export const TOO_MANY_TUTORIALS = `You can post at most ${MAX_TUTORIALS_PER_USER} tutorials. Delete one to post another.`;

/** The tutorials domain: listing, posting, owner-only edit/delete, reviews are in reviews-routes.ts. */
export const tutorialsRoutes: FastifyPluginAsyncZod<TutorialsRoutesOptions> = async (
  app,
  { repos, listing, clock },
) => {
  app.get(
    "/tutorials",
    {
      // Reads are not limited elsewhere; this route is, per IP, searches far more tightly, in a
      // budget the list pages' HTML spends too (the plugin's own route limit would be this route's alone).
      config: { rateLimit: false },
      onRequest: (request, reply) => listing.enforce(request, reply, isSearch(request) ? "search" : "page"),
      schema: {
        tags,
        description:
          "Filtered, sorted and paged on the server; all filters combine by AND. `minPrice` and " +
          "`maxPrice`: price at least / at most (numbers ≥ 0, minPrice ≤ maxPrice). `minRating`: " +
          `rating at least this (${MIN_RATING_FILTER}–${MAX_RATING_FILTER}, one decimal); tutorials without stars do not match. ` +
          "`sort`: `newest` (default), `price` (lowest first), `-price` (highest first) or `rating` " +
          "(highest rating first, then more ratings, tutorials without stars last); ties newest first " +
          "(created_at, then id), so paging is stable. " +
          "`days` (ISO weekdays 1–7, comma separated), `from`, `to` (HH:MM, `to` may be 24:00) and `tz` " +
          "(IANA, required with any of them): the tutor has a free 60-minute slot in the next 14 days " +
          "starting on one of the days at a wall-clock time in [from, to) in tz. " +
          `The total of matches is in ${TOTAL_COUNT_HEADER}; ` +
          `a \`q\` search and a price, rating or hours filter count at most ${MAX_SEARCH_RESULTS} matches ` +
          `(${TOTAL_COUNT_CAPPED_HEADER}: true when there are more); a search pages no deeper ` +
          `(offset ≤ ${MAX_SEARCH_RESULTS}).`,
        querystring: listTutorialsQuerySchema,
        response: { 200: z.array(tutorialSchema), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (searchTooDeep(request.query)) throw badRequest(SEARCH_TOO_DEEP);
      const hours = suitingHoursOf(request.query);
      const suiting = hours ? suitingMaskNow(hours, clock()) : undefined;
      const { items, total, capped } = await repos.tutorials.list({ ...request.query, suiting });
      reply.header(TOTAL_COUNT_HEADER, String(total));
      if (capped) reply.header(TOTAL_COUNT_CAPPED_HEADER, "true");
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
      if (!created) throw badRequest(TOO_MANY_TUTORIALS);
      return reply.status(201).send({ acknowledged: true as const, insertedId: created._id });
    },
  );

  app.get(
    "/tutorials/:id",
    {
      schema: {
        tags,
        description:
          'The tutorial, with its ETag (`"t<version>"`, changed by every edit of its fields, not by ' +
          "reviews): send it back as If-Match with an edit.",
        params: idParamsSchema,
        response: { 200: tutorialSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await repos.tutorials.findRow(request.params.id);
      if (!row) throw notFound(MESSAGES.tutorialNotFound);
      sendVersion(reply, "t", row.version);
      return toTutorial(row);
    },
  );

  app.put(
    "/tutorials/update/:id",
    {
      preValidation: signedIn,
      config: { validationMessage: MESSAGES.invalidTutorial },
      schema: {
        tags,
        description:
          "Edit image, language, price and description; owner only. With If-Match (the ETag of " +
          "GET /tutorials/{id}), 412 when the tutorial was edited meanwhile, changing nothing; " +
          "without it, the edit applies whatever the version. Answers the new ETag.",
        params: idParamsSchema,
        body: updateTutorialBodySchema,
        response: { 200: tutorialSchema, ...editErrors },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const versions = expectedVersions(readIfMatch(request, "t"));
      const result = await repos.tutorials.update(request.params.id, me.uid, request.body, versions);
      if (result.kind === "not_found") throw notFound(MESSAGES.tutorialNotFound);
      if (result.kind === "forbidden") throw forbidden(MESSAGES.notOwnerEdit);
      if (result.kind === "stale") throw preconditionFailed();
      sendVersion(reply, "t", result.version);
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
};
