import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import type { Query } from "@tanstack/react-query";
import { createStore, del, get, set } from "idb-keyval";

/** The query cache saved to IndexedDB so that browsing works offline (DESIGN §5). */
const store = createStore("tutornest-cache", "queries");

export const queryPersister = createAsyncStoragePersister({
  storage: {
    getItem: (key) => get<string>(key, store).then((v) => v ?? null),
    setItem: (key, value: string) => set(key, value, store),
    removeItem: (key) => del(key, store),
  },
  key: "tutornest-queries",
  throttleTime: 1000,
});

/**
 * Saved: tutorial lists and details, bookings, profiles and statistics that hold data from the
 * server — also after a refetch failed offline (the query is then in error but keeps its data;
 * dropping it would lose the saved copy at the second offline visit).
 */
const PERSISTED_ROOTS = new Set(["tutorials", "tutorial", "bookings", "profile", "stats"]);
export function shouldPersistQuery(query: Query): boolean {
  if (query.state.data === undefined || !PERSISTED_ROOTS.has(String(query.queryKey[0]))) return false;
  // A page put together offline from saved tutorials is not the server's answer: not kept.
  const data = query.state.data as { savedOnly?: boolean } | undefined;
  return data?.savedOnly !== true;
}

export const PERSIST_MAX_AGE = 1000 * 60 * 60 * 24 * 7;
