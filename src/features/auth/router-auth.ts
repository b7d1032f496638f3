import type { AnyRouter } from "@tanstack/react-router";
import type { RouterAuth } from "../../router-context.js";
import { type AuthStore, authKnown } from "./auth-store.js";

/** The router's view of a store of the signed-in state; read when a route loads. */
export function routerAuth(store: AuthStore): RouterAuth {
  return {
    get user() {
      return store.get().user;
    },
    get ready() {
      return authKnown(store).then((state) => state.user);
    },
    get answered() {
      return !store.get().loading;
    },
  };
}

/**
 * Routes read the signed-in state when they load: on every change they load again, so that a
 * protected page sends whoever signed out to /login and loaders fetch for whoever signed in.
 */
export function reloadOnAuthChange(router: AnyRouter, store: AuthStore): () => void {
  const subscription = store.subscribe(() => void router.invalidate());
  return () => subscription.unsubscribe();
}
