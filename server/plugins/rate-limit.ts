import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { MESSAGES } from "../../contract/index.js";
import { rateLimitRedis } from "../rate-limit-redis.js";

export interface RateLimitPluginOptions {
  writesPerMinute: number;
  /** Counts in Redis, shared by every instance; unset = in this process's memory. */
  redisUrl: string | undefined;
  nameSpace: string;
  /** How long a Redis count may take before the request is counted in this process. */
  redisTimeoutMs: number;
}

/**
 * A limit on writes per user (per IP when signed out); reads are not limited, except where a route
 * sets its own (`config.rateLimit`). Route limits are children of the same store, so with Redis
 * they are shared by every instance too.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: RateLimitPluginOptions) => {
  const redis = opts.redisUrl
    ? rateLimitRedis(opts.redisUrl, opts.nameSpace, app.log, opts.redisTimeoutMs)
    : undefined;
  if (redis) {
    app.addHook("onClose", () => redis.close());
    // The first requests are counted in Redis too; when it is away the app starts anyway and
    // counts in this process until it answers.
    await redis.firstConnection();
  }

  await app.register(rateLimit, {
    global: true,
    max: opts.writesPerMinute,
    timeWindow: "1 minute",
    // Never served without a limit: while Redis is away the store counts in this process.
    ...(redis ? { store: redis.store } : {}),
    // Reads are cheap and cached by the PWA; limit what changes state.
    allowList: (request) => request.method === "GET" || request.method === "HEAD",
    keyGenerator: (request) => request.user?.uid ?? request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: MESSAGES.rateLimited,
      code: "RATE_LIMITED",
      retryAfter: context.after,
    }),
  });
});
