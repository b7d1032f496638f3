import type { FastifyRequest } from "fastify";
import { apiErrorSchema, MESSAGES } from "../../contract/index.js";
import { forbidden } from "../http-error.js";
import { requireUser } from "../plugins/session.js";
import type { ProfileAccount } from "../repositories/profiles-repository.js";

export const profileTags = ["profile"];
/** What any profile write may answer instead of its result: a bad body, signed out (401), not the owner (403). */
export const profileWriteErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Route-level `preValidation` guard of every profile write: signed out → 401 'Please login',
 * another user's uid → 403, both before the body is even validated, so a refusal says nothing
 * about the body and changes nothing.
 */
export async function ownerOnly(request: FastifyRequest): Promise<void> {
  const me = requireUser(request);
  const { uid } = request.params as { uid?: unknown };
  if (me.uid !== uid) throw forbidden(MESSAGES.notYourProfile);
}

/** The writing account, from the session only (never from the body). */
export function accountOf(request: FastifyRequest): ProfileAccount {
  const me = requireUser(request);
  return { uid: me.uid, email: me.email, name: me.name };
}
