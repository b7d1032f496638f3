import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { MESSAGES } from "../../contract/index.js";
import { forbidden } from "../http-error.js";

export interface SameOriginOptions {
  /** PUBLIC_ORIGIN: when set, the only origin whose writes are accepted. */
  publicOrigin: string | undefined;
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** What a browser says of a request made by a page of another origin (same-site: another port or subdomain). */
const ANOTHER_SITE = new Set(["cross-site", "same-site"]);

const originOf = (text: string): string | undefined => {
  try {
    const origin = new URL(text).origin;
    // An opaque origin ("null", a file: or data: page) is never ours.
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
};

/**
 * The app's own origin for this request: PUBLIC_ORIGIN when set, else the scheme and host it was
 * reached by (X-Forwarded-Proto and X-Forwarded-Host count only from a proxy TRUST_PROXY names).
 */
export function ownOrigin(request: FastifyRequest, publicOrigin: string | undefined): string | undefined {
  if (publicOrigin) return publicOrigin;
  if (!request.protocol || !request.host) return undefined;
  return originOf(`${request.protocol}://${request.host}`);
}

/** True when the browser says a page of another origin sent this request. */
function sentFromElsewhere(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string" && ANOTHER_SITE.has(site.trim().toLowerCase())) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const own = ownOrigin(request, publicOrigin);
  return own === undefined || originOf(origin) !== own;
}

/**
 * Writes only from the app's own pages (docs/decisions.md, "Writes from other sites"): a POST, PUT,
 * PATCH or DELETE whose Origin is another origin, or whose Sec-Fetch-Site says another site, is a
 * 403 before the session is read or anything counted. A request with neither header (curl, a
 * server, a test's inject) is not a browser's cross-site request and goes on.
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance, opts: SameOriginOptions) => {
  app.addHook("onRequest", async (request) => {
    if (!WRITES.has(request.method)) return;
    if (sentFromElsewhere(request, opts.publicOrigin)) throw forbidden(MESSAGES.otherSiteWrite);
  });
});
