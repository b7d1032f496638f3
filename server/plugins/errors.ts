import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type ErrorCode, MESSAGES } from "../../contract/index.js";
import { HttpError } from "../http-error.js";

const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: "VALIDATION",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

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
      // A route's own text (SPEC §8, e.g. 'Invalid tutorial data') leads for a bad body, followed
      // by the first reason: "Invalid tutorial data: Language is required.".
      const lead =
        err.validationContext === "body" ? request.routeOptions.config?.validationMessage : undefined;
      const message = lead ? (where ? `${lead}: ${text}` : lead) : where ? `${where}: ${text}` : text;
      return reply.status(400).send({ error: message, code: "VALIDATION", details: err.validation });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      request.log.error({ err }, "unhandled error");
      return reply.status(500).send({ error: MESSAGES.somethingWrong, code: "INTERNAL" });
    }
    const code = CODE_OF_STATUS[status] ?? "VALIDATION";
    const message =
      status === 429
        ? MESSAGES.rateLimited
        : status === 413
          ? MESSAGES.imageTooLarge
          : status === 415
            ? MESSAGES.imageUnsupported
            : err.message;
    return reply.status(status).send({ error: message, code });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: `No such endpoint: ${request.method} ${request.url.split("?")[0]}`, code: "NOT_FOUND" });
  });
});

declare module "fastify" {
  interface FastifyContextConfig {
    /** The SPEC's text for a bad body on this route (for example 'Invalid tutorial data'). */
    validationMessage?: string;
  }
}
