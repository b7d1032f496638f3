import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MESSAGES } from "../contract/index.js";
import { HttpError } from "./http-error.js";

/** Per address per minute: searches (with `q`) cost rows, plain pages an index. */
export interface ListingLimits {
  searchesPerMinute: number;
  pagesPerMinute: number;
}

export type ListingKind = "search" | "page";

/**
 * One budget per address for reading lists of tutorials, whoever reads them: `GET /api/tutorials`
 * and the HTML of Find Tutors and the category pages, which carries the same answer
 * (docs/decisions.md, "Cheap to ask, costly to answer: limits"). One counter per kind, kept in
 * the rate-limit plugin's store (Redis when configured), so the API and the pages spend the same
 * budget on every instance.
 */
export interface ListingBudget {
  /** Counts one read; false once the address is over its budget for this minute. */
  spend(request: FastifyRequest, kind: ListingKind): Promise<boolean>;
  /** The API's guard: counts one read, and refuses it with 429 past the budget. */
  enforce(request: FastifyRequest, reply: FastifyReply, kind: ListingKind): Promise<void>;
}

/** Needs the rate-limit plugin registered on `app` (server/plugins/rate-limit.ts). */
export function listingBudget(app: FastifyInstance, limits: ListingLimits): ListingBudget {
  const limiter = (kind: ListingKind, max: number) =>
    app.createRateLimit({
      timeWindow: "1 minute",
      max,
      // Reads are let through by the plugin's global rule; these are counted.
      allowList: () => false,
      keyGenerator: (request) => `listing-${kind}:${request.ip}`,
    });
  const limiters = {
    search: limiter("search", limits.searchesPerMinute),
    page: limiter("page", limits.pagesPerMinute),
  };
  return {
    async spend(request, kind) {
      const result = await limiters[kind](request);
      return result.isAllowed || !result.isExceeded;
    },
    async enforce(request, reply, kind) {
      const result = await limiters[kind](request);
      if (result.isAllowed) return;
      reply.header("x-ratelimit-limit", result.max);
      reply.header("x-ratelimit-remaining", result.remaining);
      reply.header("x-ratelimit-reset", result.ttlInSeconds);
      if (!result.isExceeded) return;
      reply.header("retry-after", result.ttlInSeconds);
      throw new HttpError("RATE_LIMITED", MESSAGES.rateLimited);
    },
  };
}
