/**
 * Where the saved query cache lives in IndexedDB (src/lib/query-persister.ts). The page's inline
 * starter (scripts/lib/vite-paint-first.ts) begins reading it while the app's code still loads and
 * leaves the read's promise on `window[early]` for the persister to take.
 */
export interface SavedDataLocation {
  /** The IndexedDB database, and its one object store. */
  db: string;
  store: string;
  /** The key the saved cache is stored under. */
  key: string;
  /** The page's global that holds the starter's read. */
  early: string;
}

export const SAVED_DATA: SavedDataLocation = {
  db: "tutornest-cache",
  store: "queries",
  key: "tutornest-queries",
  early: "__tnSavedData",
};

/** What the starter's read settles to: the stored value, or null when it could not read. */
export type EarlyRead = { value: unknown } | null;
