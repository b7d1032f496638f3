import { Store, useSelector } from "@tanstack/react-store";
import type { User } from "../../../contract/index.js";
import { SAVED_DATA } from "../../lib/saved-data-location.js";

/**
 * Who is signed in on the device, as every tab of the app and the page's inline starter read it:
 * the login flag (see docs/product.md, Sign-in) and, beside it, the signed-in person's uid. Other
 * tabs hear of a change by the `storage` event (docs/decisions.md, "A shared device").
 */
const { flag: FLAG, uid: UID } = SAVED_DATA;

export function readLoggedInFlag(): boolean {
  try {
    return localStorage.getItem(FLAG) === "true";
  } catch {
    return false;
  }
}
/** Sets the flag; clearing it forgets the signed-in person's uid too. */
export function writeLoggedInFlag(value: boolean): void {
  try {
    localStorage.setItem(FLAG, String(value));
    if (!value) localStorage.removeItem(UID);
  } catch {}
}

/** The person signed in on the device: the uid beside a set flag; null when nobody is (or yet known). */
export function readSignedInUid(): string | null {
  try {
    return readLoggedInFlag() ? localStorage.getItem(UID) || null : null;
  } catch {
    return null;
  }
}
/** Records who signed in (the flag set), for this page's next start and every other tab. */
export function writeSignedInUid(uid: string): void {
  try {
    localStorage.setItem(FLAG, "true");
    localStorage.setItem(UID, uid);
  } catch {}
}

/** Calls `run` once, when another tab of the site sets the flag (it signed someone in). */
export function onFlagSetElsewhere(run: () => void): void {
  const stop = onSignedInChangedElsewhere(() => {
    if (!readLoggedInFlag()) return;
    stop();
    run();
  });
}

/**
 * Calls `run` whenever another tab changes who is signed in on the device (the flag or the uid, or
 * clears the site's storage); returns how to stop.
 */
export function onSignedInChangedElsewhere(run: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === FLAG || event.key === UID || event.key === null) run();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
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
