import type { FastifyReply, FastifyRequest } from "fastify";
import { MESSAGES } from "../contract/index.js";
import { badRequest, HttpError } from "./http-error.js";

/**
 * Versions as strong validators (docs/decisions.md, Edits that never overwrite silently): a
 * tutorial's ETag is `"t<version>"`, a profile's `"p<version>"`.
 */
export type VersionPrefix = "t" | "p";

export const etagOf = (prefix: VersionPrefix, version: number): string => `"${prefix}${version}"`;

/**
 * What If-Match asks (RFC 9110 §13.1.1): nothing (no header: the write runs as without it), any
 * version (`*`), or one of a list of entity-tags. Strong comparison: a weak tag (`W/"…"`) never
 * matches, and a tag that is not one of ours matches no version.
 */
export type IfMatch = { kind: "none" } | { kind: "any" } | { kind: "versions"; versions: number[] };

export const MALFORMED_IF_MATCH = 'If-Match must be "*" or a list of entity-tags such as "t3".';
const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;

/** Reads If-Match; a header that is not `*` nor a list of entity-tags is 400. */
export function readIfMatch(request: FastifyRequest, prefix: VersionPrefix): IfMatch {
  const raw = request.headers["if-match"];
  if (raw === undefined) return { kind: "none" };
  const value = (Array.isArray(raw) ? raw.join(",") : raw).trim();
  if (value === "*") return { kind: "any" };
  const versions: number[] = [];
  const parts = value.split(",").map((part) => part.trim());
  for (const part of parts) {
    if (part === "") continue;
    const tag = ENTITY_TAG.exec(part);
    if (!tag) throw badRequest(MALFORMED_IF_MATCH);
    const opaque = tag[2] ?? "";
    const digits = opaque.slice(1);
    if (!tag[1] && opaque.startsWith(prefix) && /^\d{1,9}$/.test(digits)) versions.push(Number(digits));
  }
  if (parts.every((part) => part === "")) throw badRequest(MALFORMED_IF_MATCH);
  return { kind: "versions", versions };
}

/** The versions a write may change, or undefined for any (no If-Match, or `*`). */
export type ExpectedVersions = readonly number[] | undefined;
export const expectedVersions = (ifMatch: IfMatch): ExpectedVersions =>
  ifMatch.kind === "versions" ? ifMatch.versions : undefined;

export const preconditionFailed = () => new HttpError("PRECONDITION_FAILED", MESSAGES.editConflict);

/** Sets the ETag of what a read or a write answers. */
export function sendVersion(reply: FastifyReply, prefix: VersionPrefix, version: number): void {
  reply.header("etag", etagOf(prefix, version));
}
