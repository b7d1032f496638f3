import { randomBytes } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { EXPECTED_USER_HEADER, MESSAGES, SESSION_COOKIE, type SessionUser } from "../../contract/index.js";
import type { IdentityVerifier } from "../auth/identity.js";
import { cookieMaxAge, judgeSession } from "../auth/session-times.js";
import type { SessionClaim, SessionTokens } from "../auth/session-token.js";
import type { SessionTimes } from "../config.js";
import { unauthenticated } from "../http-error.js";
import type { SessionRecord, SessionsRepository } from "../repositories/sessions-repository.js";

export interface SessionOptions {
  tokens: SessionTokens;
  verifier: IdentityVerifier;
  sessions: SessionsRepository;
  times: SessionTimes;
  secureCookie: boolean;
}

const EXPECTED_USER = EXPECTED_USER_HEADER.toLowerCase();
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Who is calling: the session cookie (backed by a row in `sessions`, so it can be ended), or a
 * Bearer ID token from the identity provider. Never the request body.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionOptions) => {
  const { tokens, verifier, sessions, times } = opts;
  await app.register(cookie);
  app.decorateRequest("user", null);

  const cookieOptions = (maxAge: number) =>
    ({ httpOnly: true, sameSite: "lax", secure: opts.secureCookie, path: "/api", maxAge }) as const;
  const claimOf = (request: FastifyRequest): Promise<SessionClaim | null> => {
    const value = request.cookies[SESSION_COOKIE];
    return value ? tokens.verify(value) : Promise.resolve(null);
  };

  let lastPurge = 0;
  async function purge(): Promise<void> {
    lastPurge = Date.now();
    try {
      const removed = await sessions.purge(new Date(Date.now() - times.idleSeconds * 1000));
      if (removed) app.log.info({ removed }, "purged ended sessions");
    } catch (err) {
      app.log.warn({ err }, "could not purge ended sessions");
    }
  }
  app.addHook("onReady", purge);

  /**
   * The due identity check of a session (every `checkEverySeconds`): whether the provider still
   * vouches for its account; a session of an account deleted, disabled or revoked since is ended.
   */
  async function providerStillVouches(
    row: SessionRecord,
    uid: string,
    now: Date,
    request: FastifyRequest,
  ): Promise<boolean> {
    const since = Math.floor(row.created_at.getTime() / 1000);
    // An unreachable provider must not sign everyone out: try again at the next interval.
    const active = await verifier.isAccountActive(uid, since).catch((err: unknown) => {
      request.log.warn({ err }, "could not check the account with the identity provider");
      return true;
    });
    if (!active) await sessions.revoke(row.id, now);
    return active;
  }

  /** The cookie's session, if it is alive; renewed (and checked with the provider) when due. */
  async function sessionUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> {
    const claim = await claimOf(request);
    if (!claim) return null;
    const now = new Date();
    const row = await sessions.find(claim.sessionId);
    const verdict = judgeSession(row, claim.user.uid, now, times);
    if (!row || !verdict.alive) return null;
    if (!verdict.renew) return claim.user;
    // Only the request that moves last_seen_at on renews, so concurrent ones check once.
    const won = await sessions.renew(row.id, row.last_seen_at, now, verdict.check ? now : undefined);
    if (!won) return claim.user;
    if (verdict.check && !(await providerStillVouches(row, claim.user.uid, now, request))) return null;
    reply.setCookie(
      SESSION_COOKIE,
      request.cookies[SESSION_COOKIE] ?? "",
      cookieOptions(cookieMaxAge(row.created_at, now, times)),
    );
    return claim.user;
  }

  const bearerOf = (request: FastifyRequest) =>
    /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];

  app.addHook("onRequest", async (request, reply) => {
    if (Date.now() - lastPurge > PURGE_EVERY_MS) void purge();
    const bearer = bearerOf(request);
    request.user = bearer
      ? await verifier.verifyIdToken(bearer).catch(() => null)
      : await sessionUser(request, reply);
    // A queued write made by one person must never run as another who signed in since.
    const expected = request.headers[EXPECTED_USER];
    if (expected !== undefined && expected !== request.user?.uid) {
      throw unauthenticated(MESSAGES.otherUserSignedIn);
    }
  });

  // A long-lived answer (GET /api/events) asks again now and then: a logout elsewhere, the
  // session's end, or an account the identity provider no longer vouches for must end it too.
  // The provider is asked when due, as for any request; the session is not renewed (an open
  // stream is not a use), only its check is recorded (docs/decisions.md, Live notifications).
  app.decorate("stillSignedIn", async (request: FastifyRequest): Promise<boolean> => {
    const uid = request.user?.uid;
    if (!uid) return false;
    const bearer = bearerOf(request);
    if (bearer) return (await verifier.verifyIdToken(bearer).catch(() => null))?.uid === uid;
    const claim = await claimOf(request);
    if (!claim) return false;
    const now = new Date();
    const row = await sessions.find(claim.sessionId);
    const verdict = judgeSession(row, uid, now, times);
    if (!row || !verdict.alive) return false;
    // Only the caller that moves checked_at on asks, so a person's concurrent streams ask once.
    if (!verdict.check || !(await sessions.markChecked(row.id, row.checked_at, now))) return true;
    return providerStillVouches(row, uid, now, request);
  });

  app.decorateReply("startSession", async function (this: FastifyReply, user: SessionUser) {
    const now = new Date();
    const previous = await claimOf(this.request);
    const row = previous ? await sessions.find(previous.sessionId) : undefined;
    let id: string;
    let createdAt: Date;
    if (row && judgeSession(row, user.uid, now, times).alive) {
      // The same person's live session is kept: the app asks again at every page load, and
      // requests already under way with this cookie (the live notifications stream) must not be
      // refused. The provider has just vouched for the account, so that check is renewed too.
      await sessions.renew(row.id, row.last_seen_at, now, now);
      id = row.id;
      createdAt = row.created_at;
    } else {
      // Another person's (or a dead) session is replaced, instead of being left alive.
      if (previous) await sessions.revoke(previous.sessionId, now);
      id = randomBytes(32).toString("base64url");
      createdAt = now;
      await sessions.create(id, user.uid, now);
    }
    // Signed again either way: the name or picture in it may have changed.
    const token = await tokens.sign(user, id, new Date(createdAt.getTime() + times.maxSeconds * 1000));
    this.setCookie(SESSION_COOKIE, token, cookieOptions(cookieMaxAge(createdAt, now, times)));
  });
  app.decorateReply("endSession", async function (this: FastifyReply) {
    const claim = await claimOf(this.request);
    if (claim) await sessions.revoke(claim.sessionId, new Date());
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
  interface FastifyInstance {
    /** Whether the caller of `request` is still signed in now (session not ended, token valid). */
    stillSignedIn(request: FastifyRequest): Promise<boolean>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyReply {
    startSession(user: SessionUser): Promise<void>;
    /** Revokes the session of the request's cookie, if any, and clears the cookie. */
    endSession(): Promise<void>;
  }
}
