import { jwtVerify, SignJWT } from "jose";
import { type SessionUser, sessionUserSchema } from "../../contract/index.js";

export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

/** The session cookie's value: a signed, expiring token naming the user. No server-side state. */
export function sessionTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(user: SessionUser): Promise<string> {
      return new SignJWT({ email: user.email, name: user.name, picture: user.picture })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(user.uid)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
        .sign(key);
    },
    async verify(token: string): Promise<SessionUser | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        const parsed = sessionUserSchema.safeParse({
          uid: payload.sub,
          email: payload.email ?? null,
          name: payload.name ?? null,
          picture: payload.picture ?? null,
        });
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
export type SessionTokens = ReturnType<typeof sessionTokens>;
