import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  clientConfigSchema,
  jwtBodySchema,
  jwtResponseSchema,
} from "../../contract/index.js";
import { unauthenticated } from "../http-error.js";

export interface AuthRoutesOptions {
  clientConfig: z.infer<typeof clientConfigSchema>;
  authRateLimit: number;
}

/** Sign-in exchange: a verified ID token becomes an httpOnly session cookie (see docs/decisions.md, Identity and session). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  app.get(
    "/config",
    { schema: { tags: ["auth"], response: { 200: clientConfigSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return opts.clientConfig;
    },
  );

  app.post(
    "/jwt",
    {
      config: { rateLimit: { max: opts.authRateLimit, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        description:
          "Exchange a Firebase ID token (Authorization: Bearer) for a session cookie. The token is " +
          "checked for revocation (deleted or disabled account, revoked tokens). The session of the " +
          "cookie the request came with is kept if it is the same person's and alive, and ended otherwise.",
        body: jwtBodySchema.nullish(),
        response: { 200: jwtResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const hasBearer = /^Bearer .+/.test(request.headers.authorization ?? "");
      if (!hasBearer || !request.user) throw unauthenticated("A valid sign-in token is required.");
      await reply.startSession(request.user);
      return { success: true as const, user: request.user };
    },
  );

  app.post(
    "/logout",
    {
      schema: {
        tags: ["auth"],
        description: "Ends the session of the cookie the request came with (on the server too), if any.",
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (_request, reply) => {
      await reply.endSession();
      return { success: true as const };
    },
  );

  app.get(
    "/session",
    { schema: { tags: ["auth"], response: { 200: jwtResponseSchema, 401: apiErrorSchema } } },
    async (request) => {
      if (!request.user) throw unauthenticated();
      return { success: true as const, user: request.user };
    },
  );
};
