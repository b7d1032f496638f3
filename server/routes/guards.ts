import type { FastifyRequest } from "fastify";
import { requireUser } from "../plugins/session.js";

/**
 * Route-level `preValidation` guard: a signed-out caller gets 401 before the body is looked at,
 * so a refusal never depends on what was sent.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
