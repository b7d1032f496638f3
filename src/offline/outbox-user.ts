import { createStore, del, get, set, type UseStore } from "idb-keyval";

/**
 * Who is signed in, as last told by the page, for the service worker: it cannot read the auth
 * state, yet must replay only the signed-in user's items (the server takes the user from the
 * session cookie, so another user's item would be applied as the wrong person).
 */
const USER_KEY = "uid";
let store: UseStore | undefined;

function db(): UseStore {
  store ??= createStore("tutornest-outbox-user", "user");
  return store;
}

/** Call on every sign-in and sign-out (null). */
export async function setOutboxUser(uid: string | null): Promise<void> {
  if (uid === null) await del(USER_KEY, db());
  else await set(USER_KEY, uid, db());
}

export async function getOutboxUser(): Promise<string | null> {
  return (await get<string>(USER_KEY, db())) ?? null;
}
