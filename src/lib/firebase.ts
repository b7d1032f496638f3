import type { Auth } from "firebase/auth";
import { type ClientConfig, clientConfigSchema } from "../../contract/index.js";
import { api } from "./api-client.js";

/**
 * Firebase Auth, loaded on demand so it stays off the first paint's critical path.
 * The configuration (and the emulator's address in development) comes from the server.
 */
let authPromise: Promise<Auth> | undefined;

export function loadAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [config, { initializeApp }, authModule] = await Promise.all([
      api
        .get("config")
        .json()
        .then((c): ClientConfig => clientConfigSchema.parse(c)),
      import("firebase/app"),
      import("firebase/auth"),
    ]);
    const app = initializeApp(config.firebase);
    const auth = authModule.getAuth(app);
    if (config.authEmulatorUrl)
      authModule.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    try {
      await authModule.setPersistence(auth, authModule.browserLocalPersistence);
    } catch (err) {
      console.error("Error setting persistence:", err);
    }
    return auth;
  })();
  authPromise.catch(() => {
    authPromise = undefined;
  });
  return authPromise;
}

export const firebaseAuth = () => import("firebase/auth");
