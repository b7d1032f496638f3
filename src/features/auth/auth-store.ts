import { useSyncExternalStore } from "react";
import type { User } from "../../../contract/index.js";

/** SPEC §4: the locally persisted login flag. */
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

export interface AuthState {
  user: User | null;
  /** True until the identity provider's first answer arrives. */
  loading: boolean;
}

let state: AuthState = { user: null, loading: true };
const listeners = new Set<() => void>();

export const authStore = {
  get: (): AuthState => state,
  set(next: Partial<AuthState>) {
    state = { ...state, ...next };
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Resolves once the first auth result has arrived. */
  ready(): Promise<AuthState> {
    if (!state.loading) return Promise.resolve(state);
    return new Promise((resolve) => {
      const off = authStore.subscribe(() => {
        if (!state.loading) {
          off();
          resolve(state);
        }
      });
    });
  },
};

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}
