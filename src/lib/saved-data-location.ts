/**
 * Where the saved query cache lives in IndexedDB (src/lib/query-persister.ts): one key per person,
 * and one for a signed-out visitor, so that one person's saved data is never restored for another
 * (docs/decisions.md, "A shared device"). The page's inline starter (scripts/lib/vite-paint-first.ts)
 * reads who is signed in on the device from localStorage, begins reading that key while the app's
 * code still loads, and leaves the read's promise on `window[early]` for the persister to take.
 */
export interface SavedDataLocation {
  /** The IndexedDB database, and its one object store. */
  db: string;
  store: string;
  /** What every key of the saved cache begins with. */
  key: string;
  /** The page's global that holds the starter's read. */
  early: string;
  /** The device's login flag in localStorage ("true" when someone is signed in; docs/product.md, Sign-in). */
  flag: string;
  /** The signed-in person's uid in localStorage, beside the flag (never their e-mail). */
  uid: string;
}

export const SAVED_DATA: SavedDataLocation = {
  db: "tutornest-cache",
  store: "queries",
  key: "tutornest-queries",
  early: "__tnSavedData",
  flag: "isLoggedIn",
  uid: "tn-uid",
};

/** The key of the saved data of the person `uid`, or of a signed-out visitor (null). */
export function savedDataKey(uid: string | null, at: SavedDataLocation = SAVED_DATA): string {
  return uid === null ? `${at.key}:visitor` : `${at.key}:person:${uid}`;
}

/** What the starter's read settles to: the key it read and the value stored there, or null when it could not read. */
export type EarlyRead = { key: string; value: unknown } | null;
