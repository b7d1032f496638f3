import type { Auth } from "firebase/auth";
import { type ClientConfig, clientConfigSchema } from "../../contract/index.js";
import { api } from "./api-client.js";

/**
 * Firebase Auth, loaded on demand so it stays off the first paint's critical path.
 * The configuration (and the emulator's address in development) comes from the server.
 */
let authPromise: Promise<Auth> | undefined;

const CONFIG_KEY = "tutornest-client-config";

function savedConfig(): ClientConfig | undefined {
  try {
    const parsed = clientConfigSchema.safeParse(JSON.parse(localStorage.getItem(CONFIG_KEY) ?? "null"));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server's client configuration; when the server cannot be reached (offline), the one this
 * device used last, so that a signed-in person stays signed in and saved data opens (see
 * docs/decisions.md, Offline).
 */
export async function clientConfig(): Promise<ClientConfig> {
  const saved = savedConfig();
  if (saved && globalThis.navigator?.onLine === false) return saved;
  try {
    const config = clientConfigSchema.parse(await api.get("config").json());
    try {
      localStorage.setItem(CONFIG_KEY, JSON.stringify(config));
    } catch {}
    return config;
  } catch (err) {
    if (saved) return saved;
    throw err;
  }
}

export function loadAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [config, { initializeApp }, authModule] = await Promise.all([
      clientConfig(),
      import("firebase/app"),
      import("firebase/auth"),
    ]);
    const app = initializeApp(config.firebase);
    // localStorage first (the session is kept in local storage, see docs/product.md, Rules):
    // getAuth() would move the stored user into IndexedDB at every load and setPersistence() move
    // it back, deleting before writing, so a navigation in between signed the person out. Now
    // nothing moves at load, and the setPersistence below is a no-op unless the browser lacks
    // localStorage.
    // No popupRedirectResolver here: given at start-up it loads Google's gapi script on every
    // page; Sign In with Google passes it to signInWithPopup, the one place that needs it.
    const auth = authModule.initializeAuth(app, {
      persistence: [authModule.browserLocalPersistence, authModule.indexedDBLocalPersistence],
    });
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
