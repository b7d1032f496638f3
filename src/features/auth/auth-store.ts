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
  constructor(initial: AuthState = { user: null, loading: true }) {
    super(initial);
  }
  set(next: AuthState): void {
    this.setState(() => next);
  }
}

/**
 * The page's signed-in state. Without the device's login flag nobody can be signed in here
 * (docs/product.md, Sign-in): the page knows that from its first render, so the top bar's Login
 * matches the painted shell, and no re-render of every reader of this store follows at start-up
 * (a task of 12–19 ms at 1× on this machine class, docs/benchmarks.md).
 */
export const authStore = new AuthStore({ user: null, loading: readLoggedInFlag() });

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
