import type { QueryClient } from "@tanstack/react-query";
import { queryPersister } from "../../lib/query-persister.js";
import { authStore, onSignedInChangedElsewhere, readSignedInUid } from "./auth-store.js";

/**
 * Whose data this page holds in memory and saves: the person signed in on the device, followed
 * here and in every other tab of the app (docs/decisions.md, "A shared device"). When it changes,
 * the previous person's data is dropped from the query cache, its saved copy deleted, and saving
 * goes on under the new person's key. A signed-out visitor's data is public: it stays for the
 * person who signs in.
 */
let client: QueryClient | undefined;
let holder: string | null = null;
/** The person another tab signed in whom this page's identity provider has not named yet. */
let namedElsewhere: string | null = null;

/**
 * At start, before the saved data is restored: saves and restores for the person signed in on the
 * device, and follows sign-in and sign-out made in other tabs (the `storage` event).
 */
export function followSignedInPerson(queryClient: QueryClient): void {
  client = queryClient;
  holder = readSignedInUid();
  queryPersister.follow(holder);
  onSignedInChangedElsewhere(() => {
    const uid = readSignedInUid();
    void personChanged(uid);
    // This page shows the change at once: its guards send a signed-out person to /login, and the
    // person who signed in there is named by the identity provider's answer here.
    const shown = authStore.get().user;
    if (shown && shown.uid !== uid) authStore.set({ user: null, loading: false });
    namedElsewhere = uid !== null && authStore.get().user?.uid !== uid ? uid : null;
  });
}

/**
 * Whether this page's identity provider, answering "nobody", is only behind another tab that has
 * signed someone in since (each tab's provider hears of a change on its own, a background tab's
 * late): that answer must not clear the device's flag, which would sign the new person out.
 */
export function providerIsBehind(): boolean {
  return namedElsewhere !== null && namedElsewhere === readSignedInUid();
}

/** The identity provider of this page named `uid`: it has caught up with the other tabs. */
export function providerNamed(uid: string): void {
  if (namedElsewhere === uid) namedElsewhere = null;
}

/**
 * `uid` (null: nobody) is now the person whose data this page holds. Someone else's data is dropped
 * first, at once; resolves once its saved copy is deleted.
 */
export function personChanged(uid: string | null): Promise<void> {
  const previous = holder;
  holder = uid;
  const dropped = previous !== null && previous !== uid;
  if (dropped) {
    queryPersister.stop();
    if (client) {
      void client.cancelQueries();
      client.clear();
    }
  }
  if (!leaving && queryPersister.owner() !== uid) queryPersister.follow(uid);
  return dropped ? queryPersister.forget(previous) : Promise.resolve();
}

/** True from the start of a logout on this page until its data is cleared. */
let leaving = false;

/** A logout begins: nothing is saved until it ends (its person's data is still in memory). */
export function logoutStarted(): void {
  leaving = true;
  queryPersister.stop();
}

/** The logout ended (this page's data cleared): a signed-out visitor's data is saved from now on. */
export function logoutEnded(): Promise<void> {
  leaving = false;
  return personChanged(null);
}
