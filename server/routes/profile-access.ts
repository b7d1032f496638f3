import type { FastifyReply, FastifyRequest } from "fastify";
import type { Profile } from "../../contract/index.js";
import { apiErrorSchema, MESSAGES } from "../../contract/index.js";
import { forbidden, notFound } from "../http-error.js";
import {
  type ExpectedVersions,
  expectedVersions,
  preconditionFailed,
  readIfMatch,
  sendVersion,
} from "../if-match.js";
import { requireUser } from "../plugins/session.js";
import { type ProfileAccount, StaleVersion, type Versioned } from "../repositories/profiles-repository.js";

export const profileTags = ["profile"];
/**
 * What any profile write may answer instead of its result: a bad body or If-Match (400), signed
 * out (401), not the owner (403), its If-Match names a version that is gone (412).
 */
export const profileWriteErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  412: apiErrorSchema,
};

/**
 * Runs a profile write with the versions its If-Match allows (docs/decisions.md, Edits that never
 * overwrite silently): 412 when the profile changed meanwhile (nothing kept), else the answer
 * with the profile's new ETag. Called after ownerOnly: another person's write is 403 first.
 */
export async function versionedWrite<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  write: (versions: ExpectedVersions) => Promise<Versioned<T>>,
): Promise<T> {
  const versions = expectedVersions(readIfMatch(request, "p"));
  try {
    const { value, version } = await write(versions);
    sendVersion(reply, "p", version);
    return value;
  } catch (err) {
    if (err instanceof StaleVersion) throw preconditionFailed();
    throw err;
  }
}

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

/** A profile read: its value with its ETag, or 404 for an account without one. */
export function sendProfile(reply: FastifyReply, profile: Versioned<Profile> | null | undefined): Profile {
  if (!profile) throw notFound(MESSAGES.profileNotFound);
  sendVersion(reply, "p", profile.version);
  return profile.value;
}
