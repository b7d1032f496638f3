import { Store, useSelector } from "@tanstack/react-store";
import type { User } from "../../../contract/index.js";

/** The login flag kept on the device (see docs/product.md, Sign-in). */
const FLAG = "isLoggedIn";

export function readLoggedInFlag(): boolean {
  try {
    return localStorage.getItem(FLAG) === "true";
  } catch {
    return false;
  }
}
export function writeLoggedInFlag(value: boolean): void {
  try {
    localStorage.setItem(FLAG, String(value));
  } catch {}
}

/** Calls `run` once, when another tab of the site sets the flag (it signed someone in). */
export function onFlagSetElsewhere(run: () => void): void {
  const listener = (event: StorageEvent) => {
    if (event.key !== FLAG || !readLoggedInFlag()) return;
    window.removeEventListener("storage", listener);
    run();
  };
  window.addEventListener("storage", listener);
}

export interface AuthState {
  user: User | null;
  /** True until the identity provider's first answer arrives. */
  loading: boolean;
}

/** The signed-in state: `get()`, `subscribe()` and `set()`, which replaces it whole. */
export class AuthStore extends Store<AuthState> {
  constructor() {
    super({ user: null, loading: true });
  }
  set(next: AuthState): void {
    this.setState(() => next);
  }
}

export const authStore = new AuthStore();

/** Resolves with the first state that is no longer loading (at once when the answer is in). */
export function authKnown(store: AuthStore): Promise<AuthState> {
  const now = store.get();
  if (!now.loading) return Promise.resolve(now);
  return new Promise((resolve) => {
    const subscription = store.subscribe((state) => {
      if (state.loading) return;
      subscription.unsubscribe();
      resolve(state);
    });
  });
}

export function useAuth(): AuthState {
  return useSelector(authStore);
}
