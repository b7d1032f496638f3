import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { MESSAGES } from "../../contract/index.js";

/** The one script origin besides our own. */
export const GOOGLE_API_SCRIPTS = "https://apis.google.com";

export interface SecurityOptions {
  /** Origins the PWA talks to besides its own (the identity provider). */
  identityOrigins: string[];
  /** 'sha256-…' of each inline script the shell holds (see server/inline-scripts.ts). */
  inlineScripts: string[];
  writesPerMinute: number;
  production: boolean;
}

/** Security headers with a strict CSP, and a rate limit on writes (reads are not limited). */
export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Firebase's Google sign-in loads Google's gapi loader before it opens the popup, with
        // the emulator too; without it "Sign In with Google" cannot work.
        scriptSrc: ["'self'", ...opts.inlineScripts, GOOGLE_API_SCRIPTS],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...opts.identityOrigins],
        frameSrc: ["'self'", ...opts.identityOrigins],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Google sign-in opens a popup that must be able to talk back to this window.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginEmbedderPolicy: false,
    hsts: opts.production,
  });

  await app.register(rateLimit, {
    global: true,
    max: opts.writesPerMinute,
    timeWindow: "1 minute",
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
