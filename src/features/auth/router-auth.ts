import type { AnyRouter } from "@tanstack/react-router";
import type { RouterAuth } from "../../router-context.js";
import { type AuthStore, authKnown, readLoggedInFlag } from "./auth-store.js";

/**
 * The router's view of a store of the signed-in state; read when a route loads. `onWait` is told
 * when a guard starts waiting for an answer not in yet.
 */
export function routerAuth(store: AuthStore, onWait?: () => void): RouterAuth {
  return {
    get user() {
      return store.get().user;
    },
    get ready() {
      if (store.get().loading) onWait?.();
      return authKnown(store).then((state) => state.user);
    },
    get answered() {
      return !store.get().loading;
    },
    get flagged() {
      return readLoggedInFlag();
    },
  };
}

/**
 * Routes read the signed-in state when they load: on every change they load again, so that a
 * protected page sends whoever signed out to /login and loaders fetch for whoever signed in.
 * Except at the first answer, where a reload (a synchronous re-render of the whole screen, a long
 * task on a phone) is needed only to take back a page opened on the login flag alone: guards that
 * waited for the answer go on by themselves, and a page that opened on the flag is right when the
 * answer names someone. `flagged` is the login flag at start-up, read before any answer.
 */
export function reloadOnAuthChange(router: AnyRouter, store: AuthStore, flagged: boolean): () => void {
  let previous = store.get();
  const subscription = store.subscribe(() => {
    const next = store.get();
    const firstAnswer = previous.loading && !next.loading;
    previous = next;
    if (firstAnswer && (next.user || !flagged)) return;
    void router.invalidate();
  });
  return () => subscription.unsubscribe();
}
