import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { IDEMPOTENCY_HEADER, isSafeText, MESSAGES } from "../../contract/index.js";
import { type RequestTransaction, withRequestTransaction } from "../db/request-transaction.js";
import { badRequest } from "../http-error.js";
import type {
  IdempotencyRecord,
  IdempotencyRepository,
  IdempotencyRequest,
} from "../repositories/idempotency-repository.js";

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
/**
 * Not keyed: the session routes, and image uploads, which write no row (the file is stored under
 * its content hash, so a repeat gives the same URL) and must not hold a transaction across their
 * slow re-encoding.
 */
const EXCLUDED = new Set(["/api/jwt", "/api/logout", "/api/images"]);
const HEADER = IDEMPOTENCY_HEADER.toLowerCase();
const MAX_KEY_LENGTH = 200;
const HOUR_MS = 60 * 60 * 1000;
export const REPLAYED_HEADER = "Idempotency-Replayed";
const MISMATCH = "This Idempotency-Key was already used for a different request.";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Ends a transaction that may already be over (a failed commit) without throwing. */
const abandon = (trx: RequestTransaction, log: FastifyRequest["log"]) =>
  trx.isCommitted || trx.isRolledBack
    ? Promise.resolve()
    : trx
        .rollback()
        .execute()
        .catch((err: unknown) => log.error({ err }, "could not roll back a keyed request"));

/** The Idempotency-Key of a mutating /api call that takes one, or undefined. */
function keyOf(request: FastifyRequest): string | undefined {
  if (!MUTATING.has(request.method)) return undefined;
  const path = request.url.split("?")[0];
  if (!path.startsWith("/api/") || EXCLUDED.has(path)) return undefined;
  const raw = request.headers[HEADER];
  if (raw === undefined) return undefined;
  // A NUL or a lone surrogate cannot be stored (PostgreSQL would answer 500): refused as bad input.
  if (typeof raw !== "string" || raw.length < 1 || raw.length > MAX_KEY_LENGTH || !isSafeText(raw)) {
    throw badRequest(`${IDEMPOTENCY_HEADER} must be 1 to ${MAX_KEY_LENGTH} characters.`);
  }
  return raw;
}

