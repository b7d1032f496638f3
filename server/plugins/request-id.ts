import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const REQUEST_ID_HEADER = "x-request-id";

/** What a caller (or a proxy in front of us) may choose as the id: short, no spaces or controls. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: keeps a sane id sent by a load balancer, so one request can be followed
 * across hops, and makes a fresh UUID otherwise (an unbounded client string would flood the logs).
 */
export function requestIdOf(raw: IncomingMessage): string {
  const sent = raw.headers[REQUEST_ID_HEADER];
  return typeof sent === "string" && ACCEPTED.test(sent) ? sent : randomUUID();
}

/** Echoes the id that every log line of this request carries, so a bug report can quote it. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
