import { cleanText, isImageUrl, isSafeText, type SessionUser } from "../../contract/index.js";

/** Verifies identity-provider ID tokens and answers whether an account may still be signed in. */
export interface IdentityVerifier {
  /** Who the token names; rejects a token of a deleted or disabled account, or a revoked one. */
  verifyIdToken(token: string): Promise<SessionUser>;
  /**
   * False when the account is gone or disabled, or its tokens were revoked after
   * `sinceEpochSeconds` (when the session began). Rejects when the provider cannot answer.
   */
  isAccountActive(uid: string, sinceEpochSeconds: number): Promise<boolean>;
}

/**
 * firebase-admin, loaded on first use. With FIREBASE_AUTH_EMULATOR_HOST set it accepts the
 * emulator's tokens; otherwise it checks real Firebase signatures.
 */
export function firebaseVerifier(projectId: string, emulatorHost: string | undefined): IdentityVerifier {
  let ready: Promise<import("firebase-admin/auth").Auth> | undefined;
  const auth = () => {
    ready ??= (async () => {
      if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
      const { initializeApp, getApps } = await import("firebase-admin/app");
      const { getAuth } = await import("firebase-admin/auth");
      const app = getApps().find((a) => a.name === "tutornest") ?? initializeApp({ projectId }, "tutornest");
      return getAuth(app);
    })();
    return ready;
  };
  // Load the SDK now, in the background, so the first sign-in does not wait for it.
  auth().catch(() => {});
  return {
    async verifyIdToken(token) {
      // checkRevoked: also asks the provider whether the account still exists, is enabled and
      // had no revocation since the token was issued.
      const decoded = await (await auth()).verifyIdToken(token, true);
      return sessionUserOf(decoded);
    },
    async isAccountActive(uid, sinceEpochSeconds) {
      let user: import("firebase-admin/auth").UserRecord;
      try {
        user = await (await auth()).getUser(uid);
      } catch (err) {
        if ((err as { code?: unknown }).code === "auth/user-not-found") return false;
        throw err;
      }
      if (user.disabled) return false;
      const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) / 1000 : 0;
      return !(validAfter > sinceEpochSeconds);
    },
  };
}

/** Longest display name kept from the provider (a tutorial's tutor name comes from it). */
export const PROVIDER_NAME_MAX = 100;
const EMAIL_MAX = 254;

/**
 * The token's claims as a session user. Anyone can set their own provider display name and photo
 * URL, and these reach pages, headers and the database (a tutorial's tutor name): the name is
 * cleaned of control characters and broken Unicode, an e-mail or picture that is not safe is
 * dropped (docs/decisions.md, text and image URLs).
 */
export function sessionUserOf(claims: {
  uid: string;
  email?: unknown;
  name?: unknown;
  picture?: unknown;
}): SessionUser {
  const email = claims.email;
  return {
    uid: claims.uid,
    email: typeof email === "string" && email.length <= EMAIL_MAX && isSafeText(email) ? email : null,
    name: typeof claims.name === "string" ? cleanText(claims.name, PROVIDER_NAME_MAX) : null,
    picture: isImageUrl(claims.picture) ? claims.picture : null,
  };
}
