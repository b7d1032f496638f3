/**
 * Where the saved query cache lives in IndexedDB (src/lib/query-persister.ts): one key per person,
 * and one for a signed-out visitor, so that one person's saved data is never restored for another
 * (docs/decisions.md, "A shared device"). Who is signed in on the device is read from localStorage.
 */
interface SavedDataLocation {
  /** The IndexedDB database, and its one object store. */
  db: string;
  store: string;
  /** What every key of the saved cache begins with. */
  key: string;
  /** The device's login flag in localStorage ("true" when someone is signed in; docs/product.md, Sign-in). */
  flag: string;
  /** The signed-in person's uid in localStorage, beside the flag (never their e-mail). */
  uid: string;
}

export const SAVED_DATA: SavedDataLocation = {
  db: "tutornest-cache",
  store: "queries",
  key: "tutornest-queries",
  flag: "isLoggedIn",
  uid: "tn-uid",
};

/** The key of the saved data of the person `uid`, or of a signed-out visitor (null). */
export function savedDataKey(uid: string | null): string {
  return uid === null ? `${SAVED_DATA.key}:visitor` : `${SAVED_DATA.key}:person:${uid}`;
}
