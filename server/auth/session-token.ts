import { jwtVerify, SignJWT } from "jose";
import { type SessionUser, sessionUserSchema } from "../../contract/index.js";

/** What a session cookie says: who, and which server-side session row (docs/decisions.md). */
export interface SessionClaim {
  user: SessionUser;
  sessionId: string;
}

/**
 * The session cookie's value: a signed token naming the user and the session row. The row decides
 * whether the session is still alive; the signature only proves the cookie is ours.
 */
/**
 * Tokens already verified, kept so that a person's next requests skip the signature check (it
 * costs more than the rest of reading a request). Only good tokens enter, each until it expires;
 * the oldest leaves first once there are this many.
 */
const VERIFIED_KEPT = 10_000;

export function sessionTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { claim: SessionClaim; expiresAtMs: number }>();

  function remember(token: string, claim: SessionClaim, exp: number | undefined): void {
    if (exp === undefined) return;
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claim, expiresAtMs: exp * 1000 });
  }

  return {
    async sign(user: SessionUser, sessionId: string, expiresAt: Date): Promise<string> {
      return new SignJWT({ email: user.email, name: user.name, picture: user.picture, sid: sessionId })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(user.uid)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token: string): Promise<SessionClaim | null> {
      const kept = verified.get(token);
      if (kept && kept.expiresAtMs > Date.now()) return kept.claim;
      if (kept) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        if (typeof payload.sid !== "string" || payload.sid.length === 0) return null;
        const parsed = sessionUserSchema.safeParse({
          uid: payload.sub,
          email: payload.email ?? null,
          name: payload.name ?? null,
          picture: payload.picture ?? null,
        });
        if (!parsed.success) return null;
        const claim = { user: parsed.data, sessionId: payload.sid };
        remember(token, claim, payload.exp);
        return claim;
      } catch {
        return null;
      }
    },
  };
}
export type SessionTokens = ReturnType<typeof sessionTokens>;
