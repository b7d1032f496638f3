import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import { apiErrorSchema } from "../../contract/index.js";
import type { Db } from "../db/connect.js";

/** The load balancer's questions (docs/deploy.md); nothing in the PWA calls them. */
const healthSchema = z.object({ status: z.literal("ok") });
const readySchema = z.object({ status: z.literal("ready") });

export const SHUTTING_DOWN = "The server is shutting down.";
export const DATABASE_UNREACHABLE = "The database cannot be reached.";

/** How a stopping server says so before it stops listening (set by server/main.ts at SIGTERM). */
export interface Lifecycle {
  closing: boolean;
}

export interface HealthRoutesOptions {
  db: Db;
  lifecycle: Lifecycle;
  /** Longest the readiness check waits for `SELECT 1`. */
  readyTimeoutMs?: number;
}

/** Resolves true when `SELECT 1` answers within `ms`, false on any error or after `ms`. */
async function databaseAnswers(db: Db, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const probe = sql`SELECT 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /health: alive, answered from memory (never the database nor the identity provider, so a
 * slow database does not get every instance killed), 503 once shutting down so that the load
 * balancer stops sending new requests. GET /ready: the database answers. Not rate limited
 * (GET is outside the write limit, and the route opts out of any other), never cached.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, opts) => {
  const timeoutMs = opts.readyTimeoutMs ?? 2_000;
  const common = { rateLimit: false } as const;

  app.get(
    "/health",
    {
      config: common,
      schema: {
        tags: ["health"],
        description: "Liveness, from memory: 200 while serving, 503 once the server is shutting down.",
        response: { 200: healthSchema, 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      if (opts.lifecycle.closing)
        return reply.status(503).send({ error: SHUTTING_DOWN, code: "UNAVAILABLE" });
      return { status: "ok" as const };
    },
  );

  app.get(
    "/ready",
    {
      config: common,
      schema: {
        tags: ["health"],
        description: `Readiness: the database answers \`SELECT 1\` within ${timeoutMs} ms (503 otherwise, and while shutting down).`,
        response: { 200: readySchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      if (opts.lifecycle.closing)
        return reply.status(503).send({ error: SHUTTING_DOWN, code: "UNAVAILABLE" });
      if (!(await databaseAnswers(opts.db, timeoutMs))) {
        request.log.warn("readiness: the database did not answer");
        return reply.status(503).send({ error: DATABASE_UNREACHABLE, code: "UNAVAILABLE" });
      }
      return { status: "ready" as const };
    },
  );
};

declare module "fastify" {
  interface FastifyInstance {
    /** Shared with server/main.ts, which sets `closing` at SIGTERM. */
    lifecycle: Lifecycle;
  }
}
