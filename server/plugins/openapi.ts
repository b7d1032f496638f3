import { readFileSync } from "node:fs";
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { SESSION_COOKIE } from "../../contract/index.js";

/**
 * The OpenAPI 3 document, generated from the routes' zod schemas (the contract), at
 * GET /api/docs. Register before any route: @fastify/swagger collects routes as they are added.
 */
function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
    return typeof pkg.version === "string" ? pkg.version : "0.0.0";
  } catch {
    return "0.0.0";
  }
}

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "TutorNest API",
        description:
          "Find, book and review tutors. Errors are `{ error, code }`. Writes accept an " +
          "`Idempotency-Key` header. Who is calling comes from the session cookie (POST /api/jwt) " +
          "or a Firebase ID token as a Bearer token, never from the body.",
        version: packageVersion(),
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
          firebaseIdToken: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.get("/api/docs", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return app.swagger();
  });
});
