import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { MESSAGES, SESSION_COOKIE, type SessionUser } from "../../contract/index.js";
import type { IdentityVerifier } from "../auth/identity.js";
import { SESSION_TTL_SECONDS, type SessionTokens } from "../auth/session-token.js";
import { unauthenticated } from "../http-error.js";

export interface SessionOptions {
  tokens: SessionTokens;
  verifier: IdentityVerifier;
  secureCookie: boolean;
}

/**
 * Who is calling: the session cookie, or a Bearer ID token from the identity provider.
 * Never the request body.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionOptions) => {
  await app.register(cookie);
  app.decorateRequest("user", null);

  app.addHook("onRequest", async (request) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (bearer) {
      request.user = await opts.verifier.verifyIdToken(bearer).catch(() => null);
      return;
    }
    const value = request.cookies[SESSION_COOKIE];
    if (value) request.user = await opts.tokens.verify(value);
  });

  app.decorateReply("startSession", async function (this: FastifyReply, user: SessionUser) {
    const token = await opts.tokens.sign(user);
    this.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: "lax",
      secure: opts.secureCookie,
      path: "/api",
      maxAge: SESSION_TTL_SECONDS,
    });
  });
  app.decorateReply("endSession", function (this: FastifyReply) {
    this.clearCookie(SESSION_COOKIE, {
      path: "/api",
      httpOnly: true,
      sameSite: "lax",
      secure: opts.secureCookie,
    });
  });
});

/** The signed-in caller, or a 401 'Please login'. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated(MESSAGES.loginRequired);
  return request.user;
}

declare module "fastify" {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyReply {
    startSession(user: SessionUser): Promise<void>;
    endSession(): void;
  }
}
