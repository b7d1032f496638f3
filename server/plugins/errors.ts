import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { errorCodeOf, MESSAGES } from "../../contract/index.js";
import { isQueryTimeout } from "../db/connect.js";
import { HttpError } from "../http-error.js";
import { REQUEST_ID_HEADER } from "./request-id.js";

/** Texts for refusals that Fastify or a plugin raise before any route runs. */
const REQUEST_TOO_LARGE = "The request is too large.";
const UNSUPPORTED_CONTENT_TYPE = "This content type is not accepted here.";

/**
 * A plugin's own text is for developers ("reach parts limit"): say it for people. Only an
 * uploaded file over UPLOAD_MAX_BYTES is "the image"; a JSON body over the limit is not.
 */
function messageOf(err: FastifyError, status: number): string {
  if (status === 429) return MESSAGES.rateLimited;
  if (status === 413)
    return err.code === "FST_REQ_FILE_TOO_LARGE" ? MESSAGES.imageTooLarge : REQUEST_TOO_LARGE;
  if (status === 415) return UNSUPPORTED_CONTENT_TYPE;
  return err.message;
}

/** The one error handler: every failure leaves as `{ error, code }`, never with a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ error: err.message, code: err.code });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath ? first.instancePath.replace(/^\//, "").replaceAll("/", ".") : "";
      const text = first?.message ?? "Invalid request";
      // A route's own text (see docs/product.md, Messages; e.g. 'Invalid tutorial data') leads for a bad body, followed
      // by the first reason: "Invalid tutorial data: Language is required.".
      const lead =
        err.validationContext === "body" ? request.routeOptions.config?.validationMessage : undefined;
      const message = lead ? (where ? `${lead}: ${text}` : lead) : where ? `${where}: ${text}` : text;
      return reply.status(400).send({ error: message, code: "VALIDATION", details: err.validation });
    }
    // A statement past the database's statement_timeout: the server is overloaded, not broken.
    if (isQueryTimeout(err)) {
      request.log.warn({ err }, "statement timeout");
      return reply.status(503).send({ error: MESSAGES.unavailable, code: "UNAVAILABLE" });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      request.log.error({ err }, "unhandled error");
      return reply.status(500).send({ error: MESSAGES.somethingWrong, code: "INTERNAL" });
    }
    const code = errorCodeOf(status) ?? "VALIDATION";
    return reply.status(status).send({ error: messageOf(err, status), code });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: `No such endpoint: ${request.method} ${request.url.split("?")[0]}`, code: "NOT_FOUND" });
  });
});

declare module "fastify" {
  interface FastifyContextConfig {
    /** The product's text (docs/product.md, Messages) for a bad body on this route (for example 'Invalid tutorial data'). */
    validationMessage?: string;
  }
}

/**
 * Fastify's `frameworkErrors`: a path the router cannot even read (broken percent-encoding, a
 * parameter over `maxParamLength`) is bad input like any other, so 400 in the one error shape.
 * No hook has run for it, so the headers a JSON answer needs are set here.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const error =
    err.code === "FST_ERR_MAX_PARAM_LENGTH" ? "The address is too long." : "The address is not valid.";
  reply
    .header(REQUEST_ID_HEADER, request.id)
    .header("content-security-policy", "default-src 'none'; frame-ancestors 'none'")
    .header("x-content-type-options", "nosniff")
    .status(400)
    .send({ error, code: "VALIDATION" });
}
