import type { SessionUser } from "../../contract/index.js";

/** Verifies an identity-provider ID token and says who it names. */
export interface IdentityVerifier {
  verifyIdToken(token: string): Promise<SessionUser>;
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
      const decoded = await (await auth()).verifyIdToken(token);
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        name: typeof decoded.name === "string" ? decoded.name : null,
        picture: decoded.picture ?? null,
      };
    },
  };
}
