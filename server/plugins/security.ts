import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** The one script origin besides our own. */
export const GOOGLE_API_SCRIPTS = "https://apis.google.com";

export interface SecurityOptions {
  /** Origins the PWA talks to besides its own (the identity provider). */
  identityOrigins: string[];
  /** 'sha256-…' of each inline script the shell holds (see server/inline-scripts.ts). */
  inlineScripts: string[];
  /** PUBLIC_ORIGIN is https: HSTS and upgrade-insecure-requests (over http they would break it). */
  httpsOrigin: boolean;
}

/** Security headers with a strict CSP (rate limits are in plugins/rate-limit.ts). */
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
        ...(opts.httpsOrigin ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Google sign-in opens a popup that must be able to talk back to this window.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginEmbedderPolicy: false,
    hsts: opts.httpsOrigin,
  });
});
