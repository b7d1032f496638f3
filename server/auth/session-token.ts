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
export function sessionTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        if (typeof payload.sid !== "string" || payload.sid.length === 0) return null;
        const parsed = sessionUserSchema.safeParse({
          uid: payload.sub,
          email: payload.email ?? null,
          name: payload.name ?? null,
          picture: payload.picture ?? null,
        });
        return parsed.success ? { user: parsed.data, sessionId: payload.sid } : null;
      } catch {
        return null;
      }
    },
  };
}
export type SessionTokens = ReturnType<typeof sessionTokens>;
