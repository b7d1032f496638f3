import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { IDEMPOTENCY_HEADER, MESSAGES } from "../../contract/index.js";
import { badRequest } from "../http-error.js";
import type { IdempotencyRepository, IdempotencyRequest } from "../repositories/idempotency-repository.js";

export interface IdempotencyOptions {
  keys: IdempotencyRepository;
  /** How long a repeat waits for the first call to finish before answering 409. */
  waitMs?: number;
  pollMs?: number;
  /** A reservation without an answer after this long belongs to a call that died. */
  staleSeconds?: number;
  retentionDays?: number;
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const EXCLUDED = new Set(["/api/jwt", "/api/logout"]);
const HEADER = IDEMPOTENCY_HEADER.toLowerCase();
const MAX_KEY_LENGTH = 200;
const HOUR_MS = 60 * 60 * 1000;
export const REPLAYED_HEADER = "Idempotency-Replayed";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Idempotency-Key of a mutating /api call that takes one, or undefined. */
function keyOf(request: FastifyRequest): string | undefined {
  if (!MUTATING.has(request.method)) return undefined;
  const path = request.url.split("?")[0];
  if (!path.startsWith("/api/") || EXCLUDED.has(path)) return undefined;
  const raw = request.headers[HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== "string" || raw.length < 1 || raw.length > MAX_KEY_LENGTH) {
    throw badRequest(`${IDEMPOTENCY_HEADER} must be 1 to ${MAX_KEY_LENGTH} characters.`);
  }
  return raw;
}

/**
 * DESIGN §3 Idempotency: a mutating call sent again with the same Idempotency-Key by the same
 * user gets the first answer back (with `Idempotency-Replayed: true`) and changes nothing.
 *
 * The first call reserves (user, key) with INSERT … ON CONFLICT DO NOTHING, runs, and stores its
 * status and body. A repeat that finds the reservation still running polls for up to `waitMs`,
 * then answers 409. A key reused for another method or path is refused with 422. Answers with
 * status ≥ 500 are not kept (the reservation is released so a retry runs again). Keys are kept
 * `retentionDays` and purged at start-up and then at most hourly.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: IdempotencyOptions) => {
  const { keys } = opts;
  const waitMs = opts.waitMs ?? 5_000;
  const pollMs = opts.pollMs ?? 100;
  const staleSeconds = opts.staleSeconds ?? 60;
  const retentionDays = opts.retentionDays ?? 7;

  let lastPurge = 0;
  async function purge(): Promise<void> {
    lastPurge = Date.now();
    try {
      const removed = await keys.purge(retentionDays);
      if (removed) app.log.info({ removed }, "purged old idempotency keys");
    } catch (err) {
      app.log.warn({ err }, "could not purge idempotency keys");
    }
  }
  app.addHook("onReady", purge);
  app.decorateRequest("idempotencyClaim", null);

  // The header's shape is checked before anything else runs.
  app.addHook("onRequest", async (request) => {
    keyOf(request);
  });

  app.addHook("preHandler", async (request, reply) => {
    const key = keyOf(request);
    if (!key || !request.user || !request.routeOptions.url) return;
    if (Date.now() - lastPurge > HOUR_MS) void purge();
    const claim: IdempotencyRequest = {
      userId: request.user.uid,
      key,
      method: request.method,
      path: request.url.split("?")[0],
    };
    const deadline = Date.now() + waitMs;
    for (;;) {
      if (await keys.reserve(claim)) break;
      const row = await keys.find(claim.userId, key);
      if (!row) {
        // Released by a failed first call meanwhile: try to reserve it again.
        if (Date.now() >= deadline) return refuse(reply, 409, MESSAGES.idempotencyInFlight);
        continue;
      }
      if (row.method !== claim.method || row.path !== claim.path) {
        return refuse(reply, 422, "This Idempotency-Key was already used for a different request.");
      }
      if (row.status !== null) {
        return reply
          .header(REPLAYED_HEADER, "true")
          .status(row.status)
          .type("application/json; charset=utf-8")
          .send(row.body ?? "");
      }
      if (await keys.takeOverStale(claim.userId, key, staleSeconds)) break;
      if (Date.now() >= deadline) return refuse(reply, 409, MESSAGES.idempotencyInFlight);
      await sleep(pollMs);
    }
    request.idempotencyClaim = claim;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const body =
      payload === null || payload === undefined
        ? ""
        : typeof payload === "string"
          ? payload
          : Buffer.isBuffer(payload)
            ? payload.toString("utf8")
            : undefined;
    try {
      if (reply.statusCode >= 500 || body === undefined) await keys.release(claim.userId, claim.key);
      else await keys.complete(claim.userId, claim.key, reply.statusCode, body);
    } catch (err) {
      request.log.error({ err }, "could not record the idempotent answer");
    }
    return payload;
  });

  // A call that ended without an answer (aborted, stream failure) must not block its retries.
  app.addHook("onResponse", async (request) => {
    const claim = request.idempotencyClaim;
    if (!claim) return;
    request.idempotencyClaim = null;
    await keys.release(claim.userId, claim.key).catch(() => {});
  });
});

function refuse(reply: FastifyReply, status: 409 | 422, error: string): FastifyReply {
  const code = status === 409 ? "CONFLICT" : "VALIDATION";
  return reply.status(status).type("application/json; charset=utf-8").send(JSON.stringify({ error, code }));
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set while this request holds an Idempotency-Key reservation whose answer is not stored yet. */
    idempotencyClaim: IdempotencyRequest | null;
  }
}