/** sha256 of the parsed body as JSON with sorted keys: the same content always hashes the same. */
export function bodyHash(body: unknown): string {
  const canonical = JSON.stringify(body ?? null, (_key, value: unknown) =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
  return createHash("sha256").update(canonical).digest("hex");
}

const sameRequest = (row: IdempotencyRecord, claim: IdempotencyRequest) =>
  row.method === claim.method &&
  row.path === claim.path &&
  (row.body_hash === null || row.body_hash === claim.bodyHash);

type Attempt =
  | { kind: "mine" }
  | { kind: "replay"; row: IdempotencyRecord }
  | { kind: "mismatch" }
  | { kind: "wait" };

/**
 * A mutating call sent again with the same Idempotency-Key by the same user gets the first answer
 * back (with `Idempotency-Replayed: true`) and changes nothing; see "Exactly once" in
 * docs/decisions.md.
 *
 * The first call opens a transaction, reserves (user, key) in it with INSERT … ON CONFLICT DO
 * NOTHING, runs the route inside it (repositories join it), stores the answer in it and commits
 * before the answer leaves: effect and answer exist together or not at all. A 5xx, a 412, a 429 or
 * a failure to store the answer rolls everything back, so a retry runs again. A copy arriving meanwhile waits
 * for that commit (on the unique key in PostgreSQL, for the one connection in PGlite) and then
 * replays. A committed reservation without an answer (from before this design, or written by
 * hand) is polled for up to `waitMs`, then 409, and taken over once older than `staleSeconds`.
 * The same key with another method, path or body is 422. Keys are kept `retentionDays`.
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
  app.decorateRequest("idempotency", null);

  /** One try, in its own transaction; the caller keeps it only when the key is ours. */
  async function attempt(trx: RequestTransaction, claim: IdempotencyRequest): Promise<Attempt> {
    return withRequestTransaction(trx, async (): Promise<Attempt> => {
      if (await keys.reserve(claim)) return { kind: "mine" };
      const row = await keys.find(claim.userId, claim.key);
      // Gone since the INSERT (purged, or released by an old-style call): try again.
      if (!row) return { kind: "wait" };
      if (!sameRequest(row, claim)) return { kind: "mismatch" };
      if (row.status !== null) return { kind: "replay", row };
      if (await keys.takeOverStale(claim.userId, claim.key, staleSeconds)) return { kind: "mine" };
      return { kind: "wait" };
    });
  }

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
      bodyHash: bodyHash(request.body),
    };
    const deadline = Date.now() + waitMs;
    for (;;) {
      const trx = await keys.begin();
      const outcome = await attempt(trx, claim).catch(async (err: unknown) => {
        await abandon(trx, request.log);
        throw err;
      });
      if (outcome.kind === "mine") {
        request.idempotency = { claim, trx };
        return;
      }
      await trx.rollback().execute();
      if (outcome.kind === "mismatch") return refuse(reply, 422, MISMATCH);
      if (outcome.kind === "replay") {
        return reply
          .header(REPLAYED_HEADER, "true")
          .status(outcome.row.status ?? 200)
          .type("application/json; charset=utf-8")
          .send(outcome.row.body ?? "");
      }
      if (Date.now() >= deadline) return refuse(reply, 409, MESSAGES.idempotencyInFlight);
      await sleep(pollMs);
    }
  });

  // Callback style, so that the handler and everything it starts run inside the scope.
  app.addHook("preHandler", (request, _reply, done) => {
    const held = request.idempotency;
    if (held) withRequestTransaction(held.trx, done);
    else done();
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    const { claim, trx } = held;
    const body =
      payload === null || payload === undefined
        ? ""
        : typeof payload === "string"
          ? payload
          : Buffer.isBuffer(payload)
            ? payload.toString("utf8")
            : undefined;
    // 412 (an edit's If-Match named a version that is gone) changed nothing and is not kept
    // either: the person may send the same edit again, with the same key, on the new version.
    // Nor is a 429 (a limit, a cap): it changed nothing and passes with time or an answer, and the
    // same write sent again with its key then runs, instead of replaying the refusal for good.
    if (reply.statusCode >= 500 || reply.statusCode === 412 || reply.statusCode === 429) {
      await abandon(trx, request.log);
      return payload;
    }
    try {
      // A streamed answer cannot be kept: the effect stands, the key is dropped (a retry runs again).
      await withRequestTransaction(trx, () =>
        body === undefined
          ? keys.release(claim.userId, claim.key)
          : keys.complete(claim.userId, claim.key, reply.statusCode, body),
      );
      await trx.commit().execute();
      return payload;
    } catch (err) {
      // Neither the effect nor the answer was kept: say so, so that the caller retries.
      request.log.error({ err }, "could not commit the idempotent answer");
      await abandon(trx, request.log);
      reply.status(500).type("application/json; charset=utf-8");
      return JSON.stringify({ error: MESSAGES.somethingWrong, code: "INTERNAL" });
    }
  });

  // A call that ended without an answer (aborted, stream failure) must not hold its transaction.
  app.addHook("onResponse", async (request) => {
    const held = request.idempotency;
    if (!held) return;
    request.idempotency = null;
    await abandon(held.trx, request.log);
  });
});

function refuse(reply: FastifyReply, status: 409 | 422, error: string): FastifyReply {
  const code = status === 409 ? "CONFLICT" : "VALIDATION";
  return reply.status(status).type("application/json; charset=utf-8").send(JSON.stringify({ error, code }));
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set while this request holds an Idempotency-Key in an open transaction, until its answer. */
    idempotency: { claim: IdempotencyRequest; trx: RequestTransaction } | null;
  }
}
